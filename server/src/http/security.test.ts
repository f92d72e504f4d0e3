import { accountMessages, defaultIdentityCookiePrefix } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../testing/accounts';
import { agentOf } from '../testing/agent';
import { startTestServer, type TestServer } from '../testing/server';
import { savingTooOftenMessage } from '../applications/messages';
import { uploadingTooOftenMessage } from '../documents/service';
import { crossSiteMessage } from './same-origin';

let server: TestServer;
// Shared with a second instance of the app, so that a session works on both.
const environment = { SESSION_SECRET: 'a-secret-both-test-instances-of-the-app-share' };
beforeAll(async () => {
  server = await startTestServer({ environment });
});
afterAll(() => server.close());

describe('security headers', () => {
  it('send a CSP the built client runs under, forbid framing, and leave out HSTS over http', async () => {
    for (const path of ['/about', '/healthz', '/public/nothing']) {
      const response = await fetch(`${server.url}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        policy.split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data:",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
      });
      expect(directives).not.toHaveProperty('upgrade-insecure-requests');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('request bodies', () => {
  it.each([
    ['text/plain', 'username=a@b.co'],
    ['application/x-www-form-urlencoded', 'username=a%40b.co&password=x'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na@b.co\r\n--x--'],
  ])('must be JSON: %s answers 415 with a message', async (type, body) => {
    const response = await fetch(`${server.url}/public/login`, { method: 'POST', headers: { 'content-type': type }, body });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'The request body must be sent as application/json.' });
  });

  it('may be absent, or JSON with a charset', async () => {
    const empty = await fetch(`${server.url}/public/forgot-password`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(accountMessages.emailInvalid);
    const withCharset = await fetch(`${server.url}/public/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ username: 'someone@example.com' }),
    });
    expect(withCharset.status).toBe(200);
  });
});

describe('requests from another site', () => {
  it("are refused (403) when they would act with a cookie; this app's own pages and non-browsers pass", async () => {
    const student = await signedInAgent(server);
    const foreign = { origin: 'http://other.app.test' };
    const refused = { status: 403, body: { message: crossSiteMessage } };
    const answer = async (response: Promise<Response>) => {
      const answered = await response;
      return { status: answered.status, body: (await answered.json()) as Record<string, unknown> };
    };
    // A form on a page of the same site: a body-less POST with the student's cookie.
    expect(await answer(student.fetch('/api/submit', { method: 'POST', headers: foreign }))).toEqual(refused);
    expect(await answer(student.fetch('/api/submit', { method: 'POST', headers: { 'sec-fetch-site': 'same-site' } }))).toEqual(refused);
    expect(await answer(student.fetch('/api/submit', { method: 'POST', headers: { origin: 'null' } }))).toEqual(refused);
    expect(
      await answer(student.fetch('/api/answer', { method: 'PUT', headers: foreign, body: JSON.stringify({ first_name: 'Mallory' }) })),
    ).toEqual(refused);
    expect(await answer(student.fetch('/graphql', { method: 'POST', headers: foreign, body: '{}' }))).toEqual(refused);
    expect(
      await answer(
        fetch(`${server.url}/staff/sign-in`, { method: 'POST', headers: { ...foreign, 'content-type': 'application/json' }, body: '{}' }),
      ),
    ).toEqual(refused);
    expect((await answer(student.fetch('/api/profile', { headers: foreign }))).body.answer).toEqual({});

    // GET /api/logout changes something: another site's link or image cannot end the session mid-form.
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, foreign]) {
      expect(await answer(student.fetch('/api/logout', { headers })), JSON.stringify(headers)).toEqual(refused);
    }
    expect((await student.fetch('/api/profile')).status).toBe(200);

    // From the app's own page (the host asked, or APP_URL), from a browser's own address bar, or from no browser at all.
    for (const headers of [
      { origin: server.url },
      { origin: server.config.appUrl },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const saved = await answer(student.fetch('/api/answer', { method: 'PUT', headers, body: JSON.stringify({ first_name: 'Ada' }) }));
      expect(saved.status, JSON.stringify(headers)).toBe(200);
    }
    expect((await student.fetch('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await student.fetch('/api/profile')).status).toBe(401);
  });
});

describe('per-student limits', () => {
  it('answer 429 with a message once a student saves faster than anyone types, or uploads too much; others go on', async () => {
    const [ada, grace] = await Promise.all([signedInAgent(server), signedInAgent(server)]);
    const save = (agent: typeof ada, index: number) =>
      agent.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: `Ada ${index}` }) });
    // 120 a minute, counted over 10 seconds: 20 in a burst, then a pause of seconds.
    const statuses = [];
    for (let index = 0; index < 21; index++) statuses.push((await save(ada, index)).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    const refused = await save(ada, 21);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ message: savingTooOftenMessage });
    expect((await save(grace, 0)).status).toBe(200);

    const target = () => ada.fetch('/api/presigned-url', { method: 'POST', body: JSON.stringify({ answer_key: 'college_transcript' }) });
    for (let index = 0; index < 60; index++) expect((await target()).status).toBe(200);
    const tooMany = await target();
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toEqual({ message: uploadingTooOftenMessage });
  });

  it('count uploads across every web process: two on one Redis together allow 60 an hour, not 60 each', async () => {
    const other = await startTestServer({ db: server.database.db, redisPrefix: server.redisPrefix, environment });
    try {
      const ada = await signedInAgent(server);
      const onOther = agentOf(other.url, ada.email, ada.cookie);
      const target = (agent: typeof ada) =>
        agent.fetch('/api/presigned-url', { method: 'POST', body: JSON.stringify({ answer_key: 'college_transcript' }) });
      for (let index = 0; index < 30; index++) {
        expect((await target(ada)).status).toBe(200);
        expect((await target(onOther)).status).toBe(200);
      }
      expect((await target(onOther)).status).toBe(429);
      expect((await target(ada)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('the client', () => {
  it('serves its files without touching the session, so they neither refresh nor clear it', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { cookie: 'CognitoIdentityServiceProvider.transfer.LastAuthUser=1; transfer.sid=s%3Agone.sig' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('names the identity cookie prefix in a meta tag, uncached, at every client path', async () => {
    for (const path of ['/about', '/index.html', '/reset?username=a%40b.co&id=x']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(`<meta name="identity-cookie-prefix" content="${defaultIdentityCookiePrefix}" /></head>`);
    }
  });
});
