// The staff reader's server side over HTTP: worklist orders and counts, an application by number and its neighbours, saved views, one answer per question, files inline, the ZIP packet, the CSV export and their audit.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { graphqlCall } from '../testing/graphql';
import type { Json } from '../testing/json';
import { startTestServer, type TestServer } from '../testing/server';
import { staffAccessOf } from '../testing/staff';
import { storageFromConfig } from '../documents/storage-from-config';
import { staffOnlyMessage } from './applications';

let server: TestServer;
let token: string;
let student: SignedInAgent;
/** The applications of this file by last name: number, id. */
const byName = new Map<string, { id: string; number: number }>();

type Body = { data?: Record<string, Json> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function staffQuery(query: string, variables: Record<string, unknown> = {}): Promise<Body> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Body;
}

const staffGet = (path: string) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Students Ada..Eve (last names), submitted on days 1..4 of March except Eve (a draft). */
const people = [
  { first: 'Ada', last: 'Lovelace', submitted: '2026-03-03T10:00:00Z' },
  { first: 'Grace', last: 'Hopper', submitted: '2026-03-01T10:00:00Z' },
  { first: 'Alan', last: 'Turing', submitted: '2026-03-04T10:00:00Z' },
  { first: 'Edsger', last: 'Dijkstra', submitted: '2026-03-02T10:00:00Z' },
  { first: 'Eve', last: 'Adams', submitted: null },
];

beforeAll(async () => {
  server = await startTestServer();
  token = await staffAccessOf(server.database.db).createToken('reader@example.edu');
  student = await signedInAgent(server);
  const db = server.database.db;
  for (const person of people) {
    const [{ id, number }] = await db.query<{ id: string; number: number }>(
      `WITH u AS (INSERT INTO "user" (email, confirmed_at) VALUES ($1, now()) RETURNING id)
       INSERT INTO application (user_id, answers, submitted_at)
       SELECT id, jsonb_build_object('first_name', $2::text, 'last_name', $3::text, 'enroll_type', 'FT', 'enroll_type_desc', 'Full-time (12 or more credits a term)'), $4::timestamptz FROM u
       RETURNING id, number`,
      [`${person.first.toLowerCase()}@example.org`, person.first, person.last, person.submitted],
    );
    const statuses = person.submitted ? ['started', 'validating', 'submitted'] : ['started'];
    for (const status of statuses) {
      await db.execute(`INSERT INTO application_status (application_id, status, reached_at) VALUES ($1, $2, now())`, [id, status]);
    }
    byName.set(person.last, { id, number });
  }
  // Ada's files: the application PDF and her converted transcript.
  const storage = storageFromConfig(server.config);
  const ada = byName.get('Lovelace')!;
  await storage.put(`application-pdf/${ada.id}.pdf`, Buffer.from('%PDF-1.4 application'));
  await storage.put(`converted/${ada.id}/transcript.pdf`, Buffer.from('%PDF-1.4 transcript'));
  await db.execute(`INSERT INTO application_pdf (application_id, status, storage_key, requested_at) VALUES ($1, 'COMPLETED', $2, now())`, [
    ada.id,
    `application-pdf/${ada.id}.pdf`,
  ]);
  await db.execute(
    `INSERT INTO document (application_id, answer_key, file_key, pdf_key, file_name, file_size, status)
     VALUES ($1, 'college_transcript', 'uploads/ada', $2, 'My transcript.docx', 2048, 'COMPLETED'),
            ($1, 'high_school_transcript', 'uploads/ada2', NULL, 'school.pdf', 1024, 'IN_PROGRESS')`,
    [ada.id, `converted/${ada.id}/transcript.pdf`],
  );
});
afterAll(() => server.close());

