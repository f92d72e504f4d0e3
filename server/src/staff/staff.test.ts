// The staff domain over HTTP: who is staff (tokens, revocation, the sign-in and its cookie), what students and visitors get, the applications connection, one application, the audit and the export.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, postForJson, signedInAgent, type SignedInAgent } from '../testing/accounts';
import { graphqlCall } from '../testing/graphql';
import type { Json } from '../testing/json';
import { startTestServer, type TestServer } from '../testing/server';
import { staffAccessOf } from '../testing/staff';
import { wrongTokenMessage, type StaffAccess } from './access';
import { StaffApplications, staffOnlyMessage } from './applications';
import { exportApplications } from './export';
import { exportColumns } from './export-columns';
import { noGraphiqlMessage, staffCookieName } from './routes';

let server: TestServer;
let access: StaffAccess;
let token: string;
let student: SignedInAgent;

beforeAll(async () => {
  server = await startTestServer();
  access = staffAccessOf(server.database.db);
  token = await access.createToken('Registrar@Example.edu');
  student = await signedInAgent(server);
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: { data?: Record<string, Json> | null; errors?: { message: string; extensions?: { code?: string } }[]; message?: string };
}

/** A document of staff's own, sent with their token (or with the headers given). */
async function staffQuery(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = { authorization: `Bearer ${token}` },
): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const listQuery = `query List($first: Int, $after: String, $last: Int, $before: String, $webStatus: WebStatus, $submittedFrom: DateTimeISO, $submittedTo: DateTimeISO, $search: String) {
  applications(first: $first, after: $after, last: $last, before: $before, webStatus: $webStatus, submittedFrom: $submittedFrom, submittedTo: $submittedTo, search: $search) {
    edges { cursor node { id applicationId username webStatus } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

/** Inserts `count` students with applications, all created in one statement (so with the same created_at: ties the id breaks). */
async function generateApplications(count: number, prefix: string): Promise<void> {
  await server.database.db.execute(
    `WITH users AS (
       INSERT INTO "user" (email, confirmed_at)
       SELECT $1 || n || '@example.com', now() FROM generate_series(1, $2::int) AS n RETURNING id, email)
     INSERT INTO application (user_id, answers)
     SELECT id, jsonb_build_object('first_name', 'Gen', 'last_name', split_part(email, '@', 1)) FROM users`,
    [prefix, count],
  );
}

describe('who is staff', () => {
  const staffDocuments = [
    ['applications', '{ applications(first: 1) { edges { node { id } } } }'],
    ['application', '{ application(id: "00000000-0000-0000-0000-000000000000") { id } }'],
    ['node', '{ node(id: "U3RhZmZBcHBsaWNhdGlvbjox") { id } }'],
    ['staffAudit', '{ staffAudit(first: 1) { edges { node { id } } } }'],
  ] as const;

  it('refuses every staff query to visitors (401) and students (403), even as a trusted operation', async () => {
    for (const [field, document] of staffDocuments) {
      const anonymous = await graphqlCall(server, document);
      expect(anonymous.body.errors?.[0], field).toMatchObject({ message: staffOnlyMessage, extensions: { code: 'UNAUTHENTICATED' } });
      const asStudent = await graphqlCall(server, document, {}, student.cookie);
      expect(asStudent.body.errors?.[0], field).toMatchObject({ message: staffOnlyMessage, extensions: { code: 'FORBIDDEN' } });
      // A document of their own is refused before it runs.
      expect((await staffQuery(document, {}, { cookie: student.cookie })).status).toBe(400);
    }
  });

  it('gives visitors and students no GraphiQL page and no introspection', async () => {
    for (const headers of [{ accept: 'text/html' }, { accept: 'text/html', cookie: student.cookie }]) {
      const page = await fetch(`${server.url}/graphql`, { headers });
      expect(page.status).toBe(404);
      // Asked for as a page: the message in a page of its own.
      expect(await page.text()).toContain(`<h1>Not Found</h1><p>${noGraphiqlMessage}</p>`);
    }
    const introspection = await staffQuery('{ __schema { queryType { name } } }', {}, { cookie: student.cookie });
    expect(introspection.status).toBe(400);
    expect(introspection.body.data).toBeUndefined();
  });

  it('takes a staff token: documents of their own and introspection, and notes when it was last used', async () => {
    const answer = await staffQuery('{ __schema { queryType { name } } applications(first: 1) { pageInfo { hasNextPage } } }');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.__schema.queryType.name).toBe('Query');
    const [row] = await server.database.db.query<{ lastUsedAt: Date | null }>(
      'SELECT last_used_at AS "lastUsedAt" FROM staff_token WHERE id = $1',
      [token.split('.')[0]],
    );
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a forged, malformed or revoked token at once, and the sessions it opened with it', async () => {
    const [id, secret] = token.split('.');
    for (const forged of [`${id}.${secret.slice(0, -2)}xx`, `${id}.`, 'not-a-token', `${crypto.randomUUID()}.${secret}`]) {
      const answer = await staffQuery('{ __typename }', {}, { authorization: `Bearer ${forged}` });
      expect(answer, forged).toEqual({ status: 401, body: { message: wrongTokenMessage } });
    }
    const doomed = await access.createToken('leaving@example.edu');
    const signIn = await postForJson(server, '/staff/sign-in', { token: doomed });
    const session = cookiesFrom(signIn.response);
    expect((await staffQuery('{ __typename }', {}, { authorization: `Bearer ${doomed}` })).status).toBe(200);
    expect((await staffQuery('{ __typename }', {}, { cookie: session })).status).toBe(200);
    expect(await access.revokeTokens('LEAVING@example.edu')).toBe(1);
    expect(await staffQuery('{ __typename }', {}, { authorization: `Bearer ${doomed}` })).toEqual({
      status: 401,
      body: { message: wrongTokenMessage },
    });
    expect((await staffQuery('{ __typename }', {}, { cookie: session })).status).toBe(400);
    expect(await access.revokeTokens('leaving@example.edu')).toBe(0);
    await expect(access.revokeTokens('nobody@example.edu')).rejects.toThrow('No staff member has the e-mail nobody@example.edu.');
    // A student's account never becomes staff.
    await expect(access.createToken(student.email)).rejects.toThrow("is a student's account, not staff");
  });

  it('accepts a token only from the Authorization header or the staff session: never from a cookie', async () => {
    for (const cookie of [`transfer.sid=${token}`, `${staffCookieName}=${token}`, `${student.cookie}; ${staffCookieName}=${token}`]) {
      expect((await staffQuery('{ __typename }', {}, { cookie })).status, cookie).toBe(400);
    }
  });

  it('opens a staff session by posting the token once: an HttpOnly SameSite=Strict cookie, then GraphiQL', async () => {
    const wrong = await postForJson(server, '/staff/sign-in', { token: 'nope' });
    expect(wrong.status).toBe(401);
    const form = await fetch(`${server.url}/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(token)}`,
    });
    expect(form.status).toBe(415);
    const signIn = await postForJson(server, '/staff/sign-in', { token });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.response.headers.getSetCookie().find((line) => line.startsWith(`${staffCookieName}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toContain(token);
    const cookie = cookiesFrom(signIn.response);
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('staff page');
    expect((await fetch(`${server.url}/staff/sign-in`)).status).toBe(200);
    // The built file itself is never served as a file (the client's index.html answers its path).
    expect(await (await fetch(`${server.url}/staff.html`)).text()).not.toContain('staff page');
    const signOut = await fetch(`${server.url}/staff/sign-out`, { method: 'POST', headers: { cookie } });
    expect(signOut.status).toBe(204);
    expect((await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html', cookie } })).status).toBe(404);
  });
});

