// Starts one built server for the whole end-to-end run on a fresh database, and drops that database afterwards.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { startApp, type RunningApp } from './app-process';

const serverUrl = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let app: RunningApp | undefined;
const databaseName = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;

export async function setup(project: TestProject): Promise<void> {
  app = await startApp({ DATABASE_URL: `${serverUrl}/${databaseName}`, WORKERS: 'inline' });
  project.provide('baseUrl', app.url);
}

export async function teardown(): Promise<void> {
  await app?.stop();
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await client.end();
}
