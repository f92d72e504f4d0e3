// The staff reader benchmark (npm run bench:reader): over 20,000 applications (reader-data.ts) on the built server, the
// worklist's own query (the client's persisted operation, 25 rows) one at a time, at a fixed rate and at saturation;
// moving to the next application in the reader in Chromium once it is fetched ahead; the first byte of an applicant's
// ZIP; the CSV export of every row with the server's memory sampled meanwhile; and the student /about page's weight.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from '../e2e/app-process';
import { launchBrowser } from '../e2e/browser';
import { dropDatabase, dropRedisKeys, throwawayDatabaseUrl, throwawayRedisPrefix } from '../e2e/databases';
import { postgresBackends, postgresCpuSince, treeCpuMs } from './cpu';
import { fixedRate } from './fixed-rate';
import { documentKeys, seedApplications, writeFiles } from './reader-data';

const applications = Number(process.env.BENCH_APPLICATIONS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const warmUp = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
/** Worklist pages a second at the fixed rate: an office of 50 readers each turning a page every 5 s at its busiest. */
const rate = Number(process.env.BENCH_RATE ?? 10);
/** Requests in flight at once at saturation (closed loop): two cores are busy with 4 (more only queue). */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const moves = Number(process.env.BENCH_MOVES ?? 40);
const packets = Number(process.env.BENCH_PACKETS ?? 50);
/** Another built checkout whose /about is weighed beside this one's (BENCH_COMPARE=/tmp/before). */
const compareRoot = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : undefined;
/** The parts to run (BENCH_PARTS=csv,zip), all by default. */
const parts = new Set((process.env.BENCH_PARTS ?? 'worklist,reader,zip,csv,about').split(','));
/** A folder to write the server's V8 CPU profile into (BENCH_PROFILE=/tmp/profile), to see where its time goes. */
const profileDir = process.env.BENCH_PROFILE;
/** The client's worklist page size (client/src/staff/WorklistPage.tsx). */
const pageSize = 25;

const databaseUrl = throwawayDatabaseUrl('bench_reader');
const redisPrefix = throwawayRedisPrefix();
const cliScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const load = () => loadavg()[0].toFixed(1);

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   p99 ${ms(percentile(sorted, 99))}   (${sorted.length})`;
}

/** The worklist page's query as the staff client persisted it: its id. */
function worklistQueryId(): string {
  const operations = JSON.parse(readFileSync(path.join(repoRoot, 'client', 'persisted-operations.json'), 'utf8')) as Record<string, string>;
  return Object.entries(operations).find(([, text]) => text.startsWith('query WorklistPageQuery('))![0];
}

interface Worklist {
  label: string;
  variables: Record<string, unknown>;
}

/** The worklist's pages measured: the first, as it opens, and the lists staff filter to most. */
function worklists(): Worklist[] {
  const base = { webStatus: null, submittedFrom: null, submittedTo: null, search: null, order: 'SUBMITTED_DESC', count: pageSize };
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
  return [
    { label: 'first page (all, newest submitted first)', variables: base },
    { label: 'submitted in the last 7 days', variables: { ...base, webStatus: 'submitted', submittedFrom: weekAgo } },
    { label: 'drafts (started), by name', variables: { ...base, webStatus: 'started', order: 'NAME_ASC' } },
    { label: 'search "garcia"', variables: { ...base, search: 'garcia' } },
  ];
}

function worklistBody(worklist: Worklist): string {
  return JSON.stringify({ id: worklistQueryId(), variables: worklist.variables });
}

async function worklistPage(url: string, token: string, body: string): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { data?: { applications: { edges: unknown[] } }; errors?: unknown };
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.applications.edges.length;
}

/** One request at a time, after `warmUp` not counted (the statements' plans, the JIT). */
async function oneAtATime(app: RunningApp, token: string, worklist: Worklist): Promise<void> {
  const body = worklistBody(worklist);
  for (let round = 0; round < warmUp; round++) await worklistPage(app.url, token, body);
  const times: number[] = [];
  let rows = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    rows = await worklistPage(app.url, token, body);
    times.push(performance.now() - started);
  }
  console.log(`  ${worklist.label.padEnd(44)} ${summary(times)}, ${rows} rows`);
}

/** `connections` requests always in flight for `seconds`: the most the server answers, and how long each waits then. */
async function saturated(app: RunningApp, token: string, worklist: Worklist): Promise<void> {
  const body = worklistBody(worklist);
  const times: number[] = [];
  const cpuBefore = { server: treeCpuMs(app.child.pid!), postgres: postgresBackends(databaseUrl) };
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        await worklistPage(app.url, token, body);
        times.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const [serverCpu, postgresCpu] = [treeCpuMs(app.child.pid!) - cpuBefore.server, postgresCpuSince(databaseUrl, cpuBefore.postgres)];
  console.log(
    `  ${worklist.label.padEnd(44)} ${(times.length / elapsed).toFixed(0).padStart(4)} pages/s   ${summary(times)}   ` +
      `CPU a page: server ${(serverCpu / times.length).toFixed(1)} ms, PostgreSQL ${(postgresCpu / times.length).toFixed(1)} ms   load ${load()}`,
  );
}

async function atFixedRate(app: RunningApp, token: string, worklist: Worklist): Promise<void> {
  const body = worklistBody(worklist);
  const result = await fixedRate({
    url: app.url,
    rate,
    seconds,
    request: () => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    }),
  });
  console.log(
    `  ${worklist.label.padEnd(44)} ${rate}/s: p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   p99 ${ms(result.p99)}   ` +
      `max ${ms(result.max)}   ${result.failures} failed of ${result.requests}   load ${load()}`,
  );
}

/** Opens the reader on the newest submitted application of the "submitted" list and moves `moves` times with j, each once the neighbours are fetched. */
async function readerMoves(browser: Browser, app: RunningApp, token: string, firstNumber: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/staff/sign-in`);
    const status = await page.evaluate(
      async (body) => (await fetch('/staff/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      JSON.stringify({ token }),
    );
    if (status !== 200) throw new Error(`the staff sign-in answered ${status}`);
    const inFlight = requestsInFlight(context);
    const opened = performance.now();
    await page.goto(`${app.url}/staff/applications/${firstNumber}?status=submitted`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const firstOpen = performance.now() - opened;
    // The time from the key's press to the frame after the next application's number shows, in the page's own clock.
    await page.evaluate(() => {
      const state = window as unknown as { moves: number[] };
      state.moves = [];
      let pressed = 0;
      let before = '';
      const shown = () => document.querySelector('.reader-facts dd')?.textContent ?? '';
      addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'j') return;
          pressed = performance.now();
          before = shown();
        },
        true,
      );
      new MutationObserver(() => {
        if (!pressed || !shown() || shown() === before) return;
        const from = pressed;
        pressed = 0;
        requestAnimationFrame(() => setTimeout(() => state.moves.push(performance.now() - from)));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    for (let move = 0; move < moves; move++) {
      await inFlight.quiet(300);
      await page.keyboard.press('j');
      await page.waitForFunction((count) => (window as unknown as { moves: number[] }).moves.length > count, move);
    }
    const times = await page.evaluate(() => (window as unknown as { moves: number[] }).moves);
    console.log(
      `  first open (cold) ${ms(firstOpen)}; next application shown, its neighbours fetched ahead: ${summary(times)}   load ${load()}`,
    );
  } finally {
    await context.close();
  }
}

/** Counts a context's requests in flight; `quiet(ms)` resolves once none has been for `ms`. */
function requestsInFlight(context: BrowserContext) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = performance.now();
  };
  context.on('request', () => change(1));
  context.on('requestfinished', () => change(-1));
  context.on('requestfailed', () => change(-1));
  return {
    async quiet(quietMs: number) {
      while (inFlight > 0 || performance.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
}

/**
 * GETs `pathname` with the token (and, with `gzip`, accepting gzip as a browser does): when the answer's first byte
 * came, when it ended, the bytes sent; its body, decoded, to `onChunk` or kept.
 */
function timedGet(
  url: string,
  token: string,
  pathname: string,
  { gzip = false, onChunk }: { gzip?: boolean; onChunk?: (chunk: Buffer) => void } = {},
) {
  return new Promise<{ firstByte: number; total: number; body: Buffer[]; bytes: number; encoding: string }>((resolve, reject) => {
    const started = performance.now();
    const origin = new URL(url);
    const headers = { authorization: `Bearer ${token}`, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) };
    const req = httpRequest({ host: origin.hostname, port: origin.port, path: pathname, headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${pathname} answered ${res.statusCode}`));
      const encoding = res.headers['content-encoding'] ?? 'identity';
      let firstByte = 0;
      let bytes = 0;
      const body: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        firstByte ||= performance.now() - started;
        bytes += chunk.length;
      });
      const decoded = encoding === 'gzip' ? res.pipe(createGunzip()) : res;
      decoded.on('data', (chunk: Buffer) => (onChunk ? onChunk(chunk) : body.push(chunk)));
      decoded.on('end', () => resolve({ firstByte, total: performance.now() - started, body, bytes, encoding }));
      decoded.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function packetFirstBytes(app: RunningApp, token: string, ids: string[]): Promise<void> {
  const first = await timedGet(app.url, token, `/staff/applications/${ids[0]}/files.zip`);
  const entries = Object.keys((await JSZip.loadAsync(Buffer.concat(first.body))).files);
  if (entries.length !== 1 + documentKeys.length) throw new Error(`the ZIP holds ${entries.join(', ')}`);
  const firstBytes: number[] = [];
  const totals: number[] = [];
  for (const id of ids) {
    const { firstByte, total } = await timedGet(app.url, token, `/staff/applications/${id}/files.zip`);
    firstBytes.push(firstByte);
    totals.push(total);
  }
  console.log(
    `  first byte ${summary(firstBytes)}; whole (${(first.bytes / 1000).toFixed(0)} kB, ${entries.length} files) ${summary(totals)}   load ${load()}`,
  );
}

/** The server's resident memory now, from /proc. */
function rssMb(pid: number): number {
  return Number(/^VmRSS:\s*(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/**
 * Exports every application as CSV through the worklist's route, as a browser downloads it (gzip), counting its
 * records (quoted newlines are not records), the server's memory sampled meanwhile.
 */
async function csvExport(app: RunningApp, token: string, gzip: boolean): Promise<void> {
  const pid = app.child.pid!;
  const samples: number[] = [rssMb(pid)];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 100);
  const cpuBefore = { server: treeCpuMs(pid), postgres: postgresBackends(databaseUrl) };
  let lines = 0;
  let quoted = false;
  const result = await timedGet(app.url, token, '/staff/exports/applications?format=csv', {
    gzip,
    onChunk: (chunk) => {
      for (const byte of chunk) {
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) lines++;
      }
    },
  }).finally(() => clearInterval(sampler));
  samples.push(rssMb(pid));
  const [serverCpu, postgresCpu] = [treeCpuMs(pid) - cpuBefore.server, postgresCpuSince(databaseUrl, cpuBefore.postgres)];
  const rows = lines - 2;
  const quarter = Math.floor(samples.length / 4);
  console.log(
    `  ${result.encoding.padEnd(8)} ${rows} rows, ${(result.bytes / 1e6).toFixed(1)} MB sent in ${(result.total / 1000).toFixed(2)} s: ` +
      `${(rows / (result.total / 1000)).toFixed(0)} rows/s (first byte ${ms(result.firstByte)}); CPU a row: server ${((serverCpu * 1000) / rows).toFixed(0)} µs, ` +
      `PostgreSQL ${((postgresCpu * 1000) / rows).toFixed(0)} µs   load ${load()}\n` +
      `           server RSS (MB, every 100 ms): before ${samples[0].toFixed(0)}, after ${samples.at(-1)!.toFixed(0)}, ` +
      `min ${Math.min(...samples).toFixed(0)}, max ${Math.max(...samples).toFixed(0)}; ` +
      `the highest of each quarter ${[0, 1, 2, 3].map((q) => Math.max(...samples.slice(q * quarter, (q + 1) * quarter + 1)).toFixed(0)).join(', ')}`,
  );
}

/** The gzip bytes of the scripts and styles a visitor's /about loads, cold (page.ts's measure). */
async function aboutWeight(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const bodies: Promise<{ type: string; bytes: number }>[] = [];
    context.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body).length })));
    });
    const inFlight = requestsInFlight(context);
    const page = await context.newPage();
    await page.goto(`${url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
    await inFlight.quiet(500);
    const files = await Promise.all(bodies);
    const kB = (type: string) => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.bytes, 0) / 1000;
    return `JS ${kB('script').toFixed(1)} kB + CSS ${kB('stylesheet').toFixed(1)} kB = ${(kB('script') + kB('stylesheet')).toFixed(1)} kB gzip in ${files.length} files`;
  } finally {
    await context.close();
  }
}

async function compareAbout(browser: Browser, root: string): Promise<void> {
  const compareUrl = throwawayDatabaseUrl('bench_reader_compare');
  const other = await startApp({ DATABASE_URL: compareUrl, REDIS_PREFIX: throwawayRedisPrefix(), WORKERS: 'off' }, [], root);
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    console.log(`  ${`${root} (${commit})`.padEnd(30)} ${await aboutWeight(browser, other.url)}`);
  } finally {
    await other.stop();
    await dropDatabase(compareUrl);
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

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
console.log(
  `commit ${commit}, ${new Date().toISOString()}, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-reader-'));
const app = await startApp(
  { DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix, STORAGE_DIR: storageDir, WORKERS: 'off', GRAPHQL_RATE_LIMIT: '1000000' },
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
const client = new pg.Client(databaseUrl);
let browser: Browser | undefined;
try {
  await client.connect();
  const generating = performance.now();
  await writeFiles(storageDir);
  await seedApplications(client, applications);
  const submitted = (
    await client.query<{ id: string; number: number }>(
      `SELECT id, number FROM application WHERE submitted_at IS NOT NULL ORDER BY submitted_at DESC LIMIT $1`,
      [Math.max(packets, 1)],
    )
  ).rows;
  console.log(
    `${applications} applications (half submitted, ${documentKeys.length} documents each) generated in ` +
      `${((performance.now() - generating) / 1000).toFixed(1)} s; a reader's token`,
  );
  const token = cli('staff:create', 'reader@bench.example', '--role', 'reader');

  if (parts.has('worklist')) {
    console.log(`\nThe worklist's page (${pageSize} rows), one at a time, ${rounds} each after ${warmUp}; load ${load()}`);
    for (const worklist of worklists()) await oneAtATime(app, token, worklist);
    console.log(`\nAt a fixed rate, ${seconds} s each`);
    for (const worklist of worklists().slice(0, 2)) await atFixedRate(app, token, worklist);
    console.log(`\nAt saturation, ${connections} in flight, ${seconds} s each`);
    for (const worklist of worklists().slice(0, 2)) await saturated(app, token, worklist);
  }
  browser = await launchBrowser();
  if (parts.has('reader')) {
    console.log(`\nThe reader in Chromium, ${moves} moves with j through the submitted list`);
    await readerMoves(browser, app, token, submitted[0].number);
  }
  if (parts.has('zip')) {
    console.log(`\nAn applicant's ZIP (the application PDF and ${documentKeys.length} documents), ${packets} applicants in turn`);
    await packetFirstBytes(app, token, submitted.map((row) => row.id).slice(0, packets));
  }
  if (parts.has('csv')) {
    console.log('\nThe CSV export of every application (the worklist route, as a reader): as a browser downloads it, and plain, twice');
    for (const gzip of [true, false, true, false]) await csvExport(app, token, gzip);
  }
  if (parts.has('about')) {
    console.log("\nThe student /about page's weight, a visitor, cold");
    console.log(`  ${`this build (${commit})`.padEnd(30)} ${await aboutWeight(browser, app.url)}`);
    if (compareRoot) await compareAbout(browser, compareRoot);
  }
  console.log(
    `\nload average at the end ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser?.close();
  await client.end();
  await app.stop();
  await dropDatabase(databaseUrl);
  await dropRedisKeys(redisPrefix);
  await rm(storageDir, { recursive: true, force: true });
}
