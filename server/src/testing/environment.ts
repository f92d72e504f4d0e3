// A config and a Redis key prefix for one test file, so that files run in parallel without sharing state.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { loadConfig, type Config } from '../config';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testConfig(databaseUrl: string, environment: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, REDIS_URL: testRedisUrl, ...environment });
}

export function testPrefix(): string {
  return `test-${randomBytes(4).toString('hex')}`;
}

/** Removes every key under a test's own `prefix`, and only those. */
export async function dropKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
}
