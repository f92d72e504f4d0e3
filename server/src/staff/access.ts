// Staff accounts, their API tokens and the browser sessions a token opens: created, checked on every request, revoked at once.
import type { Database } from '../db/database';
import { NotFound, Unauthorized, ValidationError } from '../errors';
import type { StaffMember } from '../graphql/context';
import { hashToken, newToken, presentedTokenHash, sameHash } from '../secrets';
import { staffStatements as sql } from './sql';

/** How long a browser's staff session lasts from sign-in at most. */
export const staffSessionHours = 8;

/** A staff session unused this long ends, whatever its 8 hours say. */
export const staffSessionIdleMinutes = 30;

/** How long an API token works unless staff:create is told otherwise (--days). */
export const defaultTokenDays = 90;
export const maxTokenDays = 3650;

export const wrongTokenMessage = 'That staff token is not valid, or it was revoked.';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token or session cookie is `<row id>.<secret>`: the row is found by its id, the secret compared by its hash. */
function split(credential: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = credential.split('.');
  return rest.length === 0 && uuid.test(id ?? '') && secret ? { id, secret } : null;
}

interface LiveCredential {
  tokenId: string;
  sessionId?: string;
  secretHash: string;
  userId: string;
  email: string;
}

function memberIf(row: LiveCredential | undefined, secret: string): StaffMember | null {
  const secretHash = presentedTokenHash(secret);
  if (!row || !secretHash || !sameHash(secretHash, row.secretHash)) return null;
  return { id: row.userId, email: row.email, tokenId: row.tokenId, ...(row.sessionId ? { sessionId: row.sessionId } : {}) };
}

/** One of a staff member's API tokens, as staff:tokens lists them. */
export interface TokenListing {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The accounts of staff, which the accounts domain keeps (handed in by the composition root). */
export interface StaffAccounts {
  byEmail(email: string): Promise<{ id: string; role: string } | undefined>;
  /** A new staff account: no password (it signs in with tokens), confirmed, so that no sign-up can claim it. */
  create(email: string): Promise<{ id: string }>;
}

export class StaffAccess {
  constructor(
    private readonly db: Database,
    private readonly accounts: StaffAccounts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Creates the staff account of `email` (or finds it) and answers a new API token for it, shown only this once, that
   * works for `days` days.
   */
  async createToken(email: string, days = defaultTokenDays): Promise<string> {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new ValidationError(`Not an e-mail address: ${email}`);
    if (!Number.isInteger(days) || days < 1 || days > maxTokenDays) {
      throw new ValidationError(`--days takes a whole number from 1 to ${maxTokenDays}.`);
    }
    const found = await this.accounts.byEmail(address);
    if (found && found.role !== 'staff') throw new ValidationError(`${address} is a student's account, not staff.`);
    const user = found ?? (await this.accounts.create(address));
    const secret = newToken();
    const expiresAt = new Date(this.now().getTime() + days * 24 * 3600_000);
    const [token] = await this.db.query<{ id: string }>(sql.createToken, [user.id, hashToken(secret), expiresAt]);
    return `${token.id}.${secret}`;
  }

  /** Every API token of the staff member, newest first: when made, until when, last used, revoked. */
  async tokens(email: string): Promise<TokenListing[]> {
    const account = await this.staffAccount(email);
    return this.db.query<TokenListing>(sql.tokensOf, [account.id]);
  }

  /** Ends every token of the staff member (and the sessions they opened) at once; answers how many. */
  async revokeTokens(email: string): Promise<number> {
    const account = await this.staffAccount(email);
    return this.db.execute(sql.revokeTokens, [account.id, this.now()]);
  }

  private async staffAccount(email: string): Promise<{ id: string }> {
    const found = await this.accounts.byEmail(email.trim());
    if (!found || found.role !== 'staff') throw new NotFound(`No staff member has the e-mail ${email}.`);
    return found;
  }

  /** The staff member of a live API token, or null; notes when it was used. */
  async byToken(token: string): Promise<StaffMember | null> {
    const parts = split(token);
    if (!parts) return null;
    const [row] = await this.db.query<LiveCredential>(sql.liveToken, [parts.id, this.now()]);
    const member = memberIf(row, parts.secret);
    if (member) await this.db.execute(sql.touchToken, [parts.id, this.now()]);
    return member;
  }

  /** Opens a browser session with a live token: answers the session cookie's value and when it ends. */
  async signIn(token: string): Promise<{ cookie: string; expiresAt: Date }> {
    const parts = split(token.trim());
    const [row] = parts ? await this.db.query<LiveCredential>(sql.liveToken, [parts.id, this.now()]) : [];
    if (!parts || !memberIf(row, parts.secret)) throw new Unauthorized(wrongTokenMessage);
    await this.db.execute(sql.touchToken, [parts.id, this.now()]);
    const secret = newToken();
    const expiresAt = new Date(this.now().getTime() + staffSessionHours * 3600_000);
    const [session] = await this.db.query<{ id: string }>(sql.createSession, [parts.id, hashToken(secret), expiresAt]);
    return { cookie: `${session.id}.${secret}`, expiresAt };
  }

  /**
   * The staff member of a live session cookie (within its 8 hours, used in the last 30 minutes, its token neither
   * revoked nor expired), or null; the use is noted.
   */
  async bySession(cookie: string): Promise<StaffMember | null> {
    const parts = split(cookie);
    if (!parts) return null;
    const now = this.now();
    const idleSince = new Date(now.getTime() - staffSessionIdleMinutes * 60_000);
    const [row] = await this.db.query<LiveCredential>(sql.liveSession, [parts.id, now, idleSince]);
    const member = memberIf(row, parts.secret);
    if (member) await this.db.execute(sql.touchSession, [parts.id, now]);
    return member;
  }

  async signOut(cookie: string): Promise<void> {
    const parts = split(cookie);
    if (parts && (await this.bySession(cookie))) await this.db.execute(sql.endSession, [parts.id]);
  }
}
