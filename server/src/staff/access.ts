// Staff members, their API tokens and browser sessions: invited, created, given a role, disabled, checked on every request, revoked at once.
import type { Database, Queries } from '../db/database';
import { Conflict, NotFound, Unauthorized, ValidationError } from '../errors';
import type { StaffMember } from '../graphql/context';
import { hashToken, newToken, presentedTokenHash, sameHash } from '../secrets';
import { recordAudit, type Actor } from './audit';
import type { StaffLinkPurpose, StaffRole, StaffStatus } from './entity';
import { staffStatements as sql } from './sql';

/** How long a browser's staff session lasts from sign-in at most. */
export const staffSessionHours = 8;

/** A staff session unused this long ends, whatever its 8 hours say. */
export const staffSessionIdleMinutes = 30;

/** How long an API token works unless staff:create is told otherwise (--days). */
export const defaultTokenDays = 90;
export const maxTokenDays = 3650;

/** How long an invitation link works; a reset link works an hour. */
export const invitationHours = 72;
export const resetLinkHours = 1;
const linkHours: Record<StaffLinkPurpose, number> = { invitation: invitationHours, password_reset: resetLinkHours };

/** Where the e-mailed links lead: the staff pages that read their token. */
export const staffLinkPaths: Record<StaffLinkPurpose, string> = { invitation: '/staff/invitation', password_reset: '/staff/reset' };

export const wrongTokenMessage = 'That staff token is not valid, or it was revoked.';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token or session cookie is `<row id>.<secret>`: the row is found by its id, the secret compared by its hash. */
function split(credential: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = credential.split('.');
  return rest.length === 0 && uuid.test(id ?? '') && secret ? { id, secret } : null;
}

interface LiveCredential {
  tokenId: string | null;
  sessionId?: string;
  secretHash: string;
  userId: string;
  email: string;
  role: StaffRole;
}

function memberIf(row: LiveCredential | undefined, secret: string): StaffMember | null {
  const secretHash = presentedTokenHash(secret);
  if (!row || !secretHash || !sameHash(secretHash, row.secretHash)) return null;
  return {
    id: row.userId,
    email: row.email,
    role: row.role,
    ...(row.tokenId ? { tokenId: row.tokenId } : {}),
    ...(row.sessionId ? { sessionId: row.sessionId } : {}),
  };
}

/** A member as the staff domain keeps them. */
export interface MemberRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  passwordHash: string | null;
  totpSecret: string | null;
  totpConfirmedAt: Date | null;
  totpLastStep: string | null;
}

