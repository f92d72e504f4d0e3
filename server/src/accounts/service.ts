// The accounts service: sign-up, confirmation, login checks, password reset and login history; REST and GraphQL adapt it.
import { accountMessages, normalizeEmail, type PartnerConfig } from '@transfer/form';
import type { Database, Queries } from '../db/database';
import { ValidationError } from '../errors';
import type { SignedInUser } from '../guard';
import { confirmationCodeMail, passwordChangedMail, resetLinkMail } from '../mail/templates';
import type { Mailer, Message } from '../mail/transport';
import type { ConfirmationCode, LoginEvent, ResetToken, User } from './entity';
import type { Credentials, ResetRequest } from './input';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { hashToken, newToken, sameHash } from '../secrets';
import { confirmationCodeKey, hashConfirmationCode, newConfirmationCode } from './secrets';
import { accountStatements as statements } from './sql';

export const confirmationCodeValidMinutes = 10;
/** The fifth wrong code voids the code: even the right one fails afterwards. */
export const confirmationCodeMaxWrongTries = 5;
export const resetTokenValidMinutes = 60;
/** An account not confirmed within this long after its last code is removed (the clean-up job). */
export const unconfirmedAccountLifetimeMs = 72 * 60 * 60_000;

const minutes = (count: number) => count * 60_000;

/** A wrong e-mail or password, one message for both; the login throttle counts these and nothing else. */
export class IncorrectCredentials extends ValidationError {
  constructor() {
    super(accountMessages.loginIncorrect);
  }
}

export interface LoginHistory {
  /** When each successful login happened, oldest first. */
  successfulLogin: Date[];
  numLogins: number;
}

/** What the account statements read of a user (accounts/sql.ts). */
type UserRow = Pick<User, 'id' | 'email' | 'passwordHash' | 'confirmedAt'>;

export interface AccountsServiceOptions {
  db: Database;
  mailer: Mailer;
  /** Public base URL, for the reset link. */
  appUrl: string;
  partner: PartnerConfig;
  /** The secret the confirmation-code key is derived from. */
  sessionSecret: string;
  /** The clock codes and tokens expire by; tests move it forward. */
  now?: () => Date;
  /**
   * Told, inside the transaction that confirms a student's account (by its code, or by a reset link), so that their
   * application is opened with it (the applications domain's, through the composition root).
   */
  onStudentConfirmed?: (tx: Queries, student: Pick<SignedInUser, 'id'>) => Promise<void>;
}

export class AccountsService {
  private readonly db: Database;
  private readonly mailer: Mailer;
  private readonly codeKey: Buffer;
  readonly now: () => Date;

  constructor(private readonly options: AccountsServiceOptions) {
    this.db = options.db;
    this.mailer = options.mailer;
    this.codeKey = confirmationCodeKey(options.sessionSecret);
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Creates an unconfirmed account and e-mails its code. A sign-up for an address whose account is not confirmed yet
   * starts over: its password is replaced and a new code sent, the older ones void. So the password that a code
   * confirms is always that of the latest sign-up, whose code went to the mailbox: someone who signed up first with
   * another's address cannot have the owner confirm their password. A confirmed address is refused.
   */
  async signUp({ email, password }: Credentials): Promise<{ email: string }> {
    const passwordHash = await hashPassword(password);
    const code = await this.db.transaction(async (tx) => {
      const [pending] = await tx.query<Pick<User, 'id'>>(statements.signUpUser, [email, passwordHash]);
      if (pending) return this.issueCode(tx, pending.id);
      // A staff address answers as an address without an account would, and nothing is stored or sent.
      const [staff] = await tx.query(statements.isStaffEmail, [email]);
      return staff ? 'staff' : null;
    });
    if (code === null) throw new ValidationError(accountMessages.accountExists, { username: accountMessages.accountExists });
    if (code !== 'staff') await this.mailer.send(confirmationCodeMail(email, code, confirmationCodeValidMinutes, this.options.partner));
    return { email };
  }

  /**
   * Confirms the account with its live code. A wrong code, an unknown address and a confirmed account answer alike,
   * so that confirming tells nobody which addresses have accounts.
   */
  async confirm({ email, code }: { email: string; code: string }): Promise<void> {
    const confirmed = await this.db.transaction(async (tx): Promise<boolean> => {
      const [user] = await tx.query<UserRow>(statements.lockStudentByEmail, [email]);
      if (!user || user.confirmedAt) return false;
      const [live] = await tx.query<Pick<ConfirmationCode, 'id' | 'codeHash' | 'expiresAt' | 'attempts'>>(statements.lockLiveCode, [
        user.id,
      ]);
      const now = this.now();
      if (!live || now >= live.expiresAt) return false;
      if (sameHash(live.codeHash, hashConfirmationCode(this.codeKey, user.id, code))) {
        await tx.execute(statements.consumeCode, [live.id, now]);
        await tx.execute(statements.confirmUser, [user.id, now]);
        await this.options.onStudentConfirmed?.(tx, user);
        return true;
      }
      const attempts = live.attempts + 1;
      await tx.execute(statements.countWrongCode, [live.id, attempts, attempts >= confirmationCodeMaxWrongTries ? now : null]);
      return false;
    });
    if (!confirmed) throw new ValidationError(accountMessages.codeIncorrect, { code: accountMessages.codeIncorrect });
  }

  /** Removes the accounts not confirmed within 72 hours of their last code; returns how many. */
  async removeUnconfirmedAccounts(): Promise<number> {
    return this.db.execute(statements.removeUnconfirmed, [new Date(this.now().getTime() - unconfirmedAccountLifetimeMs)]);
  }

  /** Voids the live code and e-mails a new one, for an unconfirmed account; answers alike for any other address. */
  async resendConfirmation(email: string): Promise<{ email: string }> {
    const code = await this.db.transaction(async (tx) => {
      const [user] = await tx.query<UserRow>(statements.lockStudentByEmail, [email]);
      return user && !user.confirmedAt ? this.issueCode(tx, user.id) : null;
    });
    if (code !== null) this.deliver(confirmationCodeMail(email, code, confirmationCodeValidMinutes, this.options.partner));
    return { email };
  }

  /**
   * passport-local's check: the confirmed user whose password this is. An unknown address costs the same
   * argon2 work as a wrong password and gets the same message.
   */
  async verifyLogin(email: string, password: string): Promise<SignedInUser> {
    const [user] = await this.db.query<UserRow>(statements.studentByEmail, [normalizeEmail(email)]);
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!matches || !user?.passwordHash) throw new IncorrectCredentials();
    if (!user.confirmedAt) throw new ValidationError(accountMessages.notConfirmed);
    if (needsRehash(user.passwordHash)) {
      await this.db.execute(statements.setPasswordHash, [user.id, await hashPassword(password)]);
    }
    return { id: user.id, email: user.email };
  }

