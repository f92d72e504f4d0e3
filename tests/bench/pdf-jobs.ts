// The application PDF benchmark's worker (tests/bench/pdf.ts runs it, a process per build, and talks to it over IPC): the
// PDF jobs of one built checkout (BENCH_ROOT, this one by default) made again and again in this process, as its worker
// makes them, with its own services and Chromium — batches of jobs one after another with 0 or 3 attachments, or two at a
// time, as the benchmark asks, so that the builds take turns — timed, with the CPU and the peak memory of this process
// and its Chromium.
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';

const load = createRequire(import.meta.url);
const root = path.resolve(process.env.BENCH_ROOT ?? repoRoot);
/** A module of the build being measured: its own code, libraries and Chromium flags. */
const built = (module: string) => load(path.join(root, 'server/dist/server/src', `${module}.js`));
const { loadConfig } = built('config') as typeof import('../../server/src/config');
const { createDatabase } = built('db/database') as typeof import('../../server/src/db/database');
const { createRedis } = built('jobs/connection') as typeof import('../../server/src/jobs/connection');
const { convertToPdf } = built('documents/convert') as {
  convertToPdf(bytes: Buffer, type: string, chromium: unknown): Promise<{ ok: boolean; pdf: Uint8Array; message: string }>;
};
const { storageFromConfig } = built('documents/storage-from-config') as typeof import('../../server/src/documents/storage-from-config');
/** Every build's PDF service is built from parts, and makes a job's PDF. */
interface PdfService {
  make(job: { applicationId: string; generation: number }, lastAttempt: boolean): Promise<void>;
}
type PdfParts = Record<string, unknown> & { sources: Record<string, unknown> };
const { ApplicationPdfService } = built('application-pdf/service') as { ApplicationPdfService: new (parts: PdfParts) => PdfService };
// The domains' modules hold decorated entities, which this project's compiler settings do not check: typed here by hand.
interface BenchServices {
  applications: Parameters<typeof import('../../server/src/testing/rich-application').submitRichApplication>[0];
  applicationPdfs: PdfService & { parts: PdfParts };
  converters: { chromium: unknown };
}
const { createServices } = built('root/domains') as {
  createServices(infrastructure: unknown, options: { redisPrefix: string }): BenchServices;
};
// Builds before the root was split keep closeServices beside createServices.
const { closeServices } = (
  existsSync(path.join(root, 'server/dist/server/src/root/services.js')) ? built('root/services') : built('root/domains')
) as {
  closeServices(services: BenchServices): Promise<void>;
};
// Test code of this checkout, not built: loaded through @swc-node/register.
const rich = load('../../server/src/testing/rich-application.ts') as typeof import('../../server/src/testing/rich-application');
const { createStudent } = load('../../server/src/testing/students.ts') as {
  createStudent(db: import('../../server/src/db/database').Queries, email: string): Promise<{ id: string; email: string }>;
};
const { freePort } = load('../../server/src/testing/free-port.ts') as typeof import('../../server/src/testing/free-port');
const { descendants } = load('../../server/src/testing/processes.ts') as typeof import('../../server/src/testing/processes');

/** BENCH_PROFILE=1: also each case's median milliseconds by step of the job. */
const profiling = Boolean(process.env.BENCH_PROFILE);
const warmUps = 3;

/** Chromium's processes: every process below this one but the web app and its own (the app serves the older builds' view). */
function chromiumProcesses(appPid: number) {
  const all = descendants();
  const app = new Set([appPid]);
  for (const info of all) if (app.has(info.parent)) app.add(info.pid);
  return all.filter((info) => !app.has(info.pid));
}

/**
 * How often memory is sampled: reading /proc (every process's stat, Chromium's smaps) takes tens of milliseconds on a busy
 * machine, which sampled often would take from the jobs measured; Chromium's memory grows to a plateau and stays there.
 */
const sampleEveryMs = 1000;

