// The saving benchmark (npm run bench:save): PUT /api/answer and the saveAnswers mutation on the built server, with
// 100 signed-in students at once, in one web process and in two (WEB_CONCURRENCY=2), side by side with a bare Node
// http + pg baseline running the same statements: at saturation (closed loop, autocannon) and at fixed rates (open
// loop, fixed-rate.ts). BENCH_COMPARE names another built checkout (an older commit in its own worktree) whose server
// is measured in the same run, slices interleaved.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { formQuestions } from '@transfer/form';
import { repoRoot, startApp, type RunningApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import { postgresBackends, postgresCpuSince, treeCpuMs } from './cpu';
import { fixedRate, type FixedRateResult } from './fixed-rate';
import { signInStudents } from './students';

const students = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
/** The rates (saves a second, sent whatever the answers) of the open-loop runs; BENCH_RATES=0 leaves them out. */
const fixedRates = (process.env.BENCH_RATES ?? '250,500,1000')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
/** The p99 a rate must keep to count as served (the issue's target). */
const p99TargetMs = 25;
/** Each target's time is cut in slices taken in turn, so that a change in the shared machine's load hits all alike. */
const rounds = 3;
const warmUpSeconds = 5;
/** Another built checkout to measure beside this one (BENCH_COMPARE=/work/wt/before), named by its commit. */
const compareRoot = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : undefined;
/** A folder to write the server's V8 CPU profile into (BENCH_PROFILE=/tmp/profile), to see where its time goes. */
const profileDir = process.env.BENCH_PROFILE;

/** The first 20 text questions of "Your Information". */
const pageQuestions = formQuestions
  .filter(({ page, node }) => page === 'about' && (node.kind === 'text' || node.kind === 'email'))
  .slice(0, 20)
  .map(({ node }) => node);
if (pageQuestions.length !== 20) throw new Error('the about page has fewer than 20 text questions');

/**
 * A page's worth of answers, each within its length, numbered: the server writes only the answers whose value changes
 * (and nothing for a save that changes none), so every save sends values of its own, and every one of them is written.
 */
let saves = 0;
function pageAnswers(): Record<string, string> {
  // Short enough for the shortest of the questions (a few characters).
  const n = (saves++).toString(36);
  return Object.fromEntries(pageQuestions.map(({ key, kind }) => [key, kind === 'email' ? `s${n}@example.com` : `b${n}`]));
}

/**
 * A checkout's client's own save, sent as that client sends it: the id relay-compiler persisted it under where the
 * checkout persists its operations, else the operation's text (from relay-compiler's artifact), with its variables.
 */
function saveMutationOf(root: string): () => string {
  const artifact = readFileSync(
    path.join(root, 'client/src/form/__generated__/applicationMutationsSaveAnswersMutation.graphql.ts'),
    'utf8',
  );
  const param = (name: string) =>
    JSON.parse(new RegExp(`"${name}": (null|"(?:[^"\\\\]|\\\\.)*")`).exec(artifact)?.[1] ?? 'null') as string | null;
  const [id, query] = [param('id'), param('text')];
  if (!id && !query) throw new Error(`no id or text in ${root}'s applicationMutationsSaveAnswersMutation artifact`);
  return () => JSON.stringify({ ...(id ? { id } : { query }), variables: { answers: pageAnswers(), page: 'about' } });
}

/** A built checkout's server, on a database of its own, with its students signed in. */
interface Checkout {
  /** What its rows are called after: its web processes for this checkout, the commit for another. */
  label: string;
  root: string;
  /** How many web processes serve it (WEB_CONCURRENCY). */
  webConcurrency: number;
  databaseUrl: string;
  app?: RunningApp;
  cookies: string[];
  userIds: string[];
}

interface Target {
  name: string;
  url: string;
  method: 'PUT' | 'POST';
  path: string;
  /** A body of its own for each request (the answers numbered). */
  body: () => string;
  /** One Cookie header per student; each connection is one student. */
  cookies: string[];
  /** The process serving it, whose CPU time (with its web processes') is counted. */
  pid: number;
  /** The database it saves into, whose backends' CPU time is counted. */
  databaseUrl: string;
}

interface Measure {
  requests: number;
  p50: number;
  p99: number;
  failures: number;
  serverCpuMs: number;
  postgresCpuMs: number;
}

function startBaseline(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', path.join(repoRoot, 'tests', 'bench', 'baseline-server.ts')],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, SWC_NODE_PROJECT: 'tests/tsconfig.json' } },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the baseline exited with ${code}:\n${output}`)));
  });
}