  /** The account a session belongs to, while it exists and is confirmed. */
  async signedInUser(id: string): Promise<SignedInUser | null> {
    const [user] = await this.db.query<SignedInUser>(statements.signedInUser, [id]);
    return user ?? null;
  }

  /** The confirmed student account of an e-mail address, for administration (the CLI's service-token), or null. */
  async studentByEmail(email: string): Promise<SignedInUser | null> {
    const [user] = await this.db.query<UserRow>(statements.studentByEmail, [normalizeEmail(email)]);
    return user?.confirmedAt ? { id: user.id, email: user.email } : null;
  }

  async recordLogin(userId: string): Promise<void> {
    await this.db.execute(statements.recordLogin, [userId, this.now()]);
  }

  /** The profile's successful_login and num_logins, for whoever serves the profile (REST or GraphQL). */
  async loginHistory(userId: string): Promise<LoginHistory> {
    const events = await this.db.query<Pick<LoginEvent, 'at'>>(statements.loginTimes, [userId]);
    return { successfulLogin: events.map((event) => event.at), numLogins: events.length };
  }

  /** E-mails a reset link when the address has a student's account; the caller cannot tell which happened. */
  async forgotPassword(email: string): Promise<void> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const [user] = await this.db.query<UserRow>(statements.studentByEmail, [email]);
    if (!user) return;
    const expiresAt = new Date(this.now().getTime() + minutes(resetTokenValidMinutes));
    await this.db.execute(statements.insertResetToken, [user.id, tokenHash, expiresAt]);
    const link = `${this.options.appUrl}/reset?username=${encodeURIComponent(email)}&id=${token}`;
    this.deliver(resetLinkMail(email, link, resetTokenValidMinutes, this.options.partner));
  }

  /**
   * Sets a new password with a reset link's token: once, within the hour, for the address it was sent to. The link
   * proves the address, so an unconfirmed account becomes confirmed. Every session of the account but
   * `keepSessionId` (the one asking, if any) ends, and the owner is told. Returns the account's id.
   */
  async resetPassword({ email, password, token }: ResetRequest, keepSessionId?: string): Promise<string> {
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (tx) => {
      const now = this.now();
      const [row] = await tx.query<Pick<ResetToken, 'userId' | 'expiresAt' | 'usedAt'>>(statements.lockResetToken, [hashToken(token)]);
      const [user] = row ? await tx.query<UserRow>(statements.studentById, [row.userId]) : [];
      if (!row || !user || row.usedAt || now >= row.expiresAt || user.email !== email) return null;
      await tx.execute(statements.resetPassword, [user.id, passwordHash, user.confirmedAt ?? now]);
      await this.options.onStudentConfirmed?.(tx, user);
      await tx.execute(statements.useResetTokens, [user.id, now]);
      await tx.execute(statements.endSessions, [user.id, keepSessionId ?? null]);
      return user.id;
    });
    if (!userId) throw new ValidationError(accountMessages.resetLinkInvalid);
    this.deliver(passwordChangedMail(email, this.options.partner));
    return userId;
  }

  /** Voids the account's live codes and stores a new one; returns the code to e-mail. */
  private async issueCode(tx: Queries, userId: string): Promise<string> {
    const now = this.now();
    await tx.execute(statements.voidLiveCodes, [userId, now]);
    const code = newConfirmationCode();
    await tx.execute(statements.insertCode, [
      userId,
      hashConfirmationCode(this.codeKey, userId, code),
      new Date(now.getTime() + minutes(confirmationCodeValidMinutes)),
    ]);
    return code;
  }

  /**
   * Hands a message to the mailer without waiting for SMTP, where waiting would let the answer's timing tell
   * whether the address has an account. A failure is logged; the student can ask again.
   */
  private deliver(message: Message): void {
    this.mailer.send(message).catch((error: unknown) => console.error(`mail to ${message.to} failed:`, error));
  }
}
