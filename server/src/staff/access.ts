// Staff accounts, their API tokens and the browser sessions a token opens: created, checked on every request, revoked at once.
import type { Database } from '../db/database';
import { NotFound, Unauthorized, ValidationError } from '../errors';
import type { StaffMember } from '../graphql/context';
import { hashToken, newToken, sameHash } from '../secrets';
import { staffStatements as sql } from './sql';

/** How long a browser's staff session lasts from sign-in. */
export const staffSessionHours = 8;

export const wrongTokenMessage = 'That staff token is not valid, or it was revoked.';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token or session cookie is `<row id>.<secret>`: the row is found by its id, the secret compared by its hash. */
function split(credential: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = credential.split('.');
  return rest.length === 0 && uuid.test(id ?? '') && secret ? { id, secret } : null;
}

interface LiveCredential {
  id: string;
  secretHash: string;
  userId: string;
  email: string;
}

function memberIf(row: LiveCredential | undefined, secret: string): StaffMember | null {
  return row && sameHash(hashToken(secret), row.secretHash) ? { id: row.userId, email: row.email } : null;
}

export class StaffAccess {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates the staff account of `email` (or finds it) and answers a new API token for it, shown only this once. */
  async createToken(email: string): Promise<string> {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new ValidationError(`Not an e-mail address: ${email}`);
    const [found] = await this.db.query<{ id: string; role: string }>(sql.findUser, [address]);
    if (found && found.role !== 'staff') throw new ValidationError(`${address} is a student's account, not staff.`);
    const user = found ?? (await this.db.query<{ id: string }>(sql.createStaffUser, [address, this.now()]))[0];
    const secret = newToken();
    const [token] = await this.db.query<{ id: string }>(sql.createToken, [user.id, hashToken(secret)]);
    return `${token.id}.${secret}`;
  }

  /** Ends every token of the staff member (and the sessions they opened) at once; answers how many. */
  async revokeTokens(email: string): Promise<number> {
    const [found] = await this.db.query<{ id: string; role: string }>(sql.findUser, [email.trim()]);
    if (!found || found.role !== 'staff') throw new NotFound(`No staff member has the e-mail ${email}.`);
    return this.db.execute(sql.revokeTokens, [found.id, this.now()]);
  }

  /** The staff member of a live API token, or null; notes when it was used. */
  async byToken(token: string): Promise<StaffMember | null> {
    const parts = split(token);
    if (!parts) return null;
    const [row] = await this.db.query<LiveCredential>(sql.liveToken, [parts.id]);
    const member = memberIf(row, parts.secret);
    if (member) await this.db.execute(sql.touchToken, [parts.id, this.now()]);
    return member;
  }

  /** Opens a browser session with a live token: answers the session cookie's value and when it ends. */
  async signIn(token: string): Promise<{ cookie: string; expiresAt: Date }> {
    const parts = split(token.trim());
    const [row] = parts ? await this.db.query<LiveCredential>(sql.liveToken, [parts.id]) : [];
    if (!parts || !memberIf(row, parts.secret)) throw new Unauthorized(wrongTokenMessage);
    await this.db.execute(sql.touchToken, [parts.id, this.now()]);
    const secret = newToken();
    const expiresAt = new Date(this.now().getTime() + staffSessionHours * 3600_000);
    const [session] = await this.db.query<{ id: string }>(sql.createSession, [parts.id, hashToken(secret), expiresAt]);
    return { cookie: `${session.id}.${secret}`, expiresAt };
  }

  /** The staff member of a live session cookie (its token not revoked), or null. */
  async bySession(cookie: string): Promise<StaffMember | null> {
    const parts = split(cookie);
    if (!parts) return null;
    const [row] = await this.db.query<LiveCredential>(sql.liveSession, [parts.id, this.now()]);
    return memberIf(row, parts.secret);
  }

  async signOut(cookie: string): Promise<void> {
    const parts = split(cookie);
    if (parts && (await this.bySession(cookie))) await this.db.execute(sql.endSession, [parts.id]);
  }
}
