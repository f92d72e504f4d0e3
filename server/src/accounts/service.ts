// The accounts service: sign-up, confirmation, login checks, password reset and login history; REST and GraphQL adapt it.
import { accountMessages, normalizeEmail, type PartnerConfig } from '@transfer/form';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { ValidationError } from '../errors';
import { confirmationCodeMail, passwordChangedMail, resetLinkMail } from '../mail/templates';
import type { Mailer, Message } from '../mail/transport';
import { ConfirmationCode, LoginEvent, ResetToken, User } from './entity';
import {
  readConfirm,
  readForgot,
  readReset,
  readResend,
  readSignUp,
  type Fields,
} from './input';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import {
  confirmationCodeKey,
  hashConfirmationCode,
  hashResetToken,
  newConfirmationCode,
  newResetToken,
  sameHash,
} from './secrets';

export const confirmationCodeValidMinutes = 10;
/** The fifth wrong code voids the code: even the right one fails afterwards. */
export const confirmationCodeMaxWrongTries = 5;
export const resetTokenValidMinutes = 60;

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

/** The profile's successful_login and num_logins, for whoever serves the profile (REST or GraphQL). */
export async function loginHistory(db: DataSource | EntityManager, userId: string): Promise<LoginHistory> {
  const events = await db.getRepository(LoginEvent).find({ where: { userId }, order: { at: 'ASC' } });
  return { successfulLogin: events.map((event) => event.at), numLogins: events.length };
}

export interface AccountsServiceOptions {
  dataSource: DataSource;
  mailer: Mailer;
  /** Public base URL, for the reset link. */
  appUrl: string;
  partner: PartnerConfig;
  /** The secret the confirmation-code key is derived from. */
  sessionSecret: string;
  /** The clock codes and tokens expire by; tests move it forward. */
  now?: () => Date;
}

type ConfirmOutcome = 'confirmed' | 'alreadyConfirmed' | 'incorrect';

export class AccountsService {
  private readonly dataSource: DataSource;
  private readonly mailer: Mailer;
  private readonly codeKey: Buffer;
  readonly now: () => Date;

