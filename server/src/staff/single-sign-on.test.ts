// Single sign-on against a real OpenID provider (oidc-provider) on loopback: an invited member gets a session, an uninvited or disabled one is refused, and a wrong state or a replayed code opens nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { startOpenIdProvider, type TestOpenIdProvider } from '../testing/openid-provider';
import { startTestServer, type TestServer } from '../testing/server';
import type { StaffAccess } from './access';
import { singleSignOnCallbackPath } from './single-sign-on';

let server: TestServer;
let access: StaffAccess;
let idp: TestOpenIdProvider;

beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  idp = await startOpenIdProvider(`${appUrl}${singleSignOnCallbackPath}`);
  server = await startTestServer({
    port,
    environment: {
      APP_URL: appUrl,
      STAFF_OIDC_ISSUER: idp.issuer,
      STAFF_OIDC_CLIENT_ID: idp.clientId,
      STAFF_OIDC_CLIENT_SECRET: idp.clientSecret,
      STAFF_OIDC_NAME: 'Example University',
    },
  });
  access = server.services.staffAccess;
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** A browser: follows no redirect by itself, keeps cookies by name (the app and the provider share the host 127.0.0.1). */
function browser() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = async (url: string, body?: unknown) => {
    const response = await fetch(new URL(url, server.url), {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  };
  /** From the app's SSO button through the provider, stopping at the app's callback URL (not yet called). */
  const toCallback = async (): Promise<URL> => {
    let response = await get('/staff/sign-in/sso');
    for (let hop = 0; hop < 10; hop += 1) {
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(300);
      const location = new URL(response.headers.get('location')!, response.url);
      if (location.pathname === singleSignOnCallbackPath) return location;
      response = await get(location.href);
    }
    throw new Error('the provider never sent the browser back');
  };
  return { get, toCallback, jar };
}

const staffQuery = '{ applications(first: 1) { edges { node { id } } } }';

async function auditOf(email: string): Promise<{ action: string; detail: Record<string, unknown> }[]> {
  return server.database.db.query(`SELECT action, detail FROM staff_audit WHERE actor = $1 ORDER BY at, id`, [email]);
}

describe('single sign-on', () => {
  it('is offered on the sign-in page by the name it is given', async () => {
    expect(await (await fetch(`${server.url}/staff/sign-in/ways`)).json()).toEqual({ singleSignOn: { name: 'Example University' } });
  });

  it('lets an invited member in with a staff session, makes them active, and audits the sign-in', async () => {
    await access.invite('invited@example.edu', 'reader');
    idp.signingInAs = { email: 'Invited@Example.edu', email_verified: true };
    const page = browser();
    const callback = await page.toCallback();
    const answer = await page.get(callback.href);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/graphql');
    const graphql = await page.get('/graphql', { query: staffQuery });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { applications: { edges: [] } } });
    expect((await access.memberByEmail('invited@example.edu'))?.status).toBe('active');
    expect(await auditOf('invited@example.edu')).toContainEqual({ action: 'staff.sign_in', detail: { with: 'single sign-on' } });
    // client_secret_basic, as the README has universities register the app (Okta and Shibboleth hold a client to it).
    expect(idp.tokenRequests).toEqual(['Basic']);
  });

  it('refuses an e-mail nobody invited, saying so, and creates nobody', async () => {
    idp.signingInAs = { email: 'stranger@example.edu', email_verified: true };
    const page = browser();
    const answer = await page.get((await page.toCallback()).href);
    expect(answer.headers.get('location')).toBe('/staff/sign-in?sso=not-staff');
    expect(await access.memberByEmail('stranger@example.edu')).toBeNull();
    expect((await page.get('/graphql', { query: staffQuery })).status).not.toBe(200);
    expect(await auditOf('stranger@example.edu')).toEqual([{ action: 'staff.sign_in_failed', detail: { with: 'single sign-on' } }]);
  });

  it('refuses an e-mail the provider does not vouch for, even a member’s', async () => {
    await access.invite('unverified@example.edu', 'admin');
    idp.signingInAs = { email: 'unverified@example.edu', email_verified: false };
    const page = browser();
    const answer = await page.get((await page.toCallback()).href);
    expect(answer.headers.get('location')).toBe('/staff/sign-in?sso=not-staff');
    expect((await access.memberByEmail('unverified@example.edu'))?.status).toBe('invited');
  });

  it('lets in a member whose address Entra ID vouches for with xms_edov in the ID token, sending no email_verified', async () => {
    await access.invite('entra@example.edu', 'reader');
    idp.signingInAs = { email: 'entra@example.edu', xms_edov: true, inIdToken: true };
    const page = browser();
    expect((await page.get((await page.toCallback()).href)).headers.get('location')).toBe('/graphql');
    expect((await access.memberByEmail('entra@example.edu'))?.status).toBe('active');
  });

  it('refuses a member’s address nothing vouches for (Entra ID without xms_edov), and xms_edov against email_verified: false', async () => {
    await access.invite('unvouched@example.edu', 'admin');
    for (const account of [
      { email: 'unvouched@example.edu', inIdToken: true },
      { email: 'unvouched@example.edu', email_verified: false, xms_edov: true, inIdToken: true },
    ]) {
      idp.signingInAs = account;
      const page = browser();
      expect((await page.get((await page.toCallback()).href)).headers.get('location'), JSON.stringify(account)).toBe(
        '/staff/sign-in?sso=not-staff',
      );
    }
    expect((await access.memberByEmail('unvouched@example.edu'))?.status).toBe('invited');
  });

  it('refuses a disabled member', async () => {
    await access.invite('disabled@example.edu', 'admin');
    await access.disable('disabled@example.edu');
    idp.signingInAs = { email: 'disabled@example.edu', email_verified: true };
    const page = browser();
    const answer = await page.get((await page.toCallback()).href);
    expect(answer.headers.get('location')).toBe('/staff/sign-in?sso=not-staff');
    expect((await page.get('/graphql', { query: staffQuery })).status).not.toBe(200);
    expect(await auditOf('disabled@example.edu')).toContainEqual({ action: 'staff.sign_in_failed', detail: { with: 'single sign-on' } });
  });

  it('refuses an answer whose state is not the one it sent', async () => {
    await access.invite('state@example.edu', 'reader');
    idp.signingInAs = { email: 'state@example.edu', email_verified: true };
    const page = browser();
    const callback = await page.toCallback();
    callback.searchParams.set('state', 'not-the-state-it-sent');
    const answer = await page.get(callback.href);
    expect(answer.headers.get('location')).toBe('/staff/sign-in?sso=failed');
    expect((await page.get('/graphql', { query: staffQuery })).status).not.toBe(200);
    expect((await access.memberByEmail('state@example.edu'))?.status).toBe('invited');
  });

  it('refuses a code used already, even with the flow cookie sent again', async () => {
    await access.invite('replay@example.edu', 'reader');
    idp.signingInAs = { email: 'replay@example.edu', email_verified: true };
    const page = browser();
    const callback = await page.toCallback();
    const flowCookie = page.jar.get('transfer.staff.sso')!;
    expect((await page.get(callback.href)).headers.get('location')).toBe('/graphql');
    const replayer = browser();
    expect((await replayer.get(callback.href)).headers.get('location')).toBe('/staff/sign-in?sso=failed');
    replayer.jar.set('transfer.staff.sso', flowCookie);
    const replayed = await replayer.get(callback.href);
    expect(replayed.headers.get('location')).toBe('/staff/sign-in?sso=failed');
    expect(replayed.headers.getSetCookie().some((line) => line.startsWith('transfer.staff='))).toBe(false);
    expect((await replayer.get('/graphql', { query: staffQuery })).status).not.toBe(200);
  });
});

describe('single sign-on whose provider cannot be reached', () => {
  it('sends the browser back to the sign-in page, which says so', async () => {
    const unreachable = await startTestServer({
      environment: {
        STAFF_OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
        STAFF_OIDC_CLIENT_ID: idp.clientId,
        STAFF_OIDC_CLIENT_SECRET: idp.clientSecret,
      },
    });
    try {
      const start = await fetch(`${unreachable.url}/staff/sign-in/sso`, { redirect: 'manual' });
      expect(start.status).toBe(303);
      expect(start.headers.get('location')).toBe('/staff/sign-in?sso=failed');
    } finally {
      await unreachable.close();
    }
  });
});

describe('without single sign-on set up', () => {
  it('offers no button and answers no SSO route', async () => {
    const plain = await startTestServer();
    try {
      expect(await (await fetch(`${plain.url}/staff/sign-in/ways`)).json()).toEqual({ singleSignOn: null });
      expect((await fetch(`${plain.url}/staff/sign-in/sso`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
