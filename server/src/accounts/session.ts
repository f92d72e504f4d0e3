// Sessions in PostgreSQL with a 15-minute rolling idle expiry, passport(-local) over them, and the script-readable "signed in" cookie.
import { backgroundRequestHeader, inactivityTimeoutMs } from '@transfer/form';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import onHeaders from 'on-headers';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { isApiPath } from '../http/rest';
import type { SignedInUser } from '../guard';
import type { Credentials } from './input';
import { IncorrectCredentials, type AccountsService } from './service';
import { SessionStore } from './session-store';

export const sessionCookieName = 'transfer.sid';

/** The cookie the client reads to know it is signed in: no secret and no e-mail, just its presence. */
export function signedInCookieName(prefix: string): string {
  return `${prefix}.transfer.LastAuthUser`;
}

/** How long a signed-in account's row is reused before it is read again. */
const recentUserTtlMs = 30_000;

export interface Sessions {
  /** express-session, passport, and the signed-in cookie kept in step with the session. */
  middleware: RequestHandler[];
  /** Checks credentials with the local strategy (AccountsService.verifyLogin); rejects with its error. */
  authenticate(credentials: Credentials): Promise<SignedInUser>;
  /** Starts a session for `user` under a new id (passport regenerates it), so a planted id is never kept. */
  signIn(req: Request, user: SignedInUser): Promise<void>;
  /** Ends the session: its row is deleted and, on the way out, both cookies are cleared. */
  signOut(req: Request): Promise<void>;
  /** Every instance stops using the account's sessions but one, which were deleted from the database. */
  endedSessionsOf(userId: string, exceptSid: string | null): Promise<void>;
  close(): Promise<void>;
}

export interface SessionsDependencies {
  config: Config;
  db: Database;
  redis: Redis;
  redisPrefix: string;
  service: AccountsService;
  /** How long a session read is used again without reading its row (tests shorten it). */
  sessionMemoryMs?: number;
  /** The clock sign-ins are stamped and the 12-hour lifetime counted by. */
  now?: () => Date;
}

/** A background poll (the client's header says so): it must not keep the session alive. */
function isBackground(req: Request): boolean {
  return req.headers[backgroundRequestHeader.toLowerCase()] !== undefined;
}

export function createSessions(deps: SessionsDependencies): Sessions {
  const { config, db, redis, redisPrefix, service, sessionMemoryMs } = deps;
  const now = deps.now ?? (() => new Date());
  const cookie: CookieOptions = { path: '/', sameSite: 'lax', secure: config.secureCookies };
  // The app's own pool: one set of connections for the services and the sessions.
  const store = new SessionStore({ db, redis, redisPrefix, memoryMs: sessionMemoryMs, now });

  const passport = new Passport();
  passport.use(
    new LocalStrategy({ usernameField: 'username', passwordField: 'password' }, (username, password, done) => {
      service.verifyLogin(username, password).then((user) => done(null, user), done);
    }),
  );
  passport.serializeUser<string>((user, done) => done(null, user.id));
  /**
   * Accounts signed in lately, so that a busy student's every request does not read their row again: what a request
   * uses of it does not change while they are signed in (a reset or a sign-out ends sessions instead).
   */
  const recentUsers = new LRUCache<string, SignedInUser>({ max: 10_000, ttl: recentUserTtlMs });
  passport.deserializeUser<string>((id, done) => {
    const known = recentUsers.get(id);
    if (known) return done(null, known);
    // false ends the session's sign-in: the account is gone, or was never confirmed.
    service.signedInUser(id).then((user) => {
      if (user) recentUsers.set(id, user);
      done(null, user ?? false);
    }, done);
  });

  const signedInCookie = signedInCookieName(config.identityCookiePrefix);
  /** Decided when the answer's headers go out, after any sign-in or sign-out the request made. */
  const keepSignedInCookie: RequestHandler = (req, res, next) => {
    const sent = parseCookies(req.headers.cookie ?? '');
    // The browser believes it is signed in: without a session, its profile is an invalid session (docs/product.md §6.4).
    req.claimsSession = Object.keys(sent).some((name) => name.startsWith(config.identityCookiePrefix));
    // Read now: by the time the headers go out, a router mounted at a prefix (/graphql) has cut it from req.path.
    // A /graphql answer leaves them unless it signed out: its profile's UNAUTHENTICATED must reach a client that still
    // holds the identity cookie, to say the session is invalid (docs/product.md §6.4).
    const isRestAnswer = isApiPath(req.path) && !req.path.startsWith('/graphql');
    onHeaders(res, () => {
      if (req.user && req.session) {
        // A background poll leaves the cookie's expiry where it was, as it leaves the session's.
        if (isBackground(req)) return;
        res.cookie(signedInCookie, '1', { ...cookie, httpOnly: false, maxAge: inactivityTimeoutMs });
      } else if ((isRestAnswer || !req.session) && (sent[signedInCookie] !== undefined || sent[sessionCookieName] !== undefined)) {
        // Only an API answer clears them: were the page's own load to, the app would start as a visitor's and never
        // hear from its profile query that the session is invalid.
        res.clearCookie(signedInCookie, { ...cookie, httpOnly: false });
        res.clearCookie(sessionCookieName, { ...cookie, httpOnly: true });
      }
    });
    next();
  };

  const sessionOptions = {
    name: sessionCookieName,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    cookie: { ...cookie, httpOnly: true, maxAge: inactivityTimeoutMs },
  };
  // Every answer moves the expiry 15 minutes on, in the cookie and in the store's row; a background poll's does not.
  const activeSession = session({ ...sessionOptions, store, rolling: true });
  const backgroundSession = session({ ...sessionOptions, store: store.backgroundView(), rolling: false });

  return {
    middleware: [
      (req, res, next) => (isBackground(req) ? backgroundSession : activeSession)(req, res, next),
      passport.initialize(),
      passport.session(),
      keepSignedInCookie,
    ],
    authenticate: (credentials) =>
      new Promise((resolve, reject) => {
        // The strategy reads the credentials from a request's body; GraphQL's body is the query, so it gets its own.
        const request = { body: { username: credentials.email, password: credentials.password }, query: {} } as unknown as Request;
        passport.authenticate('local', { session: false }, (error: unknown, user: SignedInUser | false) => {
          if (error) reject(error);
          else if (user) resolve(user);
          else reject(new IncorrectCredentials());
        })(request, {} as Response, reject);
      }),
    signIn: (req, user) =>
      new Promise((resolve, reject) =>
        req.logIn(user, (error) => {
          if (error) return reject(error);
          // The 12-hour lifetime counts from here (SessionStore): the session is saved with it as the answer ends.
          (req.session as unknown as { signedInAt: number }).signedInAt = now().getTime();
          resolve();
        }),
      ),
    signOut: (req) =>
      new Promise((resolve, reject) =>
        req.session.destroy((error) => {
          if (error) return reject(error);
          req.user = undefined;
          resolve();
        }),
      ),
    endedSessionsOf: (userId, exceptSid) => store.endedSessionsOf(userId, exceptSid),
    close: async () => store.close(),
  };
}
