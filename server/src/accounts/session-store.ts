// The session store: sessions in PostgreSQL with a rolling idle expiry, each one read kept in memory for a few seconds so that a busy student's requests do not all read its row, and ended sessions forgotten on every instance through Redis.
import { inactivityTimeoutMs, sessionLifetimeMs } from '@transfer/form';
import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { prepared, type Database } from '../db/database';

/** How long a session read from the database is used again without reading it (ending it forgets it at once). */
export const defaultSessionMemoryMs = 10_000;

type Callback<T = void> = (error: unknown, value?: T) => void;

/** What one instance tells the others: forget this session, or every session of this account but one. */
type EndedSessions = { sid: string } | { userId: string; exceptSid: string | null };

interface RememberedSession {
  json: string;
  userId: string | undefined;
  readAt: number;
}

const PgStore = connectPgSimple(session);

/** The account a session is signed in to, in passport's place in it. */
const sessionUserId = (sess: SessionData): string | undefined => (sess as { passport?: { user?: string } }).passport?.user;

/**
 * Reads a live session ($1) and, when its expiry ($3) is near, moves it on ($2) in the same statement; prepared once
 * per connection, so that Postgres does not parse and plan it for every request.
 */
/** Reads a live session ($1) and changes nothing: a background poll's read. */
const peekSession = prepared('session-peek', 'SELECT sess FROM "session" WHERE sid = $1 AND expire >= now()');

/** When the session's student signed in (ms since the epoch), set at sign-in; the session ends 12 hours later. */
export function signedInAtOf(sess: SessionData): number | undefined {
  return (sess as { signedInAt?: number }).signedInAt;
}

const readSession = prepared(
  'session-read',
  `WITH live AS (SELECT sid, sess, expire FROM "session" WHERE sid = $1 AND expire >= now()),
    moved AS (UPDATE "session" s SET expire = $2 FROM live WHERE s.sid = live.sid AND live.expire < $3)
    SELECT sess FROM live`,
);

export interface SessionStoreOptions {
  /** The app's database: connect-pg-simple writes through its pool, and the session read is one statement on it. */
  db: Database;
  redis: Redis;
  /** The Redis key prefix of this app; instances that share it share ended sessions. */
  redisPrefix: string;
  memoryMs?: number;
  /** The clock the 12-hour lifetime is counted by (tests move it). */
  now?: () => Date;
}

export class SessionStore extends PgStore {
  private readonly remembered = new LRUCache<string, RememberedSession>({ max: 10_000 });
  private readonly memoryMs: number;
  /** Moves on whenever something is forgotten: a read that began before it is not remembered (it may be stale). */
  private forgetting = 0;
  private readonly db: Database;
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly now: () => Date;

