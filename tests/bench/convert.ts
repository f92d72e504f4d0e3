// The conversion benchmark (npm run bench:convert): how many documents of each type one worker converts to PDF a
// minute, one after another in a warm Chromium, the time of each, and the peak memory of the process and of Chromium.
// BENCH_COMPARE=<another built checkout> measures that build's conversions first, in a process of its own (BENCH_ROOT).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../e2e/app-process';

const load = createRequire(import.meta.url);
/** The build whose conversions are measured: this checkout's, or BENCH_ROOT's. */
const root = path.resolve(process.env.BENCH_ROOT ?? repoRoot);
const built = (module: string) => load(path.join(root, 'server/dist/server/src', `${module}.js`));
const { convertToPdf } = built('documents/convert') as typeof import('../../server/src/documents/convert');
const { checkDocument } = built('documents/file-check') as typeof import('../../server/src/documents/file-check');
const { Chromium } = built('chromium') as typeof import('../../server/src/chromium');
const { loadConfig } = built('config') as typeof import('../../server/src/config');
// The sample builders are test code, not built: loaded through @swc-node/register.
const samples = load('../../server/src/testing/documents.ts') as typeof import('../../server/src/testing/documents');
const { descendants } = load('../../server/src/testing/processes.ts') as typeof import('../../server/src/testing/processes');

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const warmUps = 3;
const targets = { png: 120, jpeg: 120, pdf: 120, docx: 40 };

/** A repeatable stream of numbers in [0, 1) (xorshift), so that every run converts the same bytes. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** Something like a photo: broad colour waves and a little sensor noise, which PNG and JPEG cannot squeeze away. */
function photo(noise: number): import('../../server/src/testing/documents').Paint {
  const random = randomFrom(42);
  return (x, y) => {
    const grain = (random() - 0.5) * noise;
    return [120 + 100 * Math.sin(x / 90) + grain, 110 + 90 * Math.cos(y / 70) + grain, 140 + 60 * Math.sin((x + y) / 130) + grain];
  };
}

/** Inputs of the sizes students upload (a few hundred kB): a phone photo, a scan, a PDF of several pages, a Word file. */
async function inputs(): Promise<Record<keyof typeof targets, Buffer>> {
  const picture = samples.jpegImage({ width: 1600, height: 1200, paint: photo(24), quality: 75 });
  const sentence = 'The student completed the course with distinction and is in good standing with the college. ';
  return {
    png: samples.pngImage({ width: 850, height: 650, paint: photo(6) }),
    jpeg: samples.jpegImage({ width: 2000, height: 1500, paint: photo(24), quality: 75 }),
    pdf: await samples.pdfDocument({ pages: 10, lines: 40, image: picture }),
    docx: await samples.docxDocument({
      heading: 'Unofficial Transcript',
      paragraphs: Array.from({ length: 60 }, (_, i) => `${i + 1}. ${sentence.repeat(4)}`),
      table: [
        ['Term', 'Course', 'Credits', 'Grade'],
        ...Array.from({ length: 30 }, (_, i) => [`Term ${1 + (i % 4)}`, `Course ${100 + i}`, '3', 'A']),
      ],
      image: { type: 'jpg', data: picture, width: 480, height: 360 },
    }),
  };
}

interface Memory {
  processRss: number;
  chromiumRss: number;
  chromiumPss: number;
}

/**
 * The resident memory of this process, and over Chromium's processes (every process below this one) the sum of their
 * RSS, which counts the pages they share once for each, and of their PSS, which divides those among them.
 */
function memoryNow(): Memory {
  const chromium = descendants();
  return {
    processRss: process.memoryUsage().rss,
    chromiumRss: chromium.reduce((sum, info) => sum + info.rssBytes, 0),
    chromiumPss: chromium.reduce((sum, info) => sum + info.pssBytes, 0),
  };
}

/** CPU time used so far by this process and by Chromium's processes, ended renderers included. */
function cpuMsNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000 + descendants().reduce((sum, info) => sum + info.cpuMs, 0);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main() {
  if (process.env.BENCH_COMPARE && !process.env.BENCH_ROOT) {
    const compare = path.resolve(process.env.BENCH_COMPARE);
    console.log(`${compare} (BENCH_COMPARE):\n`);
    spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, BENCH_ROOT: compare },
      stdio: 'inherit',
    });
    console.log(`\n${root} (this build):\n`);
  }
  const config = loadConfig({});
  console.error(`Chromium: ${config.chromiumPath}`);
  const chromium = new Chromium(config.chromiumPath);
  const documents = await inputs();
  const peak: Memory = { processRss: 0, chromiumRss: 0, chromiumPss: 0 };
  const sample = () => {
    const now = memoryNow();
    for (const key of Object.keys(peak) as (keyof Memory)[]) peak[key] = Math.max(peak[key], now[key]);
  };
  // Reading /proc costs a few milliseconds: often enough to catch the peaks, seldom enough not to slow the work.
  const sampler = setInterval(sample, 250);
  const rows: string[] = [];
  console.error(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start; ${seconds} s per type`);
  try {
    for (const type of Object.keys(targets) as (keyof typeof targets)[]) {
      const bytes = documents[type];
      /** One job's work on the bytes: the check by content, then the conversion. */
      const convert = async () => {
        const check = await checkDocument(bytes, `sample.${type}`);
        if (!check.ok || check.type !== type) throw new Error(`the ${type} sample fails its check`);
        const conversion = await convertToPdf(bytes, check.type, chromium);
        if (!conversion.ok) throw new Error(`the ${type} sample fails to convert: ${conversion.message}`);
        return conversion.pdf.length;
      };
      for (let i = 0; i < warmUps; i++) await convert();
      const times: number[] = [];
      let outputBytes = 0;
      const cpuBefore = cpuMsNow();
      const started = performance.now();
      while (performance.now() - started < seconds * 1000) {
        const start = performance.now();
        outputBytes = await convert();
        times.push(performance.now() - start);
      }
      const elapsed = performance.now() - started;
      const cpuPerConversion = (cpuMsNow() - cpuBefore) / times.length;
      const perMinute = (times.length / elapsed) * 60_000;
      times.sort((a, b) => a - b);
      const row = [
        type.toUpperCase(),
        `${(bytes.length / 1000).toFixed(0)} kB → ${(outputBytes / 1000).toFixed(0)} kB`,
        String(times.length),
        perMinute.toFixed(0),
        String(targets[type]),
        perMinute >= targets[type] ? 'met' : '**missed**',
        percentile(times, 50).toFixed(0),
        percentile(times, 95).toFixed(0),
        cpuPerConversion.toFixed(0),
        loadavg()[0].toFixed(1),
      ];
      rows.push(`| ${row.join(' | ')} |`);
      console.error(rows.at(-1));
    }
  } finally {
    clearInterval(sampler);
    await chromium.close();
  }
  console.log('| type | input → PDF | conversions | per minute | target | | p50 ms | p95 ms | CPU ms each | load average |');
  console.log('|---|---|---:|---:|---:|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `\nPeak memory: the worker process ${mb(peak.processRss)} MB RSS; Chromium's processes together ` +
      `${mb(peak.chromiumRss)} MB RSS summed, ${mb(peak.chromiumPss)} MB PSS summed.`,
  );
}

await main();
