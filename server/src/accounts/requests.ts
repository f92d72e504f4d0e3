// Each account request as REST and GraphQL both make it: oversized fields refused first, then rate-limited, run by the service, with the session started or ended and failures logged as security events.
import { accountMessages, accountSuccessMessages } from '@transfer/form';
import type { Request } from 'express';
import { TooManyRequests, ValidationError } from '../errors';
import { clientAddress } from '../http/limits';
import type { SecurityEventName, SecurityLog } from '../log';
import {
  accountKey,
  confirmInput,
  forgotInput,
  InvalidInput,
  loginInput,
  readAccountInput,
  refuseOversized,
  resendInput,
  resetInput,
  signUpInput,
  type Fields,
} from './input';
import { IncorrectCredentials, type AccountsService } from './service';
import type { Sessions } from './session';
import type { AccountThrottle } from './throttle';

/** The JSON answer of every account request; `username` is the normalized e-mail where the request names one. */
export interface AccountAnswer {
  message: string;
  username?: string;
}

export class AccountRequests {
  constructor(
    private readonly service: AccountsService,
    private readonly throttle: AccountThrottle,
    private readonly sessions: Sessions,
    private readonly log: SecurityLog,
  ) {}

  async signUp(req: Request, input: Fields<'username' | 'password'>): Promise<AccountAnswer> {
    refuseOversized(input, accountMessages.emailInvalid);
    const { email } = await this.throttle.attempt('signUp', clientAddress(req), accountKey(input), () =>
      this.service.signUp(readAccountInput(signUpInput, input)),
    );
    return { message: accountSuccessMessages.signedUp, username: email };
  }

  async confirm(req: Request, input: Fields<'username' | 'code'>): Promise<AccountAnswer> {
    refuseOversized(input, accountMessages.emailInvalid);
    await this.logged(req, input, 'confirm.failed', () =>
      this.throttle.attempt('confirm', clientAddress(req), accountKey(input), () =>
        this.service.confirm(readAccountInput(confirmInput, input)),
      ),
    );
    return { message: accountSuccessMessages.confirmed };
  }

  async resendConfirmation(req: Request, input: Fields<'username'>): Promise<AccountAnswer> {
    refuseOversized(input, accountMessages.resendEmailInvalid);
    const { email } = await this.throttle.attempt('resend', clientAddress(req), accountKey(input), () =>
      this.service.resendConfirmation(readAccountInput(resendInput, input)),
    );
    return { message: accountSuccessMessages.confirmationResent, username: email };
  }

  /** Only wrong credentials count against the account's limit; a success starts a new session and is recorded. */
  async logIn(req: Request, input: Fields<'username' | 'password'>): Promise<AccountAnswer> {
    refuseOversized(input, accountMessages.loginEmailInvalid);
    const user = await this.logged(req, input, 'login.failed', () =>
      this.throttle.failures(
        'logIn',
        clientAddress(req),
        accountKey(input),
        async () => {
          const user = await this.sessions.authenticate(readAccountInput(loginInput, input));
          await this.sessions.signIn(req, user);
          return user;
        },
        (error) => error instanceof IncorrectCredentials,
      ),
    );
    await this.service.recordLogin(user.id);
    return { message: accountSuccessMessages.loggedIn, username: user.email };
  }

  async logOut(req: Request): Promise<AccountAnswer> {
    await this.sessions.signOut(req);
    return { message: accountSuccessMessages.loggedOut };
  }

  async forgotPassword(req: Request, input: Fields<'username'>): Promise<AccountAnswer> {
    refuseOversized(input, accountMessages.emailInvalid);
    await this.throttle.attempt('forgot', clientAddress(req), accountKey(input), () =>
      this.service.forgotPassword(readAccountInput(forgotInput, input)),
    );
    return { message: accountSuccessMessages.resetLinkSent };
  }

  /** The session asking (if signed in) is kept; every other session of the account ends. */
  async resetPassword(req: Request, input: Fields<'username' | 'password' | 'confirm_password' | 'id'>): Promise<AccountAnswer> {
    refuseOversized(input, accountMessages.emailInvalid);
    const userId = await this.logged(req, input, 'reset.failed', () =>
      this.throttle.attempt('reset', clientAddress(req), accountKey(input), () =>
        this.service.resetPassword(readAccountInput(resetInput, input), req.sessionID),
      ),
    );
    await this.sessions.endedSessionsOf(userId, req.sessionID ?? null);
    return { message: accountSuccessMessages.passwordReset };
  }

  /**
   * Runs `request`, logging `failure` when the service refuses it (a wrong password, code or link, not a mistyped
   * field) and a lockout when a limit refuses it.
   */
  private async logged<T>(req: Request, input: Fields<'username'>, failure: SecurityEventName, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const event = error instanceof TooManyRequests ? (failure === 'login.failed' ? 'login.locked' : failure) : failure;
      if (error instanceof TooManyRequests || (error instanceof ValidationError && !(error instanceof InvalidInput))) {
        this.log.event(event, { account: accountKey(input), address: clientAddress(req), reason: error.message });
      }
      throw error;
    }
  }
}
