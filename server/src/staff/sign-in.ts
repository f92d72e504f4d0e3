// Staff sign in as people: e-mail and password, then a TOTP or recovery code; enrolment of the second factor; invitations accepted and passwords reset by e-mailed links.
import { createHmac } from 'node:crypto';
import { accountMessages, passwordProblem } from '@transfer/form';
import type { Database } from '../db/database';
import { Unauthorized, ValidationError } from '../errors';
import { derivedKey, hashToken, sameHash } from '../secrets';
import type { StaffAccess, StaffLinkMade } from './access';
import { recordAudit } from './audit';
import type { StaffLinkPurpose } from './entity';
import { enrolment, newRecoveryCodes, newTotpSecret, openSecret, recoveryCodeHash, sealSecret, totpStep } from './second-factor';
import { staffStatements as sql } from './sql';

export const staffSignInMessages = {
  incorrect: accountMessages.loginIncorrect,
  codeIncorrect: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  timedOut: 'Your sign-in has timed out. Enter your email address and password again.',
  secretUnreadable: 'Your second factor cannot be checked here. Ask an administrator to reset it, then sign in again to set it up.',
  invitationInvalid:
    'This invitation link is not valid: it was used already, or it is more than 72 hours old. Ask an administrator to invite you again.',
  resetLinkInvalid: 'This password reset link is not valid: it was used already, or it is more than an hour old. Request a new one.',
  resetLinkSent: 'If that email address belongs to a member of staff, we sent it a link to choose a new password. It works for an hour.',
  passwordReset: 'Your password has been changed. Sign in with it and the code from your authenticator app.',
} as const;

/** How long the code step waits after a right password. */
export const signInTicketMinutes = 10;

/** What comes after the password: the code of an enrolled second factor, or the enrolment of one. */
export type NextStep = 'code' | 'enrol';

/** The password hashing of the students' accounts (argon2id), handed in by the composition root. */
export interface StaffPasswords {
  hash(password: string): Promise<string>;
  /** False for a wrong password; with no hash, spends the same work and answers false. */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

/** The students' rate limiter, with keys of the staff's own (handed in by the composition root). */
export interface StaffThrottle {
  failures<T>(action: 'logIn', address: string, key: string, work: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T>;
  attempt<T>(action: 'forgot' | 'reset', address: string, key: string, work: () => Promise<T>): Promise<T>;
}

/** Sends an invitation or reset link. */
export type StaffLinkMailer = (purpose: StaffLinkPurpose, link: StaffLinkMade) => void;

/** A wrong e-mail, password or code: counted against the account's limit. */
class WrongCredentials extends Unauthorized {}

/** A session just opened: the cookie's value and when it ends. */
export interface OpenedSession {
  cookie: string;
  expiresAt: Date;
}

export class StaffSignIn {
  private readonly ticketKey: Buffer;
  private readonly secretKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly db: Database,
    private readonly access: StaffAccess,
    private readonly passwords: StaffPasswords,
    private readonly throttle: StaffThrottle,
    private readonly mail: StaffLinkMailer,
    sessionSecret: string,
    private readonly issuer: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.ticketKey = derivedKey(sessionSecret, 'staff sign-in tickets');
    this.secretKey = derivedKey(sessionSecret, 'staff second factor secrets');
    this.recoveryKey = derivedKey(sessionSecret, 'staff recovery codes');
  }

  /**
   * The first step: a right password of an active member answers a ticket for the next step (the code, or enrolling a
   * second factor). An unknown address, a member invited or disabled, and a wrong password answer alike, in the same time.
   */
  async password(address: string, email: string, password: string): Promise<{ ticket: string; next: NextStep }> {
    const key = email.trim().toLowerCase();
    return this.throttle.failures(
      'logIn',
      address,
      `password ${key}`,
      async () => {
        const member = await this.access.memberByEmail(key);
        const usable = member?.status === 'active' ? member.passwordHash : null;
        const right = await this.passwords.verify(usable, password);
        if (!member || !usable || !right) {
          await recordAudit(this.db, this.now(), member ? member : { id: null, email: key }, 'staff.sign_in_failed', null, {
            step: 'password',
          });
          throw new WrongCredentials(staffSignInMessages.incorrect);
        }
        const next: NextStep = member.totpConfirmedAt ? 'code' : 'enrol';
        return { ticket: this.ticket(member.id, next), next };
      },
      (error) => error instanceof WrongCredentials,
    );
  }

