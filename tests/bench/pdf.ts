// The application PDF benchmark (npm run bench:pdf), for this build with each Chromium and, with BENCH_COMPARE=<another
// built checkout>, for that one in the same run: (1) the worker's job on a warm worker (pdf-jobs.ts, a process per build):
// seconds per PDF with 0 and 3 attachments, CPU per PDF, PDFs a minute with two jobs in flight, peak memory; (2) what a
// student waits: the built app and its worker process as deployed, students submitting one after another, from the
// submit's answer until GET /api/pdf says COMPLETED, against a bare print of the same page in the same run, with the
// worker's CPU per PDF and its peak memory with its Chromium's.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot, startApp, startWorker } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import { signInStudents } from './students';

const load = createRequire(import.meta.url);
// Test code, not built: loaded through @swc-node/register.
const { richAnswers } = load('../../server/src/testing/rich-application.ts') as typeof import('../../server/src/testing/rich-application');
const { descendants } = load('../../server/src/testing/processes.ts') as typeof import('../../server/src/testing/processes');
// This build's own printing, for the bare print.
const { Chromium } = load('../../server/dist/server/src/chromium.js') as typeof import('../../server/src/chromium');
const { loadConfig } = load('../../server/dist/server/src/config.js') as typeof import('../../server/src/config');
const { hashToken } = load('../../server/dist/server/src/secrets.js') as typeof import('../../server/src/secrets');

const students = Number(process.env.BENCH_STUDENTS ?? 20);
const studentWarmUps = 2;
/** The full browser, measured beside the headless shell this build uses by default. */
const fullChromium = '/usr/bin/chromium';
/** A Redis database of the benchmark's own, emptied before and after each build's worker. */
const redisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/14`;

interface Build {
  name: string;
  root: string;
  /** CHROMIUM_PATH for its worker; its own default when undefined. */
  chromium?: string;
}

const commitOf = (root: string) => execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const builds: Build[] = [
  ...(process.env.BENCH_COMPARE ? [{ name: `${commitOf(process.env.BENCH_COMPARE)} (BENCH_COMPARE)`, root: path.resolve(process.env.BENCH_COMPARE) }] : []),
  { name: `${commitOf(repoRoot)} (this build)`, root: repoRoot },
  { name: `${commitOf(repoRoot)} (this build, full chromium)`, root: repoRoot, chromium: fullChromium },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const load1 = () => loadavg()[0].toFixed(1);

interface JobsResult {
  chromium: string;
  cases: { case: string; pdfKb: number; pdfs: number; p50: number; p95: number; cpuMs: number; load: number; steps?: Record<string, number> }[];
  inFlight: { pdfs: number; perMinute: number; cpuMs: number; load: number };
  peakMb: { worker: number; chromium: number; both: number };
}

/** pdf-jobs.ts for one build, in a process of its own; its last line of output is the answer. */
function jobsOf(build: Build): Promise<JobsResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', '--import', '@swc-node/register/esm-register', path.join(import.meta.dirname, 'pdf-jobs.ts')],
      {
        cwd: repoRoot,
        env: { ...process.env, BENCH_ROOT: build.root, ...(build.chromium ? { CHROMIUM_PATH: build.chromium } : {}) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`pdf-jobs.ts for ${build.name} exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as JobsResult);
    });
  });
}

interface StudentsResult {
  waits: number[];
  /** Medians, in ms, by the PDF rows' own times: requested (at submit) → started by the worker → finished. */
  rows: { queued: number; made: number };
  cpuMs: number;
  peakMb: { worker: number; workerPss: number; chromium: number; both: number };
  bare: number[];
  load: string;
}

async function emptyRedis() {
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
}