async function run(target: Target, duration: number): Promise<Measure> {
  let next = 0;
  const [server, postgres] = [treeCpuMs(target.pid), postgresBackends(target.databaseUrl)];
  const result = await autocannon({
    url: `${target.url}${target.path}`,
    connections: students,
    duration,
    method: target.method,
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      const headers = { 'content-type': 'application/json', cookie: target.cookies[next++ % target.cookies.length] };
      client.setHeadersAndBody(headers, target.body());
      // Each answer is followed by the next request of this client: with answers of its own.
      client.on('response', () => client.setBody(target.body()));
    },
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    serverCpuMs: treeCpuMs(target.pid) - server,
    postgresCpuMs: postgresCpuSince(target.databaseUrl, postgres),
  };
}

/** An open-loop slice at `rate` saves a second, each from the next student in turn. */
function runFixedRate(rate: number) {
  return (target: Target, duration: number): Promise<FixedRateResult> =>
    fixedRate({
      url: target.url,
      rate,
      seconds: duration,
      request: (index) => ({
        method: target.method,
        path: target.path,
        headers: { 'content-type': 'application/json', cookie: target.cookies[index % target.cookies.length] },
        body: target.body(),
      }),
    });
}

/** Runs each target's slices in turn, each after a vacuum, so that a change in the machine's load hits all alike. */
async function interleaved<R>(targets: Target[], measure: (target: Target, duration: number) => Promise<R>, what: string) {
  const slices = new Map<Target, R[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < targets.length; turn++) {
      const target = targets[(round + turn) % targets.length];
      await vacuum(target.databaseUrl);
      slices.get(target)!.push(await measure(target, seconds / rounds));
      console.error(`round ${round + 1}: measured ${target.name} ${what}`);
    }
  }
  return slices;
}

/** Cleans up the dead rows one run left, so that no run pays for the one before. */
async function vacuum(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('VACUUM ANALYZE application, answer_event, session');
  await client.end();
}

/** Every student saved: each connection really was a session of its own. */
async function savingStudents(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ count: string }>('SELECT count(DISTINCT by_user_id) FROM answer_event');
  await client.end();
  return Number(rows[0].count);
}

/** Requests per second over all slices; the median slice's p50 and the worst slice's p99. */
function summary(slices: Measure[]) {
  const requests = slices.reduce((sum, slice) => sum + slice.requests, 0);
  const p50s = slices.map((slice) => slice.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: requests / seconds,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((slice) => slice.p99)),
    requests,
    failures: slices.reduce((sum, slice) => sum + slice.failures, 0),
    serverCpuPerRequest: slices.reduce((sum, slice) => sum + slice.serverCpuMs, 0) / requests,
    postgresCpuPerRequest: slices.reduce((sum, slice) => sum + slice.postgresCpuMs, 0) / requests,
  };
}

const load = () => loadavg()[0].toFixed(1);

/** The open-loop rows of one rate: the median slice's p50 and the worst slice's p99, as for saturation. */
function fixedRateReport(rate: number, targets: Target[], slices: Map<Target, FixedRateResult[]>, loadBefore: string): string {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [
    `${rate} saves/s sent whatever the answers (open loop), the students in turn, ${seconds} s per target ` +
      `in ${rounds} slices taken in turn; latency from each save's scheduled send time. ` +
      `Load average ${loadBefore} before and ${load()} after.`,
    '',
    '| target | saves/s sent | p50 ms | p90 ms | p99 ms | max ms | requests | failures | driver lag max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...targets.map((target) => {
      const runs = slices.get(target) ?? [];
      const failures = runs.reduce((sum, run) => sum + run.failures, 0);
      const why = runs.find((run) => run.firstFailure)?.firstFailure;
      return (
        `| ${target.name} | ${rate} | ${median(runs.map((run) => run.p50))} | ${median(runs.map((run) => run.p90))} | ` +
        `${Math.max(...runs.map((run) => run.p99))} | ${Math.max(...runs.map((run) => run.max))} | ` +
        `${runs.reduce((sum, run) => sum + run.requests, 0)} | ${failures}${why ? ` (${why})` : ''} | ` +
        `${Math.max(...runs.map((run) => run.maxSendLagMs))} |`
      );
    }),
  ].join('\n');
}

function report(targets: Target[], slices: Map<Target, Measure[]>, loadBefore: string): string {
  const rows = targets.map((target) => ({ name: target.name, ...summary(slices.get(target) ?? []) }));
  const baseline = rows[0].requestsPerSecond;
  return [
    `${students} signed-in students (one connection each), ${seconds} s per target in ${rounds} slices taken in turn, ` +
      `a ${pageQuestions.length}-answer page per request, every value new. p50: the median slice's; p99: the worst slice's. ` +
      `${cpus().length} CPUs, load average ${loadBefore} before and ${load()} after.`,
    '',
    '| target | requests/s | p50 ms | p99 ms | throughput / baseline | requests | failures | server CPU ms/request | Postgres CPU ms/request |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ` +
        `${(row.requestsPerSecond / baseline).toFixed(2)} | ${row.requests} | ${row.failures} | ` +
        `${row.serverCpuPerRequest.toFixed(2)} | ${row.postgresCpuPerRequest.toFixed(2)} |`,
    ),
  ].join('\n');
}

