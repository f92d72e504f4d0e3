// What every entry point needs first: the config, the database (created and migrated) and Redis, or one clear line.
import 'reflect-metadata';
import { checkDefinitionInDevelopment } from '@transfer/form';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig, type Config } from './config';
import { createDataSource, ensureDatabase, unreachable } from './db';
import { checkRedis, createRedis } from './jobs/connection';

export interface Runtime {
  config: Config;
  dataSource: DataSource;
  redis: Redis;
  close(): Promise<void>;
}

/** Creates the database if it is missing and connects to it. */
export async function openDatabase(config: Config): Promise<DataSource> {
  await ensureDatabase(config.databaseUrl);
  const dataSource = createDataSource(config.databaseUrl);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw unreachable('PostgreSQL', config.databaseUrl, error);
  }
  return dataSource;
}

export async function boot(options: { migrate: boolean }): Promise<Runtime> {
  const config = loadConfig();
  // A broken form definition fails loudly on a developer's machine, before anything starts (SPEC section 5).
  checkDefinitionInDevelopment({ environment: config.env, hostname: config.host });
  await checkRedis(config.redisUrl);
  const dataSource = await openDatabase(config);
  if (options.migrate) {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of applied) console.info(`applied migration ${migration.name}`);
  }
  const redis = createRedis(config.redisUrl);
  return {
    config,
    dataSource,
    redis,
    close: async () => {
      redis.disconnect();
      await dataSource.destroy();
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
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
