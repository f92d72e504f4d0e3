import { Writable } from 'node:stream';
import { tooManyAttemptsMessage } from '@transfer/form';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';

/** Every line the security log wrote. */
const logged: Record<string, unknown>[] = [];
const securityLogDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let server: TestServer;
let student: SignedInAgent;
beforeAll(async () => {
  server = await startTestServer({
    // Requests name their client in X-Forwarded-For, as a proxy would, so each test is its own address.
    environment: { TRUST_PROXY: 'loopback', GRAPHQL_RATE_LIMIT: '5', LOOKUP_RATE_LIMIT: '40' },
    lookupPool: { max: 2, waitMs: 500, statementTimeoutMs: 500 },
    securityLogDestination,
  });
  student = await signedInAgent(server);
});
afterAll(() => server.close());

let lastAddress = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${(lastAddress += 1)}` });

const search = (headers: Record<string, string>) => fetch(`${server.url}/lookup/find?category=college_ceeb&text=univ`, { headers });

describe('Cache-Control', () => {
  it('is no-store on every /api, /public, /service and /graphql answer, errors included', async () => {
    const answers = await Promise.all([
      student.fetch('/api/profile'),
      fetch(`${server.url}/api/profile`),
      fetch(`${server.url}/public/tmp?token=nothing`),
      fetch(`${server.url}/service/tmp-pdf`),
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 401, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/assets/index-abc123.js`)).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('the limits per address', () => {
  it('answer 429 with Retry-After on /graphql past GRAPHQL_RATE_LIMIT a minute, for that address only', async () => {
    const address = from();
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await post(address)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await post(address);
    expect(await refused.json()).toEqual({ message: tooManyAttemptsMessage(1) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await post(from())).status).toBe(400);
  });

  it('answer 429 on /lookup/find past LOOKUP_RATE_LIMIT a minute', async () => {
    const address = from();
    const statuses = await Promise.all(Array.from({ length: 41 }, () => search(address).then((answer) => answer.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe("the searches' own pool", () => {
  it('keeps a flood of slow searches from the connections that /healthz and saves use, and ends each past its timeout', async () => {
    // Every search waits on this lock, as long as the statement timeout lets it: the slowest searches there can be.
    const blocker = new pg.Client({ connectionString: server.database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE lookup_place IN ACCESS EXCLUSIVE MODE');
    try {
      let searchesDone = 0;
      const flood = Array.from({ length: 30 }, (_, n) =>
        search({ 'x-forwarded-for': `192.0.2.${n}` }).then((answer) => {
          searchesDone += 1;
          return answer.status;
        }),
      );
      const [health, save] = await Promise.all([
        fetch(`${server.url}/healthz`),
        student.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: 'Ada' }) }),
      ]);
      expect(health.status).toBe(200);
      expect(save.status).toBe(200);
      // Both answered while the searches still waited: no search had its statement yet.
      expect(searchesDone).toBe(0);
      const statuses = await Promise.all(flood);
      expect(new Set(statuses)).toEqual(new Set([503]));
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect((await search(from())).status).toBe(200);
  });
});

describe('the security log', () => {
  it('records refusals with the path alone, the address and a hash of the account, never a token', async () => {
    await fetch(`${server.url}/api/profile?token=secret-token-value`, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    const refusal = logged.find((line) => line.event === 'request.refused' && line.address === '203.0.113.77');
    expect(refusal).toMatchObject({ kind: 'security', status: 401, method: 'GET', path: '/api/profile' });
    expect(JSON.stringify(logged)).not.toContain('secret-token-value');
  });
});