/** A student's rich application, answered over HTTP as the client saves it, ready to submit. */
async function answered(url: string, cookie: string) {
  const send = async (method: string, pathname: string, body: unknown) => {
    const response = await fetch(`${url}${pathname}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  };
  // The instances open first: a server that keeps no hidden answer would drop the other colleges' otherwise.
  await send('PUT', '/api/add-another', { button_id: 'college', num_components: 4 });
  await send('PUT', '/api/add-another', { button_id: 'employment', num_components: 2 });
  await send('PUT', '/api/tabs', { tab_id: 'transcript', chosen_tab: 'upload' });
  await send('PUT', '/api/answer', richAnswers);
}

/** The time from the submit's answer until GET /api/pdf says COMPLETED, asked every 20 ms. */
async function studentWait(url: string, cookie: string): Promise<number> {
  const submitted = await fetch(`${url}/api/submit`, { method: 'POST', headers: { cookie } });
  if (!submitted.ok) throw new Error(`POST /api/submit answered ${submitted.status}`);
  const start = performance.now();
  for (;;) {
    const { status } = (await (await fetch(`${url}/api/pdf`, { headers: { cookie } })).json()) as { status: string };
    if (status === 'COMPLETED') return performance.now() - start;
    if (status === 'FAILED') throw new Error('the PDF failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The read-only view's page of a submitted application of this build's app, through a staff link minted in the database. */
async function viewPageOf(url: string, databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const token = `bench-${process.pid}-${Date.now()}`;
  try {
    await client.query(
      `INSERT INTO service_token (token_hash, application_id, purpose, expires_at)
       SELECT $1, id, 'staff', now() + interval '1 hour' FROM application WHERE submitted_at IS NOT NULL LIMIT 1`,
      [hashToken(token)],
    );
  } finally {
    await client.end();
  }
  return (await fetch(`${url}/about?service_token=${token}`)).text();
}

/** `html` printed bare in a Chromium of this process: setContent and a tagged, bookmarked page.pdf with heads, in a kept page. */
async function barePrints(html: string, chromiumPath: string | undefined): Promise<number[]> {
  const chromium = new Chromium(chromiumPath);
  const times: number[] = [];
  try {
    for (let run = 0; run < 3 + 10; run++) {
      const start = performance.now();
      await chromium.withKeptPage(async (page) => {
        await page.setContent(html, { waitUntil: 'load' });
        await page.pdf({ format: 'Letter', displayHeaderFooter: true, headerTemplate: '<span class="title"></span>', footerTemplate: '<span class="pageNumber"></span>', tagged: true, outline: true });
      });
      if (run >= 3) times.push(performance.now() - start);
    }
  } finally {
    await chromium.close();
  }
  return times.sort((a, b) => a - b);
}

/** Where a student's wait went, by the PDF rows of the students measured (the warm-ups' left out): their medians, in ms. */
async function pdfRowTimes(databaseUrl: string): Promise<{ queued: number; made: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ queued: number; made: number }>(
      `SELECT extract(epoch FROM started_at - requested_at) * 1000 AS queued, extract(epoch FROM finished_at - started_at) * 1000 AS made
       FROM application_pdf ORDER BY requested_at OFFSET $1`,
      [studentWarmUps],
    );
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
    return { queued: median(rows.map((row) => Number(row.queued))), made: median(rows.map((row) => Number(row.made))) };
  } finally {
    await client.end();
  }
}

/**
 * The build as deployed: its web app and, in a process of its own, its worker; students submit one after another. Then
 * the bare print of the same page in the same run: this build's page (`page`, when another build is measured: an older
 * one serves none).
 */
async function studentsOf(build: Build, page: string | null): Promise<StudentsResult & { page: string }> {
  const databaseUrl = throwawayDatabaseUrl('bench_pdf_students');
  const environment = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'bench-pdf-students-')),
    WORKERS: 'off',
    ...(build.chromium ? { CHROMIUM_PATH: build.chromium } : {}),
  };
  await emptyRedis();
  const app = await startApp(environment, [], build.root);
  const worker = await startWorker({ ...environment, APP_URL: app.url }, build.root);
  const workerTree = () => [worker.child.pid!, ...descendants(worker.child.pid).map((info) => info.pid)];
  const peak = { worker: 0, workerPss: 0, chromium: 0, both: 0 };
  const sampler = setInterval(() => {
    const below = descendants(worker.child.pid);
    const own = descendants().find((info) => info.pid === worker.child.pid);
    const chromium = below.reduce((sum, info) => sum + info.pssBytes, 0);
    peak.worker = Math.max(peak.worker, own?.rssBytes ?? 0);
    peak.workerPss = Math.max(peak.workerPss, own?.pssBytes ?? 0);
    peak.chromium = Math.max(peak.chromium, chromium);
    peak.both = Math.max(peak.both, (own?.rssBytes ?? 0) + chromium);
  }, 100);
  const cpuMsOfWorker = () => descendants().filter((info) => workerTree().includes(info.pid)).reduce((sum, info) => sum + info.cpuMs, 0);
  try {
    const { cookies } = await signInStudents(app.url, databaseUrl, studentWarmUps + students, 'pdf', build.root);
    for (const cookie of cookies) await answered(app.url, cookie);
    const waits: number[] = [];
    let cpuBefore = 0;
    for (const [index, cookie] of cookies.entries()) {
      if (index === studentWarmUps) cpuBefore = cpuMsOfWorker();
      const wait = await studentWait(app.url, cookie);
      if (index >= studentWarmUps) waits.push(wait);
    }
    const cpuMs = (cpuMsOfWorker() - cpuBefore) / students;
    const load = load1();
    const rows = await pdfRowTimes(databaseUrl);
    const html = page ?? (await viewPageOf(app.url, databaseUrl));
    const bare = await barePrints(html, build.chromium ?? loadConfig({}).chromiumPath);
    const peakMb = { worker: peak.worker / 2 ** 20, workerPss: peak.workerPss / 2 ** 20, chromium: peak.chromium / 2 ** 20, both: peak.both / 2 ** 20 };
    return { waits: waits.sort((a, b) => a - b), rows, cpuMs, peakMb, bare, load, page: html };
  } finally {
    clearInterval(sampler);
    await worker.stop();
    await app.stop();
    await dropDatabase(databaseUrl);
    await emptyRedis();
  }
}

async function main() {
  console.error(`${cpus().length} cores, load average ${load1()} at the start; builds: ${builds.map((build) => build.name).join(', ')}`);
  const jobs: [Build, JobsResult][] = [];
  for (const build of builds) jobs.push([build, await jobsOf(build)]);

  // This build's page is every build's bare print: this build's students go first.
  const studentRuns: [Build, StudentsResult][] = [];
  let page: string | null = null;
  for (const build of [...builds].sort((a, b) => Number(a.root !== repoRoot) - Number(b.root !== repoRoot))) {
    const result = await studentsOf(build, page);
    page = result.page;
    studentRuns.push([build, result]);
    console.error(`${build.name}: students waited p50 ${seconds(percentile(result.waits, 50))} s`);
  }

  console.log('\nThe worker\'s job (pdf-jobs.ts): seconds per PDF on a warm worker, one after another\n');
  console.log('| build | Chromium | case | PDF size | PDFs | p50 s | p95 s | CPU s per PDF | load average |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
  for (const [build, result] of jobs) {
    for (const row of result.cases) {
      console.log(`| ${build.name} | ${path.basename(result.chromium)} | ${row.case} | ${row.pdfKb} kB | ${row.pdfs} | ${seconds(row.p50)} | ${seconds(row.p95)} | ${seconds(row.cpuMs)} | ${row.load.toFixed(1)} |`);
    }
  }
  console.log('\nTwo jobs in flight (3 attachments, each job on its own application), and the peak memory of the benchmark\'s worker process (swc included) and its Chromium\n');
  console.log('| build | Chromium | PDFs | PDFs a minute | CPU s per PDF | load average | peak memory: process RSS + Chromium PSS |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  for (const [build, { chromium, inFlight, peakMb }] of jobs) {
    console.log(`| ${build.name} | ${path.basename(chromium)} | ${inFlight.pdfs} | ${inFlight.perMinute.toFixed(0)} | ${seconds(inFlight.cpuMs)} | ${inFlight.load.toFixed(1)} | ${peakMb.worker.toFixed(0)} + ${peakMb.chromium.toFixed(0)} = ${peakMb.both.toFixed(0)} MB |`);
  }
  console.log(`\nWhat a student waits: submit answered → COMPLETED (GET /api/pdf every 20 ms), ${students} students one after another, the build's worker.js as deployed; a bare print of this build's page in the same run\n`);
  console.log('| build | wait p50 s | wait p95 s | of which: queued, made (row medians, ms) | bare print p50 s | wait p50 / bare p50 | worker CPU s per PDF | peak memory: worker.js RSS (PSS) + Chromium PSS | load average |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const [build, result] of studentRuns) {
    const [wait, bare] = [percentile(result.waits, 50), percentile(result.bare, 50)];
    console.log(
      `| ${build.name} | ${seconds(wait)} | ${seconds(percentile(result.waits, 95))} | ${result.rows.queued.toFixed(0)}, ${result.rows.made.toFixed(0)} | ${seconds(bare)} | ${(wait / bare).toFixed(2)} | ${seconds(result.cpuMs)} | ` +
        `${result.peakMb.worker.toFixed(0)} (${result.peakMb.workerPss.toFixed(0)}) + ${result.peakMb.chromium.toFixed(0)} = ${result.peakMb.both.toFixed(0)} MB | ${result.load} |`,
    );
  }
  const profiles = jobs.flatMap(([build, result]) => result.cases.filter((row) => row.steps).map((row) => [build, row] as const));
  for (const [build, row] of profiles) {
    console.log(`\n${build.name}, ${row.case}: median ms by step of the job`);
    for (const [step, ms] of Object.entries(row.steps!)) console.log(`  ${step.padEnd(40)} ${String(ms).padStart(6)}`);
  }
}

await main();
