// The throwaway databases of the end-to-end tests and the benchmarks: a unique one on the test PostgreSQL server, dropped afterwards;
// and their Redis key prefixes, each app's own on the test Redis, whose keys go afterwards.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import * as environmentModule from '../../server/src/testing/environment';

/**
 * The server's test environment. The benchmarks load it through swc-node's loader as CommonJS, whose named exports
 * Node cannot see from an ES module: there, all of them are its default export.
 */
const { dropKeys, testPrefix, testRedisUrl } = (environmentModule as { default?: typeof environmentModule }).default ?? environmentModule;

export const databaseServer = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

/** The URL of a database no other run uses, named for what it is for (the app creates it on start). */
export function throwawayDatabaseUrl(purpose: string): string {
  return `${databaseServer}/${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Drops the database at `databaseUrl`, closing what is still connected to it. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${databaseServer}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A Redis key prefix no other app uses (REDIS_PREFIX): no other app on the test Redis takes this one's jobs. */
export const throwawayRedisPrefix = testPrefix;

/** Removes the keys under `prefix` from the test Redis, and no others. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    await dropKeys(redis, prefix);
  } finally {
    redis.disconnect();
  }
}
