// The capacity benchmark (npm run bench:capacity): applicants as the deadline-day sizing assumes them — 60 saves, 3
// uploads, a submission and its PDF each — through the built app as `npm start` runs it (workers inline), on a database
// and a Redis database of their own; the CPU each kind of work cost the app's processes and PostgreSQL, and the rows and
// bytes an application leaves in PostgreSQL (audit included; what the tables grew by), Redis and storage.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { formQuestions } from '@transfer/form';
import { startApp, type RunningApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import { postgresBackends, postgresCpuSince, treeCpuMs } from './cpu';
import { emptyRedisDatabase } from './redis-database';
import { signInStudents } from './students';
import { documents, uploadAndWait } from './uploads';

const load = createRequire(import.meta.url);
const { validApplication } = load(
  '../../form/dist/testing/valid-application.js',
) as typeof import('../../form/src/testing/valid-application');
// Test code, not built: loaded through @swc-node/register.
const { freePort } = load('../../server/src/testing/free-port.ts') as typeof import('../../server/src/testing/free-port');

const applicants = Number(process.env.BENCH_APPLICANTS ?? 40);
const savesEach = 60;
const uploadsEach = 3;
const databaseUrl = throwawayDatabaseUrl('bench_capacity');

/** The always-shown text questions of "Your Information" the drafts type into, a few at a time; the final save answers them all. */
const draftKeys = formQuestions
  .filter(({ page, node }) => page === 'about' && node.kind === 'text' && !node.condition && node.key in validApplication)
  .slice(0, 12)
  .map(({ node }) => node.key);

/** Runs `work` for every applicant, `parallel` at a time. */
async function forEach<T>(items: T[], parallel: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** The app's and PostgreSQL's CPU while `work` runs, in ms. */
async function cpuOf(app: RunningApp, work: () => Promise<void>): Promise<{ ms: number; seconds: number }> {
  const [server, postgres, started] = [treeCpuMs(app.child.pid!), postgresBackends(databaseUrl), Date.now()];
  await work();
  return { ms: treeCpuMs(app.child.pid!) - server + postgresCpuSince(databaseUrl, postgres), seconds: (Date.now() - started) / 1000 };
}

async function put(app: RunningApp, cookie: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${app.url}${path}`, {
    method: path === '/api/submit' ? 'POST' : 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** Each table's rows, bytes on disk (with its indexes and TOAST) and bytes of row data, largest first. */
async function tableSizes(database: pg.Client): Promise<Map<string, { rows: number; bytes: number; data: number }>> {
  const { rows: tables } = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC`,
  );
  const sizes = new Map<string, { rows: number; bytes: number; data: number }>();
  for (const { name } of tables) {
    const { rows } = await database.query<{ rows: string; bytes: string; data: string | null }>(
      `SELECT count(*) AS rows, pg_total_relation_size('"${name}"') AS bytes, sum(pg_column_size(t.*)) AS data FROM "${name}" t`,
    );
    sizes.set(name, { rows: Number(rows[0].rows), bytes: Number(rows[0].bytes), data: Number(rows[0].data ?? 0) });
  }
  return sizes;
}

async function main(): Promise<void> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-capacity-'));
  const redisUrl = await emptyRedisDatabase();
  // The PDF worker opens the service view at APP_URL: the port is known before the app listens.
  const port = await freePort();
  const app = await startApp({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    STORAGE_DIR: storageDir,
    TRUST_PROXY: 'loopback',
    WORKERS: 'inline',
    // Every applicant from this one address, and the drafts as fast as the server takes them.
    GRAPHQL_RATE_LIMIT: '100000000',
    SAVE_RATE_LIMIT: '100000000',
    UPLOAD_RATE_LIMIT: '100000',
  });
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    console.error(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start; ${applicants} applicants`);
    const before = await tableSizes(database);
    const { cookies } = await signInStudents(app.url, databaseUrl, applicants, 'capacity');
    const files = await documents(applicants);

    // 59 drafts of a few answers each (short enough for any of them), then the whole application: every save changes what it sends.
    const saving = await cpuOf(app, () =>
      forEach(cookies, 10, async (cookie, applicant) => {
        for (let draft = 0; draft < savesEach - 1; draft++) {
          const keys = [0, 1, 2].map((offset) => draftKeys[(draft * 3 + offset) % draftKeys.length]);
          await put(app, cookie, '/api/answer', Object.fromEntries(keys.map((key) => [key, `d${applicant}.${draft}`])));
        }
        await put(app, cookie, '/api/answer', validApplication);
      }),
    );
    console.error(`saved in ${saving.seconds.toFixed(0)} s`);
    const uploading = await cpuOf(app, () =>
      forEach(cookies, 10, async (cookie, applicant) => {
        let left = uploadsEach;
        await uploadAndWait(app.url, { cookie, file: files[applicant] }, () => left-- <= 0);
      }),
    );
    console.error(`uploaded and converted in ${uploading.seconds.toFixed(0)} s`);
    const printed = async () => {
      const { rows } = await database.query<{ status: string; error: string | null }>(`SELECT status, error FROM application_pdf`);
      const failed = rows.find(({ status }) => status === 'FAILED');
      if (failed) throw new Error(`a PDF failed: ${failed.error}`);
      return rows.filter(({ status }) => status === 'COMPLETED').length;
    };
    const submitting = await cpuOf(app, async () => {
      await forEach(cookies, 10, (cookie) => put(app, cookie, '/api/submit', {}));
      while ((await printed()) < applicants) await new Promise((resolve) => setTimeout(resolve, 250));
    });
    console.error(`submitted and printed in ${submitting.seconds.toFixed(0)} s`);

    console.log(
      `${applicants} applicants, ${savesEach} saves, ${uploadsEach} uploads (${files
        .slice(0, 4)
        .map((file) => file.name)
        .join(', ')} in turn) and a submission each; load average ${loadavg()[0].toFixed(1)} at the end.\n`,
    );
    console.log('| work | count | app + PostgreSQL CPU, ms each | wall s |');
    console.log('|---|---:|---:|---:|');
    const row = (name: string, count: number, { ms, seconds }: { ms: number; seconds: number }) =>
      console.log(`| ${name} | ${count} | ${(ms / count).toFixed(1)} | ${seconds.toFixed(0)} |`);
    row('save (PUT /api/answer)', applicants * savesEach, saving);
    row('upload + conversion (target, post, attach, polls every 2 s)', applicants * uploadsEach, uploading);
    row('submit + application PDF', applicants, submitting);

    const after = await tableSizes(database);
    console.log(
      '\n| table (with its indexes and TOAST) | rows per application | bytes per application | of which row data (pg_column_size) |',
    );
    console.log('|---|---:|---:|---:|');
    let total = 0;
    for (const [name, size] of after) {
      const grown = {
        rows: size.rows - (before.get(name)?.rows ?? 0),
        bytes: size.bytes - (before.get(name)?.bytes ?? 0),
        data: size.data,
      };
      // The searches' places load as the app starts: shipped data, not the applications'.
      if ((grown.bytes === 0 && grown.rows === 0) || name.startsWith('lookup_')) continue;
      total += grown.bytes;
      const each = (value: number, digits = 0) => (value / applicants).toFixed(digits);
      console.log(`| ${name} | ${each(grown.rows, 1)} | ${each(grown.bytes)} | ${each(grown.data)} |`);
    }
    console.log(`| all | | ${(total / applicants).toFixed(0)} | |`);

    const redis = new Redis(redisUrl);
    const keys = await redis.keys('*');
    let redisBytes = 0;
    const byKind = new Map<string, { keys: number; bytes: number }>();
    for (const key of keys) {
      const bytes = (await redis.memory('USAGE', key)) ?? 0;
      redisBytes += bytes;
      const kind = key.replace(/[0-9a-f-]{36}.*$/, '…').replace(/:\d+$/, ':n');
      const seen = byKind.get(kind) ?? { keys: 0, bytes: 0 };
      byKind.set(kind, { keys: seen.keys + 1, bytes: seen.bytes + bytes });
    }
    redis.disconnect();
    console.log(
      `\nRedis: ${keys.length} keys, ${redisBytes} bytes (MEMORY USAGE), ${(redisBytes / applicants).toFixed(0)} bytes per application`,
    );
    for (const [kind, { keys: count, bytes }] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 12)) {
      console.log(`  ${kind}: ${count} keys, ${bytes} bytes`);
    }
    const stored = Number(execFileSync('du', ['-sb', storageDir], { encoding: 'utf8' }).split('\t')[0]);
    console.log(
      `Storage: ${stored} bytes, ${(stored / applicants).toFixed(0)} bytes per application (the last upload, its PDF and the application PDF)`,
    );
  } finally {
    await database.end();
    await app.stop();
    await dropDatabase(databaseUrl);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys('*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await rm(storageDir, { recursive: true, force: true });
  }
}

await main();
