// Starts one built server for the whole end-to-end run on a fresh database, and drops that database afterwards.
import type { TestProject } from 'vitest/node';
import { startApp, type RunningApp } from './app-process';
import { dropDatabase, dropRedisKeys, throwawayDatabaseUrl, throwawayRedisPrefix } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's database, for the command line's staff tokens. */
    databaseUrl: string;
  }
}

let app: RunningApp | undefined;
const databaseUrl = throwawayDatabaseUrl('e2e');
const redisPrefix = throwawayRedisPrefix();

export async function setup(project: TestProject): Promise<void> {
  app = await startApp({ DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix, WORKERS: 'inline' });
  project.provide('baseUrl', app.url);
  project.provide('databaseUrl', databaseUrl);
}

export async function teardown(): Promise<void> {
  await app?.stop();
  await dropDatabase(databaseUrl);
  await dropRedisKeys(redisPrefix);
}