/** Each kept PDF's milliseconds by step (a step met twice in one PDF adds up), and their medians across PDFs. */
class Steps {
  private current = new Map<string, number>();
  private readonly kept: Map<string, number>[] = [];
  add(name: string, ms: number) {
    this.current.set(name, (this.current.get(name) ?? 0) + ms);
  }
  clear() {
    this.current = new Map();
  }
  keep(jobMs: number) {
    // What the job did besides the steps timed: pdf-lib's assembly, mostly (the documents are read while Chromium prints).
    const timed = [...this.current].filter(([name]) => !name.startsWith('storage (get)'));
    this.add('the rest (pdf-lib assembly)', jobMs - timed.reduce((sum, [, ms]) => sum + ms, 0));
    this.add('job (all)', jobMs);
    this.kept.push(this.current);
    this.clear();
  }
  medians(): Record<string, number> {
    const names = [...new Set(this.kept.flatMap((steps) => [...steps.keys()]))];
    return Object.fromEntries(
      names.map((name) => {
        const values = this.kept.map((steps) => steps.get(name) ?? 0).sort((a, b) => a - b);
        return [name, Math.round(values[Math.floor((values.length - 1) / 2)])];
      }),
    );
  }
}

/** `target` with each of its methods timed under `step (method)`. */
function timed<T extends object>(target: T, step: string, steps: Steps): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const start = performance.now();
        try {
          return await value.apply(object, args);
        } finally {
          steps.add(`${step} (${String(key)})`, performance.now() - start);
        }
      };
    },
  });
}

/** What the benchmark asks of this worker, a batch at a time, so that the builds' batches take turns. */
export type JobsRequest = { kind: 'case'; attachments: 0 | 3; runs: number } | { kind: 'in flight'; seconds: number } | { kind: 'finish' };

export type JobsAnswer =
  | { kind: 'ready' }
  | { kind: 'case'; times: number[]; cpuMs: number; load: number }
  | { kind: 'in flight'; pdfs: number; elapsedMs: number; cpuMs: number; load: number }
  | {
      kind: 'finished';
      chromium: string;
      pdfKb: Record<string, number>;
      steps: Record<string, Record<string, number>>;
      peakMb: { worker: number; chromium: number; both: number };
    };

const answer = (message: JobsAnswer) => process.send!(message);

