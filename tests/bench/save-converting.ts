// The saving-while-converting benchmark (npm run bench:save-converting): the p99 of PUT /api/answer at a fixed 200 saves/s
// on the built server (workers inline, as `npm start` runs them) while 20 students' uploads convert, against the same
// without uploads; the target is at most 1.5 times.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { formQuestions } from '@transfer/form';
import { startApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import { fixedRate, type FixedRateResult } from './fixed-rate';
import { signInStudents } from './students';
import { documents, once, uploadAndWait } from './uploads';

const savers = 100;
const uploaders = 20;
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = throwawayDatabaseUrl('bench_save_converting');

/** The first 20 text questions of "Your Information": a page's worth of answers. */
const pageKeys = formQuestions
  .filter(({ page, node }) => page === 'about' && node.kind === 'text')
  .slice(0, 20)
  .map(({ node }) => node.key);
let saveCount = 0;
/** A save of that page with values new each time, so that every save writes its row and its audit (as typing does). */
function pageAnswers(): string {
  const n = (saveCount++).toString(36);
  return JSON.stringify(Object.fromEntries(pageKeys.map((key) => [key, `b${n}`])));
}

function saves(url: string, cookies: string[], duration: number): Promise<FixedRateResult> {
  return fixedRate({
    url,
    rate,
    seconds: duration,
    request: (index) => ({
      method: 'PUT',
      path: '/api/answer',
      headers: { 'content-type': 'application/json', cookie: cookies[index % cookies.length] },
      body: pageAnswers(),
    }),
  });
}

async function main(): Promise<void> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-storage-'));
  const app = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback', STORAGE_DIR: storageDir, WORKERS: 'inline' });
  try {
    const files = await documents(uploaders);
    const { cookies } = await signInStudents(app.url, databaseUrl, savers, 'saver');
    const uploading = await signInStudents(app.url, databaseUrl, uploaders, 'uploader');
    const students = uploading.cookies.map((cookie, i) => ({ cookie, file: files[i] }));
    // Warm-up: the students' applications, the conversion thread and Chromium all started once.
    await saves(app.url, cookies, 5);
    await Promise.all(students.slice(0, 4).map((student) => uploadAndWait(app.url, student, once())));
    const loadBefore = loadavg()[0].toFixed(1);
    const quiet: FixedRateResult[] = [];
    const busy: FixedRateResult[] = [];
    let conversions = 0;
    for (let round = 0; round < rounds; round++) {
      quiet.push(await saves(app.url, cookies, seconds / rounds));
      console.error(`round ${round + 1}: without uploads p50 ${quiet.at(-1)!.p50} ms, p99 ${quiet.at(-1)!.p99} ms`);
      let done = false;
      const converting = Promise.all(students.map((student) => uploadAndWait(app.url, student, () => done)));
      // The uploads get going (all 20 queued) before the saves are measured.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      busy.push(await saves(app.url, cookies, seconds / rounds));
      done = true;
      conversions += (await converting).reduce((sum, count) => sum + count, 0);
      console.error(
        `round ${round + 1}: while converting p50 ${busy.at(-1)!.p50} ms, p99 ${busy.at(-1)!.p99} ms; ${conversions} conversions so far`,
      );
    }
    const worst = (runs: FixedRateResult[]) => Math.max(...runs.map((run) => run.p99));
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const row = (name: string, runs: FixedRateResult[]) =>
      `| ${name} | ${rate} | ${median(runs.map((run) => run.p50))} | ${worst(runs)} | ${Math.max(...runs.map((run) => run.max))} | ` +
      `${runs.reduce((sum, run) => sum + run.requests, 0)} | ${runs.reduce((sum, run) => sum + run.failures, 0)} |`;
    console.log(
      [
        `${savers} students saving a 20-answer page at ${rate} saves/s (open loop), ${seconds} s per case in ${rounds} slices ` +
          `taken in turn; meanwhile ${uploaders} other students each upload a document (PNG, JPEG, 10-page PDF, DOCX in turn), ` +
          `poll it every 2 s to COMPLETED and upload again: ${conversions} conversions finished during the busy slices. ` +
          `One process, workers inline. ${cpus().length} CPUs, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after.`,
        '',
        '| case | saves/s | p50 ms | p99 ms | max ms | requests | failures |',
        '|---|---:|---:|---:|---:|---:|---:|',
        row('without uploads', quiet),
        row(`while ${uploaders} uploads convert`, busy),
        '',
        `p99 while converting / p99 without: ${(worst(busy) / worst(quiet)).toFixed(2)} (target at most 1.5)`,
      ].join('\n'),
    );
  } finally {
    await app.stop();
    await dropDatabase(databaseUrl);
    await rm(storageDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
