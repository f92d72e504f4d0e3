import { accountMessages, accountSuccessMessages, sessionInvalidMessage } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, postForJson, signedInAgent, testPassword, uniqueEmail } from '../testing/accounts';
import { graphqlCall } from '../testing/graphql';
import { startTestServer, type TestServer } from '../testing/server';

const marker = 'CognitoIdentityServiceProvider.transfer.LastAuthUser';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUp = (username: string, password = testPassword) => postForJson(server, '/public/signup', { username, password });
const confirm = (username: string) => postForJson(server, '/public/confirm', { username, code: server.mail.codeFor(username) });
const logIn = (username: string, password = testPassword, cookie?: string) =>
  postForJson(server, '/public/login', { username, password }, cookie ? { cookie } : {});

async function confirmedStudent(email = uniqueEmail()): Promise<string> {
  await signUp(email);
  await confirm(email.toLowerCase());
  return email;
}

/** The Set-Cookie line of the named cookie. */
function setCookie(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name} in ${response.headers.getSetCookie().join(' | ')}`);
  return line;
}

const isCleared = (line: string) => /=;/.test(line) && /Expires=Thu, 01 Jan 1970/.test(line);

/** The session id inside a cookie header's signed transfer.sid value. */
function sessionId(cookie: string): string {
  const value = decodeURIComponent(/transfer\.sid=([^;]+)/.exec(cookie)![1]);
  return value.slice(2, value.lastIndexOf('.'));
}

const profile = async (cookie: string) =>
  (await graphqlCall<{ profile: { username: string } | null }>(server, '{ profile { username } }', {}, cookie)).body.data?.profile;

describe('login', () => {
  it('signs in, setting an HttpOnly Lax session cookie and a readable marker, both for 15 minutes', async () => {
    const email = await confirmedStudent();
    const answer = await logIn(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountSuccessMessages.loggedIn, username: email });

    const session = setCookie(answer.response, 'transfer.sid');
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(session)![1]);
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const signedIn = setCookie(answer.response, marker);
    expect(signedIn.startsWith(`${marker}=1;`)).toBe(true);
    expect(signedIn).toMatch(/; Max-Age=900/);
    expect(signedIn).toMatch(/; Path=\//);
    expect(signedIn).toMatch(/; SameSite=Lax/);
    expect(signedIn).not.toMatch(/HttpOnly|Secure/);
    expect(signedIn).not.toContain(email);
  });

  it('takes the address in any case: signed up as Foo@X.com, logs in as foo@x.com', async () => {
    const email = uniqueEmail().replace('student', 'Student.Mixed');
    await signUp(email);
    await confirm(email.toLowerCase());
    const answer = await logIn(email.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body.username).toBe(email.toLowerCase());
  });

  it('gives one 400 message for a wrong password and for an unknown address', async () => {
    const email = await confirmedStudent();
    const wrong = await logIn(email, `${testPassword}x`);
    const unknown = await logIn(uniqueEmail());
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: accountMessages.loginIncorrect });
      expect(answer.response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('checks the fields with the login messages', async () => {
    const answer = await logIn('someone@', '');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      username: accountMessages.loginEmailInvalid,
      password: accountMessages.passwordRequired,
    });
  });

  it('refuses an account before confirmation, pointing to a new code; a wrong password still says only that', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const early = await logIn(email);
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ message: accountMessages.notConfirmed });
    expect((await logIn(email, `${testPassword}x`)).body.message).toBe(accountMessages.loginIncorrect);
  });

  it('rotates the session id: a session held before login is not kept', async () => {
    const agent = await signedInAgent(server);
    const again = await logIn(agent.email, testPassword, agent.cookie);
    const rotated = cookiesFrom(again.response);
    expect(sessionId(rotated)).not.toBe(sessionId(agent.cookie));
    expect(await profile(agent.cookie)).toBeNull();
    expect(await profile(rotated)).toEqual({ username: agent.email });
    const rows = await server.database.db.query('SELECT sid FROM "session" WHERE sid = $1', [sessionId(agent.cookie)]);
    expect(rows).toEqual([]);
  });

  it('counts each successful login in the profile', async () => {
    const agent = await signedInAgent(server);
    const second = cookiesFrom((await logIn(agent.email)).response);
    await logIn(agent.email, 'Wrong-password-1');
    const { data } = (
      await graphqlCall<{ profile: { numLogins: number; successfulLogin: string[] } }>(
        server,
        '{ profile { numLogins successfulLogin } }',
        {},
        second,
      )
    ).body;
    expect(data!.profile.numLogins).toBe(2);
    expect(data!.profile.successfulLogin).toHaveLength(2);
    expect(Date.parse(data!.profile.successfulLogin[0])).toBeLessThanOrEqual(Date.parse(data!.profile.successfulLogin[1]));
  });
});

describe('the session', () => {
  it('answers 401 with the session message on every /api path without a session', async () => {
    for (const path of ['/api/logout', '/api/profile', '/api/anything/else']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: sessionInvalidMessage });
    }
  });

  it('moves the expiry 15 minutes on at each request, in the cookie and in the store', async () => {
    const agent = await signedInAgent(server);
    const sid = sessionId(agent.cookie);
    await server.database.db.query(`UPDATE "session" SET expire = now() + interval '1 minute' WHERE sid = $1`, [sid]);
    const response = await fetch(`${server.url}/about`, { headers: { cookie: agent.cookie } });
    // express-session sends the headers and body first and ends the answer once the store is touched.
    await response.text();
    expect(setCookie(response, 'transfer.sid')).toMatch(/HttpOnly/);
    expect(setCookie(response, marker)).toMatch(/Max-Age=900/);
    const [{ expire }] = await server.database.db.query('SELECT expire FROM "session" WHERE sid = $1', [sid]);
    expect((expire as Date).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('ends after 15 idle minutes: 401, and both cookies cleared', async () => {
    const agent = await signedInAgent(server);
    await server.database.db.query(`UPDATE "session" SET expire = now() - interval '1 second' WHERE sid = $1`, [sessionId(agent.cookie)]);
    const response = await agent.fetch('/api/logout');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: sessionInvalidMessage });
    expect(isCleared(setCookie(response, marker))).toBe(true);
    expect(isCleared(setCookie(response, 'transfer.sid'))).toBe(true);
  });

  it("clears a leftover marker cookie on an API answer when there is no session, never on a page's load", async () => {
    // The page keeps it, so that the app's profile query hears the session is invalid and goes to /login (docs/product.md §6.4).
    const page = await fetch(`${server.url}/about`, { headers: { cookie: `${marker}=1` } });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    const answer = await fetch(`${server.url}/api/profile`, { headers: { cookie: `${marker}=1` } });
    expect(answer.status).toBe(401);
    expect(isCleared(setCookie(answer, marker))).toBe(true);
    const fresh = await fetch(`${server.url}/about`);
    expect(fresh.headers.getSetCookie()).toEqual([]);
  });

  it('logs out: the session row is deleted, both cookies cleared, and the old cookie is refused', async () => {
    const agent = await signedInAgent(server);
    const response = await agent.fetch('/api/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: accountSuccessMessages.loggedOut });
    expect(isCleared(setCookie(response, marker))).toBe(true);
    expect(isCleared(setCookie(response, 'transfer.sid'))).toBe(true);
    const rows = await server.database.db.query('SELECT 1 FROM "session" WHERE sid = $1', [sessionId(agent.cookie)]);
    expect(rows).toEqual([]);
    expect((await agent.fetch('/api/logout')).status).toBe(401);
  });
});

describe('behind https', () => {
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer({
      environment: { APP_URL: 'https://apply.example.edu', TRUST_PROXY: 'loopback', IDENTITY_COOKIE_PREFIX: 'Example_Idp' },
    });
  });
  afterAll(() => secure.close());

  it('marks both cookies Secure, names the marker with IDENTITY_COOKIE_PREFIX, and sends HSTS', async () => {
    const email = uniqueEmail();
    const https = { 'x-forwarded-proto': 'https' };
    await postForJson(secure, '/public/signup', { username: email, password: testPassword }, https);
    await postForJson(secure, '/public/confirm', { username: email, code: secure.mail.codeFor(email) }, https);
    const answer = await postForJson(secure, '/public/login', { username: email, password: testPassword }, https);
    expect(answer.status).toBe(200);
    expect(setCookie(answer.response, 'transfer.sid')).toMatch(/; Secure/);
    expect(setCookie(answer.response, 'Example_Idp.transfer.LastAuthUser')).toMatch(/; Secure/);
    expect(answer.response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('tells the client the prefix in index.html', async () => {
    const page = await (await fetch(`${secure.url}/login`)).text();
    expect(page).toContain('<meta name="identity-cookie-prefix" content="Example_Idp" />');
  });
});
