import { sessionInvalidMessage } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { idleTimeoutMs } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The store's id of the session behind a signed `transfer.sid` cookie (s:<id>.<signature>). */
function sessionId(cookie: string): string {
  const value = decodeURIComponent(/transfer\.sid=([^;]+)/.exec(cookie)![1]);
  return value.slice(2, value.lastIndexOf('.'));
}

async function storedExpiry(agent: SignedInAgent): Promise<number> {
  const [{ expire }] = await server.database.dataSource.query('SELECT expire FROM "session" WHERE sid = $1', [
    sessionId(agent.cookie),
  ]);
  return (expire as Date).getTime();
}

const setExpiry = (agent: SignedInAgent, sql: string) =>
  server.database.dataSource.query(`UPDATE "session" SET expire = ${sql} WHERE sid = $1`, [sessionId(agent.cookie)]);

describe('the session store', () => {
  it('moves the expiry on when a session is read, never to less than the idle timeout', async () => {
    const agent = await signedInAgent(server);
    await setExpiry(agent, `now() + interval '1 minute'`);
    const before = Date.now();
    expect((await agent.fetch('/api/profile')).status).toBe(200);
    const expiry = await storedExpiry(agent);
    expect(expiry).toBeGreaterThanOrEqual(before + idleTimeoutMs);
    expect(expiry).toBeLessThanOrEqual(Date.now() + idleTimeoutMs + 10_000);
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
