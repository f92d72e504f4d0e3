// How long staff credentials last, and what they mint: tokens expire, sessions end after 8 hours or 30 idle minutes, and a service token lives no longer than the staff token that minted it, each read through it audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { staffAccessOf } from '../testing/staff';
import { defaultTokenDays, type StaffAccess } from './access';
import { staffCookieName } from './routes';

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const minutes = (count: number) => count * 60_000;

let server: TestServer;
let access: StaffAccess;
beforeAll(async () => {
  server = await startTestServer({ now });
  access = staffAccessOf(server.database.db, now);
});
afterAll(() => server.close());

const asStaff = (authorization: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization },
    body: JSON.stringify({ query, variables }),
  });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(token: string): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${staffCookieName}=`))!;
  return { cookie: cookie.split(';')[0] };
}

const works = async (credential: Record<string, string>) =>
  (await asStaff(credential, '{ staffAudit(first: 1) { edges { cursor } } }')).status === 200;

describe('staff API tokens', () => {
  it(`work for ${defaultTokenDays} days unless told otherwise, and are listed with their last use`, async () => {
    offsetMs = 0;
    const lasting = await access.createToken('lasting@example.edu');
    const brief = await access.createToken('lasting@example.edu', 1);
    expect(await works(bearer(lasting))).toBe(true);
    expect(await works(bearer(brief))).toBe(true);

    offsetMs = minutes(24 * 60) + 1;
    expect(await works(bearer(brief))).toBe(false);
    expect(await works(bearer(lasting))).toBe(true);
    offsetMs = minutes(defaultTokenDays * 24 * 60) + 1;
    expect(await works(bearer(lasting))).toBe(false);

    const listed = await access.tokens('lasting@example.edu');
    expect(listed.map((token) => token.id)).toEqual([brief, lasting].map((token) => token.split('.')[0]));
    expect(listed.every((token) => token.lastUsedAt !== null && token.revokedAt === null)).toBe(true);
    await expect(access.createToken('lasting@example.edu', 0)).rejects.toThrow('--days takes a whole number');
  });
});

describe('staff sessions', () => {
  it('end after 30 idle minutes, whenever used within them until their 8 hours', async () => {
    offsetMs = 0;
    const session = await signIn(await access.createToken('session@example.edu'));
    for (let step = 1; step <= 3; step++) {
      offsetMs = minutes(29 * step);
      expect(await works(session), `after ${29 * step} minutes`).toBe(true);
    }
    offsetMs += minutes(31);
    expect(await works(session)).toBe(false);

    offsetMs = 0;
    const busy = await signIn(await access.createToken('session@example.edu'));
    for (offsetMs = minutes(20); offsetMs < minutes(8 * 60); offsetMs += minutes(20)) expect(await works(busy)).toBe(true);
    expect(await works(busy)).toBe(false);
  });
});

describe('service tokens', () => {
  it('read no longer than the staff token that minted them lives, and each read is in the application’s audit', async () => {
    offsetMs = 0;
    const student = await signedInAgent(server);
    await student.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: 'Ada' }) });
    const [{ id: applicationId }] = await server.database.db.query<{ id: string }>(
      `SELECT a.id FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
      [student.email],
    );
    const token = await access.createToken('minter@example.edu');
    const session = await signIn(await access.createToken('minter@example.edu'));
    const mint = async (credential: Record<string, string>) => {
      const minted = await asStaff(credential, 'mutation ($id: ID!) { mintServiceToken(applicationId: $id) { url } }', {
        id: applicationId,
      });
      const { data } = (await minted.json()) as { data: { mintServiceToken: { url: string } } };
      return new URL(data.mintServiceToken.url).searchParams.get('service_token')!;
    };
    const read = (serviceToken: string) => fetch(`${server.url}/service/tmp-pdf?service_token=${encodeURIComponent(serviceToken)}`);

    const [byToken, bySession] = [await mint(bearer(token)), await mint(session)];
    expect((await read(byToken)).status).toBe(200);
    expect((await read(bySession)).status).toBe(200);
    const audit = await asStaff(bearer(token), `{ application(id: "${applicationId}") { audit { actor action detail } } }`);
    const entries = ((await audit.json()) as { data: { application: { audit: { actor: string; action: string }[] } } }).data.application
      .audit;
    expect(entries.filter((entry) => entry.action === 'service_token.read')).toHaveLength(2);
    expect(entries.filter((entry) => entry.action === 'service_token.read').every((entry) => entry.actor === 'minter@example.edu')).toBe(
      true,
    );

    expect(await access.revokeTokens('minter@example.edu')).toBe(2);
    for (const serviceToken of [byToken, bySession]) expect((await read(serviceToken)).status).toBe(401);
  });
});