  /** The second step: a TOTP code (each step's once) or an unused recovery code; opens the session. */
  async code(address: string, ticket: string, code: string): Promise<OpenedSession> {
    const memberId = this.ticketHolder(ticket, 'code');
    return this.throttle.failures(
      'logIn',
      address,
      `second factor ${memberId}`,
      async () => {
        const member = await this.access.memberById(memberId);
        if (!member || member.status !== 'active' || !member.totpSecret || !member.totpConfirmedAt) {
          throw new Unauthorized(staffSignInMessages.timedOut);
        }
        const secret = openSecret(this.secretKey, member.totpSecret);
        if (!secret) throw new Unauthorized(staffSignInMessages.secretUnreadable);
        const typed = code.trim();
        const step = totpStep(secret, typed.replace(/\s/g, ''), this.now());
        const accepted =
          step !== null
            ? (await this.db.execute(sql.useTotpStep, [member.id, step])) === 1
            : /^[a-z0-9]{4}(-?[a-z0-9]{4}){3}$/i.test(typed) &&
              (await this.db.execute(sql.useRecoveryCode, [member.id, recoveryCodeHash(this.recoveryKey, typed), this.now()])) === 1;
        if (!accepted) {
          await recordAudit(this.db, this.now(), member, 'staff.sign_in_failed', null, { step: 'code' });
          throw new WrongCredentials(staffSignInMessages.codeIncorrect);
        }
        await recordAudit(this.db, this.now(), member, 'staff.sign_in', null, {
          with: step !== null ? 'password and code' : 'password and recovery code',
        });
        return this.access.openSession(member.id);
      },
      (error) => error instanceof WrongCredentials,
    );
  }

  /** Enrolment's first step: a new secret (replacing one not yet confirmed), as text, URI and QR code. */
  async beginEnrolment(ticket: string): Promise<{ secret: string; uri: string; qrCode: string }> {
    const member = await this.activeMember(this.ticketHolder(ticket, 'enrol'));
    const secret = newTotpSecret();
    await this.db.execute(sql.beginTotp, [member.id, sealSecret(this.secretKey, secret)]);
    return enrolment(secret, member.email, this.issuer);
  }

  /** Enrolment's last step: a right code confirms the secret; answers ten new recovery codes (shown once) and a session. */
  async confirmEnrolment(address: string, ticket: string, code: string): Promise<OpenedSession & { recoveryCodes: string[] }> {
    const memberId = this.ticketHolder(ticket, 'enrol');
    return this.throttle.failures(
      'logIn',
      address,
      `second factor ${memberId}`,
      async () => {
        const member = await this.activeMember(memberId);
        const secret = member.totpSecret && !member.totpConfirmedAt ? openSecret(this.secretKey, member.totpSecret) : null;
        if (!secret) throw new Unauthorized(staffSignInMessages.timedOut);
        const step = totpStep(secret, code.replace(/\s/g, ''), this.now());
        if (step === null) throw new WrongCredentials(staffSignInMessages.codeIncorrect);
        const recoveryCodes = newRecoveryCodes();
        await this.db.transaction(async (tx) => {
          await tx.execute(sql.confirmTotp, [member.id, this.now(), step]);
          await tx.execute(sql.deleteRecoveryCodes, [member.id]);
          await tx.execute(sql.addRecoveryCodes, [member.id, recoveryCodes.map((one) => recoveryCodeHash(this.recoveryKey, one))]);
          await recordAudit(tx, this.now(), member, 'staff.second_factor_enrol');
          await recordAudit(tx, this.now(), member, 'staff.sign_in', null, { with: 'password and code' });
        });
        return { ...(await this.access.openSession(member.id)), recoveryCodes };
      },
      (error) => error instanceof WrongCredentials,
    );
  }

