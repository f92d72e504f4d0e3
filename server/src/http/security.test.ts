import { accountMessages, defaultIdentityCookiePrefix } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
      expect(await response.text()).toContain(
        `<meta name="identity-cookie-prefix" content="${defaultIdentityCookiePrefix}" /></head>`,
      );
    }
  });
});
