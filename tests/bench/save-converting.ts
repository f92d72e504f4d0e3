// The saving-while-converting benchmark (npm run bench:save-converting): the p99 of PUT /api/answer at a fixed 200 saves/s
// on the built server (workers inline, as `npm start` runs them) while 20 students' uploads convert, against the same
// without uploads; the target is at most 1.5 times.
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { formQuestions } from '@transfer/form';
import { startApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import { fixedRate, type FixedRateResult } from './fixed-rate';
import { signInStudents } from './students';

// The sample builders are test code, not built: loaded through @swc-node/register.
const samples = createRequire(import.meta.url)('../../server/src/testing/documents.ts') as typeof import('../../server/src/testing/documents');

const savers = 100;
const uploaders = 20;
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = throwawayDatabaseUrl('bench_save_converting');

/** A page's worth of answers: the first 20 text questions of "Your Information". */
const pageAnswers = JSON.stringify(
  Object.fromEntries(
    formQuestions
      .filter(({ page, node }) => page === 'about' && node.kind === 'text')
      .slice(0, 20)
      .map(({ node }) => [node.key, 'Benchmark']),
  ),
);

/** What students upload, a few hundred kB each: a scan, a photo, a PDF of several pages, a Word file; 5 of each. */
async function documents(): Promise<{ bytes: Buffer; name: string }[]> {
  const paint: import('../../server/src/testing/documents').Paint = (x, y) => [120 + 100 * Math.sin(x / 90), 110 + 90 * Math.cos(y / 70), 140];
  const picture = samples.jpegImage({ width: 1600, height: 1200, paint, quality: 75 });
  const kinds = [
    { bytes: samples.pngImage({ width: 850, height: 650, paint }), name: 'scan.png' },
    { bytes: picture, name: 'photo.jpg' },
    { bytes: await samples.pdfDocument({ pages: 10, lines: 40, image: picture }), name: 'transcript.pdf' },
    {
      bytes: await samples.docxDocument({
        heading: 'Unofficial Transcript',
        paragraphs: Array.from({ length: 60 }, (_, i) => `${i + 1}. The student completed the course with distinction.`),
        table: [['Term', 'Course', 'Grade'], ...Array.from({ length: 30 }, (_, i) => [`Term ${1 + (i % 4)}`, `Course ${100 + i}`, 'A'])],
        image: { type: 'jpg', data: picture, width: 480, height: 360 },
      }),
      name: 'transcript.docx',
    },
  ];
  return Array.from({ length: uploaders }, (_, i) => kinds[i % kinds.length]);
}

/** Says "go on" the first time it is asked, "stop" after. */
function once(): () => boolean {
  let asked = false;
  return () => {
    const stop = asked;
    asked = true;
    return stop;
  };
}

interface Uploader {
  cookie: string;
  file: { bytes: Buffer; name: string };
}

/** One student's upload as the client makes it: a target, the multipart post, the conversion started; then polled to its end. */
async function uploadAndWait(url: string, { cookie, file }: Uploader, stop: () => boolean): Promise<number> {
  let converted = 0;
  const json = { 'content-type': 'application/json', cookie };
  while (!stop()) {
    const target = (await (
      await fetch(`${url}/api/presigned-url`, { method: 'POST', headers: json, body: JSON.stringify({ answer_key: 'college_transcript' }) })
    ).json()) as { url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const posted = await fetch(`${url}${target.url}`, { method: 'POST', headers: { cookie, origin: url }, body: form });
    if (!posted.ok) throw new Error(`the upload answered ${posted.status}: ${await posted.text()}`);
    const started = await fetch(`${url}/api/pdf/document-answer/college_transcript`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ file_key: target.fields.key, file_name: file.name }),
    });
    if (!started.ok) throw new Error(`starting the conversion answered ${started.status}`);
    // Polled every 2 s, as the client does (SPEC section 9).
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const { status, message } = (await (await fetch(`${url}/api/pdf/document-answer/college_transcript`, { headers: { cookie } })).json()) as {
        status: string;
        message: string | null;
      };
      if (status === 'COMPLETED') break;
      if (status === 'FAILED') throw new Error(`a ${file.name} failed: ${message}`);
    }
    converted++;
  }
  return converted;
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
      body: pageAnswers,
    }),
  });
}

async function main(): Promise<void> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-storage-'));
  const app = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback', STORAGE_DIR: storageDir, WORKERS: 'inline' });
  try {
    const files = await documents();
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
      console.error(`round ${round + 1}: while converting p50 ${busy.at(-1)!.p50} ms, p99 ${busy.at(-1)!.p99} ms; ${conversions} conversions so far`);
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
