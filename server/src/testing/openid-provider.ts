// A real OpenID provider (oidc-provider) on loopback for the single sign-on tests: its login and consent answered at once, or as pages.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Whom the provider signs in, and what it says of their e-mail. */
export interface ProviderAccount {
  email: string;
  /** OpenID Connect's verdict on the address; left out, the provider says nothing of it (as Entra ID does). */
  email_verified?: boolean;
  /** Entra ID's optional claim: the address's domain is verified by the tenant. */
  xms_edov?: boolean;
  /** The e-mail claims in the ID token only (Entra ID's optional claims: its userinfo has no verdict), not at userinfo. */
  inIdToken?: boolean;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Whom the login step signs in when it is answered at once. */
  signingInAs: ProviderAccount;
  /** How the app authenticated at the token endpoint, each time (the scheme of its Authorization header). */
  tokenRequests: string[];
  close(): Promise<void>;
}

const clientId = 'transfer-staff';
const clientSecret = 'a-client-secret-of-the-test-only-0123456789';

/** The provider's page: a heading and one form posted back to the same interaction. */
function page(title: string, fields: string, button: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><form method="post">${fields}<button type="submit">${button}</button></form></main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

/**
 * Starts the provider for a client whose redirect URI is `redirectUri`. `pages`: the login step asks for an e-mail
 * address (vouched for with `email_verified`) and the consent step for a click, as pages; otherwise both are answered
 * at once for `signingInAs`.
 */
export async function startOpenIdProvider(redirectUri: string, { pages = false } = {}): Promise<TestOpenIdProvider> {
  const idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'] }],
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    cookies: { keys: ['the-test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
    // The ID token carries what findAccount gives it for the ID token, as Entra ID's optional claims do.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, { uid }) => `/interaction/${uid}` },
    findAccount: (_ctx, accountId) => {
      const { inIdToken, ...about } = JSON.parse(accountId) as ProviderAccount;
      const carrier = inIdToken ? 'id_token' : 'userinfo';
      return { accountId, claims: (use) => ({ sub: accountId, name: 'Sam Single', ...(use === carrier ? about : {}) }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const running: TestOpenIdProvider = {
    issuer,
    clientId,
    clientSecret,
    signingInAs: { email: '' },
    tokenRequests: [],
    close: () => new Promise<void>((resolve) => idp.close(() => resolve())),
  };

  /** The login step (as whom) or the consent step, finished as a user who clicks through would. */
  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const login = details.prompt.name === 'login';
    if (pages && req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        login
          ? page('Example University sign-in', '<label>Email address <input name="email" type="email" required></label>', 'Sign in')
          : page('Share your e-mail address?', '<p>The transfer application asks for your name and e-mail address.</p>', 'Allow'),
      );
      return;
    }
    if (login) {
      const account: ProviderAccount = pages ? { email: (await formBody(req)).get('email')!, email_verified: true } : running.signingInAs;
      await provider.interactionFinished(req, res, { login: { accountId: JSON.stringify(account) } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  const handle = provider.callback();
  idp.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/token') running.tokenRequests.push(req.headers.authorization?.split(' ')[0] ?? 'no Authorization header');
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else handle(req, res);
  });
  return running;
}
