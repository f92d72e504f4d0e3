// The application PDF benchmark (npm run bench:pdf), for this build with each Chromium and, with BENCH_COMPARE=<another
// built checkout>, for that one in the same run, the builds taking turns so that the shared machine's load hits all
// alike: (1) the worker's job on a warm worker (pdf-jobs.ts, a process per build): seconds and CPU per PDF with 0 and 3
// attachments, PDFs a minute with two jobs in flight, peak memory; (2) what a student waits: each build's web app and
// worker process as deployed, students submitting in turn, from the submit's answer until GET /api/pdf says COMPLETED,
// against a bare print of the same page in the same round, with the worker's CPU per PDF and its peak memory.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot, startApp, startWorker, type RunningApp, type RunningWorker } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import type { JobsAnswer, JobsRequest } from './pdf-jobs';
import { signInStudents } from './students';

const load = createRequire(import.meta.url);
// Test code, not built: loaded through @swc-node/register.
const { richAnswersToSave } = load(
  '../../server/src/testing/rich-application.ts',
) as typeof import('../../server/src/testing/rich-application');
const { descendants } = load('../../server/src/testing/processes.ts') as typeof import('../../server/src/testing/processes');
// This build's own printing, for the bare print.
const { Chromium } = load('../../server/dist/server/src/chromium.js') as typeof import('../../server/src/chromium');
const { loadConfig } = load('../../server/dist/server/src/config.js') as typeof import('../../server/src/config');
const { hashToken } = load('../../server/dist/server/src/secrets.js') as typeof import('../../server/src/secrets');

/** Rounds in which every build takes its turn; each round's batch is a share of the whole. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const inFlightSeconds = Number(process.env.BENCH_FLIGHT_SECONDS ?? 40);
const students = Number(process.env.BENCH_STUDENTS ?? 20);
const studentWarmUps = 2;
/** The full browser, measured beside the headless shell this build uses by default. */
const fullChromium = '/usr/bin/chromium';
/** The benchmark's own Redis databases, a build's each, emptied before and after. */
const redisUrlOf = (index: number) => `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/${9 + index}`;

interface Build {
  name: string;
  root: string;
  /** CHROMIUM_PATH for its worker; its own default when undefined. */
  chromium?: string;
}

const commitOf = (root: string) => execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const builds: Build[] = [
  { name: `${commitOf(repoRoot)} (this build)`, root: repoRoot },
  { name: `${commitOf(repoRoot)} (this build, full chromium)`, root: repoRoot, chromium: fullChromium },
  // An older build's default is the full chromium: named, so that its bare print is made in the same one.
  ...(process.env.BENCH_COMPARE
    ? [
        {
          name: `${commitOf(process.env.BENCH_COMPARE)} (BENCH_COMPARE)`,
          root: path.resolve(process.env.BENCH_COMPARE),
          chromium: fullChromium,
        },
      ]
    : []),
];
/** Each round starts with another build, so that none always goes first or last. */
const turn = <T>(items: T[], round: number) => items.map((_, index) => items[(index + round) % items.length]);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** One build's pdf-jobs.ts, answering one batch at a time. */
class JobsWorker {
  private readonly child: ChildProcess;
  private readonly answers: JobsAnswer[] = [];
  private waiting?: { resolve: (answer: JobsAnswer) => void; reject: (error: Error) => void };

  constructor(build: Build) {
    this.child = fork(path.join(import.meta.dirname, 'pdf-jobs.ts'), [], {
      cwd: repoRoot,
      execArgv: ['-r', '@swc-node/register', '--import', '@swc-node/register/esm-register'],
      env: { ...process.env, BENCH_ROOT: build.root, ...(build.chromium ? { CHROMIUM_PATH: build.chromium } : {}) },
    });
    this.child.on('message', (answer: JobsAnswer) => {
      if (this.waiting) this.waiting.resolve(answer);
      else this.answers.push(answer);
    });
    this.child.on('exit', (code) => this.waiting?.reject(new Error(`pdf-jobs.ts for ${build.name} exited with ${code}`)));
  }

  next(): Promise<JobsAnswer> {
    const answer = this.answers.shift();
    if (answer) return Promise.resolve(answer);
    return new Promise((resolve, reject) => {
      this.waiting = {
        resolve: (received) => {
          this.waiting = undefined;
          resolve(received);
        },
        reject,
      };
    });
  }

