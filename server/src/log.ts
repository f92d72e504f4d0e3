// Security events as structured JSON lines (pino): what was refused or failed, for whom (a keyed hash of the account) and from where, never a password, code or token, and never a query string.
import { createHmac } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type SecurityEventName =
  'login.failed' | 'login.locked' | 'confirm.failed' | 'reset.failed' | 'request.refused' | 'graphql.document.refused';

export interface SecurityDetails {
  /** The account's e-mail address: only its keyed hash is written. */
  account?: string;
  /** The client's address. */
  address?: string;
  method?: string;
  /** The URL asked for: only its path is written. */
  url?: string;
  status?: number;
  /** The message answered. */
  reason?: string;
}

export interface SecurityLog {
  event(name: SecurityEventName, details: SecurityDetails): void;
}

/** The path of a URL, without its query string (where tokens travel: ?token=, ?service_token=, reset links). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/**
 * Writes each event as one JSON line to `destination` (standard output by default). The account is an HMAC under
 * `key` (derived from SESSION_SECRET): the same account gives the same hash, so its events can be followed, but the
 * log alone does not name anyone.
 */
export function createSecurityLog(key: Buffer, destination?: DestinationStream): SecurityLog {
  const logger: Logger = pino({ base: { kind: 'security' }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
  return {
    event(name, { account, url, ...details }) {
      logger.warn({
        event: name,
        ...details,
        ...(account === undefined ? {} : { account: createHmac('sha256', key).update(account).digest('base64url').slice(0, 22) }),
        ...(url === undefined ? {} : { path: pathOf(url) }),
      });
    },
  };
}