const listQuery = `query List($order: StaffApplicationOrder, $webStatus: WebStatus, $submittedFrom: DateTimeISO, $submittedTo: DateTimeISO, $search: String, $first: Int, $after: String) {
  applications(order: $order, webStatus: $webStatus, submittedFrom: $submittedFrom, submittedTo: $submittedTo, search: $search, first: $first, after: $after) {
    edges { cursor node { number answers } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The last names of a page, leaving out the signed-in student's application, which has none. */
const lastNames = (body: Body) =>
  (body.data!.applications as { edges: { node: { answers: { last_name?: string } } }[] }).edges
    .map((edge) => edge.node.answers.last_name)
    .filter((name): name is string => Boolean(name));

describe('the worklist', () => {
  it('orders by submission (newest first, drafts last) and by name, either way, page by page', async () => {
    expect(lastNames(await staffQuery(listQuery, { order: 'SUBMITTED_DESC' }))).toEqual([
      'Turing',
      'Lovelace',
      'Dijkstra',
      'Hopper',
      'Adams',
    ]);
    expect(lastNames(await staffQuery(listQuery, { order: 'SUBMITTED_ASC' }))).toEqual([
      'Adams',
      'Hopper',
      'Dijkstra',
      'Lovelace',
      'Turing',
    ]);
    expect(lastNames(await staffQuery(listQuery, { order: 'NAME_ASC' }))).toEqual(['Adams', 'Dijkstra', 'Hopper', 'Lovelace', 'Turing']);
    expect(lastNames(await staffQuery(listQuery, { order: 'NAME_DESC' }))).toEqual(['Turing', 'Lovelace', 'Hopper', 'Dijkstra', 'Adams']);
    // Two pages of two, then the last, through the cursors.
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const body = await staffQuery(listQuery, { order: 'NAME_ASC', first: 2, after });
      seen.push(...lastNames(body));
      after = (body.data!.applications as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
    }
    expect(seen).toEqual(['Adams', 'Dijkstra', 'Hopper', 'Lovelace', 'Turing']);
    // A cursor of another order is refused, not misread.
    const wrong = await staffQuery(listQuery, { order: 'SUBMITTED_DESC', after });
    expect(wrong.errors?.[0].message).toBe('That cursor is not one this list gave.');
  });

  it('filters by status and submission dates at their bounds, searches the number, and counts per status', async () => {
    expect(lastNames(await staffQuery(listQuery, { order: 'NAME_ASC', webStatus: 'started' }))).toEqual(['Adams']);
    const march2to3 = { submittedFrom: '2026-03-02T10:00:00Z', submittedTo: '2026-03-03T10:00:00Z', order: 'SUBMITTED_ASC' };
    expect(lastNames(await staffQuery(listQuery, march2to3))).toEqual(['Dijkstra', 'Lovelace']);
    expect(lastNames(await staffQuery(listQuery, { search: String(byName.get('Hopper')!.number) }))).toEqual(['Hopper']);
    const counts = await staffQuery(`{ applicationCounts { status count } }`);
    expect(counts.data!.applicationCounts).toEqual(
      expect.arrayContaining([
        { status: 'submitted', count: 4 },
        { status: 'started', count: 1 }, // Eve
        { status: null, count: 1 }, // the signed-in student, who has saved nothing
      ]),
    );
    const dated = await staffQuery(`query C($from: DateTimeISO) { applicationCounts(submittedFrom: $from) { status count } }`, {
      from: '2026-03-03T00:00:00Z',
    });
    expect(dated.data!.applicationCounts).toEqual([{ status: 'submitted', count: 2 }]);
  });

  it('keeps the name and submission orders on their indexes', async () => {
    await server.database.db.execute(
      `WITH users AS (INSERT INTO "user" (email, confirmed_at) SELECT 'bulk' || n || '@example.com', now() FROM generate_series(1, 3000) n RETURNING id, email)
       INSERT INTO application (user_id, answers, submitted_at)
       SELECT id, jsonb_build_object('first_name', 'Bulk', 'last_name', md5(email)), now() - random() * interval '30 days' FROM users`,
    );
    await server.database.db.execute('ANALYZE application');
    for (const order of ['a.name_order', 'a.submitted_order DESC']) {
      const plan = (
        await server.database.db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT a.id FROM application_read a JOIN account_read u ON u.id = a.user_id ORDER BY ${order}, a.id LIMIT 26`,
        )
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan, order).toMatch(/application_(name|submitted)_order/);
    }
    await server.database.db.execute(`DELETE FROM "user" WHERE email LIKE 'bulk%@example.com'`);
  });
});

