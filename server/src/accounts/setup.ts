// Puts the accounts together for one app: the service, its rate limits, the sessions, and the requests the adapters make.
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { Config } from '../config';
import type { Mailer } from '../mail/transport';
import { AccountRequests } from './requests';
import { AccountsService } from './service';
import { createSessions, type Sessions } from './session';
import { AccountThrottle, type RateLimits } from './throttle';

export interface AccountsDependencies {
  config: Config;
  db: Database;
  redis: Redis;
  mailer: Mailer;
  /** Where the rate-limit counters live in Redis. */
  redisPrefix: string;
  rateLimits?: Partial<RateLimits>;
  now?: () => Date;
  /** How long a session read is used again without reading its row (tests shorten it). */
  sessionMemoryMs?: number;
}

export interface Accounts {
  service: AccountsService;
  sessions: Sessions;
  requests: AccountRequests;
}

export function createAccounts(deps: AccountsDependencies): Accounts {
  const service = new AccountsService({
    db: deps.db,
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
    partner: deps.config.partner,
    sessionSecret: deps.config.sessionSecret,
    now: deps.now,
  });
  const throttle = new AccountThrottle(deps.redis, deps.redisPrefix, deps.rateLimits);
  const sessions = createSessions({ ...deps, service });
  return { service, sessions, requests: new AccountRequests(service, throttle, sessions) };
}
