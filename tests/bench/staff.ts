// The staff benchmark (npm run bench:staff): over 20,000 generated applications on the built server, the applications
// connection's first page and searches (p50, p99 of the whole request, one at a time), and the command line's export
// in rows per second (CSV and JSON lines, to /dev/null).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { repoRoot, startApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';

const applications = Number(process.env.BENCH_APPLICATIONS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const databaseUrl = throwawayDatabaseUrl('bench_staff');
const cliScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js');

const firstNames = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'John',
  'Margaret',
  'Maria',
  'Wei',
  'Amara',
  'Diego',
  'Priya',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Liskov',
  'Knuth',
  'Allen',
  'Hamilton',
  'Garcia',
  'Nguyen',
  'Okafor',
  'Patel',
  'Kim',
];

/** Students with applications: names, e-mails and a few statuses, as the form stores them. */
async function generate(): Promise<void> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    await client.query(
      `WITH users AS (
         INSERT INTO "user" (email, confirmed_at, created_at)
         SELECT 'student' || n || '@example.com', now(), now() FROM generate_series(1, $1::int) AS n RETURNING id, email)
       INSERT INTO application (user_id, answers, submitted_at, created_at)
       SELECT id,
         jsonb_build_object(
           'first_name', ($2::text[])[1 + (abs(hashtext(email)) % array_length($2::text[], 1))],
           'last_name', ($3::text[])[1 + (abs(hashtext(email || 'x')) % array_length($3::text[], 1))],
           'email_address', 'home.' || email, 'city', 'Springfield', 'enroll_type', 'FT', 'enroll_type_desc', 'Full-time'),
         CASE WHEN abs(hashtext(email)) % 3 = 0 THEN now() - (abs(hashtext(email)) % 90) * interval '1 day' END,
         clock_timestamp()
       FROM users`,
      [applications, firstNames, lastNames],
    );
    await client.query(
      `INSERT INTO application_status (application_id, status, reached_at)
       SELECT id, status, now() FROM application, unnest(ARRAY['started', 'validating', 'submitted']) AS status
       WHERE submitted_at IS NOT NULL OR status = 'started'`,
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

function cli(...args: string[]): string {
  const result = spawnSync(process.execPath, [cliScript, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim().split('\n').at(-1)!;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(url: string, token: string, label: string, query: string, variables: Record<string, unknown>): Promise<void> {
  const times: number[] = [];
  let edges = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: { applications: { edges: unknown[] } }; errors?: unknown };
    times.push(performance.now() - started);
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    edges = body.data.applications.edges.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms   (${edges} rows)`,
  );
}

/** Runs the export to /dev/null and answers how long it took. */
function timedExport(...args: string[]): Promise<{ ms: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cliScript, 'applications:export', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('exit', (code) => (code === 0 ? resolve({ ms: performance.now() - started, stderr }) : reject(new Error(stderr))));
  });
}

const listQuery = `query List($first: Int, $search: String, $webStatus: WebStatus) {
  applications(first: $first, search: $search, webStatus: $webStatus) { edges { cursor node { id username webStatus submittedAt answers } } pageInfo { hasNextPage endCursor } }
}`;

const app = await startApp({ DATABASE_URL: databaseUrl, WORKERS: 'off', GRAPHQL_RATE_LIMIT: '100000' });
try {
  const generating = performance.now();
  await generate();
  console.log(
    `${applications} applications generated in ${((performance.now() - generating) / 1000).toFixed(1)} s; ${rounds} requests each, one at a time\n`,
  );
  const token = cli('staff:create', 'bench@example.edu');
  await measure(app.url, token, 'first page (20, with answers)', listQuery, { first: 20 });
  await measure(app.url, token, 'first page (100, with answers)', listQuery, { first: 100 });
  await measure(app.url, token, 'search "lovelace" (a common name)', listQuery, { first: 20, search: 'lovelace' });
  await measure(app.url, token, 'search "ada hopper"', listQuery, { first: 20, search: 'ada hopper' });
  await measure(app.url, token, 'search "student1234@" (one account)', listQuery, { first: 20, search: 'student1234@' });
  await measure(app.url, token, 'search "zzzz" (nothing)', listQuery, { first: 20, search: 'zzzz' });
  await measure(app.url, token, 'submitted only', listQuery, { first: 20, webStatus: 'submitted' });

  const empty = await timedExport('--format', 'csv', '--status', 'validating');
  for (const format of ['csv', 'json']) {
    const { ms } = await timedExport('--format', format);
    const rowsPerSecond = applications / ((ms - empty.ms) / 1000);
    console.log(
      `\nexport --format ${format}: ${applications} rows in ${(ms / 1000).toFixed(2)} s wall (${(empty.ms / 1000).toFixed(2)} s of it the command starting: an empty export) -> ${Math.round(applications / (ms / 1000))} rows/s whole, ${Math.round(rowsPerSecond)} rows/s streaming`,
    );
  }
} finally {
  await app.stop();
  await dropDatabase(databaseUrl);
}
