// The application PDF benchmark (npm run bench:pdf): seconds per application PDF on a warm worker — the job's whole work:
// row taken, token minted, the real service view printed by Chromium from the built app, documents appended, file
// stored, row completed — with 0 and with 3 attachments, p50 and p95, and the worker's peak memory with Chromium's.
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from '../e2e/app-process';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';

const load = createRequire(import.meta.url);
const dist = (module: string) => `../../server/dist/server/src/${module}.js`;
const { validApplication } = load('../../form/dist/testing/valid-application.js') as typeof import('../../form/src/testing/valid-application');
const { loadConfig } = load(dist('config')) as typeof import('../../server/src/config');
const { createDatabase } = load(dist('db/database')) as typeof import('../../server/src/db/database');
const { createRedis } = load(dist('jobs/connection')) as typeof import('../../server/src/jobs/connection');
// The domains' modules hold decorated entities, which this project's compiler settings do not check: typed here by hand.
interface Student {
  id: string;
  email: string;
}
interface ApplicationState {
  id: string;
  version: number;
  answers: Record<string, unknown>;
}
interface BenchServices {
  applications: {
    save(student: Student, answers: unknown): Promise<ApplicationState>;
    setAddAnother(student: Student, buttonId: string, count: number): Promise<ApplicationState>;
    submit(student: Student): Promise<ApplicationState>;
    byId(id: string): Promise<ApplicationState>;
  };
  serviceAccess: { mint(applicationId: string, purpose: 'pdf'): Promise<{ token: string }> };
  converters: { chromium: import('../../server/src/chromium').Chromium };
}
const { createServices, closeServices } = load(dist('root/domains')) as {
  createServices(infrastructure: unknown, options: { redisPrefix: string }): BenchServices;
  closeServices(services: BenchServices): Promise<void>;
};
const { ApplicationPdfService } = load(dist('application-pdf/service')) as {
  ApplicationPdfService: new (parts: object) => { make(job: { applicationId: string; generation: number }, last: boolean): Promise<void> };
};
const { servicePrinter } = load(dist('application-pdf/print')) as typeof import('../../server/src/application-pdf/print');
const { convertToPdf } = load(dist('documents/convert')) as typeof import('../../server/src/documents/convert');
const { storageFromConfig } = load(dist('documents/storage-from-config')) as typeof import('../../server/src/documents/storage-from-config');
// Test code, not built: loaded through @swc-node/register.
const samples = load('../../server/src/testing/documents.ts') as typeof import('../../server/src/testing/documents');
const { createStudent } = load('../../server/src/testing/students.ts') as {
  createStudent(db: import('../../server/src/db/database').Queries, email: string): Promise<Student>;
};
const { freePort } = load('../../server/src/testing/free-port.ts') as typeof import('../../server/src/testing/free-port');
const { descendants } = load('../../server/src/testing/processes.ts') as typeof import('../../server/src/testing/processes');

const runs = Number(process.env.BENCH_RUNS ?? 20);
/** BENCH_PROFILE=1: also a breakdown of each case's PDFs by phase (the job's steps, Chromium's, the page's own timings). */
const profiling = Boolean(process.env.BENCH_PROFILE);
const warmUps = 3;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** This process (the worker) and Chromium's processes below it: RSS, and Chromium's PSS (shared pages counted once). */
function memoryNow() {
  const chromium = descendants();
  const rss = process.memoryUsage().rss;
  return { rss, chromiumPss: chromium.reduce((sum, info) => sum + info.pssBytes, 0) };
}

