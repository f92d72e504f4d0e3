import { backgroundRequestHeader, sessionInvalidMessage } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../testing/accounts';
import { graphqlCall } from '../testing/graphql';
import { startTestServer, type TestServer } from '../testing/server';

/** A clock the tests move forward: the 12-hour lifetime is counted by it. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
const hours = (count: number) => count * 60 * 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now, sessionMemoryMs: 0 });
});
afterAll(() => server.close());

const expiryOf = async (email: string) =>
  (
    await server.database.db.query<{ expire: Date }>(
      `SELECT s.expire FROM "session" s JOIN "user" u ON u.id = s.user_id WHERE u.email = $1`,
      [email],
    )
  )[0]?.expire;

describe('a session', () => {
  it('ends 12 hours after its sign-in, however active the student', async () => {
    const student = await signedInAgent(server);
    try {
      clockOffsetMs = hours(12) - 60_000;
      expect((await student.fetch('/api/profile')).status).toBe(200);
      clockOffsetMs = hours(12);
      const ended = await student.fetch('/api/profile');
      expect(ended.status).toBe(401);
      expect(await ended.json()).toEqual({ message: sessionInvalidMessage });
      clockOffsetMs = 0;
      expect((await student.fetch('/api/profile')).status).toBe(401);
      expect(await expiryOf(student.email)).toBeUndefined();
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('is not kept alive by a background poll: its expiry and cookies stay as they were', async () => {
    const student = await signedInAgent(server);
    const before = await expiryOf(student.email);
    // The row's expiry is kept in whole seconds: a second later, any request that keeps the session alive moves it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const poll = await student.fetch('/api/profile', { headers: { [backgroundRequestHeader]: '1' } });
    expect(poll.status).toBe(200);
    expect(poll.headers.getSetCookie()).toEqual([]);
    expect(await expiryOf(student.email)).toEqual(before);
    const active = await student.fetch('/api/profile');
    expect(active.headers.getSetCookie().join(';')).toContain('transfer.sid=');
    expect((await expiryOf(student.email))!.getTime()).toBeGreaterThan(before!.getTime());
  });

  it('is invalid when the browser holds the identity cookie but the server has no session: the profile says so', async () => {
    const student = await signedInAgent(server);
    await student.fetch('/api/logout');
    const identityOnly = student.cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('transfer.sid='))
      .join('; ');
    const invalid = await graphqlCall(server, '{ profile { username } }', {}, identityOnly);
    expect(invalid.body.errors?.[0]).toMatchObject({ message: sessionInvalidMessage, extensions: { code: 'UNAUTHENTICATED' } });
    const stale = await graphqlCall(server, '{ profile { username } }', {}, student.cookie);
    expect(stale.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const visitor = await graphqlCall(server, '{ profile { username } }');
    expect(visitor.body).toEqual({ data: { profile: null } });
  });
});