  async ask<K extends JobsAnswer['kind']>(request: JobsRequest): Promise<Extract<JobsAnswer, { kind: K }>> {
    this.child.send(request);
    return (await this.next()) as Extract<JobsAnswer, { kind: K }>;
  }
}

interface JobsResult {
  times: Record<'0 attachments' | '3 attachments', number[]>;
  cpuMs: Record<'0 attachments' | '3 attachments', number>;
  loads: number[];
  inFlight: { pdfs: number; elapsedMs: number; cpuMs: number };
  finished?: Extract<JobsAnswer, { kind: 'finished' }>;
}

/** Part 1: every build's jobs, in rounds. */
async function jobs(): Promise<Map<Build, JobsResult>> {
  const workers = new Map<Build, JobsWorker>();
  // Set up one after another: each converts its documents and prints its warm-ups.
  for (const build of builds) {
    const worker = new JobsWorker(build);
    await worker.next();
    workers.set(build, worker);
  }
  const results = new Map<Build, JobsResult>(
    builds.map((build) => [
      build,
      {
        times: { '0 attachments': [], '3 attachments': [] },
        cpuMs: { '0 attachments': 0, '3 attachments': 0 },
        loads: [],
        inFlight: { pdfs: 0, elapsedMs: 0, cpuMs: 0 },
      },
    ]),
  );
  for (let round = 0; round < rounds; round++) {
    for (const build of turn(builds, round)) {
      const worker = workers.get(build)!;
      const result = results.get(build)!;
      for (const attachments of [0, 3] as const) {
        const label = `${attachments} attachments` as const;
        const batch = await worker.ask<'case'>({ kind: 'case', attachments, runs: Math.ceil(runs / rounds) });
        result.times[label].push(...batch.times);
        result.cpuMs[label] += batch.cpuMs;
        result.loads.push(batch.load);
      }
      const flight = await worker.ask<'in flight'>({ kind: 'in flight', seconds: inFlightSeconds / rounds });
      result.inFlight.pdfs += flight.pdfs;
      result.inFlight.elapsedMs += flight.elapsedMs;
      result.inFlight.cpuMs += flight.cpuMs;
      console.error(`round ${round + 1}: ${build.name} jobs, load ${flight.load.toFixed(1)}`);
    }
  }
  for (const build of builds) results.get(build)!.finished = await workers.get(build)!.ask<'finished'>({ kind: 'finish' });
  return results;
}

/** A build as deployed: its web app and, in a process of its own, its worker, with signed-in students. */
interface Deployed {
  build: Build;
  app: RunningApp;
  worker: RunningWorker;
  databaseUrl: string;
  redisUrl: string;
  cookies: string[];
  waits: number[];
  cpuMs: number;
  peak: { worker: number; workerPss: number; chromium: number };
}

async function emptyRedis(redisUrl: string) {
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
}

