import { accountMessages, tooManyAttemptsMessage } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForJson, testPassword, uniqueEmail } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { defaultRateLimits, type Limit } from './throttle';

const minute: Limit = { points: 3, durationSeconds: 60 };
const perIp: Limit = { points: 4, durationSeconds: 60 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Requests name their client in X-Forwarded-For, as a proxy would, so each test is its own IP.
    environment: { TRUST_PROXY: 'loopback' },
    rateLimits: {
      signUp: { perIp, perAccount: minute },
      logIn: { perIp: { points: 20, durationSeconds: 60 }, perAccount: minute },
      confirm: { perIp, perAccount: minute },
      resend: { perIp, perAccount: minute },
      forgot: { perIp, perAccount: minute },
      reset: { perIp, perAccount: minute },
    },
  });
});
afterAll(() => server.close());

let lastIp = 0;
const newIp = () => `203.0.113.${(lastIp += 1)}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

function expectTooMany(answer: { status: number; body: unknown; response: Response }): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: tooManyAttemptsMessage(1) });
  const wait = Number(answer.response.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
}

async function confirmedStudent(ip: string): Promise<string> {
  const email = uniqueEmail();
  await postForJson(server, '/public/signup', { username: email, password: testPassword }, from(ip));
  await postForJson(server, '/public/confirm', { username: email, code: server.mail.codeFor(email) }, from(ip));
  return email;
}

describe('rate limits', () => {
  it('are generous per IP and tight per account by default', () => {
    for (const limits of Object.values(defaultRateLimits)) {
      expect(limits.perIp.points).toBeGreaterThanOrEqual(300);
      expect(limits.perAccount.points).toBeLessThanOrEqual(30);
    }
    expect(defaultRateLimits.logIn.perAccount).toEqual({ points: 10, durationSeconds: 15 * 60 });
  });

  it('refuse an account after its failed logins, even with the right password, from any IP', async () => {
    const ip = newIp();
    const email = await confirmedStudent(ip);
    const bystander = await confirmedStudent(ip);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postForJson(server, '/public/login', { username: email, password: 'Wrong-password-1' }, from(ip))).status).toBe(400);
    }
    expectTooMany(await postForJson(server, '/public/login', { username: email, password: testPassword }, from(newIp())));
    expect((await postForJson(server, '/public/login', { username: bystander, password: testPassword }, from(ip))).status).toBe(200);
  });

  it('count only failed logins: a success clears them, and unconfirmed or malformed attempts are not counted', async () => {
    const ip = newIp();
    const email = await confirmedStudent(ip);
    const login = (password: string) => postForJson(server, '/public/login', { username: email, password }, from(ip));
    await login('Wrong-password-1');
    await login('Wrong-password-2');
    expect((await login(testPassword)).status).toBe(200);
    await login('Wrong-password-3');
    await login('Wrong-password-4');
    expect((await login(testPassword)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login('')).body.message).toBe(accountMessages.passwordRequired);

    const unconfirmed = uniqueEmail();
    await postForJson(server, '/public/signup', { username: unconfirmed, password: testPassword }, from(ip));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await postForJson(server, '/public/login', { username: unconfirmed, password: testPassword }, from(ip));
      expect(answer.body.message).toBe(accountMessages.notConfirmed);
    }
  });

  it('limit each IP, whichever accounts it names', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await postForJson(server, '/public/forgot-password', { username: uniqueEmail() }, from(ip))).status).toBe(200);
    }
    expectTooMany(await postForJson(server, '/public/forgot-password', { username: uniqueEmail() }, from(ip)));
    expect((await postForJson(server, '/public/forgot-password', { username: uniqueEmail() }, from(newIp()))).status).toBe(200);
  });

  it.each([
    ['/public/resend-confirm', { username: 'someone@example.com' }],
    ['/public/forgot-password', { username: 'someone@example.com' }],
    ['/public/confirm', { username: 'someone@example.com', code: '123456' }],
    ['/public/reset-password', { username: 'someone@example.com', password: testPassword, confirm_password: testPassword, id: 'abc' }],
  ])('limit %s per account, across IPs and letter case', async (path, body) => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await postForJson(server, path, { ...body, username: attempt ? email : email.toUpperCase() }, from(newIp()));
      expect(answer.status).not.toBe(429);
    }
    expectTooMany(await postForJson(server, path, { ...body, username: email }, from(newIp())));
  });

  it('limit sign-ups per address, but not for field mistakes', async () => {
    const email = uniqueEmail();
    const signUp = (password: string) => postForJson(server, '/public/signup', { username: email, password }, from(newIp()));
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signUp('weak')).status).toBe(400);
    expect((await signUp(testPassword)).status).toBe(200);
    // Signing up again for an address not confirmed yet starts over, with a new code e-mailed each time.
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await signUp(testPassword)).status).toBe(200);
    expectTooMany(await signUp(testPassword));
  });
});

describe('oversized fields', () => {
  it('refuses a 100 kB username and a 257-character password before any counter, and leaves no large key in Redis', async () => {
    // Just under the JSON body limit (128 kB), past which nothing is even parsed.
    const huge = `${'a'.repeat(100_000)}@example.com`;
    for (const path of ['/public/signup', '/public/login', '/public/confirm', '/public/resend-confirm', '/public/forgot-password']) {
      const answer = await postForJson(server, path, { username: huge, password: testPassword, code: '123456' }, from(newIp()));
      expect(answer.status, path).toBe(400);
      expect(Object.keys(answer.body.errors as object), path).toEqual(['username']);
    }
    const longPassword = await postForJson(
      server,
      '/public/login',
      { username: uniqueEmail(), password: 'A1!a'.repeat(65) },
      from(newIp()),
    );
    expect(longPassword.body.errors).toEqual({ password: accountMessages.passwordTooLong });
    const keys = await server.redis.keys(`${server.redisPrefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(100);
    expect(keys.join(' ')).not.toContain('@');
  });
});