/** Each kept PDF's milliseconds by phase (a phase met twice in one PDF adds up), and their medians across PDFs. */
class Phases {
  private current = new Map<string, number>();
  private readonly kept: Map<string, number>[] = [];
  add(name: string, ms: number) {
    this.current.set(name, (this.current.get(name) ?? 0) + ms);
  }
  clear() {
    this.current = new Map();
  }
  keep() {
    // What the job did besides the steps timed: mostly pdf-lib's assembly (the documents are read while Chromium prints).
    const sequential = [...this.current].filter(([name]) => /^(print \(all\)|job: (database|sources|storage \(put\)))/.test(name));
    const job = this.current.get('job (all)') ?? 0;
    this.add('job: the rest (pdf-lib assembly)', job - sequential.reduce((sum, [, ms]) => sum + ms, 0));
    const printSteps = [...this.current].filter(([name]) => name.startsWith('print: '));
    this.add('print: the rest (page closed, storage cleared)', (this.current.get('print (all)') ?? 0) - printSteps.reduce((sum, [, ms]) => sum + ms, 0));
    this.kept.push(this.current);
    this.clear();
  }
  report(): string {
    const names = [...new Set(this.kept.flatMap((phases) => [...phases.keys()]))];
    const median = (name: string) => {
      const values = this.kept.map((phases) => phases.get(name) ?? 0).sort((a, b) => a - b);
      return values[Math.floor((values.length - 1) / 2)];
    };
    const mean = (name: string) => this.kept.reduce((sum, phases) => sum + (phases.get(name) ?? 0), 0) / this.kept.length;
    return names.map((name) => `  ${name.padEnd(44)} median ${median(name).toFixed(0).padStart(6)}  mean ${mean(name).toFixed(0).padStart(6)}`).join('\n');
  }
}

/** `work`, its time added to `phase`. */
function timed<A extends unknown[], R>(work: (...args: A) => Promise<R>, phase: string, phases: Phases) {
  return async (...args: A): Promise<R> => {
    const start = performance.now();
    try {
      return await work(...args);
    } finally {
      phases.add(phase, performance.now() - start);
    }
  };
}

/** `target` with each of `methods` timed under `phase`. */
function timedObject<T extends object>(target: T, phase: string, phases: Phases, methods: string[]): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver);
      return typeof value === 'function' && methods.includes(String(key))
        ? timed((...args: unknown[]) => value.apply(object, args), `${phase} (${String(key)})`, phases)
        : value;
    },
  });
}