/** One of a staff member's API tokens, as staff:tokens lists them. */
export interface TokenListing {
  id: string;
  role: StaffRole;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The accounts that hold staff addresses, which the accounts domain keeps (handed in by the composition root). */
export interface StaffAccounts {
  byEmail(email: string): Promise<{ id: string; role: string } | undefined>;
  /** A new staff account: no password of the accounts' own, confirmed, so that no sign-up can claim the address. */
  create(email: string): Promise<{ id: string }>;
}

/** A link just made: the URL to send and whose it is. */
export interface StaffLinkMade {
  email: string;
  url: string;
  expiresAt: Date;
}

/** What the last active admin is told when they would leave staff without one. */
export const lastAdminMessages = {
  demote: 'You are the last active administrator, so you cannot stop being one. Make another member an administrator first.',
  disable: 'You are the last active administrator, so you cannot disable yourself. Make another member an administrator first.',
} as const;

/** A problem with the e-mail address given, named as the invitation form's field. */
const emailProblem = (message: string) => new ValidationError(message, { email: message });

const roleInput = (role: string): StaffRole => {
  if (role !== 'admin' && role !== 'reader') throw new ValidationError('--role takes admin or reader.');
  return role;
};

export class StaffAccess {
  constructor(
    private readonly db: Database,
    private readonly accounts: StaffAccounts,
    private readonly appUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The member of an address, or null. */
  async memberByEmail(email: string): Promise<MemberRow | null> {
    return (await this.db.query<MemberRow>(sql.memberByEmail, [email.trim()]))[0] ?? null;
  }

  async memberById(id: string): Promise<MemberRow | null> {
    return (await this.db.query<MemberRow>(sql.memberById, [id]))[0] ?? null;
  }

  /**
   * The member of the address, made (active or invited, with `role` and `name`) when there is none; a student's address
   * is refused.
   */
  private async memberOrNew(
    email: string,
    role: StaffRole,
    status: StaffStatus,
    name = '',
  ): Promise<{ member: MemberRow; created: boolean }> {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw emailProblem(`Not an e-mail address: ${email}`);
    const existing = await this.memberByEmail(address);
    if (existing) return { member: existing, created: false };
    const found = await this.accounts.byEmail(address);
    if (found && found.role !== 'staff') throw emailProblem(`${address} is a student's account, not staff.`);
    const account = found ?? (await this.accounts.create(address));
    const [member] = await this.db.query<MemberRow>(sql.createMember, [account.id, address, role, status, name]);
    return { member, created: true };
  }

  /**
   * Creates the staff member of `email` (an admin unless `role` says reader) or finds them, and answers a new API token
   * for them, shown only this once, that works for `days` days with the role given (never more than the member's).
   */
  async createToken(email: string, days = defaultTokenDays, role?: string, by: Actor = null): Promise<string> {
    if (!Number.isInteger(days) || days < 1 || days > maxTokenDays) {
      throw new ValidationError(`--days takes a whole number from 1 to ${maxTokenDays}.`);
    }
    const given = role === undefined ? undefined : roleInput(role);
    const { member } = await this.memberOrNew(email, given ?? 'admin', 'active');
    if (member.status === 'disabled') throw new Conflict(`${member.email} is disabled: no token of theirs would work.`);
    const tokenRole = given ?? member.role;
    const secret = newToken();
    const expiresAt = new Date(this.now().getTime() + days * 24 * 3600_000);
    const [token] = await this.db.query<{ id: string }>(sql.createToken, [member.id, hashToken(secret), expiresAt, tokenRole]);
    await recordAudit(this.db, this.now(), by, 'staff.token_create', null, { member: member.email, role: tokenRole, days });
    return `${token.id}.${secret}`;
  }

  /**
   * Invites `email` as `role` (named `name`, which they may change when they accept): a new member (invited), or a new
   * link for one still invited. Answers the link.
   */
  async invite(email: string, role: string, by: Actor = null, name = ''): Promise<StaffLinkMade> {
    const { member, created } = await this.memberOrNew(email, roleInput(role), 'invited', name);
    if (!created && member.status !== 'invited') throw emailProblem(`${member.email} is already a member of staff (${member.status}).`);
    if (!created && member.role !== role) await this.setRole(member.email, role, by);
    if (!created && name && member.name !== name) await this.db.execute(sql.setName, [member.id, name]);
    const link = await this.newLink(member, 'invitation');
    await recordAudit(this.db, this.now(), by, 'staff.invite', null, { member: member.email, role, expiresAt: link.expiresAt });
    return link;
  }

  /** A single-use link for `purpose`, its token kept hashed; the member's earlier links of that purpose stop working. */
  async newLink(member: Pick<MemberRow, 'id' | 'email'>, purpose: StaffLinkPurpose): Promise<StaffLinkMade> {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + linkHours[purpose] * 3600_000);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql.voidLinks, [member.id, purpose, this.now()]);
      await tx.execute(sql.createLink, [member.id, purpose, hashToken(token), expiresAt]);
    });
    return { email: member.email, url: `${this.appUrl}${staffLinkPaths[purpose]}#token=${token}`, expiresAt };
  }

  async setRole(email: string, role: string, by: Actor = null): Promise<void> {
    const member = await this.existing(email);
    const next = roleInput(role);
    if (member.role === next) return;
    await this.db.transaction(async (tx) => {
      if (next !== 'admin') await this.keepAnAdmin(tx, member, by, lastAdminMessages.demote);
      await tx.execute(sql.setRole, [member.id, next]);
      await recordAudit(tx, this.now(), by, 'staff.role_change', null, { member: member.email, from: member.role, to: next });
    });
  }

  /**
   * A member (not the command line, the way back in) may not leave staff without an active admin: only the last one
   * demoting or disabling themselves could, since whoever acts is one.
   */
  private async keepAnAdmin(tx: Queries, member: MemberRow, by: Actor, message: string): Promise<void> {
    if (!by || member.role !== 'admin' || member.status !== 'active') return;
    const [{ others }] = await tx.query<{ others: number }>(sql.otherActiveAdmins, [member.id]);
    if (others === 0) throw new Conflict(message);
  }

  /** A member invited and let in by the university's single sign-on is active from then on. */
  async activateInvited(member: Pick<MemberRow, 'id' | 'status'>): Promise<void> {
    if (member.status === 'invited') await this.db.execute(sql.setStatus, [member.id, 'active']);
  }

  /** Disables the member: from the next request on, none of their sessions, tokens or service links works. */
  async disable(email: string, by: Actor = null): Promise<void> {
    const member = await this.existing(email);
    await this.db.transaction(async (tx) => {
      await this.keepAnAdmin(tx, member, by, lastAdminMessages.disable);
      await tx.execute(sql.setStatus, [member.id, 'disabled']);
      await tx.execute(sql.endSessionsOf, [member.id]);
      await tx.execute(sql.revokeTokens, [member.id, this.now()]);
      await recordAudit(tx, this.now(), by, 'staff.disable', null, { member: member.email });
    });
  }

  /** Removes the member's second factor and recovery codes: they enrol again at their next sign-in with their password. */
  async resetSecondFactor(email: string, by: Actor = null): Promise<void> {
    const member = await this.existing(email);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql.resetTotp, [member.id]);
      await tx.execute(sql.deleteRecoveryCodes, [member.id]);
      await tx.execute(sql.endSessionsOf, [member.id]);
      await recordAudit(tx, this.now(), by, 'staff.second_factor_reset', null, { member: member.email });
    });
  }

  /** Every API token of the staff member, newest first: when made, until when, last used, revoked. */
  async tokens(email: string): Promise<TokenListing[]> {
    const member = await this.existing(email);
    return this.db.query<TokenListing>(sql.tokensOf, [member.id]);
  }

  /** Ends every token of the staff member (and the sessions they opened) at once; answers how many. */
  async revokeTokens(email: string, by: Actor = null): Promise<number> {
    const member = await this.existing(email);
    const count = await this.db.execute(sql.revokeTokens, [member.id, this.now()]);
    await recordAudit(this.db, this.now(), by, 'staff.tokens_revoke', null, { member: member.email, count });
    return count;
  }

  private async existing(email: string): Promise<MemberRow> {
    const found = await this.memberByEmail(email);
    if (!found) throw new NotFound(`No staff member has the e-mail ${email}.`);
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
  async signInWithToken(token: string): Promise<{ cookie: string; expiresAt: Date }> {
    const parts = split(token.trim());
    const [row] = parts ? await this.db.query<LiveCredential>(sql.liveToken, [parts.id, this.now()]) : [];
    const member = parts ? memberIf(row, parts.secret) : null;
    if (!parts || !member) throw new Unauthorized(wrongTokenMessage);
    await this.db.execute(sql.touchToken, [parts.id, this.now()]);
    await recordAudit(this.db, this.now(), member, 'staff.sign_in', null, { with: 'token' });
    return this.openSession(member.id, parts.id);
  }

  /** A new session of the member (opened by `tokenId` when a token opened it): the cookie's value and when it ends. */
  async openSession(memberId: string, tokenId: string | null = null): Promise<{ cookie: string; expiresAt: Date }> {
    const secret = newToken();
    const expiresAt = new Date(this.now().getTime() + staffSessionHours * 3600_000);
    const [session] = await this.db.query<{ id: string }>(sql.createSession, [memberId, tokenId, hashToken(secret), expiresAt]);
    return { cookie: `${session.id}.${secret}`, expiresAt };
  }

  /**
   * The staff member of a live session cookie (within its 8 hours, used in the last 30 minutes, its member not disabled,
   * its token, if one opened it, neither revoked nor expired), or null; the use is noted.
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