describe('the reader', () => {
  it('reads an application by its number, each question once with its chosen label and code', async () => {
    const ada = byName.get('Lovelace')!;
    const body = await staffQuery(
      `query R($n: Int!) { applicationByNumber(number: $n) { applicationId number tabs addAnother packetUrl readableAnswers { key label value code } documents { answerKey status url } } }`,
      { n: ada.number },
    );
    const application = body.data!.applicationByNumber as Record<string, Json>;
    expect(application).toMatchObject({ applicationId: ada.id, number: ada.number, packetUrl: `/staff/applications/${ada.id}/files.zip` });
    const answers = application.readableAnswers as { key: string }[];
    expect(answers.filter((answer) => answer.key.startsWith('enroll_type'))).toEqual([
      {
        key: 'enroll_type',
        label: 'Do you plan to enroll full-time or part-time?',
        value: 'Full-time (12 or more credits a term)',
        code: 'FT',
      },
    ]);
    expect(application.documents).toEqual(
      expect.arrayContaining([
        { answerKey: 'college_transcript', status: 'COMPLETED', url: `/staff/applications/${ada.id}/documents/college_transcript` },
        { answerKey: 'high_school_transcript', status: 'IN_PROGRESS', url: null },
      ]),
    );
    expect((await staffQuery(`{ applicationByNumber(number: 999999) { id } }`)).errors?.[0].message).toBe(
      'No application has that number.',
    );
  });

  it('finds the neighbours in the worklist’s filter and order, at its ends too', async () => {
    const neighbours = async (last: string, variables: Record<string, unknown>) => {
      const body = await staffQuery(
        `query N($number: Int!, $order: StaffApplicationOrder, $webStatus: WebStatus) { applicationNeighbours(number: $number, order: $order, webStatus: $webStatus) { previous { answers } next { answers } } }`,
        { number: byName.get(last)!.number, ...variables },
      );
      const found = body.data!.applicationNeighbours as Record<'previous' | 'next', { answers: { last_name: string } } | null>;
      return [found.previous?.answers.last_name ?? null, found.next?.answers.last_name ?? null];
    };
    expect(await neighbours('Hopper', { order: 'NAME_ASC' })).toEqual(['Dijkstra', 'Lovelace']);
    expect(await neighbours('Adams', { order: 'NAME_ASC' })).toEqual([null, 'Dijkstra']);
    expect(await neighbours('Lovelace', { order: 'SUBMITTED_DESC', webStatus: 'submitted' })).toEqual(['Turing', 'Dijkstra']);
    expect(await neighbours('Turing', { order: 'SUBMITTED_DESC', webStatus: 'submitted' })).toEqual([null, 'Lovelace']);
  });

  it('saves, lists and removes views shared by staff, "Submitted this week" among them', async () => {
    const list = async () =>
      (await staffQuery(`{ staffSavedViews { id name query } }`)).data!.staffSavedViews as { id: string; name: string; query: string }[];
    expect(await list()).toEqual([
      expect.objectContaining({ name: 'Submitted this week', query: 'status=submitted&from=this-week&sort=SUBMITTED_DESC' }),
    ]);
    const saved = await staffQuery(`mutation { saveStaffView(name: " Drafts ", query: "?status=started") { id name query } }`);
    expect(saved.data!.saveStaffView).toMatchObject({ name: 'Drafts', query: 'status=started' });
    const again = await staffQuery(`mutation { saveStaffView(name: "Drafts", query: "status=started&sort=NAME_ASC") { id query } }`);
    expect((again.data!.saveStaffView as { id: string }).id).toBe((saved.data!.saveStaffView as { id: string }).id);
    expect((await list()).map((view) => view.name)).toEqual(['Drafts', 'Submitted this week']);
    expect((await staffQuery(`mutation { saveStaffView(name: "", query: "") { id } }`)).errors?.[0].message).toBe('Give the view a name.');
    await staffQuery(`mutation D($id: ID!) { deleteStaffView(id: $id) }`, { id: (saved.data!.saveStaffView as { id: string }).id });
    expect((await list()).map((view) => view.name)).toEqual(['Submitted this week']);
  });

  it('refuses visitors and students every new field', async () => {
    for (const document of [
      '{ applicationCounts { count } }',
      '{ applicationByNumber(number: 100001) { id } }',
      '{ applicationNeighbours(number: 100001) { next { id } } }',
      '{ staffSavedViews { id } }',
    ]) {
      expect((await graphqlCall(server, document)).body.errors?.[0].message, document).toBe(staffOnlyMessage);
      expect((await graphqlCall(server, document, {}, student.cookie)).body.errors?.[0].extensions.code, document).toBe('FORBIDDEN');
    }
  });
});

