// Redis connections: the long-lived one BullMQ needs, and a one-shot check that Redis answers.
import { Redis } from 'ioredis';
import { unreachable } from '../config';

/** A connection for BullMQ queues and workers (BullMQ requires maxRetriesPerRequest: null). */
export function createRedis(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/** Fails fast with one clear line when Redis does not answer. */
export async function checkRedis(redisUrl: string): Promise<void> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The socket's own error (refused, not found) says more than the rejection ("Connection is closed").
  let cause: unknown;
  probe.on('error', (error) => (cause ??= error));
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw unreachable('Redis', redisUrl, cause ?? error);
  } finally {
    probe.disconnect();
  }
}