/** The highest rate each target served with a p99 under the target, of the rates measured. */
function servedRatesReport(targets: Target[], byRate: Map<number, Map<Target, FixedRateResult[]>>): string {
  return [
    `| target | highest rate with p99 under ${p99TargetMs} ms (of ${fixedRates.join(', ')} saves/s) |`,
    '|---|---:|',
    ...targets.map((target) => {
      const served = fixedRates.filter((rate) => {
        const runs = byRate.get(rate)?.get(target) ?? [];
        return runs.length > 0 && runs.every((run) => run.failures === 0 && run.p99 < p99TargetMs);
      });
      return `| ${target.name} | ${served.length ? Math.max(...served) : 'none'} |`;
    }),
  ].join('\n');
}

/** Starts a checkout's built server on a database of its own and signs its students in. */
async function startCheckout(checkout: Checkout): Promise<void> {
  checkout.app = await startApp(
    // 100 students save from this one address, thousands of times a second: far past the limit a classroom needs.
    {
      DATABASE_URL: checkout.databaseUrl,
      TRUST_PROXY: 'loopback',
      GRAPHQL_RATE_LIMIT: '100000000',
      SAVE_RATE_LIMIT: '100000000',
      WEB_CONCURRENCY: String(checkout.webConcurrency),
    },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    checkout.root,
  );
  Object.assign(checkout, await signInStudents(checkout.app!.url, checkout.databaseUrl, students, 'bench', checkout.root));
}

/** A checkout's two targets: REST and the client's mutation. */
function targetsOf({ label, root, databaseUrl, app, cookies }: Checkout): Target[] {
  const server = { url: app!.url, cookies, pid: app!.child.pid!, databaseUrl };
  const named = (name: string) => `${name} (${label})`;
  return [
    { ...server, name: named('PUT /api/answer'), method: 'PUT', path: '/api/answer', body: () => JSON.stringify(pageAnswers()) },
    { ...server, name: named('saveAnswers mutation'), method: 'POST', path: '/graphql', body: saveMutationOf(root) },
  ];
}

function commitOf(root: string): string {
  return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
}

async function main(): Promise<void> {
  const checkout = (label: string, root: string, webConcurrency: number, purpose: string): Checkout => ({
    label,
    root,
    webConcurrency,
    databaseUrl: throwawayDatabaseUrl(purpose),
    cookies: [],
    userIds: [],
  });
  const checkouts = [
    checkout('WEB_CONCURRENCY=1', repoRoot, 1, 'bench_save'),
    checkout('WEB_CONCURRENCY=2', repoRoot, 2, 'bench_save_cluster'),
    ...(compareRoot ? [checkout(commitOf(compareRoot), compareRoot, 1, 'bench_save_compare')] : []),
  ];
  let baseline: { url: string; child: ChildProcess } | undefined;
  try {
    for (const checkout of checkouts) await startCheckout(checkout);
    const [current] = checkouts;
    baseline = await startBaseline(current.databaseUrl);
    const [rest, ...others] = checkouts.flatMap(targetsOf);
    const targets: Target[] = [
      {
        name: 'bare baseline (node:http + pg)',
        url: baseline.url,
        method: 'PUT',
        path: '/api/answer',
        body: () => JSON.stringify(pageAnswers()),
        cookies: current.userIds.map((id) => `student=${id}`),
        pid: baseline.child.pid!,
        databaseUrl: current.databaseUrl,
      },
      rest,
      ...others,
    ];
    // An app's warm-up also creates the students' applications (on first use), which the baseline then saves into.
    for (const target of [rest, ...targets.filter((target) => target !== rest)]) await run(target, warmUpSeconds);
    const loadBefore = load();
    const slices = await interleaved(targets, run, 'at saturation');
    for (const { databaseUrl } of checkouts) {
      const saving = await savingStudents(databaseUrl);
      if (saving !== students) throw new Error(`${saving} students saved, expected ${students}`);
    }
    console.log(report(targets, slices, loadBefore));
    const byRate = new Map<number, Map<Target, FixedRateResult[]>>();
    for (const rate of fixedRates) {
      const openLoadBefore = load();
      byRate.set(rate, await interleaved(targets, runFixedRate(rate), `at ${rate} saves/s`));
      console.log(`\n${fixedRateReport(rate, targets, byRate.get(rate)!, openLoadBefore)}`);
    }
    if (fixedRates.length > 0) console.log(`\n${servedRatesReport(targets, byRate)}`);
  } finally {
    baseline?.child.kill('SIGTERM');
    for (const { app, databaseUrl } of checkouts) {
      await app?.stop();
      await dropDatabase(databaseUrl);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
