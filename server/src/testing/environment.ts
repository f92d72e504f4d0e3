// A config and a Redis key prefix for one test file, so that files run in parallel without sharing state.
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../config';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testConfig(databaseUrl: string, environment: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, REDIS_URL: testRedisUrl, ...environment });
}

export function testPrefix(): string {
  return `test-${randomBytes(4).toString('hex')}`;
}
