// Starts one built server for the whole end-to-end run on a fresh database, and drops that database afterwards.
import type { TestProject } from 'vitest/node';
import { startApp, type RunningApp } from './app-process';
import { dropDatabase, throwawayDatabaseUrl } from './databases';


declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's database, for the command line's staff tokens. */
    databaseUrl: string;
  }
}

let app: RunningApp | undefined;
const databaseUrl = throwawayDatabaseUrl('e2e');

export async function setup(project: TestProject): Promise<void> {
  app = await startApp({ DATABASE_URL: databaseUrl, WORKERS: 'inline' });
  project.provide('baseUrl', app.url);
  project.provide('databaseUrl', databaseUrl);
}

export async function teardown(): Promise<void> {
  await app?.stop();
  await dropDatabase(databaseUrl);
}
