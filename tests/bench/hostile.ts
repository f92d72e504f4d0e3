// The hostile-files benchmark (npm run bench:hostile): /healthz p50 and p99 at a fixed 50 requests/s on the built server
// (workers inline, as `npm start` runs them) while ten students upload hostile files in a loop, against the same idle;
// then what a student waits for a normal DOCX, alone and while two others upload hostile DOCX in a loop.
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import { fixedRate, type FixedRateResult } from './fixed-rate';
import { emptyRedisDatabase } from './redis-database';
import { signInStudents } from './students';
import { once, uploadAndWait } from './uploads';

// The hostile files' builders are test code, not built: loaded through @swc-node/register.
const require = createRequire(import.meta.url);
const hostile = require('../../server/src/testing/hostile-files.ts') as typeof import('../../server/src/testing/hostile-files');
const samples = require('../../server/src/testing/documents.ts') as typeof import('../../server/src/testing/documents');

const students = 10;
const rate = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const databaseUrl = throwawayDatabaseUrl('bench_hostile');

/** What the students upload, in turn: each under the 1 MB upload limit. */
async function hostileFiles(): Promise<{ bytes: Buffer; name: string }[]> {
  const essay = await samples.docxDocument({ heading: 'Essay', paragraphs: ['A few words.'] });
  const kinds = [
    { bytes: hostile.manyPagesPdf(60_000), name: 'pages.pdf' },
    { bytes: hostile.deflateBombPdf(512 * 1024 * 1024), name: 'bomb.pdf' },
    { bytes: await hostile.activePdf(), name: 'active.pdf' },
    { bytes: await hostile.zipBombDocx(essay, 45 * 1024 * 1024), name: 'bomb.docx' },
    {
      bytes: await hostile.linkingDocx(['https://registrar.example/', 'javascript:app.alert(1)', 'file:///etc/passwd']),
      name: 'links.docx',
    },
  ];
  for (const { bytes, name } of kinds) console.error(`${name}: ${Math.round(bytes.length / 1024)} kB`);
  return Array.from({ length: students }, (_, i) => kinds[i % kinds.length]);
}

/** How many times the normal DOCX is timed in each case. */
const docxRuns = 5;

/**
 * The seconds a student waits for a normal DOCX (a heading and a line, 8 kB), from the upload to COMPLETED polled every 100 ms:
 * alone, then while two other students upload again and again a DOCX of one 5,000 × 10 table and one of tables nested
 * 400 deep. `cookies`: the writer's, then the two others'.
 */
