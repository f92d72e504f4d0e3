// What a worklist page costs the database: the client's own worklist query, its statements counted at the driver, the same for a page of 1 row as of 50.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedOperationsFile } from '../graphql/documents';
import { startTestServer, type TestServer } from '../testing/server';
import { staffAccessOf } from '../testing/staff';

let server: TestServer;
let token: string;

/** The worklist page's query as the staff client persisted it: its id. */
function worklistQueryId(): string {
  const operations = JSON.parse(readFileSync(persistedOperationsFile(), 'utf8')) as Record<string, string>;
  const [id] = Object.entries(operations).find(([, text]) => text.startsWith('query WorklistPageQuery('))!;
  return id;
}

/** How many statements the app's driver sent while `work` ran (every pool and connection of this process). */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const query = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (query as (...given: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return count;
}

async function worklistPage(variables: Record<string, unknown>): Promise<{ edges: { node: Record<string, unknown> }[] }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: worklistQueryId(), variables: { order: 'SUBMITTED_DESC', ...variables } }),
  });
  const body = (await response.json()) as { data?: { applications: { edges: { node: Record<string, unknown> }[] } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.applications;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await staffAccessOf(server.database.db).createToken('worklist@example.edu');
  // 60 submitted applications, each with 3 documents and a PDF; 10 drafts.
  await server.database.db.execute(
    `WITH u AS (
       INSERT INTO "user" (email, confirmed_at) SELECT 'student' || n || '@example.org', now() FROM generate_series(1, 70) n RETURNING id, email),
     a AS (
       INSERT INTO application (user_id, answers, submitted_at)
       SELECT id, jsonb_build_object('first_name', 'Ada', 'last_name', email), CASE WHEN substring(email from 'student([0-9]+)')::int <= 60 THEN now() END FROM u
       RETURNING id, submitted_at),
     s AS (
       INSERT INTO application_status (application_id, status, reached_at)
       SELECT a.id, status, now() FROM a, unnest(ARRAY['started', 'validating', 'submitted']) status
       WHERE a.submitted_at IS NOT NULL OR status = 'started'),
     p AS (
       INSERT INTO application_pdf (application_id, status, requested_at) SELECT id, 'UNPROCESSED', now() FROM a WHERE submitted_at IS NOT NULL)
     INSERT INTO document (application_id, answer_key, file_key, file_name, file_size, status)
     SELECT a.id, key, 'uploads/' || a.id || key, key || '.pdf', 1024, 'COMPLETED'
     FROM a, unnest(ARRAY['college_transcript', 'high_school_transcript', 'resume']) key WHERE a.submitted_at IS NOT NULL`,
  );
});
afterAll(() => server.close());

describe('a worklist page', () => {
  it("costs as many statements for 50 rows as for 1: each row's documents and PDF are read once for the page", async () => {
    const filtered = { webStatus: 'submitted' };
    await worklistPage({ ...filtered, count: 50 }); // the first request of a kind: not counted
    let page = { edges: [] as { node: Record<string, unknown> }[] };
    const one = await statementsOf(async () => (page = await worklistPage({ ...filtered, count: 1 })));
    expect(page.edges).toHaveLength(1);
    const fifty = await statementsOf(async () => (page = await worklistPage({ ...filtered, count: 50 })));
    expect(page.edges).toHaveLength(50);
    expect(page.edges.every(({ node }) => (node.documents as unknown[]).length === 3 && node.pdf !== null)).toBe(true);
    expect(fifty).toBe(one);
    // The token and its use noted (a row changed at most once a minute), the counts, the counts per review stage, the
    // saved views, the page, its documents, its PDFs and the audit of the list.
    expect(fifty).toBeLessThanOrEqual(9);
  });

  it('costs the same without a filter, the drafts (first, unsubmitted) without documents or PDF among the rows', async () => {
    let page = { edges: [] as { node: Record<string, unknown> }[] };
    const one = await statementsOf(async () => (page = await worklistPage({ count: 1, order: 'SUBMITTED_ASC' })));
    const fifty = await statementsOf(async () => (page = await worklistPage({ count: 50, order: 'SUBMITTED_ASC' })));
    expect(page.edges.filter(({ node }) => (node.documents as unknown[]).length === 0)).toHaveLength(10);
    expect(page.edges.filter(({ node }) => (node.pdf as { status: string }).status === 'NOT_ANSWERED')).toHaveLength(10);
    expect(fifty).toBe(one);
  });
});
