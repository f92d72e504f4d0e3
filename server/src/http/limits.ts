// Limits per client address and per student: on the busy paths (/graphql, /lookup/find, saves) counted in this
// instance's memory, so that they cost the hot path no round trip; on rarer writes (uploads) counted in Redis, shared by
// every instance.
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyAttemptsMessage } from '@transfer/form';
import { TooManyRequests } from '../errors';
import { hashToken } from '../secrets';

/** The client's address as Express sees it (behind proxies, as TRUST_PROXY says). */
export function clientAddress(req: { ip?: string; socket: { remoteAddress?: string } }): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function tooManyRequests(waitMs: number): TooManyRequests {
  return new TooManyRequests(tooManyAttemptsMessage(waitMs / 60_000), Math.max(1, Math.ceil(waitMs / 1000)));
}

/**
 * Answers 429 (with Retry-After) once an address has made `perMinute` requests within a minute. Each instance of the
 * app counts its own, so behind a load balancer an address gets up to that many per instance: the limit is there to
 * stop one caller from taking a whole instance, not to meter anyone exactly.
 */
export function perAddressLimit(perMinute: number): RequestHandler {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return (req, _res, next) => {
    limiter.consume(clientAddress(req)).then(
      () => next(),
      (rejection: unknown) => next(rejection instanceof RateLimiterRes ? tooManyRequests(rejection.msBeforeNext) : rejection),
    );
  };
}

/**
 * Allows `points` calls per `durationSeconds` from one address, counted in Redis under `keyPrefix` and a hash of the
 * address; the returned function rejects with 429 past that.
 */
export function sharedPerAddressLimit(
  redis: Redis,
  keyPrefix: string,
  limit: { points: number; durationSeconds: number },
): (address: string) => Promise<void> {
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: limit.points, duration: limit.durationSeconds });
  return async (address) => {
    try {
      await limiter.consume(hashToken(address));
    } catch (rejection) {
      throw rejection instanceof RateLimiterRes ? tooManyRequests(rejection.msBeforeNext) : rejection;
    }
  };
}

/** Consumes a point of `key` from `limiter`; past its points rejects with 429, `message` and when to try again. */
function keyLimit(limiter: RateLimiterMemory | RateLimiterRedis, message: string): (key: string) => Promise<void> {
  return async (key) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyRequests(message, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  };
}

/**
 * Allows `points` calls per `durationSeconds` for one key (a student's id), counted in this instance's memory; the
 * returned function rejects past that with 429, `message` and when to try again.
 */
export function perKeyLimit(limit: { points: number; durationSeconds: number }, message: string): (key: string) => Promise<void> {
  return keyLimit(new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds }), message);
}

/**
 * The same, counted in Redis under `keyPrefix`, so that every web process shares one count (for rare, costly calls:
 * uploads); while Redis cannot be reached, each process counts in its own memory instead.
 */
export function sharedPerKeyLimit(
  redis: Redis,
  keyPrefix: string,
  limit: { points: number; durationSeconds: number },
  message: string,
): (key: string) => Promise<void> {
  const options = { points: limit.points, duration: limit.durationSeconds };
  const insuranceLimiter = new RateLimiterMemory(options);
  return keyLimit(new RateLimiterRedis({ storeClient: redis, keyPrefix, insuranceLimiter, ...options }), message);
}