async function main() {
  const databaseUrl = throwawayDatabaseUrl('bench_pdf');
  const port = await freePort();
  const environment = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'bench-pdf-')),
    WORKERS: 'off',
  };
  // The web app serves the built client's service view, as in production; this process is the PDF worker.
  const app = await startApp(environment);
  const config = loadConfig({ ...process.env, ...environment });
  const db = createDatabase(config.databaseUrl);
  const redis = createRedis(config.redisUrl);
  const redisPrefix = `bench-pdf-${process.pid}`;
  const services = createServices(
    { config, db, lookupDb: db, redis, mailer: { send: async () => {}, close: () => {} } },
    { redisPrefix },
  );
  const peak = { rss: 0, chromiumPss: 0, both: 0 };
  const sampler = setInterval(() => {
    const now = memoryNow();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.chromiumPss = Math.max(peak.chromiumPss, now.chromiumPss);
    peak.both = Math.max(peak.both, now.rss + now.chromiumPss);
  }, 100);
  try {
    // A submitted application with two colleges.
    const student = await createStudent(db, `bench-${process.pid}@example.edu`);
    await services.applications.save(student, validApplication);
    await services.applications.setAddAnother(student, 'college', 2);
    const application = await services.applications.submit(student);

    // Three converted documents as students send them: a scan (PNG), a PDF of several pages, a Word file.
    const storage = storageFromConfig(config);
    const sentence = 'The student completed the course with distinction and is in good standing. ';
    const originals = [
      { type: 'png' as const, bytes: samples.pngImage({ width: 850, height: 1100, paint: (x, y) => [200 + (x % 50), 200 + (y % 50), 220] }) },
      { type: 'pdf' as const, bytes: await samples.pdfDocument({ pages: 4, lines: 40 }) },
      {
        type: 'docx' as const,
        bytes: await samples.docxDocument({
          heading: 'Unofficial Transcript',
          paragraphs: Array.from({ length: 30 }, (_, i) => `${i + 1}. ${sentence.repeat(3)}`),
          table: [['Term', 'Course', 'Credits', 'Grade'], ...Array.from({ length: 20 }, (_, i) => [`Term ${1 + (i % 4)}`, `Course ${100 + i}`, '3', 'A'])],
        }),
      },
    ];
    const converted: { answerKey: string; fileName: string; pdfKey: string }[] = [];
    for (const [index, { type, bytes }] of originals.entries()) {
      const conversion = await convertToPdf(bytes, type, services.converters.chromium);
      if (!conversion.ok) throw new Error(conversion.message);
      const pdfKey = `bench/${process.pid}/document-${index}.pdf`;
      await storage.put(pdfKey, Buffer.from(conversion.pdf));
      converted.push({ answerKey: 'college_transcript', fileName: `document-${index + 1}.${type}`, pdfKey });
    }

    /** The PDF service as the root builds it, its documents given: none, or the three above. */
    const pdfServiceWith = (documents: typeof converted, phases: Phases) =>
      new ApplicationPdfService({
        db: timedObject(db, 'job: database', phases, ['query', 'execute']),
        sources: timedObject({
          studentApplication: async () => {
            throw new Error('not used');
          },
          application: async (id: string) => {
            const state = await services.applications.byId(id);
            return { id, submitted: true, version: state.version, answers: state.answers };
          },
          mintServiceToken: async (id: string) => (await services.serviceAccess.mint(id, 'pdf')).token,
          convertedDocuments: async () => documents,
        }, 'job: sources', phases, ['application', 'mintServiceToken', 'convertedDocuments']),
        storage: timedObject(storage, 'job: storage', phases, ['get', 'put']),
        queue: async () => {},
        print: timed(
          servicePrinter(services.converters.chromium, config.appUrl, profiling ? { profile: (name, ms) => phases.add(name, ms) } : {}),
          'print (all)',
          phases,
        ),
        applicationTitle: config.partner.application_title,
      });

    const rows: string[] = [];
    const profiles: string[] = [];
    console.error(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start; ${runs} PDFs per case`);
    for (const [label, documents] of [['0 attachments', []], ['3 attachments', converted]] as const) {
      const phases = new Phases();
      const pdfs = pdfServiceWith([...documents], phases);
      const times: number[] = [];
      const failures: string[] = [];
      for (let run = 0; run < warmUps + runs; run++) {
        const [{ generation }] = await db.query<{ generation: number }>(
          `UPDATE application_pdf SET status = 'UNPROCESSED', generation = generation + 1 WHERE application_id = $1 RETURNING generation`,
          [application.id],
        );
        phases.clear();
        const start = performance.now();
        try {
          await pdfs.make({ applicationId: application.id, generation }, true);
          if (run >= warmUps) {
            times.push(performance.now() - start);
            phases.add('job (all)', times.at(-1)!);
            phases.keep();
          }
        } catch (error) {
          // A worker would try the job again; the benchmark counts the failure and goes on.
          failures.push((error as Error).message.split('\n')[0]);
        }
      }
      const size = await storage.size(`application-pdf/${application.id}.pdf`);
      times.sort((a, b) => a - b);
      if (failures.length) console.error(`${label}: ${failures.length} failed: ${failures.join('; ')}`);
      const row = [label, `${((size ?? 0) / 1000).toFixed(0)} kB`, `${times.length}${failures.length ? ` (${failures.length} failed)` : ''}`, (percentile(times, 50) / 1000).toFixed(2), (percentile(times, 95) / 1000).toFixed(2), loadavg()[0].toFixed(1)];
      rows.push(`| ${row.join(' | ')} |`);
      console.error(rows.at(-1));
      if (profiling) profiles.push(`${label}:\n${phases.report()}`);
    }
    console.log('| case | PDF size | PDFs | p50 s | p95 s | load average |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    for (const profile of profiles) console.log(`\n${profile}`);
    console.log(
      `\nPeak memory of the worker: this process ${mb(peak.rss)} MB RSS, Chromium's processes ${mb(peak.chromiumPss)} MB PSS ` +
        `summed; together at most ${mb(peak.both)} MB.`,
    );
  } finally {
    clearInterval(sampler);
    await closeServices(services);
    redis.disconnect();
    await db.close();
    await app.stop();
    await dropDatabase(databaseUrl);
  }
}

await main();
