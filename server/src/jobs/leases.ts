// Leases in Redis: one holder of a key at a time across every worker process. A lease is renewed while its holder runs and ends when released, or soon after its holder dies (as BullMQ's job locks do).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Each only if this holder still has the lease (it may have lapsed and gone to another). */
const releaseIfHeld = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const renewIfHeld = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export type ReleaseLease = () => Promise<void>;

export class Leases {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * The lease of `key`, to release when done; undefined while another holds it. It lapses `ms` after this process
   * last renewed it, which it does every half of that until released.
   */
  async take(key: string, ms: number): Promise<ReleaseLease | undefined> {
    const name = `${this.prefix}:lease:${key}`;
    const holder = randomUUID();
    if ((await this.redis.set(name, holder, 'PX', ms, 'NX')) !== 'OK') return undefined;
    const renewing = setInterval(() => {
      this.redis
        .eval(renewIfHeld, 1, name, holder, ms)
        .catch((error: Error) => console.error(`renewing the lease ${key} failed: ${error.message}`));
    }, ms / 2);
    renewing.unref();
    return async () => {
      clearInterval(renewing);
      await this.redis.eval(releaseIfHeld, 1, name, holder);
    };
  }
}