describe('the applications connection', () => {
  beforeAll(async () => {
    await generateApplications(1000, 'page');
  });

  async function walk(direction: 'forward' | 'backward', between?: (page: number) => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const variables =
        direction === 'forward' ? { first: 97, after: cursor, search: 'page' } : { last: 97, before: cursor, search: 'page' };
      const answer = await staffQuery(listQuery, variables);
      expect(answer.body.errors).toBeUndefined();
      const { edges, pageInfo } = answer.body.data!.applications;
      const ids = edges.map((edge: { node: { applicationId: string } }) => edge.node.applicationId);
      if (direction === 'forward') seen.push(...ids);
      else seen.unshift(...ids);
      await between?.(page);
      const more = direction === 'forward' ? pageInfo.hasNextPage : pageInfo.hasPreviousPage;
      if (!more) break;
      cursor = direction === 'forward' ? pageInfo.endCursor : pageInfo.startCursor;
    }
    return seen;
  }

  it('visits each of 1,000 applications once and in order, forwards and backwards, while saves land in between', async () => {
    const ordered = (
      await server.database.db.query<{ id: string }>(
        `SELECT a.id FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email LIKE 'page%' ORDER BY a.created_at, a.id`,
      )
    ).map((row) => row.id);
    expect(ordered).toHaveLength(1000);
    // Saves between pages change answers and versions (never created_at or id).
    const saves = async (page: number) => {
      await server.database.db.execute(
        `UPDATE application SET answers = answers || jsonb_build_object('city', $1::text), version = version + 1
         WHERE id IN (SELECT id FROM application ORDER BY random() LIMIT 50)`,
        [`page ${page}`],
      );
    };
    expect(await walk('forward', saves)).toEqual(ordered);
    expect(await walk('backward', saves)).toEqual(ordered);
  });

  it('refuses a cursor it did not give and a page size out of range', async () => {
    expect((await staffQuery(listQuery, { after: 'bm9wZQ' })).body.errors?.[0].message).toBe('That cursor is not one this list gave.');
    expect((await staffQuery(listQuery, { first: 101 })).body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await staffQuery(listQuery, { first: 1, last: 1 })).body.errors?.[0].message).toBe('Give first or last, not both.');
  });

  it('gives a page of 100 applications with every scalar field of each, within the limits', async () => {
    const page = await staffQuery(`{ applications(first: 100) { edges { cursor node {
      id applicationId username webStatus submittedAt createdAt lastPage answers
      labelledAnswers { key label value } statuses { status reachedAt }
    } } pageInfo { hasNextPage endCursor } } }`);
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.applications.edges).toHaveLength(100);
  });

  it('answers malformed arguments with BAD_USER_INPUT and a message, never an internal error', async () => {
    const cursor = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');
    const dashes = '-'.repeat(36);
    const malformed: [string, Record<string, unknown>][] = [
      [`{ application(id: "${dashes}") { id } }`, {}],
      [`{ application(id: "${Buffer.from('StaffApplication:42').toString('base64')}") { id } }`, {}],
      [listQuery, { after: cursor(['2026-13-45 10:00:00.123456+00', crypto.randomUUID()]) }],
      [listQuery, { before: cursor(['2026-02-30 10:00:00+00', crypto.randomUUID()]), last: 2 }],
      [listQuery, { after: cursor(['2026-11-24 10:00:00+00', dashes]) }],
      [listQuery, { search: 'x'.repeat(300) }],
      [
        `query Audit($after: String) { staffAudit(first: 2, after: $after) { edges { cursor } } }`,
        { after: cursor(['2026-11-24 10:00:00+00', '9'.repeat(30)]) },
      ],
      [`{ staffAudit(first: 0) { edges { cursor } } }`, {}],
    ];
    for (const [query, variables] of malformed) {
      const answer = await staffQuery(query, variables);
      expect(answer.body.errors?.[0].extensions?.code, `${query} ${JSON.stringify(variables)}`).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0].message).not.toBe('');
    }
  });
});

