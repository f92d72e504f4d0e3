// The university's single sign-on for staff: OpenID Connect's authorization code flow with PKCE, state and nonce (openid-client), letting in only invited or active members matched on a verified e-mail.
import { createHmac } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import * as oidc from 'openid-client';
import { isLoopbackHttp } from '../config';
import type { Database } from '../db/database';
import type { RestRoute } from '../http/rest';
import { derivedKey, sameHash } from '../secrets';
import type { StaffAccess } from './access';
import { recordAudit } from './audit';
import type { OpenedSession } from './sign-in';

export interface SingleSignOnSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

/** Where the provider sends the browser back: register exactly this as the redirect URI. */
export const singleSignOnCallbackPath = '/staff/sign-in/sso/callback';
const startPath = '/staff/sign-in/sso';

/** The flow's state, nonce and PKCE verifier, in an HttpOnly cookie for the round trip (10 minutes), signed. */
const flowCookieName = 'transfer.staff.sso';
const flowMinutes = 10;

/** Why a sign-in through the provider did not open a session: the sign-in page says it (`?sso=<reason>`). */
export type SingleSignOnRefusal = 'not-staff' | 'failed';

/** Back to the sign-in page, which says why (`?sso=<reason>`) and offers the other ways. */
function sendBack(res: Response, reason: SingleSignOnRefusal): void {
  res.redirect(303, `/staff/sign-in?sso=${reason}`);
}

/** Why the flow failed, for whoever sets it up (a wrong secret, an unreachable provider); the reason names no secret or token. */
function failed(step: string, error: unknown): void {
  const {
    message,
    error: code,
    error_description: description,
  } = error as { message?: string; error?: string; error_description?: string };
  console.error(`single sign-on failed at ${step}: ${[message, code, description].filter(Boolean).join(' — ')}`);
}

/** Whether the claims say anything of the e-mail's verification: OpenID Connect's `email_verified`, or Entra ID's `xms_edov`. */
function hasVerdict(claims: Record<string, unknown>): boolean {
  return 'email_verified' in claims || 'xms_edov' in claims;
}

/**
 * The e-mail the provider vouches for (lower-cased), or null. `email_verified: true` vouches; a provider that sends no
 * `email_verified` at all (Microsoft Entra ID never does) vouches with `xms_edov: true`, Entra's optional claim that the
 * address's domain is verified by its tenant. An explicit `email_verified: false` is never overridden, and an address
 * nobody vouches for matches nobody: `email` alone, `preferred_username` and `upn` can be set to another's address in
 * many directories (docs/product.md §12.2).
 */
function vouchedEmail(claims: Record<string, unknown>): string | null {
  if (typeof claims.email !== 'string') return null;
  const verified = 'email_verified' in claims ? claims.email_verified === true : claims.xms_edov === true;
  return verified ? claims.email.toLowerCase() : null;
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  until: number;
}

export class SingleSignOn {
  readonly name: string;
  private readonly key: Buffer;
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly settings: SingleSignOnSettings,
    private readonly db: Database,
    private readonly access: StaffAccess,
    private readonly appUrl: string,
    sessionSecret: string,
    private readonly secureCookies: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.name = settings.name;
    this.key = derivedKey(sessionSecret, 'staff single sign-on');
  }

  /**
   * The provider's metadata, discovered once (again after a failure). The client authenticates with HTTP Basic
   * (`client_secret_basic`, the method the README has universities register; openid-client would post the secret in the
   * body otherwise, which Okta and Shibboleth refuse for such a client). Plain http only to a provider on this machine
   * (a test's, a developer's): anywhere else the secret and the tokens would cross the network in clear.
   */
  private config(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= oidc
      .discovery(issuer, this.settings.clientId, undefined, oidc.ClientSecretBasic(this.settings.clientSecret), {
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }

  private get redirectUri(): string {
    return `${this.appUrl}${singleSignOnCallbackPath}`;
  }

  /** GET /staff/sign-in/sso: to the provider, with a fresh state, nonce and PKCE challenge kept in the flow cookie. */
  async start(res: Response): Promise<void> {
    const config = await this.config();
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      until: this.now().getTime() + flowMinutes * 60_000,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    // SameSite=Lax: the provider's redirect back is a top-level navigation from its site, which Strict would strip.
    res.cookie(flowCookieName, this.seal(flow), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: singleSignOnCallbackPath,
      maxAge: flowMinutes * 60_000,
    });
    res.redirect(303, url.href);
  }

  /**
   * The provider's answer: the code exchanged (state, nonce and PKCE checked by openid-client), the e-mail verified, and
   * a session opened for the invited or active member of that address; nobody else is let in, and nobody is created.
   */
  async callback(req: Request): Promise<OpenedSession | SingleSignOnRefusal> {
    const flow = this.flowOf(req);
    if (!flow) return 'failed';
    let claims: Record<string, unknown>;
    try {
      const config = await this.config();
      const current = new URL(req.originalUrl, this.appUrl);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Many providers put the e-mail in the ID token only when asked, and some its verification only in userinfo; the
      // address and its verdict are read from the same one.
      claims = hasVerdict(idClaims) ? idClaims : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    } catch (error) {
      failed('the answer', error);
      return 'failed';
    }
    // For whoever sets it up: a provider that never says (Entra ID without its optional claim) lets nobody in.
    if (!hasVerdict(claims)) console.warn('single sign-on: the provider sent no email_verified (nor Entra ID’s xms_edov); see the README');
    const email = vouchedEmail(claims);
    const member = email ? await this.access.memberByEmail(email) : null;
    if (!member || member.status === 'disabled') {
      await recordAudit(this.db, this.now(), member ?? { id: null, email: email ?? 'unverified e-mail' }, 'staff.sign_in_failed', null, {
        with: 'single sign-on',
      });
      return 'not-staff';
    }
    await this.access.activateInvited(member);
    await recordAudit(this.db, this.now(), member, 'staff.sign_in', null, { with: 'single sign-on' });
    return this.access.openSession(member.id);
  }

  /** The routes: the start, and the callback that opens the session or sends the browser back to the sign-in page saying why. */
  routes(startSession: (res: Response, session: OpenedSession) => void): RestRoute[] {
    return [
      {
        method: 'get',
        path: startPath,
        // A provider that cannot be reached sends the browser back to the sign-in page.
        handle: (_req, res) =>
          this.start(res).catch((error: unknown) => {
            failed('the start', error);
            sendBack(res, 'failed');
          }),
      },
      {
        method: 'get',
        path: singleSignOnCallbackPath,
        handle: async (req, res) => {
          const outcome = await this.callback(req);
          res.clearCookie(flowCookieName, { httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: singleSignOnCallbackPath });
          if (typeof outcome === 'string') return sendBack(res, outcome);
          startSession(res, outcome);
          res.redirect(303, '/graphql');
        },
      },
    ];
  }

  private seal(flow: Flow): string {
    const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private flowOf(req: Request): Flow | null {
    const sealed = req.headers.cookie ? parseCookies(req.headers.cookie)[flowCookieName] : undefined;
    const [body, mac] = sealed?.split('.') ?? [];
    if (!body || !mac || !sameHash(mac, this.mac(body))) return null;
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Flow;
    return flow.until > this.now().getTime() ? flow : null;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
