// A Redis database of its own for a benchmark's app: the machine's Redis is shared, and another app's workers on the same queues would take this one's jobs.
import { Redis } from 'ioredis';

const redisServer = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis database nobody uses now (no key in it), so that what is in it afterwards is this app's. */
export async function emptyRedisDatabase(): Promise<string> {
  for (let index = 15; index > 0; index--) {
    const redis = new Redis(`${redisServer}/${index}`);
    const size = await redis.dbsize();
    redis.disconnect();
    if (size === 0) return `${redisServer}/${index}`;
  }
  throw new Error('no empty Redis database');
}