  constructor(options: SessionStoreOptions) {
    super({ pool: options.db.pool, tableName: 'session', createTableIfMissing: false, disableTouch: true });
    this.db = options.db;
    this.redis = options.redis;
    this.memoryMs = options.memoryMs ?? defaultSessionMemoryMs;
    this.now = options.now ?? (() => new Date());
    this.channel = `${options.redisPrefix}:sessions-ended`;
    this.subscriber = options.redis.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => this.forget(JSON.parse(message) as EndedSessions));
    void this.subscriber.subscribe(this.channel);
  }

  /**
   * A session read within the last few seconds is used again. Otherwise reading it also moves its expiry on, in the
   * same statement; the row is written at most once per memory period, and always so far ahead that the session
   * lasts its whole idle timeout past any request served from memory.
   */
  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.read(sid, true, callback);
  }

  /** The same sessions for a background poll's requests: a session read through it keeps its expiry where it was. */
  backgroundView(): session.Store {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the view's own methods have a `this` of their own
    const sessions = this;
    return new (class extends session.Store {
      override get(sid: string, callback: Callback<SessionData | null>): void {
        sessions.read(sid, false, callback);
      }
      override set(sid: string, sess: SessionData, callback?: Callback): void {
        sessions.set(sid, sess, callback);
      }
      override destroy(sid: string, callback?: Callback): void {
        sessions.destroy(sid, callback);
      }
    })();
  }

  /** Reads a session (moving its expiry on when `touch`), and ends it once 12 hours have passed since its sign-in. */
  private read(sid: string, touch: boolean, callback: Callback<SessionData | null>): void {
    const now = Date.now();
    const answer = (sess: SessionData | null) => {
      const signedInAt = sess ? signedInAtOf(sess) : undefined;
      if (signedInAt === undefined || this.now().getTime() < signedInAt + sessionLifetimeMs) return callback(null, sess);
      this.destroy(sid, () => callback(null, null));
    };
    const known = this.remembered.get(sid);
    if (known && now - known.readAt < this.memoryMs) {
      // Used again only once every ending announced before this request has arrived: one ended on another instance a
      // moment ago is refused here at once, not a few seconds later.
      void this.caughtUp().then((isCaughtUp) => {
        if (isCaughtUp && this.remembered.get(sid) === known) answer(JSON.parse(known.json) as SessionData);
        else this.readRow(sid, touch, Date.now(), answer, callback);
      });
      return;
    }
    this.readRow(sid, touch, now, answer, callback);
  }

  /**
   * Whether every message published on the channel before now has reached this instance: Redis answers a PING on the
   * subscriber's connection after them. False when Redis is not there to say so within a moment.
   */
  private caughtUp(): Promise<boolean> {
    if (this.subscriber.status !== 'ready') return Promise.resolve(false);
    return Promise.race([
      this.subscriber.ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, 250, false).unref()),
    ]);
  }

  /** Reads the session from the database, remembering it when the read moved its expiry on. */
  private readRow(
    sid: string,
    touch: boolean,
    now: number,
    answer: (sess: SessionData | null) => void,
    callback: Callback<SessionData | null>,
  ): void {
    const forgettingBefore = this.forgetting;
    const rows = touch
      ? this.db.query<{ sess: SessionData }>(readSession, [
          sid,
          new Date(now + inactivityTimeoutMs + 2 * this.memoryMs),
          new Date(now + inactivityTimeoutMs + this.memoryMs),
        ])
      : this.db.query<{ sess: SessionData }>(peekSession, [sid]);
    rows.then((found) => {
      const sess = found[0]?.sess ?? null;
      // Only a read that moved the expiry on may be used again for the memory period.
      if (sess && touch && forgettingBefore === this.forgetting) {
        this.remembered.set(sid, { json: JSON.stringify(sess), userId: sessionUserId(sess), readAt: now });
      }
      answer(sess);
    }, callback);
  }

  /** A changed session (a sign-in) is read afresh next time. */
  override set(sid: string, sess: SessionData, callback?: Callback): void {
    this.forget({ sid });
    super.set(sid, sess, callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    super.destroy(sid, (error: unknown) => {
      void this.announce({ sid }).then(() => callback?.(error));
    });
  }

  /** After the account's other sessions were deleted from the database (a password reset): no instance keeps them. */
  endedSessionsOf(userId: string, exceptSid: string | null): Promise<void> {
    return this.announce({ userId, exceptSid });
  }

  override close(): void {
    super.close();
    this.subscriber.disconnect();
  }

  /**
   * Forgets here at once, then tells the other instances, which forget when Redis delivers it. Should Redis be
   * unreachable, they still stop using the session within the memory period: the database no longer has it.
   */
  private async announce(ended: EndedSessions): Promise<void> {
    this.forget(ended);
    await this.redis.publish(this.channel, JSON.stringify(ended)).catch(() => undefined);
  }

  private forget(ended: EndedSessions): void {
    this.forgetting++;
    if ('sid' in ended) {
      this.remembered.delete(ended.sid);
      return;
    }
    for (const [sid, known] of this.remembered.entries()) {
      if (known.userId === ended.userId && sid !== ended.exceptSid) this.remembered.delete(sid);
    }
  }
}