async function docxWaits(url: string, [writer, ...others]: string[]) {
  const essay = { bytes: await samples.docxDocument({ heading: 'Essay', paragraphs: ['A few words.'] }), name: 'essay.docx' };
  const hostileDocx = [
    { bytes: await hostile.hugeTableDocx(5000, 10), name: 'table.docx' },
    { bytes: await hostile.nestedTablesDocx(400), name: 'nested.docx' },
  ];
  for (const { bytes, name } of [essay, ...hostileDocx]) console.error(`${name}: ${(bytes.length / 1024).toFixed(1)} kB`);
  const timed = async (runs: number[]) => {
    const started = Date.now();
    await uploadAndWait(url, { cookie: writer, file: essay }, once(), false, 100);
    runs.push((Date.now() - started) / 1000);
  };
  const alone: number[] = [];
  for (let run = 0; run < docxRuns; run++) await timed(alone);
  let done = false;
  const refusing = Promise.all(others.map((cookie, i) => uploadAndWait(url, { cookie, file: hostileDocx[i] }, () => done, true, 100)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const beside: number[] = [];
  for (let run = 0; run < docxRuns; run++) await timed(beside);
  done = true;
  const hostileConversions = (await refusing).reduce((sum, count) => sum + count, 0);
  console.error(`normal DOCX alone: ${alone.join(', ')} s; beside two hostile DOCX: ${beside.join(', ')} s`);
  return { alone, beside, hostileConversions };
}

const healthChecks = (url: string, duration: number): Promise<FixedRateResult> =>
  fixedRate({ url, rate, seconds: duration, request: () => ({ method: 'GET', path: '/healthz' }) });

async function main(): Promise<void> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-storage-'));
  const redisUrl = await emptyRedisDatabase();
  const app = await startApp({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'loopback',
    STORAGE_DIR: storageDir,
    WORKERS: 'inline',
  });
  try {
    const files = await hostileFiles();
    const uploading = await signInStudents(app.url, databaseUrl, students, 'hostile');
    const uploaders = uploading.cookies.map((cookie, i) => ({ cookie, file: files[i] }));
    // Warm-up: the students' applications, the work processes and Chromium all started once.
    await healthChecks(app.url, 2);
    await Promise.all(uploaders.slice(0, 5).map((uploader) => uploadAndWait(app.url, uploader, once(), true)));
    const loadBefore = loadavg()[0].toFixed(1);
    const idle: FixedRateResult[] = [];
    const busy: FixedRateResult[] = [];
    let conversions = 0;
    for (let round = 0; round < rounds; round++) {
      idle.push(await healthChecks(app.url, seconds / rounds));
      console.error(`round ${round + 1}: idle p50 ${idle.at(-1)!.p50} ms, p99 ${idle.at(-1)!.p99} ms`);
      let done = false;
      const converting = Promise.all(uploaders.map((uploader) => uploadAndWait(app.url, uploader, () => done, true)));
      // The uploads get going (all ten queued) before /healthz is measured.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      busy.push(await healthChecks(app.url, seconds / rounds));
      done = true;
      conversions += (await converting).reduce((sum, count) => sum + count, 0);
      console.error(
        `round ${round + 1}: converting p50 ${busy.at(-1)!.p50} ms, p99 ${busy.at(-1)!.p99} ms; ${conversions} conversions so far`,
      );
    }
    const docx = await docxWaits(app.url, (await signInStudents(app.url, databaseUrl, 3, 'docx')).cookies);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const docxRow = (name: string, runs: number[]) =>
      `| ${name} | ${runs.length} | ${median([...runs]).toFixed(2)} | ${Math.max(...runs).toFixed(2)} |`;
    const row = (name: string, runs: FixedRateResult[]) =>
      `| ${name} | ${rate} | ${median(runs.map((run) => run.p50))} | ${Math.max(...runs.map((run) => run.p99))} | ` +
      `${Math.max(...runs.map((run) => run.max))} | ${runs.reduce((sum, run) => sum + run.requests, 0)} | ${runs.reduce((sum, run) => sum + run.failures, 0)} |`;
    console.log(
      [
        `GET /healthz at ${rate} requests/s (open loop), ${seconds} s per case in ${rounds} slices taken in turn; meanwhile ` +
          `${students} students each upload a hostile file (a 60,000-page PDF, an object-stream deflate bomb, a PDF full of ` +
          `active content, a 45 MB zip-bomb DOCX, a DOCX linking to javascript: and file:), poll it every 2 s to its end and ` +
          `upload again: ${conversions} conversions finished during the busy slices. One process, workers inline. ` +
          `${cpus().length} CPUs, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after.`,
        '',
        '| case | requests/s | p50 ms | p99 ms | max ms | requests | failures |',
        '|---|---:|---:|---:|---:|---:|---:|',
        row('idle', idle),
        row(`while ${students} hostile files convert`, busy),
        '',
        `A normal DOCX (a heading and a line, 8 kB), uploaded and polled every 100 ms to COMPLETED, ${docxRuns} times alone, then ` +
          `${docxRuns} times while two other students upload, again and again, a DOCX of one 5,000 × 10 table and one of ` +
          `tables nested 400 deep (${docx.hostileConversions} of theirs refused meanwhile). Load average ${loadavg()[0].toFixed(1)} after.`,
        '',
        '| case | runs | median s | max s |',
        '|---|---:|---:|---:|',
        docxRow('a normal DOCX alone', docx.alone),
        docxRow('a normal DOCX while two hostile DOCX convert', docx.beside),
      ].join('\n'),
    );
  } finally {
    await app.stop();
    await dropDatabase(databaseUrl);
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    await rm(storageDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