/** Sends the students' rich applications as the client saves them, ready to submit. */
async function answered(url: string, cookie: string) {
  const send = async (method: string, pathname: string, body: unknown) => {
    const response = await fetch(`${url}${pathname}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  };
  // The instances open first: a server that keeps no hidden answer would drop the other colleges' otherwise.
  await send('PUT', '/api/add-another', { button_id: 'college', num_components: 4 });
  await send('PUT', '/api/add-another', { button_id: 'employment', num_components: 2 });
  await send('PUT', '/api/tabs', { tab_id: 'transcript', chosen_tab: 'upload' });
  await send('PUT', '/api/answer', richAnswersToSave);
}

async function deploy(build: Build, index: number): Promise<Deployed> {
  const databaseUrl = throwawayDatabaseUrl('bench_pdf_students');
  const redisUrl = redisUrlOf(index);
  const environment = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'bench-pdf-students-')),
    WORKERS: 'off',
    ...(build.chromium ? { CHROMIUM_PATH: build.chromium } : {}),
  };
  await emptyRedis(redisUrl);
  const app = await startApp(environment, [], build.root);
  const worker = await startWorker({ ...environment, APP_URL: app.url }, build.root);
  const { cookies } = await signInStudents(app.url, databaseUrl, studentWarmUps + students, `pdf${index}`, build.root);
  for (const cookie of cookies) await answered(app.url, cookie);
  return { build, app, worker, databaseUrl, redisUrl, cookies, waits: [], cpuMs: 0, peak: { worker: 0, workerPss: 0, chromium: 0 } };
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

/** The worker process and its Chromium: the CPU they used so far, and their memory now (`all`: one reading of /proc). */
function workerTree(worker: RunningWorker, all = descendants()) {
  const own = all.find((info) => info.pid === worker.child.pid);
  const tree = new Set([worker.child.pid]);
  for (const info of all) if (tree.has(info.parent)) tree.add(info.pid);
  const below = all.filter((info) => tree.has(info.pid) && info.pid !== worker.child.pid);
  return {
    cpuMs: (own?.cpuMs ?? 0) + below.reduce((sum, info) => sum + info.cpuMs, 0),
    rss: own?.rssBytes ?? 0,
    pss: own?.pssBytes ?? 0,
    chromiumPss: below.reduce((sum, info) => sum + info.pssBytes, 0),
  };
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

/** Where a student's wait went, by the PDF rows of the students measured (the warm-ups' left out): medians, in ms. */
async function pdfRowTimes(databaseUrl: string): Promise<{ queued: number; made: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ queued: string; made: string }>(
      `SELECT extract(epoch FROM started_at - requested_at) * 1000 AS queued, extract(epoch FROM finished_at - started_at) * 1000 AS made
       FROM application_pdf ORDER BY requested_at OFFSET $1`,
      [studentWarmUps],
    );
    return {
      queued: percentile(
        rows.map((row) => Number(row.queued)),
        50,
      ),
      made: percentile(
        rows.map((row) => Number(row.made)),
        50,
      ),
    };
  } finally {
    await client.end();
  }
}

interface StudentsResult {
  deployed: Deployed[];
  /** Bare prints of this build's page, by Chromium binary. */
  bare: Map<string, number[]>;
  rows: Map<Deployed, { queued: number; made: number }>;
  load: number[];
}

/** Part 2: every build deployed at once, their students submitting in turn; a bare print per Chromium after each turn. */
async function studentsWait(): Promise<StudentsResult> {
  const deployed: Deployed[] = [];
  for (const [index, build] of builds.entries()) deployed.push(await deploy(build, index));
  // Every second, and one reading of /proc for all: reading it takes tens of milliseconds on a busy machine, which this
  // process's students and bare prints would otherwise wait out.
  const sampler = setInterval(() => {
    const all = descendants();
    for (const one of deployed) {
      const now = workerTree(one.worker, all);
      one.peak.worker = Math.max(one.peak.worker, now.rss);
      one.peak.workerPss = Math.max(one.peak.workerPss, now.pss);
      one.peak.chromium = Math.max(one.peak.chromium, now.chromiumPss);
    }
  }, 1000);
  // The bare print: this build's page, set into a kept page and printed tagged with its heads, in each Chromium.
  const binaries = [...new Set(builds.map((build) => build.chromium ?? loadConfig({}).chromiumPath!))];
  const bare = new Map(binaries.map((binary) => [binary, [] as number[]]));
  const printers = new Map(binaries.map((binary) => [binary, new Chromium(binary)]));
  const load: number[] = [];
  try {
    let page: string | undefined;
    for (let student = 0; student < studentWarmUps + students; student++) {
      for (const one of turn(deployed, student)) {
        const before = workerTree(one.worker).cpuMs;
        const wait = await studentWait(one.app.url, one.cookies[student]).catch((error: unknown) => {
          throw new Error(`${one.build.name}: ${(error as Error).message}; its server said:\n${one.app.output().slice(-3000)}`);
        });
        if (student < studentWarmUps) continue;
        one.waits.push(wait);
        one.cpuMs += workerTree(one.worker).cpuMs - before;
      }
      const own = deployed.find((one) => one.build.root === repoRoot)!;
      page ??= await viewPageOf(own.app.url, own.databaseUrl);
      for (const [binary, chromium] of printers) {
        const start = performance.now();
        await chromium.withKeptPage(async (kept) => {
          await kept.setContent(page!, { waitUntil: 'load' });
          await kept.pdf({
            format: 'Letter',
            displayHeaderFooter: true,
            headerTemplate: '<span class="title"></span>',
            footerTemplate: '<span class="pageNumber"></span>',
            tagged: true,
            outline: true,
          });
        });
        if (student >= studentWarmUps) bare.get(binary)!.push(performance.now() - start);
      }
      load.push(loadavg()[0]);
    }
    const rows = new Map<Deployed, { queued: number; made: number }>();
    for (const one of deployed) rows.set(one, await pdfRowTimes(one.databaseUrl));
    return { deployed, bare, rows, load };
  } finally {
    clearInterval(sampler);
    for (const chromium of printers.values()) await chromium.close();
    for (const one of deployed) {
      await one.worker.stop();
      await one.app.stop();
      await dropDatabase(one.databaseUrl);
      await emptyRedis(one.redisUrl);
    }
  }
}

async function main() {
  console.error(
    `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start; builds: ${builds.map((build) => build.name).join(', ')}`,
  );
  const jobResults = await jobs();
  const waited = await studentsWait();

  console.log(
    `\nThe worker's job (pdf-jobs.ts): seconds per PDF on a warm worker, one after another; ${rounds} rounds, the builds in turn\n`,
  );
  console.log('| build | Chromium | case | PDF size | PDFs | p50 s | p95 s | CPU s per PDF | load average |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
  for (const [build, result] of jobResults) {
    for (const label of ['0 attachments', '3 attachments'] as const) {
      const times = result.times[label];
      console.log(
        `| ${build.name} | ${path.basename(result.finished!.chromium)} | ${label} | ${result.finished!.pdfKb[label]} kB | ${times.length} | ` +
          `${seconds(percentile(times, 50))} | ${seconds(percentile(times, 95))} | ${seconds(result.cpuMs[label] / times.length)} | ` +
          `${Math.min(...result.loads).toFixed(1)}–${Math.max(...result.loads).toFixed(1)} |`,
      );
    }
  }
  console.log(
    `\nTwo jobs in flight (3 attachments, each job on its own application), ${inFlightSeconds} s a build; the peak memory of the benchmark's worker process (swc included) and its Chromium\n`,
  );
  console.log('| build | PDFs | PDFs a minute | CPU s per PDF | peak memory: process RSS + Chromium PSS |');
  console.log('|---|---:|---:|---:|---|');
  for (const [build, { inFlight, finished }] of jobResults) {
    const { worker, chromium, both } = finished!.peakMb;
    console.log(
      `| ${build.name} | ${inFlight.pdfs} | ${((inFlight.pdfs / inFlight.elapsedMs) * 60_000).toFixed(0)} | ${seconds(inFlight.cpuMs / inFlight.pdfs)} | ` +
        `${worker.toFixed(0)} + ${chromium.toFixed(0)} = ${both.toFixed(0)} MB |`,
    );
  }
  console.log(
    `\nWhat a student waits: submit answered → COMPLETED (GET /api/pdf every 20 ms), ${students} students a build, the builds in turn, ` +
      `each its worker.js as deployed; after each turn a bare print of this build's page in each Chromium (load average ` +
      `${Math.min(...waited.load).toFixed(1)}–${Math.max(...waited.load).toFixed(1)})\n`,
  );
  console.log(
    '| build | wait p50 s | wait p95 s | of which: queued, made (row medians, ms) | bare print p50 s (its Chromium) | wait p50 / bare p50 | worker CPU s per PDF | peak memory: worker.js RSS (PSS) + Chromium PSS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const one of waited.deployed) {
    const bare = percentile(waited.bare.get(one.build.chromium ?? loadConfig({}).chromiumPath!)!, 50);
    const wait = percentile(one.waits, 50);
    const rows = waited.rows.get(one)!;
    const { worker, workerPss, chromium } = one.peak;
    console.log(
      `| ${one.build.name} | ${seconds(wait)} | ${seconds(percentile(one.waits, 95))} | ${rows.queued.toFixed(0)}, ${rows.made.toFixed(0)} | ` +
        `${seconds(bare)} | ${(wait / bare).toFixed(2)} | ${seconds(one.cpuMs / one.waits.length)} | ` +
        `${(worker / 2 ** 20).toFixed(0)} (${(workerPss / 2 ** 20).toFixed(0)}) + ${(chromium / 2 ** 20).toFixed(0)} = ${((worker + chromium) / 2 ** 20).toFixed(0)} MB |`,
    );
  }
  for (const [build, { finished }] of jobResults) {
    for (const [label, steps] of Object.entries(finished!.steps)) {
      console.log(`\n${build.name}, ${label}: median ms by step of the job`);
      for (const [step, ms] of Object.entries(steps)) console.log(`  ${step.padEnd(40)} ${String(ms).padStart(6)}`);
    }
  }
}

await main();
