// Staff as people over HTTP: invitations at their 72-hour edge, the password and TOTP steps (one step early and late, not two; a code or recovery code once), lockout, no enumeration, a reader's SSN masked on every surface, and disabling.
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, testPassword } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import type { StaffAccess } from './access';
import { StaffApplications } from './applications';
import { exportApplications } from './export';
import { totpCode } from './second-factor';
import { staffSignInMessages } from './sign-in';

let server: TestServer;
let access: StaffAccess;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const perAccountFailures = 4;
let applicationId: string;

beforeAll(async () => {
  server = await startTestServer({
    now,
    rateLimits: {
      logIn: { perIp: { points: 1000, durationSeconds: 900 }, perAccount: { points: perAccountFailures, durationSeconds: 900 } },
    },
  });
  access = server.services.staffAccess;
  const student = await signedInAgent(server);
  await student.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: 'Ada', ssn: '123-45-6789' }) });
  await student.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ ssn: '987-65-4321' }) });
  [{ id: applicationId }] = await server.database.db.query<{ id: string }>(
    `SELECT a.id FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
    [student.email],
  );
});
afterAll(() => server.close());

/** A browser of its own: the cookies each answer sets, sent with the next request. */
function browser() {
  const jar = new Map<string, string>();
  const send = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const text = await response.text();
    return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const graphql = async (query: string) => send('/graphql', { query });
  return { send, graphql, jar };
}

const linkToken = (url: string) => new URL(url).hash.replace('#token=', '');

/** Invites `email`, accepts, enrols: answers the browser signed in, the TOTP secret and the recovery codes. */
async function member(email: string, role: 'admin' | 'reader') {
  const link = await access.invite(email, role);
  const page = browser();
  expect(
    (await page.send('/staff/invitation/accept', { token: linkToken(link.url), name: 'Rea Der', password: testPassword })).body,
  ).toEqual({
    next: 'enrol',
  });
  const enrolment = await page.send('/staff/two-factor/enrol', {});
  const secret = enrolment.body.secret as string;
  expect(enrolment.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await page.send('/staff/two-factor/confirm', { code: totpCode(secret, now()) });
  expect(confirmed.status).toBe(200);
  return { page, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('invitations', () => {
  it('work until 72 hours, not a minute longer, and once', async () => {
    offsetMs = 0;
    const early = await access.invite('early@example.edu', 'reader');
    const late = await access.invite('late@example.edu', 'reader');
    const page = browser();
    offsetMs = 72 * 3600_000 - 60_000;
    expect((await page.send('/staff/invitation/check', { token: linkToken(early.url) })).body).toMatchObject({
      email: 'early@example.edu',
    });
    expect((await page.send('/staff/invitation/accept', { token: linkToken(early.url), password: testPassword })).status).toBe(200);
    expect((await page.send('/staff/invitation/accept', { token: linkToken(early.url), password: testPassword })).body).toMatchObject({
      message: staffSignInMessages.invitationInvalid,
    });
    offsetMs = 72 * 3600_000 + 60_000;
    const refused = await page.send('/staff/invitation/accept', { token: linkToken(late.url), password: testPassword });
    expect(refused).toMatchObject({ status: 401, body: { message: staffSignInMessages.invitationInvalid } });
    offsetMs = 0;
  });

  it("refuse a password that breaks the students' rules", async () => {
    const link = await access.invite('weak@example.edu', 'admin');
    const weak = await browser().send('/staff/invitation/accept', { token: linkToken(link.url), password: 'short' });
    expect(weak).toMatchObject({ status: 400, body: { errors: { password: 'Your password must meet every requirement listed.' } } });
  });
});

describe('signing in', () => {
  it('asks for the code after the password; a code one step early or late works, two steps does not, and none twice', async () => {
    offsetMs = 0;
    const { secret } = await member('steps@example.edu', 'reader');
    const signIn = async (code: string) => {
      const page = browser();
      expect((await page.send('/staff/sign-in', { email: 'steps@example.edu', password: testPassword })).body).toEqual({ next: 'code' });
      return page.send('/staff/sign-in/code', { code });
    };
    offsetMs = 120_000;
    expect((await signIn(totpCode(secret, new Date(now().getTime() - 30_000)))).status).toBe(200);
    offsetMs = 240_000;
    expect((await signIn(totpCode(secret, new Date(now().getTime() + 30_000)))).status).toBe(200);
    offsetMs = 360_000;
    expect(await signIn(totpCode(secret, new Date(now().getTime() - 60_000)))).toMatchObject({
      status: 401,
      body: { message: staffSignInMessages.codeIncorrect },
    });
    expect((await signIn(totpCode(secret, new Date(now().getTime() + 60_000)))).status).toBe(401);
    const code = totpCode(secret, now());
    expect((await signIn(code)).status).toBe(200);
    expect((await signIn(code)).status).toBe(401);
    offsetMs = 0;
  });

  it('takes a recovery code once', async () => {
    offsetMs = 600_000;
    const { recoveryCodes } = await member('recovery@example.edu', 'admin');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const signIn = async (code: string) => {
      const page = browser();
      await page.send('/staff/sign-in', { email: 'recovery@example.edu', password: testPassword });
      return page.send('/staff/sign-in/code', { code });
    };
    expect((await signIn(recoveryCodes[0].toUpperCase())).status).toBe(200);
    expect((await signIn(recoveryCodes[0])).status).toBe(401);
    expect((await signIn(recoveryCodes[1])).status).toBe(200);
    offsetMs = 0;
  });

  it('answers an unknown address, an invited member and a wrong password alike, and locks the account after its limit', async () => {
    await access.invite('pending@example.edu', 'reader');
    await member('locked@example.edu', 'reader');
    const answers = await Promise.all(
      [
        ['nobody@example.edu', testPassword],
        ['pending@example.edu', testPassword],
        ['steps@example.edu', 'Wrong-password-42'],
      ].map(([email, password]) => browser().send('/staff/sign-in', { email, password })),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 401, body: { message: staffSignInMessages.incorrect } });

    for (let attempt = 1; attempt <= perAccountFailures; attempt += 1) {
      expect((await browser().send('/staff/sign-in', { email: 'locked@example.edu', password: 'Wrong-password-42' })).status).toBe(401);
    }
    const locked = await browser().send('/staff/sign-in', { email: 'locked@example.edu', password: testPassword });
    expect(locked.status).toBe(429);
    const failures = await server.database.db.query(`SELECT 1 FROM staff_audit WHERE action = 'staff.sign_in_failed' AND actor = $1`, [
      'locked@example.edu',
    ]);
    expect(failures).toHaveLength(perAccountFailures);
  });

  it('still takes an API token, and a password reset asks for the code afterwards', async () => {
    const token = await access.createToken('resetter@example.edu');
    expect((await browser().send('/staff/sign-in', { token })).status).toBe(200);
    offsetMs = 900_000;
    const { secret } = await member('forgetful@example.edu', 'reader');
    await browser().send('/staff/password/forgot', { email: 'forgetful@example.edu' });
    const mail = server.mail.messages.findLast((message) => message.to === 'forgetful@example.edu')!;
    const link = /(http\S+#token=\S+)/.exec(mail.text)![1];
    const newPassword = 'Another-Horse-43-battery';
    expect((await browser().send('/staff/password/reset', { token: linkToken(link), password: newPassword })).body).toEqual({
      message: staffSignInMessages.passwordReset,
    });
    const page = browser();
    expect((await page.send('/staff/sign-in', { email: 'forgetful@example.edu', password: newPassword })).body).toEqual({ next: 'code' });
    offsetMs = 960_000;
    expect((await page.send('/staff/sign-in/code', { code: totpCode(secret, now()) })).status).toBe(200);
    offsetMs = 0;
  });
});

describe("a reader's SSN", () => {
  const fields = `{ application(id: "ID") { answers labelledAnswers { key value } answerEvents { previous } } }`;

  it('is masked in every GraphQL field, and whole for an admin', async () => {
    offsetMs = 1_200_000;
    const reader = await member('reader@example.edu', 'reader');
    const admin = await member('admin@example.edu', 'admin');
    const asReader = JSON.stringify((await reader.page.graphql(fields.replace('ID', applicationId))).body);
    expect(asReader).toContain('***-**-4321');
    expect(asReader).toContain('***-**-6789');
    expect(asReader).not.toMatch(/987-65-4321|123-45-6789/);
    const asAdmin = JSON.stringify((await admin.page.graphql(fields.replace('ID', applicationId))).body);
    expect(asAdmin).toContain('987-65-4321');
    expect(asAdmin).toContain('123-45-6789');
    const list = JSON.stringify((await reader.page.graphql('{ applications(first: 50) { edges { node { answers } } } }')).body);
    expect(list).toContain('***-**-4321');
    expect(list).not.toContain('987-65-4321');
    // The reader's next and previous: the application after Ada's, whose previous is hers.
    const [{ number }] = await server.database.db.query<{ number: number }>(
      `WITH u AS (INSERT INTO "user" (email, confirmed_at) VALUES ('ada.next@example.org', now()) RETURNING id)
       INSERT INTO application (user_id, answers, created_at) SELECT id, '{"first_name": "Ada"}', now() + interval '1 day' FROM u RETURNING number`,
    );
    const neighbours = `{ applicationNeighbours(number: ${number}, search: "ada", order: CREATED_ASC) { previous { answers } } }`;
    const previous = JSON.stringify((await reader.page.graphql(neighbours)).body);
    expect(previous).toContain('***-**-4321');
    expect(previous).not.toContain('987-65-4321');
    expect(JSON.stringify((await admin.page.graphql(neighbours)).body)).toContain('987-65-4321');
    offsetMs = 0;
  });

  it("is masked in the service view a reader's link opens, whole in an admin's; a reader's token reads as a reader", async () => {
    const readerToken = await access.createToken('reader-token@example.edu', 90, 'reader');
    const adminToken = await access.createToken('admin-token@example.edu');
    const mint = async (token: string) => {
      const minted = await browser().send(
        '/graphql',
        { query: `mutation { mintServiceToken(applicationId: "${applicationId}") { url } }` },
        { authorization: `Bearer ${token}` },
      );
      return (minted.body as { data: { mintServiceToken: { url: string } } }).data.mintServiceToken.url;
    };
    const view = async (url: string) => (await fetch(url.replace(server.config.appUrl, server.url))).text();
    const json = async (url: string) =>
      (await fetch(`${server.url}/service/tmp-pdf?service_token=${new URL(url).searchParams.get('service_token')}`)).text();
    const [readerLink, adminLink] = [await mint(readerToken), await mint(adminToken)];
    expect(await view(readerLink)).toContain('***-**-4321');
    expect(await view(readerLink)).not.toContain('987-65-4321');
    expect(await json(readerLink)).not.toContain('987-65-4321');
    expect(await view(adminLink)).toContain('987-65-4321');

    await access.disable('reader-token@example.edu');
    expect(
      (await fetch(`${server.url}/service/tmp-pdf?service_token=${new URL(readerLink).searchParams.get('service_token')}`)).status,
    ).toBe(401);
  });

  it("gets the student's masked PDF copy, and a masked export column", async () => {
    const asked: string[] = [];
    const reads = new StaffApplications(
      server.database.db,
      {
        documents: async () => new Map(),
        pdfStatuses: async (ids) => new Map(ids.map((id) => [id, 'COMPLETED'])),
        pdfFile: async (_id, ssn) => {
          asked.push(ssn);
          return { fileName: 'a.pdf', body: Readable.from([]) };
        },
        documentFile: async () => ({ fileName: 'd.pdf', body: Readable.from([]) }),
        mintServiceToken: async () => ({ token: 't', expiresAt: new Date() }),
      },
      '',
    );
    const reader = { id: (await access.memberByEmail('reader@example.edu'))!.id, email: 'reader@example.edu', role: 'reader' as const };
    await reads.pdfFile({ staff: reader, user: null }, applicationId);
    await reads.pdfFile({ staff: { ...reader, role: 'admin' }, user: null }, applicationId);
    expect(asked).toEqual(['masked', 'whole']);

    const exported = async (viewer: typeof reader | null) => {
      let text = '';
      const out = new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) });
      await exportApplications(server.database.db, reads, out, { format: 'csv', staff: viewer });
      return text;
    };
    expect(await exported(reader)).toContain('***-**-4321');
    expect(await exported(reader)).not.toContain('987-65-4321');
    expect(await exported(null)).toContain('987-65-4321');
  });
});

describe('disabling a member', () => {
  it('ends their open session at its next request', async () => {
    offsetMs = 1_500_000;
    const { page } = await member('leaving@example.edu', 'reader');
    expect((await page.graphql('{ applications(first: 1) { edges { node { id } } } }')).body).not.toHaveProperty('errors');
    await access.disable('leaving@example.edu');
    expect((await page.graphql('{ applications(first: 1) { edges { node { id } } } }')).status).not.toBe(200);
    expect((await browser().send('/staff/sign-in', { email: 'leaving@example.edu', password: testPassword })).status).toBe(401);
    const audit = await server.database.db.query<{ action: string }>(`SELECT action FROM staff_audit WHERE detail->>'member' = $1`, [
      'leaving@example.edu',
    ]);
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['staff.invite', 'staff.disable']));
    offsetMs = 0;
  });
});
