// Each account request as REST and GraphQL both make it: rate-limited, run by the service, with the session started or ended.
import { accountSuccessMessages } from '@transfer/form';
import type { Request } from 'express';
import { accountKey, readLogin, type Fields } from './input';
import { IncorrectCredentials, type AccountsService } from './service';
import type { Sessions } from './session';
import type { AccountThrottle } from './throttle';

/** The JSON answer of every account request; `username` is the normalized e-mail where the request names one. */
export interface AccountAnswer {
  message: string;
  username?: string;
}

/** The client's address as Express sees it (behind a proxy, with TRUST_PROXY set). */
function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export class AccountRequests {
  constructor(
    private readonly service: AccountsService,
    private readonly throttle: AccountThrottle,
    private readonly sessions: Sessions,
  ) {}

  async signUp(req: Request, input: Fields<'username' | 'password'>): Promise<AccountAnswer> {
    const { email } = await this.throttle.attempt('signUp', clientIp(req), accountKey(input), () =>
      this.service.signUp(input),
    );
    return { message: accountSuccessMessages.signedUp, username: email };
  }

  async confirm(req: Request, input: Fields<'username' | 'code'>): Promise<AccountAnswer> {
    await this.throttle.attempt('confirm', clientIp(req), accountKey(input), () => this.service.confirm(input));
    return { message: accountSuccessMessages.confirmed };
  }

  async resendConfirmation(req: Request, input: Fields<'username'>): Promise<AccountAnswer> {
    const { email } = await this.throttle.attempt('resend', clientIp(req), accountKey(input), () =>
      this.service.resendConfirmation(input),
    );
    return { message: accountSuccessMessages.confirmationResent, username: email };
  }

  /** Only wrong credentials count against the account's limit; a success starts a new session and is recorded. */
  async logIn(req: Request, input: Fields<'username' | 'password'>): Promise<AccountAnswer> {
    const user = await this.throttle.failures(
      'logIn',
      clientIp(req),
      accountKey(input),
      async () => {
        const user = await this.sessions.authenticate(readLogin(input));
        await this.sessions.signIn(req, user);
        return user;
      },
      (error) => error instanceof IncorrectCredentials,
    );
    await this.service.recordLogin(user.id);
    return { message: accountSuccessMessages.loggedIn, username: user.email };
  }

  async logOut(req: Request): Promise<AccountAnswer> {
    await this.sessions.signOut(req);
    return { message: accountSuccessMessages.loggedOut };
  }

  async forgotPassword(req: Request, input: Fields<'username'>): Promise<AccountAnswer> {
    await this.throttle.attempt('forgot', clientIp(req), accountKey(input), () => this.service.forgotPassword(input));
    return { message: accountSuccessMessages.resetLinkSent };
  }

  /** The session asking (if signed in) is kept; every other session of the account ends. */
  async resetPassword(
    req: Request,
    input: Fields<'username' | 'password' | 'confirm_password' | 'id'>,
  ): Promise<AccountAnswer> {
    const userId = await this.throttle.attempt('reset', clientIp(req), accountKey(input), () =>
      this.service.resetPassword(input, req.sessionID),
    );
    await this.sessions.endedSessionsOf(userId, req.sessionID ?? null);
    return { message: accountSuccessMessages.passwordReset };
  }
}
