// Rate limits on the public account requests, per client IP and per account (e-mail), counted in Redis.
import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/limits';
import { InvalidInput } from './input';

export interface Limit {
  points: number;
  durationSeconds: number;
}

export interface ActionLimits {
  perIp: Limit;
  perAccount: Limit;
}

export type ThrottledAction = 'signUp' | 'logIn' | 'confirm' | 'resend' | 'forgot' | 'reset';

export type RateLimits = Record<ThrottledAction, ActionLimits>;

const minutes = (count: number) => count * 60;

/**
 * Per IP, generous: a classroom behind one NAT, or a test suite, signs in many times. Per account, tight: each
 * sign-up, resend and forgot sends an e-mail; login counts failures only (a success clears them); confirm is
 * guarded mainly by the five wrong tries a code allows.
 */
const perIp: Limit = { points: 300, durationSeconds: minutes(15) };
export const defaultRateLimits: RateLimits = {
  signUp: { perIp, perAccount: { points: 5, durationSeconds: minutes(60) } },
  logIn: { perIp, perAccount: { points: 10, durationSeconds: minutes(15) } },
  confirm: { perIp, perAccount: { points: 30, durationSeconds: minutes(60) } },
  resend: { perIp, perAccount: { points: 5, durationSeconds: minutes(60) } },
  forgot: { perIp, perAccount: { points: 5, durationSeconds: minutes(60) } },
  reset: { perIp, perAccount: { points: 10, durationSeconds: minutes(15) } },
};

interface Limiters {
  perIp: RateLimiterRedis;
  perAccount: RateLimiterRedis;
}

/** rate-limiter-flexible rejects with a RateLimiterRes when over the limit, and with an Error when Redis fails. */
async function consume(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    throw rejection instanceof RateLimiterRes ? tooManyRequests(rejection.msBeforeNext) : rejection;
  }
}

export class AccountThrottle {
  private readonly limiters: Record<ThrottledAction, Limiters>;

  /**
   * Keys live under `${prefix}:limit:`, so that tests (and several apps on one Redis) stay apart. Each counter is kept
   * under an HMAC of its address or account under `key`: a short key whatever was sent, and no e-mail address in Redis.
   */
  constructor(
    redis: Redis,
    prefix: string,
    private readonly key: Buffer,
    limits: Partial<RateLimits> = {},
  ) {
    const limiter = (action: string, scope: string, limit: Limit) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:limit:${action}:${scope}`,
        points: limit.points,
        duration: limit.durationSeconds,
      });
    const all = { ...defaultRateLimits, ...limits };
    this.limiters = Object.fromEntries(
      Object.entries(all).map(([action, { perIp, perAccount }]) => [
        action,
        { perIp: limiter(action, 'ip', perIp), perAccount: limiter(action, 'account', perAccount) },
      ]),
    ) as Record<ThrottledAction, Limiters>;
  }

  /**
   * Counts one attempt for the IP and one for the account, then runs `work`; over either limit, 429 instead. An
   * attempt refused for breaking the field rules is given back to the account (a typo must not lock anyone out).
   */
  async attempt<T>(action: ThrottledAction, address: string, email: string, work: () => Promise<T>): Promise<T> {
    const { perIp, perAccount } = this.limiters[action];
    const [ip, account] = [this.keyOf(address), this.keyOf(email)];
    await consume(perIp, ip);
    await consume(perAccount, account);
    try {
      return await work();
    } catch (error) {
      if (error instanceof InvalidInput) await perAccount.reward(account);
      throw error;
    }
  }

  /**
   * Counts one attempt for the IP, but for the account only the attempts that `isFailure` says failed: an account
   * over its limit is refused even with the right password, and a success clears its count. The attempt is counted
   * before `work` runs and given back when it did not fail, so that parallel guesses cannot slip past the limit.
   */
  async failures<T>(
    action: ThrottledAction,
    address: string,
    email: string,
    work: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T> {
    const { perIp, perAccount } = this.limiters[action];
    const [ip, account] = [this.keyOf(address), this.keyOf(email)];
    await consume(perIp, ip);
    await consume(perAccount, account);
    try {
      const result = await work();
      await perAccount.delete(account);
      return result;
    } catch (error) {
      if (!isFailure(error)) await perAccount.reward(account);
      throw error;
    }
  }

  private keyOf(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }
}
