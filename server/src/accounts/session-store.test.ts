import { inactivityTimeoutMs, sessionInvalidMessage } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';

/** How long the test servers use a session read again without reading its row. */
const memoryMs = 1500;
/** Instances of one app share their secret, so that each accepts the others' session cookies. */
const environment = { SESSION_SECRET: 'a-secret-both-test-instances-of-the-app-share' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionMemoryMs: memoryMs, environment });
});
afterAll(() => server.close());

/** The store's id of the session behind a signed `transfer.sid` cookie (s:<id>.<signature>). */
function sessionId(cookie: string): string {
  const value = decodeURIComponent(/transfer\.sid=([^;]+)/.exec(cookie)![1]);
  return value.slice(2, value.lastIndexOf('.'));
}

async function storedExpiry(agent: SignedInAgent): Promise<number> {
  const [{ expire }] = await server.database.db.query('SELECT expire FROM "session" WHERE sid = $1', [sessionId(agent.cookie)]);
  return (expire as Date).getTime();
}

const setExpiry = (agent: SignedInAgent, sql: string) =>
  server.database.db.query(`UPDATE "session" SET expire = ${sql} WHERE sid = $1`, [sessionId(agent.cookie)]);

describe('the session store', () => {
  it('moves the expiry on when a session is read, never to less than the idle timeout', async () => {
    const agent = await signedInAgent(server);
    await setExpiry(agent, `now() + interval '1 minute'`);
    const before = Date.now();
    expect((await agent.fetch('/api/profile')).status).toBe(200);
    const expiry = await storedExpiry(agent);
    expect(expiry).toBeGreaterThanOrEqual(before + inactivityTimeoutMs);
    expect(expiry).toBeLessThanOrEqual(Date.now() + inactivityTimeoutMs + 10_000);
  });

  it('does not write the row again for requests that follow within seconds', async () => {
    const agent = await signedInAgent(server);
    await agent.fetch('/api/profile');
    const first = await storedExpiry(agent);
    await agent.fetch('/api/profile');
    await agent.fetch('/api/profile');
    expect(await storedExpiry(agent)).toBe(first);
  });

  it('ends an expired session: 401', async () => {
    const agent = await signedInAgent(server);
    await setExpiry(agent, `now() - interval '1 second'`);
    const response = await agent.fetch('/api/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: sessionInvalidMessage });
  });
});

describe('sessions read lately', () => {
  it('are used again without reading the row within the memory period, and read again after it', async () => {
    const agent = await signedInAgent(server);
    expect((await agent.fetch('/api/profile')).status).toBe(200);
    await setExpiry(agent, `now() - interval '1 second'`);
    expect((await agent.fetch('/api/profile')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, memoryMs));
    expect((await agent.fetch('/api/profile')).status).toBe(401);
  });

  it('keep the row at least the idle timeout ahead of any request served from memory', async () => {
    const agent = await signedInAgent(server);
    await setExpiry(agent, `now() + interval '1 minute'`);
    const before = Date.now();
    await agent.fetch('/api/profile');
    expect(await storedExpiry(agent)).toBeGreaterThanOrEqual(before + inactivityTimeoutMs + memoryMs);
  });

  describe('with a second instance of the app on the same database and Redis prefix', () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startTestServer({
        db: server.database.db,
        redisPrefix: server.redisPrefix,
        sessionMemoryMs: 60_000,
        environment,
      });
    });
    afterAll(() => other.close());

    const onOther = (agent: SignedInAgent) => fetch(`${other.url}/api/profile`, { headers: { cookie: agent.cookie } });

    it('are refused there at once when they are signed out here', async () => {
      const agent = await signedInAgent(server);
      expect((await onOther(agent)).status).toBe(200);
      expect((await agent.fetch('/api/logout')).status).toBe(200);
      // At once: the other instance answers only once the ending has reached it.
      expect((await onOther(agent)).status).toBe(401);
    });

    it("are forgotten there as soon as a password reset here ends the account's sessions", async () => {
      const agent = await signedInAgent(server);
      expect((await onOther(agent)).status).toBe(200);
      await postJson(server, '/public/forgot-password', { username: agent.email });
      const link = new URL(server.mail.resetLinkFor(agent.email));
      const reset = await postJson(server, '/public/reset-password', {
        username: link.searchParams.get('username'),
        password: 'Brand-new-password-9',
        confirm_password: 'Brand-new-password-9',
        id: link.searchParams.get('id'),
      });
      expect(reset.status).toBe(200);
      expect((await onOther(agent)).status).toBe(401);
    });
  });
});
