// The virus-scan benchmark (npm run bench:scan): what clamd's scan of one upload costs, through the worker's scanner (the built
// server/dist: INSTREAM over clamd's unix socket), one after another: the time of each, and the CPU of this process and of clamd.
// The clamd is the tests' own (server/src/testing/clamd.ts), with one signature: the matching of ClamAV's full database is not in it.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../e2e/app-process';
import { documents } from './uploads';

const load = createRequire(import.meta.url);
const built = (module: string) => load(path.join(repoRoot, 'server/dist/server/src', `${module}.js`));
const { virusScannerFor } = built('documents/virus-scan') as typeof import('../../server/src/documents/virus-scan');
// Test code, not built: loaded through @swc-node/register.
const { startTestClamd } = load('../../server/src/testing/clamd.ts') as typeof import('../../server/src/testing/clamd');
const { descendants } = load('../../server/src/testing/processes.ts') as typeof import('../../server/src/testing/processes');
const samples = load('../../server/src/testing/documents.ts') as typeof import('../../server/src/testing/documents');

/** The largest upload there is: a PNG of noise, which nothing compresses, just under 1 MB. */
const largest = () => {
  const noise: import('../../server/src/testing/documents').Paint = () => [Math.random() * 256, Math.random() * 256, Math.random() * 256];
  return { bytes: samples.pngImage({ width: 570, height: 570, paint: noise }), name: 'noise.png' };
};

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUps = 3;
/** How many times clamd is started, each until it answers PING. */
const starts = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CPU time so far, in ms: this process's, and clamd's (the one process below it). */
function cpuMsNow(): { scanner: number; clamd: number } {
  const { user, system } = process.cpuUsage();
  return { scanner: (user + system) / 1000, clamd: descendants().reduce((sum, info) => sum + info.cpuMs, 0) };
}

async function main() {
  console.error(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start; ${seconds} s per file`);
  const clamd = await startTestClamd();
  const rows: string[] = [];
  try {
    const startTimes = [clamd.startedInMs];
    for (let i = 1; i < starts; i++) {
      await clamd.stop();
      await clamd.start();
      startTimes.push(clamd.startedInMs);
    }
    console.log(`clamd started (until PING answers) in ${startTimes.map((ms) => ms.toFixed(0)).join(', ')} ms\n`);
    const scanner = virusScannerFor({ socket: clamd.socket });
    for (const file of [...(await documents(4)), largest()]) {
      const scan = async () => {
        if ((await scanner.threatsIn(file.bytes)).length > 0) throw new Error(`clamd finds a threat in the sample ${file.name}`);
      };
      for (let i = 0; i < warmUps; i++) await scan();
      const times: number[] = [];
      const cpuBefore = cpuMsNow();
      const started = performance.now();
      while (performance.now() - started < seconds * 1000) {
        const start = performance.now();
        await scan();
        times.push(performance.now() - start);
      }
      const cpuAfter = cpuMsNow();
      times.sort((a, b) => a - b);
      const row = [
        file.name,
        `${(file.bytes.length / 1000).toFixed(0)} kB`,
        String(times.length),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        ((cpuAfter.scanner - cpuBefore.scanner) / times.length).toFixed(2),
        ((cpuAfter.clamd - cpuBefore.clamd) / times.length).toFixed(2),
        loadavg()[0].toFixed(1),
      ];
      rows.push(`| ${row.join(' | ')} |`);
      console.error(rows.at(-1));
    }
  } finally {
    await clamd.close();
  }
  console.log('| file | size | scans | p50 ms | p95 ms | CPU ms each, worker | CPU ms each, clamd | load average |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

await main();