describe('filters, search and one application', () => {
  let ada: SignedInAgent;
  let adaId: string;

  beforeAll(async () => {
    ada = await signedInAgent(server, 'ada.byron@example.org');
    const save = (answers: Record<string, unknown>) => ada.fetch('/api/answer', { method: 'PUT', body: JSON.stringify(answers) });
    expect((await save({ first_name: 'Ada', last_name: 'Lovelace', email_address: 'countess@analytical.example' })).status).toBe(200);
    expect((await save({ first_name: 'Augusta', enroll_type: 'FT', enroll_type_desc: 'Full-time' })).status).toBe(200);
    [{ id: adaId }] = await server.database.db.query<{ id: string }>(
      `SELECT a.id FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = 'ada.byron@example.org'`,
    );
    await server.database.db.execute(
      `INSERT INTO application_status (application_id, status, reached_at) VALUES ($1, 'started', now()), ($1, 'validating', now()), ($1, 'submitted', now())`,
      [adaId],
    );
    await server.database.db.execute(`UPDATE application SET submitted_at = '2026-03-15T12:00:00Z' WHERE id = $1`, [adaId]);
  });

  const idsOf = (answer: Answer) =>
    answer.body.data!.applications.edges.map((edge: { node: { applicationId: string } }) => edge.node.applicationId);

  it('searches names and e-mails, the answers and the account alike, case-insensitively', async () => {
    for (const search of ['lovelace', 'AUGUSTA', 'augusta love', 'countess@analytical', 'ada.byron@', 'byron']) {
      expect(idsOf(await staffQuery(listQuery, { search })), search).toEqual([adaId]);
    }
    expect(idsOf(await staffQuery(listQuery, { search: 'babbage' }))).toEqual([]);
    // LIKE's own wildcards are taken literally.
    expect(idsOf(await staffQuery(listQuery, { search: '%' }))).toEqual([]);
  });

  it('filters by web status and by submission dates', async () => {
    expect(idsOf(await staffQuery(listQuery, { webStatus: 'submitted' }))).toEqual([adaId]);
    expect(idsOf(await staffQuery(listQuery, { webStatus: 'started', search: 'ada' }))).toEqual([]);
    expect(idsOf(await staffQuery(listQuery, { submittedFrom: '2026-03-01T00:00:00Z', submittedTo: '2026-03-31T00:00:00Z' }))).toEqual([
      adaId,
    ]);
    expect(idsOf(await staffQuery(listQuery, { submittedFrom: '2026-04-01T00:00:00Z' }))).toEqual([]);
    expect(idsOf(await staffQuery(listQuery, { submittedTo: '2026-03-01T00:00:00Z' }))).toEqual([]);
  });

  it('reads one application by its global id or node(id): labelled answers, statuses, logins and the answer log', async () => {
    const list = await staffQuery(listQuery, { search: 'lovelace' });
    const globalId = list.body.data!.applications.edges[0].node.id;
    const read = await staffQuery(
      `query One($id: ID!) {
        application(id: $id) {
          id username webStatus statuses { status } submittedAt answers
          labelledAnswers { key label value }
          logins
          answerEvents { keys previous by }
        }
        node(id: $id) { id ... on StaffApplication { username } }
      }`,
      { id: globalId },
    );
    expect(read.body.errors).toBeUndefined();
    const application = read.body.data!.application;
    expect(application).toMatchObject({
      id: globalId,
      username: 'ada.byron@example.org',
      webStatus: 'submitted',
      statuses: [{ status: 'started' }, { status: 'validating' }, { status: 'submitted' }],
      submittedAt: '2026-03-15T12:00:00.000Z',
    });
    expect(application.labelledAnswers.slice(0, 2)).toEqual([
      { key: 'enroll_type', label: 'Do you plan to enroll full-time or part-time?', value: 'FT' },
      {
        key: 'enroll_type_desc',
        label: 'Do you plan to enroll full-time or part-time? (label)',
        value: 'Full-time (12 or more credits a term)',
      },
    ]);
    expect(application.labelledAnswers.find((answer: { key: string }) => answer.key === 'first_name')).toEqual({
      key: 'first_name',
      label: 'First/Given Name',
      value: 'Augusta',
    });
    expect(application.logins).toHaveLength(1);
    // Newest first, each with the values it replaced.
    expect(application.answerEvents).toEqual([
      {
        keys: ['first_name', 'enroll_type', 'enroll_type_desc'],
        previous: { first_name: 'Ada', enroll_type: null, enroll_type_desc: null },
        by: 'ada.byron@example.org',
      },
      {
        keys: ['first_name', 'last_name', 'email_address'],
        previous: { first_name: null, last_name: null, email_address: null },
        by: 'ada.byron@example.org',
      },
    ]);
    expect(read.body.data!.node).toEqual({ id: globalId, username: 'ada.byron@example.org' });
    const byUuid = await staffQuery(`{ application(id: "${adaId}") { id } }`);
    expect(byUuid.body.data!.application.id).toBe(globalId);
    const missing = await staffQuery(`{ application(id: "${crypto.randomUUID()}") { id } }`);
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const events = (first: number) => staffQuery(`{ application(id: "${adaId}") { answerEvents(first: ${first}) { keys } } }`);
    expect((await events(1)).body.data!.application.answerEvents).toHaveLength(1);
    for (const outOfRange of [0, -1])
      expect((await events(outOfRange)).body.errors?.[0], String(outOfRange)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('mints a service token answering the service view URL (audited), lists documents and the PDF; students may not mint', async () => {
    const mutation = `mutation Mint($id: ID!) { mintServiceToken(applicationId: $id) { url expiresAt } }`;
    const refused = await graphqlCall(server, mutation, { id: adaId }, student.cookie);
    expect(refused.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const minted = await staffQuery(mutation, { id: adaId });
    expect(minted.body.errors).toBeUndefined();
    const { url, expiresAt } = minted.body.data!.mintServiceToken;
    expect(url).toMatch(/^http:\/\/[^/]+\/about\?service_token=[\w%-]+$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const serviceToken = decodeURIComponent(url.split('service_token=')[1]);
    const view = await fetch(`${server.url}/service/tmp-pdf?service_token=${encodeURIComponent(serviceToken)}`);
    expect(view.status).toBe(200);
    expect(((await view.json()) as { username: string }).username).toBe('ada.byron@example.org');
    const [audited] = await server.database.db.query<{ actor: string; applicationId: string }>(
      `SELECT actor, application_id AS "applicationId" FROM staff_audit WHERE action = 'service_token.mint'`,
    );
    expect(audited).toEqual({ actor: 'registrar@example.edu', applicationId: adaId });
    const read = await staffQuery(`{ application(id: "${adaId}") { documents { answerKey fileName status } pdf { status url } } }`);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.application.documents).toEqual([]);
    expect(read.body.data!.application.pdf).toEqual({ status: 'NOT_ANSWERED', url: null });
    // Reading the PDF's status asked for none: no row, no job.
    expect(await server.database.db.query(`SELECT 1 FROM application_pdf WHERE application_id = $1`, [adaId])).toEqual([]);
    expect(await server.services.queues.queue('application-pdf').getJobCounts()).toMatchObject({ waiting: 0, delayed: 0, active: 0 });
    const download = await fetch(`${server.url}/staff/applications/${adaId}/pdf`, { headers: { cookie: student.cookie } });
    expect(download.status).toBe(403);
  });

  it('records every read in the audit, which staff can page through', async () => {
    await staffQuery(`{ application(id: "${adaId}") { id } }`);
    const audit = await staffQuery(
      `{ staffAudit(first: 3) { edges { cursor node { id actor action application at } } pageInfo { hasNextPage endCursor } } }`,
    );
    const [latest] = audit.body.data!.staffAudit.edges;
    expect(latest.node).toMatchObject({ actor: 'registrar@example.edu', action: 'application.read' });
    expect(Buffer.from(latest.node.application, 'base64').toString()).toBe(`StaffApplication:${adaId}`);
    expect(audit.body.data!.staffAudit.pageInfo.hasNextPage).toBe(true);
    const next = await staffQuery(`query Next($after: String) { staffAudit(first: 3, after: $after) { edges { node { id } } } }`, {
      after: audit.body.data!.staffAudit.pageInfo.endCursor,
    });
    const firstIds = audit.body.data!.staffAudit.edges.map((edge: { node: { id: string } }) => edge.node.id);
    for (const edge of next.body.data!.staffAudit.edges) expect(firstIds).not.toContain(edge.node.id);
    const lists = await server.database.db.query<{ count: string }>(`SELECT count(*) FROM staff_audit WHERE action = 'applications.list'`);
    expect(Number(lists[0].count)).toBeGreaterThan(20);
  });

  it('exports every application with its columns in form order (chosen tabs and documents too), formulas neutralised, and audits it', async () => {
    await ada
      .fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ last_name: '=HYPERLINK("http://evil.example")' }) })
      .then((response) => response.status === 403 || response.status === 200);
    await server.database.db.execute(
      `UPDATE application SET answers = answers || '{"last_name": "=HYPERLINK(\\"http://evil.example\\")", "city": "+1", "address_line_1": "@home"}' WHERE id = $1`,
      [adaId],
    );
    // Ada uploaded her transcript; another student chose to send it later.
    await server.database.db.execute(
      `INSERT INTO document (application_id, answer_key, file_key, file_name, file_size, status)
       VALUES ($1, 'college_transcript', 'uploads/ada', 'transcript, "final".pdf', 2048, 'COMPLETED')`,
      [adaId],
    );
    await server.database.db.execute(`UPDATE application SET tabs = '{"transcript": "upload"}' WHERE id = $1`, [adaId]);
    const [{ id: laterId }] = await server.database.db.query<{ id: string }>(
      `UPDATE application SET tabs = '{"transcript": "later"}' WHERE id = (SELECT id FROM application WHERE id <> $1 LIMIT 1) RETURNING id`,
      [adaId],
    );
    let csv = '';
    const out = new Writable({ write: (chunk, _encoding, done) => ((csv += String(chunk)), done()) });
    const progress: [number, boolean][] = [];
    const reads = new StaffApplications(server.database.db, null, '');
    const count = await exportApplications(server.database.db, reads, out, {
      format: 'csv',
      progress: (rows, done) => progress.push([rows, done]),
    });
    const [{ total }] = await server.database.db.query<{ total: string }>('SELECT count(*) AS total FROM application');
    expect(count).toBe(Number(total));
    expect(progress.at(-1)).toEqual([count, true]);
    expect(progress.filter(([, done]) => !done).length).toBe(Math.floor(count / 1000));
    const lines = csv.trimEnd().split('\n');
    expect(lines).toHaveLength(count + 1);
    const header = lines[0].split(',');
    expect(header.slice(0, 6)).toEqual(['id', 'username', 'web_status', 'statuses', 'created_at', 'submitted_at']);
    expect(header.slice(6)).toEqual(exportColumns.map((column) => column.name));
    expect(header.indexOf('enroll_type_desc')).toBe(header.indexOf('enroll_type') + 1);
    const transcriptTab = header.indexOf('transcript_tab');
    expect(header.slice(transcriptTab, transcriptTab + 3)).toEqual(['transcript_tab', 'college_transcript', 'college_transcript_status']);
    const adaLine = lines.find((line) => line.startsWith(adaId))!;
    expect(adaLine).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(adaLine).toContain(",'+1,");
    expect(adaLine).toContain(",'@home,");
    expect(adaLine).toContain(',submitted,started validating submitted,');
    expect(adaLine).toContain(',Upload a transcript,"transcript, ""final"".pdf",COMPLETED,');
    expect(lines.find((line) => line.startsWith(laterId))).toContain(',Send it later,,NOT_ANSWERED,');

    let json = '';
    const jsonOut = new Writable({ write: (chunk, _encoding, done) => ((json += String(chunk)), done()) });
    expect(await exportApplications(server.database.db, reads, jsonOut, { format: 'json', status: 'submitted' })).toBe(1);
    const [record] = json
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, Json>);
    expect(record).toMatchObject({ id: adaId, username: 'ada.byron@example.org', web_status: 'submitted' });
    expect(Object.keys(record.answers).slice(0, 2)).toEqual(['enroll_type', 'enroll_type_desc']);
    expect(record.tabs).toEqual({ transcript: 'Upload a transcript' });
    expect(record.documents).toEqual({ college_transcript: { file_name: 'transcript, "final".pdf', status: 'COMPLETED' } });
    const exports = await server.database.db.query<{ actor: string; detail: Record<string, unknown> }>(
      `SELECT actor, detail FROM staff_audit WHERE action = 'applications.export' ORDER BY id`,
    );
    expect(exports).toEqual([
      { actor: 'command line', detail: { format: 'csv', status: null, count } },
      { actor: 'command line', detail: { format: 'json', status: 'submitted', count: 1 } },
    ]);
  });
});
