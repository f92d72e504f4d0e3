// The review benchmark (npm run bench:review): over 20,000 submitted applications with 3 reviews each on the built server,
// "My queue" and the stage counts (p50, p95, p99 of the whole request, one at a time, on this machine), an application's
// review, and assigning readers to 500 selected applications in one request.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot, startApp } from '../e2e/app-process';

// Inline rather than from tests/e2e/databases.ts, which the ESM loader cannot link here (its testing/environment import).
const databaseServer = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function dropDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${databaseServer}/postgres` });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`).finally(() => client.end());
}

/** Removes the benchmark's own keys (its REDIS_PREFIX), and no others. */
async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
  } finally {
    redis.disconnect();
  }
}

const applications = Number(process.env.BENCH_APPLICATIONS ?? 20_000);
const readers = Number(process.env.BENCH_READERS ?? 40);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const warmUp = 20;
/** Submitted applications no reader has yet: what the assignment requests take, 500 at a time. */
const unassigned = 1_500;
const databaseUrl = `${databaseServer}/bench_review_${process.pid}_${randomBytes(4).toString('hex')}`;
const redisPrefix = `bench-review-${randomBytes(4).toString('hex')}`;
const cliScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js');

function cli(...args: string[]): string {
  const result = spawnSync(process.execPath, [cliScript, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim().split('\n').at(-1)!;
}

/**
 * Students with submitted applications a minute apart; staff readers, members with the role reader (the benchmark's own
 * account first); 3 readers on each of the first `applications`, of whose reviews 85% are in (rated), every
 * application's stage as its reviews say (all in: Ready for decision, every other one of them Decided); and
 * `unassigned` more, Submitted.
 */
async function generate(client: pg.Client, benchStaffId: string): Promise<void> {
  await client.query(
    `WITH users AS (
       INSERT INTO "user" (email, confirmed_at) SELECT 'student' || n || '@example.com', now() FROM generate_series(1, $1::int) AS n
       RETURNING id, email)
     INSERT INTO application (user_id, answers, submitted_at)
     SELECT id, jsonb_build_object('first_name', 'Student', 'last_name', split_part(email, '@', 1)),
       timestamptz '2026-01-01' + split_part(split_part(email, '@', 1), 'student', 2)::int * interval '1 minute'
     FROM users`,
    [applications + unassigned],
  );
  await client.query(
    `WITH accounts AS (
       INSERT INTO "user" (email, confirmed_at, role) SELECT 'reader' || n || '@example.edu', now(), 'staff' FROM generate_series(2, $1::int) AS n
       RETURNING id, email)
     INSERT INTO staff_member (id, email, role, status) SELECT id, email, 'reader', 'active' FROM accounts`,
    [readers],
  );
  await client.query(
    `WITH staff AS (SELECT array_agg(id ORDER BY email = 'bench@example.edu' DESC, email) AS ids FROM "user" WHERE role = 'staff'),
     numbered AS (SELECT id, submitted_at, row_number() OVER (ORDER BY submitted_at) AS n FROM application)
     INSERT INTO review (application_id, reader_id, application_submitted_at, assigned_at, answers, saved_at, submitted_at, rating)
     SELECT a.id, staff.ids[1 + ((a.n * 7 + k * 13) % $2)], a.submitted_at, a.submitted_at + interval '1 day',
       CASE WHEN done THEN jsonb_build_object('academic_record', '4', 'major_preparation', '3', 'personal_qualities', '5',
         'review_comment', 'Read.', 'recommendation', 'admit') ELSE '{}' END,
       CASE WHEN done THEN a.submitted_at + interval '2 days' END, CASE WHEN done THEN a.submitted_at + interval '2 days' END,
       CASE WHEN done THEN 1 + (a.n + k) % 5 END
     FROM numbered a, staff, generate_series(0, 2) AS k, LATERAL (SELECT abs(hashtext(a.id::text || k)) % 100 < 85 AS done) d
     WHERE a.n <= $1`,
    [applications, readers],
  );
  await client.query(
    `INSERT INTO review_stage (application_id, stage, version, changed_at, decision, decided_at, decided_by, decided_by_name)
     SELECT r.application_id, s.stage, 2, now(),
       CASE WHEN s.stage = 'decided' THEN 'admit' END, CASE WHEN s.stage = 'decided' THEN now() END,
       CASE WHEN s.stage = 'decided' THEN $1::uuid END, CASE WHEN s.stage = 'decided' THEN 'bench@example.edu' END
     FROM (SELECT application_id, bool_and(submitted_at IS NOT NULL) AS all_in, abs(hashtext(application_id::text)) % 2 = 0 AS even
           FROM review GROUP BY application_id) r,
       LATERAL (SELECT CASE WHEN NOT r.all_in THEN 'in_review' WHEN r.even THEN 'decided' ELSE 'ready_for_decision' END AS stage) s`,
    [benchStaffId],
  );
  // As autovacuum leaves a table a while after a bulk load: its visibility map set, so that counts scan indexes alone.
  await client.query('VACUUM ANALYZE');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function graphql(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function measure(url: string, token: string, label: string, query: string, variables: Record<string, unknown> = {}): Promise<void> {
  // Not counted: the first requests of a kind plan and prepare its statements and warm the JIT.
  for (let round = 0; round < warmUp; round += 1) await graphql(url, token, query, variables);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await graphql(url, token, query, variables);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const shown = (p: number) => `p${p} ${percentile(times, p).toFixed(1).padStart(6)} ms`;
  console.log(`${label.padEnd(40)} ${shown(50)}   ${shown(95)}   ${shown(99)}`);
}

const queueQuery = `query Queue($first: Int, $after: String) {
  myQueue(first: $first, after: $after) { totalCount edges { cursor node { application applicationId name username submittedAt savedAt } }
    pageInfo { hasNextPage endCursor } }
}`;

const app = await startApp({ DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix, WORKERS: 'off', GRAPHQL_RATE_LIMIT: '1000000' });
const client = new pg.Client(databaseUrl);
try {
  await client.connect();
  const token = cli('staff:create', 'bench@example.edu');
  const [{ id: benchStaffId }] = (await client.query<{ id: string }>(`SELECT id FROM "user" WHERE email = 'bench@example.edu'`)).rows;
  const generating = performance.now();
  await generate(client, benchStaffId);
  const [{ reviews, open }] = (
    await client.query<{ reviews: number; open: number }>(
      `SELECT count(*)::int AS reviews, count(*) FILTER (WHERE submitted_at IS NULL AND reader_id = $1)::int AS open FROM review`,
      [benchStaffId],
    )
  ).rows;
  console.log(
    `${applications + unassigned} submitted applications (${applications} with 3 readers of ${readers}: ${reviews} reviews), generated in ` +
      `${((performance.now() - generating) / 1000).toFixed(1)} s; the benchmark's reader has ${open} in their queue; ${rounds} requests each (after ${warmUp} not counted), one at a time\n`,
  );
  const first = (await graphql(app.url, token, queueQuery, { first: 20 })) as { myQueue: { pageInfo: { endCursor: string } } };
  await measure(app.url, token, '"My queue", first page (20)', queueQuery, { first: 20 });
  await measure(app.url, token, '"My queue", next page (20)', queueQuery, { first: 20, after: first.myQueue.pageInfo.endCursor });
  await measure(app.url, token, 'stage counts', '{ stageCounts { stage count } }');
  const [{ id: reviewed }] = (
    await client.query<{ id: string }>(`SELECT application_id AS id FROM review WHERE reader_id = $1 LIMIT 1`, [benchStaffId])
  ).rows;
  await measure(
    app.url,
    token,
    "an application's review (admin)",
    'query($id: ID!) { applicationReview(applicationId: $id) { stage version reviewsIn averageRating reviews { reader rating answers } queueNext } }',
    { id: reviewed },
  );

  const fresh = (
    await client.query<{ id: string }>(`SELECT application_id AS id FROM review_stage_read WHERE stage = 'submitted' ORDER BY 1`)
  ).rows.map((row) => row.id);
  const readerIds = (await client.query<{ id: string }>(`SELECT id FROM "user" WHERE role = 'staff' ORDER BY email LIMIT 3`)).rows.map(
    (row) => row.id,
  );
  const assign =
    'mutation($a: [ID!]!, $r: [ID!]!, $s: Boolean!) { assignReaders(applicationIds: $a, readerIds: $r, spreadEvenly: $s) { assigned movedToInReview } }';
  console.log('');
  for (const [index, spreadEvenly] of [false, true, false].entries()) {
    const selection = fresh.slice(index * 500, (index + 1) * 500);
    const started = performance.now();
    const result = await graphql(app.url, token, assign, { a: selection, r: readerIds, s: spreadEvenly });
    const ms = performance.now() - started;
    console.log(
      `assign 3 readers to 500 applications${spreadEvenly ? ', spread evenly' : ''}: ${ms.toFixed(0)} ms, one request ${JSON.stringify(result.assignReaders)}`,
    );
  }
} finally {
  await client.end();
  await app.stop();
  await dropDatabase(databaseUrl);
  await dropRedisKeys(redisPrefix);
}