  /** Whose an invitation is, while it is live (the page greets them); Unauthorized otherwise. */
  async invitation(token: string): Promise<{ email: string; name: string }> {
    const [row] = await this.db.query<{ email: string; name: string }>(sql.liveLink, [hashToken(token), 'invitation', this.now()]);
    if (!row) throw new Unauthorized(staffSignInMessages.invitationInvalid);
    return row;
  }

  /** Accepts an invitation once: the name and password are set, the member is active; next, enrolling the second factor. */
  async acceptInvitation(token: string, name: string, password: string): Promise<{ ticket: string; next: NextStep }> {
    this.refuseWeak(password);
    const passwordHash = await this.passwords.hash(password);
    const member = await this.useLink(token, 'invitation', staffSignInMessages.invitationInvalid);
    await this.db.execute(sql.setPassword, [member.id, passwordHash, name.trim()]);
    return { ticket: this.ticket(member.id, 'enrol'), next: 'enrol' };
  }

  /** E-mails a reset link when the address is an active member's; the caller cannot tell whether it is. */
  async forgotPassword(address: string, email: string): Promise<void> {
    const key = email.trim().toLowerCase();
    await this.throttle.attempt('forgot', address, `password ${key}`, async () => {
      const member = await this.access.memberByEmail(key);
      if (member?.status === 'active') this.mail('password_reset', await this.access.newLink(member, 'password_reset'));
    });
  }

  /** Sets a new password with a reset link, once; every session of the member ends. The second factor stays. */
  async resetPassword(address: string, token: string, password: string): Promise<void> {
    this.refuseWeak(password);
    await this.throttle.attempt('reset', address, `reset ${hashToken(token)}`, async () => {
      const passwordHash = await this.passwords.hash(password);
      const member = await this.useLink(token, 'password_reset', staffSignInMessages.resetLinkInvalid);
      await this.db.transaction(async (tx) => {
        await tx.execute(sql.setPassword, [member.id, passwordHash, null]);
        await tx.execute(sql.endSessionsOf, [member.id]);
        await recordAudit(tx, this.now(), member, 'staff.password_reset');
      });
    });
  }

  private refuseWeak(password: string): void {
    const problem = passwordProblem(password);
    if (problem) throw new ValidationError(problem, { password: problem });
  }

  private async useLink(token: string, purpose: StaffLinkPurpose, invalid: string): Promise<{ id: string; email: string }> {
    const [member] = await this.db.query<{ id: string; email: string }>(sql.useLink, [hashToken(token), purpose, this.now()]);
    if (!member) throw new Unauthorized(invalid);
    return member;
  }

  private async activeMember(memberId: string) {
    const member = await this.access.memberById(memberId);
    if (!member || member.status !== 'active') throw new Unauthorized(staffSignInMessages.timedOut);
    return member;
  }

  /** `<member>.<until>.<next step>.<HMAC>`: what a right password earned, for a few minutes, kept in an HttpOnly cookie. */
  private ticket(memberId: string, next: NextStep): string {
    const body = `${memberId}.${this.now().getTime() + signInTicketMinutes * 60_000}.${next}`;
    return `${body}.${this.mac(body)}`;
  }

  private ticketHolder(ticket: string, next: NextStep): string {
    const [memberId, until, step, mac] = ticket.split('.');
    const body = `${memberId}.${until}.${step}`;
    if (!mac || step !== next || !sameHash(mac, this.mac(body)) || Number(until) <= this.now().getTime()) {
      throw new Unauthorized(staffSignInMessages.timedOut);
    }
    return memberId;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.ticketKey).update(body).digest('base64url');
  }
}