describe('files and exports', () => {
  it('serves the PDF and a document inline for the reader’s frame, and attached otherwise', async () => {
    const ada = byName.get('Lovelace')!;
    const inline = await staffGet(`/staff/applications/${ada.id}/documents/college_transcript?disposition=inline`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toBe(`inline; filename="${ada.number}-college-transcript-My transcript.pdf"`);
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(inline.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await inline.text()).toBe('%PDF-1.4 transcript');
    const pdf = await staffGet(`/staff/applications/${ada.id}/pdf?disposition=inline`);
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="Application - /);
    const attached = await staffGet(`/staff/applications/${ada.id}/pdf`);
    expect(attached.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(attached.headers.get('x-frame-options')).toBe('DENY');
    expect((await staffGet(`/staff/applications/${ada.id}/documents/high_school_transcript`)).status).toBe(404);
    expect((await fetch(`${server.url}/staff/applications/${ada.id}/documents/college_transcript`)).status).toBe(401);
  });

  it('streams every ready file of the applicant as one ZIP, named by number and question', async () => {
    const ada = byName.get('Lovelace')!;
    const response = await staffGet(`/staff/applications/${ada.id}/files.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${ada.number}-files.zip`);
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual([`${ada.number}-application.pdf`, `${ada.number}-college-transcript-My transcript.pdf`]);
    expect(await zip.file(`${ada.number}-college-transcript-My transcript.pdf`)!.async('string')).toBe('%PDF-1.4 transcript');
    expect((await fetch(`${server.url}/staff/applications/${ada.id}/files.zip`, { headers: { cookie: student.cookie } })).status).toBe(403);
  });

  it('exports the filtered worklist as CSV, in its order, and audits it with its filters', async () => {
    const response = await staffGet(`/staff/exports/applications?webStatus=submitted&submittedFrom=2026-03-02T00:00:00Z&order=NAME_ASC`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=applications-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte order mark, so that a spreadsheet reads UTF-8; the labels a registrar reads, then the keys.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0].startsWith('Application ID,Account e-mail,Status,Statuses reached,Started,Submitted,Review stage,')).toBe(true);
    // One line's cells: a quoted cell holds commas and doubled quotes.
    const cellsOf = (line: string) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => cell.replace(/^"|"$/g, '').replaceAll('""', '"'));
    const [labels, keys] = [cellsOf(lines[0]), cellsOf(lines[1])];
    expect(keys.slice(0, 7)).toEqual(['id', 'username', 'web_status', 'statuses', 'created_at', 'submitted_at', 'stage']);
    expect(labels).toHaveLength(keys.length);
    expect(labels[keys.indexOf('entry_term_desc')]).toBe('Term you plan to begin');
    expect(labels[keys.indexOf('mailing_city')]).toBe('Mailing Address: City');
    expect(lines.slice(2).map((line) => line.split(',')[1])).toEqual(['edsger@example.org', 'ada@example.org', 'alan@example.org']);
    expect(cellsOf(lines[2])).toHaveLength(keys.length);
    expect(labels[keys.indexOf('conviction_desc')]).toMatch(/^Have you ever been convicted of a misdemeanor or a felony, or /);
    expect((await staffGet('/staff/exports/applications?webStatus=nonsense')).status).toBe(400);
    const [audit] = await server.database.db.query<{ actor: string; detail: Record<string, unknown> }>(
      `SELECT actor, detail FROM staff_audit WHERE action = 'applications.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      actor: 'reader@example.edu',
      detail: { format: 'csv', status: 'submitted', submittedFrom: '2026-03-02T00:00:00.000Z', order: 'NAME_ASC', count: 3 },
    });
  });

  it('exports an empty list as its two header rows, and JSON lines under the keys', async () => {
    const empty = await staffGet(`/staff/exports/applications?search=${encodeURIComponent('nobody-at-all')}`);
    // fetch's text() leaves the byte order mark out, as a spreadsheet does.
    const lines = (await empty.text()).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0].startsWith('Application ID,')).toBe(true);
    expect(lines[1].startsWith('id,username,web_status,')).toBe(true);
    const json = await staffGet(`/staff/exports/applications?format=json&webStatus=submitted&order=NAME_ASC`);
    expect(json.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const records = (await json.text())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { username: string; answers: Record<string, unknown> });
    expect(records.map((record) => record.username)).toEqual([
      'edsger@example.org',
      'grace@example.org',
      'ada@example.org',
      'alan@example.org',
    ]);
    expect(records[0].answers).toMatchObject({ first_name: 'Edsger', enroll_type: 'FT' });
  });

  it('audits who read which file of which application', async () => {
    const ada = byName.get('Lovelace')!;
    const rows = await server.database.db.query<{ action: string; actor: string; detail: Record<string, unknown> }>(
      `SELECT action, actor, detail FROM staff_audit WHERE application_id = $1 ORDER BY id`,
      [ada.id],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'application.read', actor: 'reader@example.edu', detail: {} },
        { action: 'document.read', actor: 'reader@example.edu', detail: { answerKey: 'college_transcript', disposition: 'inline' } },
        { action: 'application.read', actor: 'reader@example.edu', detail: { pdf: true, disposition: 'inline' } },
        { action: 'application.read', actor: 'reader@example.edu', detail: { pdf: true, disposition: 'attachment' } },
        {
          action: 'application.packet',
          actor: 'reader@example.edu',
          detail: { files: [`${ada.number}-application.pdf`, `${ada.number}-college-transcript-My transcript.pdf`] },
        },
      ]),
    );
  });
});
