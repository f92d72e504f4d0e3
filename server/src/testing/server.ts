// Starts the Express app of one test file on a free port, over its own database and a Redis connection.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type AppDependencies } from '../http/app';
import { restRoutes } from '../http/routes';
import { createRedis } from '../jobs/connection';
import { createTestDatabase, type TestDatabase } from './database';
import { testConfig, testRedisUrl } from './environment';

export interface TestServer {
  url: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A stand-in for the built client: just an index.html that says which file it is. */
export function fakeClientDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>client index</title>');
  return folder;
}

export async function startTestServer(overrides: Partial<AppDependencies> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const redis = overrides.redis ?? createRedis(testRedisUrl);
  const web = await createApp({
    config: testConfig(database.url),
    dataSource: database.dataSource,
    redis,
    routes: restRoutes({ dataSource: database.dataSource }),
    clientDir: fakeClientDir(),
    ...overrides,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = web.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await web.close();
      if (!overrides.redis) redis.disconnect();
      await database.drop();
    },
  };
}