async function main() {
  const databaseUrl = throwawayDatabaseUrl('bench_pdf_jobs');
  const port = await freePort();
  const environment = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'bench-pdf-')),
    WORKERS: 'off',
  };
  // The web app creates and migrates the database; an older build's worker prints the view its client serves.
  const app = await startApp(environment, [], root);
  const config = loadConfig({ ...process.env, ...environment });
  const db = createDatabase(config.databaseUrl);
  const redis = createRedis(config.redisUrl);
  const services = createServices(
    { config, db, lookupDb: db, redis, mailer: { send: async () => {}, close: () => {} } },
    { redisPrefix: `bench-pdf-${process.pid}` },
  );
  const chromiumNow = () => chromiumProcesses(app.child.pid!);
  const cpuMsNow = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000 + chromiumNow().reduce((sum, info) => sum + info.cpuMs, 0);
  };
  const peak = { worker: 0, chromium: 0, both: 0 };
  const sampler = setInterval(() => {
    const worker = process.memoryUsage().rss;
    const chromium = chromiumNow().reduce((sum, info) => sum + info.pssBytes, 0);
    peak.worker = Math.max(peak.worker, worker);
    peak.chromium = Math.max(peak.chromium, chromium);
    peak.both = Math.max(peak.both, worker + chromium);
  }, sampleEveryMs);
  try {
    // Two students' rich applications, submitted: one for each of two jobs in flight.
    const applicationIds: string[] = [];
    for (const lane of [1, 2]) {
      const student = await createStudent(db, `bench-${lane}-${process.pid}@example.edu`);
      applicationIds.push(
        await rich.submitRichApplication(services.applications, student, async (id, answers) => {
          await db.query('UPDATE application SET answers = answers || $2::jsonb WHERE id = $1', [id, JSON.stringify(answers)]);
        }),
      );
    }
    // The three documents converted once, as the conversion worker would have.
    const storage = storageFromConfig(config);
    const converted: { answerKey: string; fileName: string; pdfKey: string }[] = [];
    for (const [index, { type, bytes, fileName }] of (await rich.richDocuments()).entries()) {
      const conversion = await convertToPdf(bytes, type, services.converters.chromium);
      if (!conversion.ok) throw new Error(conversion.message);
      const pdfKey = `bench/${process.pid}/document-${index}.pdf`;
      await storage.put(pdfKey, Buffer.from(conversion.pdf));
      converted.push({ answerKey: 'college_transcript', fileName, pdfKey });
    }

    /** The build's own PDF service as its composition root made it, but for the documents (none, or the three), timed. */
    const base = services.applicationPdfs.parts;
    const serviceWith = (documents: typeof converted, steps: Steps) =>
      new ApplicationPdfService({
        ...base,
        db: timed(base.db as object, 'database', steps),
        storage: timed(base.storage as object, 'storage', steps),
        print: async (...args: unknown[]) => {
          const start = performance.now();
          try {
            return await (base.print as (...a: unknown[]) => Promise<Uint8Array>)(...args);
          } finally {
            steps.add('print in Chromium', performance.now() - start);
          }
        },
        // A build's documents source: `convertedDocuments` before the PDF waited for conversions, `documents` since.
        sources: timed(
          {
            ...base.sources,
            convertedDocuments: async () => documents,
            documents: async () => documents.map((document) => ({ ...document, status: 'COMPLETED', message: null })),
          },
          'sources',
          steps,
        ),
      });
    /** Asks for the next generation of the application's PDF, as a new request would. */
    const nextGeneration = async (applicationId: string) =>
      (
        await db.query<{ generation: number }>(
          `UPDATE application_pdf SET status = 'UNPROCESSED', generation = generation + 1 WHERE application_id = $1 RETURNING generation`,
          [applicationId],
        )
      )[0].generation;
    const makeOne = async (pdfs: PdfService, applicationId: string) =>
      pdfs.make({ applicationId, generation: await nextGeneration(applicationId) }, true);
    const file = `application-pdf/${applicationIds[0]}.pdf`;
    const cases = {
      0: { steps: new Steps(), documents: [] as typeof converted, pdfKb: 0 },
      3: { steps: new Steps(), documents: converted, pdfKb: 0 },
    };
    const pdfServices = { 0: serviceWith(cases[0].documents, cases[0].steps), 3: serviceWith(cases[3].documents, cases[3].steps) };
    for (const attachments of [0, 3] as const)
      for (let run = 0; run < warmUps; run++) await makeOne(pdfServices[attachments], applicationIds[0]);

    await new Promise<void>((finish, fail) => {
      process.on('message', (request: JobsRequest) => {
        (async () => {
          if (request.kind === 'case') {
            const { steps } = cases[request.attachments];
            const times: number[] = [];
            const cpuBefore = cpuMsNow();
            for (let run = 0; run < request.runs; run++) {
              steps.clear();
              const start = performance.now();
              await makeOne(pdfServices[request.attachments], applicationIds[0]);
              times.push(performance.now() - start);
              steps.keep(times.at(-1)!);
            }
            cases[request.attachments].pdfKb = Math.round(((await storage.size(file)) ?? 0) / 1000);
            if (process.env.BENCH_KEEP_PDF && request.attachments === 3) writeFileSync(process.env.BENCH_KEEP_PDF, await storage.get(file));
            answer({ kind: 'case', times, cpuMs: cpuMsNow() - cpuBefore, load: loadavg()[0] });
          } else if (request.kind === 'in flight') {
            // Two jobs in flight, each on its own application, for a fixed time.
            let pdfs = 0;
            const cpuBefore = cpuMsNow();
            const started = performance.now();
            await Promise.all(
              applicationIds.map(async (applicationId) => {
                while (performance.now() - started < request.seconds * 1000) {
                  await makeOne(pdfServices[3], applicationId);
                  pdfs++;
                }
              }),
            );
            answer({ kind: 'in flight', pdfs, elapsedMs: performance.now() - started, cpuMs: cpuMsNow() - cpuBefore, load: loadavg()[0] });
          } else {
            answer({
              kind: 'finished',
              chromium: config.chromiumPath ?? '',
              pdfKb: { '0 attachments': cases[0].pdfKb, '3 attachments': cases[3].pdfKb },
              steps: profiling ? { '0 attachments': cases[0].steps.medians(), '3 attachments': cases[3].steps.medians() } : {},
              peakMb: { worker: peak.worker / 2 ** 20, chromium: peak.chromium / 2 ** 20, both: peak.both / 2 ** 20 },
            });
            finish();
          }
        })().catch(fail);
      });
      answer({ kind: 'ready' });
    });
  } finally {
    clearInterval(sampler);
    await closeServices(services);
    redis.disconnect();
    await db.close();
    await app.stop();
    await dropDatabase(databaseUrl);
    process.disconnect?.();
  }
}

await main();
