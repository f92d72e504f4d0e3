// What every entry point needs first: the config, the database (created and migrated) and Redis, or one clear line.
import 'reflect-metadata';
import { checkDefinitionInDevelopment } from '@transfer/form';
import type { Redis } from 'ioredis';
import { ConfigError, loadConfig, unreachable, type Config } from './config';
import { ensureDatabase } from './db/admin';
import { createDatabase, lookupPool, type Database } from './db/database';
import { runMigrations } from './db/migrations';
import { checkRedis, createRedis } from './jobs/connection';
import { startWorkers } from './jobs/runner';
import { createMailer } from './mail/transport';
import { closeServices, queueOptions } from './root/services';
import { createServices } from './root/domains';
import { jobDefinitions } from './root/jobs';

export interface Runtime {
  config: Config;
  db: Database;
  /** The searches' own few connections to the same database. */
  lookupDb: Database;
  redis: Redis;
  close(): Promise<void>;
}

/** Creates the database if it is missing, applies pending migrations when asked, and opens the app's pool on it. */
async function openDatabase(config: Config, options: { migrate: boolean }): Promise<Database> {
  await ensureDatabase(config.databaseUrl);
  if (options.migrate) {
    for (const name of await runMigrations(config.databaseUrl)) console.info(`applied migration ${name}`);
  }
  const db = createDatabase(config.databaseUrl);
  try {
    await db.query('SELECT 1');
  } catch (error) {
    await db.close();
    throw unreachable('PostgreSQL', config.databaseUrl, error);
  }
  return db;
}

export async function boot(options: { migrate: boolean }): Promise<Runtime> {
  const config = loadConfig();
  // A broken form definition fails loudly on a developer's machine, before anything starts (docs/product.md §3.9).
  checkDefinitionInDevelopment({ environment: config.env, hostname: config.host });
  await checkRedis(config.redisUrl);
  const db = await openDatabase(config, options);
  const redis = createRedis(config.redisUrl);
  const lookupDb = createDatabase(config.databaseUrl, lookupPool);
  return {
    config,
    db,
    lookupDb,
    redis,
    close: async () => {
      redis.disconnect();
      await Promise.all([db.close(), lookupDb.close()]);
    },
  };
}

/** Every domain's workers over services of their own: `npm run worker`, and the primary of several web processes. */
export async function runWorkers(runtime: Runtime): Promise<{ queues: string[]; close(): Promise<void> }> {
  const mailer = createMailer(runtime.config.smtpUrl, runtime.config.partner);
  const services = createServices({ ...runtime, mailer });
  const definitions = jobDefinitions(services);
  const workers = await startWorkers(definitions, queueOptions(runtime.redis, { redisPrefix: runtime.config.redisPrefix }));
  return {
    queues: definitions.map((definition) => definition.queue),
    close: async () => {
      await workers.close();
      await closeServices(services);
      mailer.close();
    },
  };
}

/** Prints why start-up failed in one line (a stack trace only for the unforeseen) and exits. */
export function exitWith(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received, shutting down`);
    stop().then(
      // 0 unless something stopping the process said otherwise (a web process that could not start again).
      () => process.exit(),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