  constructor(private readonly options: AccountsServiceOptions) {
    this.dataSource = options.dataSource;
    this.mailer = options.mailer;
    this.codeKey = confirmationCodeKey(options.sessionSecret);
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Creates an unconfirmed account and e-mails its code. An address that already has an account is refused, confirmed
   * or not: replacing an unconfirmed account's password would let anyone who knows the address choose the password
   * that its owner then confirms. An owner who lost the code asks for a new one instead.
   */
  async signUp(input: Fields<'username' | 'password'>): Promise<{ email: string }> {
    const { email, password } = readSignUp(input);
    const passwordHash = await hashPassword(password);
    const code = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({ email, passwordHash })
        .orIgnore()
        .returning('id')
        .execute();
      const [created] = inserted.raw as { id: string }[];
      return created ? this.issueCode(manager, created.id) : null;
    });
    if (code === null) throw new ValidationError(accountMessages.accountExists, { username: accountMessages.accountExists });
    await this.mailer.send(confirmationCodeMail(email, code, confirmationCodeValidMinutes, this.options.partner));
    return { email };
  }

  async confirm(input: Fields<'username' | 'code'>): Promise<void> {
    const { email, code } = readConfirm(input);
    const outcome = await this.dataSource.transaction(async (manager): Promise<ConfirmOutcome> => {
      const user = await manager.findOne(User, { where: { email }, lock: { mode: 'pessimistic_write' } });
      if (!user) return 'incorrect';
      if (user.confirmedAt) return 'alreadyConfirmed';
      const live = await manager.findOne(ConfirmationCode, {
        where: { userId: user.id, consumedAt: IsNull(), voidedAt: IsNull() },
        order: { createdAt: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      const now = this.now();
      if (!live || now >= live.expiresAt) return 'incorrect';
      if (sameHash(live.codeHash, hashConfirmationCode(this.codeKey, user.id, code))) {
        await manager.update(ConfirmationCode, live.id, { consumedAt: now });
        await manager.update(User, user.id, { confirmedAt: now });
        return 'confirmed';
      }
      const attempts = live.attempts + 1;
      await manager.update(ConfirmationCode, live.id, {
        attempts,
        voidedAt: attempts >= confirmationCodeMaxWrongTries ? now : null,
      });
      return 'incorrect';
    });
    if (outcome === 'alreadyConfirmed') throw new ValidationError(accountMessages.alreadyConfirmed);
    if (outcome === 'incorrect') throw new ValidationError(accountMessages.codeIncorrect, { code: accountMessages.codeIncorrect });
  }

  /** Voids the live code and e-mails a new one, for an unconfirmed account; answers alike for any other address. */
  async resendConfirmation(input: Fields<'username'>): Promise<{ email: string }> {
    const email = readResend(input);
    const code = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, { where: { email }, lock: { mode: 'pessimistic_write' } });
      return user && !user.confirmedAt ? this.issueCode(manager, user.id) : null;
    });
    if (code !== null) this.deliver(confirmationCodeMail(email, code, confirmationCodeValidMinutes, this.options.partner));
    return { email };
  }

  /**
   * passport-local's check: the confirmed user whose password this is. An unknown address costs the same
   * argon2 work as a wrong password and gets the same message.
   */
  async verifyLogin(email: string, password: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email: normalizeEmail(email) });
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!matches || !user?.passwordHash) throw new IncorrectCredentials();
    if (!user.confirmedAt) throw new ValidationError(accountMessages.notConfirmed);
    if (needsRehash(user.passwordHash)) {
      await this.dataSource.getRepository(User).update(user.id, { passwordHash: await hashPassword(password) });
    }
    return user;
  }

  /** The account a session belongs to, while it exists and is confirmed. */
  async signedInUser(id: string): Promise<User | null> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    return user?.confirmedAt ? user : null;
  }

  async recordLogin(userId: string): Promise<void> {
    await this.dataSource.getRepository(LoginEvent).insert({ userId, at: this.now() });
  }

  /** E-mails a reset link when the address has an account; the caller cannot tell which happened. */
  async forgotPassword(input: Fields<'username'>): Promise<void> {
    const email = readForgot(input);
    const token = newResetToken();
    const tokenHash = hashResetToken(token);
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    if (!user) return;
    const expiresAt = new Date(this.now().getTime() + minutes(resetTokenValidMinutes));
    await this.dataSource.getRepository(ResetToken).insert({ userId: user.id, tokenHash, expiresAt });
    const link = `${this.options.appUrl}/reset?username=${encodeURIComponent(email)}&id=${token}`;
    this.deliver(resetLinkMail(email, link, resetTokenValidMinutes, this.options.partner));
  }

  /**
   * Sets a new password with a reset link's token: once, within the hour, for the address it was sent to. The link
   * proves the address, so an unconfirmed account becomes confirmed. Every session of the account but
   * `keepSessionId` (the one asking, if any) ends, and the owner is told. Returns the account's id.
   */
  async resetPassword(
    input: Fields<'username' | 'password' | 'confirm_password' | 'id'>,
    keepSessionId?: string,
  ): Promise<string> {
    const { email, password, token } = readReset(input);
    const passwordHash = await hashPassword(password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const now = this.now();
      const row = await manager.findOne(ResetToken, {
        where: { tokenHash: hashResetToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      const user = row ? await manager.findOneBy(User, { id: row.userId }) : null;
      if (!row || !user || row.usedAt || now >= row.expiresAt || user.email !== email) return null;
      await manager.update(User, user.id, { passwordHash, confirmedAt: user.confirmedAt ?? now });
      await manager.update(ResetToken, { userId: user.id, usedAt: IsNull() }, { usedAt: now });
      // The session table is connect-pg-simple's; its user_id column is drawn from the session's passport data.
      await manager.query('DELETE FROM "session" WHERE "user_id" = $1 AND "sid" IS DISTINCT FROM $2', [
        user.id,
        keepSessionId ?? null,
      ]);
      return user.id;
    });
    if (!userId) throw new ValidationError(accountMessages.resetLinkInvalid);
    this.deliver(passwordChangedMail(email, this.options.partner));
    return userId;
  }

  loginHistory(userId: string): Promise<LoginHistory> {
    return loginHistory(this.dataSource, userId);
  }

  /** Voids the account's live codes and stores a new one; returns the code to e-mail. */
  private async issueCode(manager: EntityManager, userId: string): Promise<string> {
    const now = this.now();
    await manager.update(ConfirmationCode, { userId, consumedAt: IsNull(), voidedAt: IsNull() }, { voidedAt: now });
    const code = newConfirmationCode();
    await manager.insert(ConfirmationCode, {
      userId,
      codeHash: hashConfirmationCode(this.codeKey, userId, code),
      expiresAt: new Date(now.getTime() + minutes(confirmationCodeValidMinutes)),
    });
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
