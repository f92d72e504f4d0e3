// GET /healthz: 200 when PostgreSQL and Redis answer, 503 naming what is down.
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Queries } from '../db/database';

const timeoutMs = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref())]);
}

export function healthHandler(db: Queries, redis: Redis): RequestHandler {
  return async (_req, res) => {
    const [postgres, redisUp] = await Promise.all([
      withTimeout(db.query('SELECT 1')).then(
        () => true,
        () => false,
      ),
      withTimeout(redis.ping()).then(
        () => true,
        () => false,
      ),
    ]);
    const down = [...(postgres ? [] : ['postgres']), ...(redisUp ? [] : ['redis'])];
    res.set('Cache-Control', 'no-store');
    if (down.length === 0) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable', down, message: `Not answering: ${down.join(', ')}.` });
  };
}
