// Starts the web app of one test file, as the composition root builds it, on a free port over its own database, Redis key prefix and captured mail.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import { createDatabase, lookupPool, type Database, type PoolSize } from '../db/database';
import type { TrustedDocuments } from '../graphql/documents';
import { createRedis } from '../jobs/connection';
import type { Mailer } from '../mail/transport';
import type { Config } from '../config';
import type { Services } from '../root/services';
import { createWebApp, type WebApp, type WebOptions } from '../root/web';
import { createTestDatabase, type TestDatabase } from './database';
import { dropKeys, testConfig, testPrefix, testRedisUrl } from './environment';
import { capturingMailer, type CapturingMailer } from './mail';

export interface TestServer {
  url: string;
  database: TestDatabase;
  /** Every e-mail the app sent. */
  mail: CapturingMailer;
  redis: Redis;
  /** This server's Redis key prefix. */
  redisPrefix: string;
  /** The operations its /graphql runs by id: the client's, and any a test adds (testing/graphql.ts). */
  documents: TrustedDocuments;
  /** The services the app was built over, for what a test does besides HTTP (minting a token, running workers). */
  services: Services;
  /** The config the app was built with. */
  config: Config;
  close(): Promise<void>;
}

export interface TestServerOptions extends WebOptions {
  /** Environment variables for the config (DATABASE_URL and REDIS_URL are the test's own). */
  environment?: NodeJS.ProcessEnv;
  /** Another server's database, for a second instance of the app on it; by default the test server's own. */
  db?: Database;
  /** The searches' pool on the test database, lookupPool by default. */
  lookupPool?: PoolSize;
  /** By default a fresh connection to the test Redis, dropped with the server's keys. */
  redis?: Redis;
  /** Where mail goes besides the capturing mailer `mail` (which records every message either way). */
  mailer?: Mailer;
  /** Where to listen; a free port by default (give one when APP_URL must name the server, as the PDF worker's does). */
  port?: number;
}

/** A stand-in for the built client: an index.html and the staff page, each saying which file it is, and one asset. */
export function fakeClientDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><html><head><title>client index</title></head><body></body></html>');
  writeFileSync(path.join(folder, 'staff.html'), '<!doctype html><html><head><title>staff page</title></head><body></body></html>');
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, 'assets', 'index-abc123.js'), 'console.log("client asset");\n');
  return folder;
}

/** Sends through `mailer` and records in `captured` too, so that signedInAgent finds the codes whatever carries the mail. */
function alsoCaptured(captured: CapturingMailer, mailer: Mailer): Mailer {
  return {
    send: async (message) => {
      await captured.send(message);
      await mailer.send(message);
    },
    close: () => undefined,
  };
}

/** Removes every Redis key under `prefix`. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const {
    environment,
    db,
    redis: givenRedis,
    mailer,
    port: givenPort = 0,
    lookupPool: lookupPoolSize = lookupPool,
    ...webOptions
  } = options;
  // Security events would drown the test output; tests that read them give their own destination.
  const securityLogDestination = webOptions.securityLogDestination ?? new Writable({ write: (_chunk, _encoding, done) => done() });
  const database = await createTestDatabase();
  const lookupDb = createDatabase(database.url, lookupPoolSize);
  const redis = givenRedis ?? createRedis(testRedisUrl);
  const mail = capturingMailer();
  const redisPrefix = webOptions.redisPrefix ?? testPrefix();
  const config = testConfig(database.url, environment);
  const web: WebApp = await createWebApp(
    { config, db: db ?? database.db, lookupDb, redis, mailer: mailer ? alsoCaptured(mail, mailer) : mail },
    { clientDir: fakeClientDir(), ...webOptions, redisPrefix, securityLogDestination },
  );
  const server: Server = await new Promise((resolve) => {
    const listening = web.app.listen(givenPort, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    mail,
    redis,
    redisPrefix,
    documents: web.documents,
    services: web.services,
    config,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await web.close();
      await lookupDb.close();
      if (!givenRedis) {
        await dropKeys(redis, redisPrefix);
        await redis.quit();
      }
      await database.drop();
    },
  };
}
