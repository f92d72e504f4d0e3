// Beyond one process, with the built app: WEB_CONCURRENCY web processes on one port with the workers in the primary
// alone; and two web instances and two `npm run worker` processes on one PostgreSQL, one Redis of the test's own and
// one S3 server, through which a session moves, a sign-out is seen at once, each upload converts and the PDF prints
// exactly once, a worker killed mid-conversion is taken over, and a Redis restarted empty loses nothing.
import { get } from 'node:http';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../form/src/testing/valid-application';
import { agentOf, cookiesFrom, type SignedInAgent } from '../../server/src/testing/agent';
import { pngImage } from '../../server/src/testing/documents';
import { freePort } from '../../server/src/testing/free-port';
import { descendants } from '../../server/src/testing/processes';
import { startS3, type RunningS3 } from '../../server/src/testing/s3';
import { finishedConversion, postUpload, startConversion, uploadTargetFor, type LocalFile } from '../../server/src/testing/upload-requests';
import { startApp, startWorker, type RunningApp, type RunningWorker } from './app-process';
import { dropDatabase, throwawayDatabaseUrl } from './databases';
import { killProcessTree } from './kill';
import { startPrivateRedis, type PrivateRedis } from './redis-server';
import { CodeCatcher, confirmedStudent, studentPassword } from './students';

const mail = new CodeCatcher();
let smtpUrl: string;
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(() => mail.stop());

/** GET on a connection of its own: the cluster's primary hands each new connection to the next web process. */
function statusOnNewConnection(url: string, cookie: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: { cookie } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
    });
    request.once('error', reject);
  });
}

/** Whether a process still exists (signal 0 tests for it and sends nothing). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A new student, signed in on `instance`: the session is usable on every instance of the app. */
async function signedInOn(instance: RunningApp): Promise<{ email: string; cookie: string; on: (other: RunningApp) => SignedInAgent }> {
  const email = await confirmedStudent(instance.url, mail);
  const login = await fetch(`${instance.url}/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: studentPassword }),
  });
  expect(login.status).toBe(200);
  await login.arrayBuffer();
  const cookie = cookiesFrom(login);
  return { email, cookie, on: (other) => agentOf(other.url, email, cookie) };
}

describe('WEB_CONCURRENCY=2 on one machine', () => {
  const databaseUrl = throwawayDatabaseUrl('e2e_cores');
  // A Redis of its own: the workers here are the only ones on it.
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(async () => {
    await dropDatabase(databaseUrl);
    await redis?.stop();
  });

  it('serves one port from two web processes, runs the workers once in the primary, and stops them all on SIGTERM', async () => {
    const app = await startApp({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: smtpUrl,
      WEB_CONCURRENCY: '2',
      WORKERS: 'inline',
    });
    let family: number[] = [];
    try {
      const primary = app.child.pid!;
      const webProcesses = () => descendants(primary).filter(({ parent, name }) => parent === primary && name === 'node');
      expect(webProcesses()).toHaveLength(2);
      expect(app.output()).toContain('(workers: inline, web processes: 2)');
      // Whichever process answers speaks for the whole.
      for (let request = 0; request < 4; request++) expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
      // A session opened on one web process is good on the other (one secret signs the cookies of all, even a random one).
      const { cookie } = await signedInOn(app);
      const statuses = await Promise.all([0, 1, 2, 3].map(() => statusOnNewConnection(`${app.url}/api/profile`, cookie)));
      expect(statuses).toEqual([200, 200, 200, 200]);

      // One conversion worker on the queue, and it is the primary: no web process carries a job.
      const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
      try {
        // Each worker's connections carry its name (host:pid) after ':w:'.
        const connections = await new Queue('convert-document', { connection }).getWorkers();
        const names = new Set(connections.map(({ rawname }) => String(rawname).split(':w:')[1]));
        expect([...names]).toEqual([expect.stringMatching(new RegExp(`:${primary}$`))]);
      } finally {
        connection.disconnect();
      }
      await expect.poll(() => app.output(), { timeout: 20_000 }).toMatch(/loaded \d+ lookup places/);
      expect(app.output().match(/loaded \d+ lookup places/g)).toHaveLength(1);

      // A web process that dies is replaced; the port keeps answering meanwhile (on a new connection: one kept alive may
      // have been the dead process's).
      const [lost] = webProcesses();
      process.kill(lost.pid, 'SIGKILL');
      await expect.poll(() => webProcesses().map(({ pid }) => pid), { timeout: 20_000 }).not.toContain(lost.pid);
      await expect.poll(() => webProcesses().length, { timeout: 20_000 }).toBe(2);
      expect(await statusOnNewConnection(`${app.url}/healthz`, '')).toBe(200);
      family = webProcesses().map(({ pid }) => pid);
    } finally {
      await app.stop();
    }
    expect(app.child.exitCode).toBe(0);
    expect(family.filter(running)).toEqual([]);
  }, 60_000);
});

describe('two web instances and two workers sharing PostgreSQL, Redis and S3', () => {
  const databaseUrl = throwawayDatabaseUrl('e2e_instances');
  let s3: RunningS3;
  let redis: PrivateRedis;
  let a: RunningApp;
  let b: RunningApp;
  let workers: RunningWorker[];
  let workerEnvironment: NodeJS.ProcessEnv;
  let database: pg.Client;
  let queues: Redis;
  // Its connection is the test's own, which reconnects by itself after the restart: nothing to say meanwhile.
  const queue = (name: string) => new Queue(name, { connection: queues }).on('error', () => undefined);

  beforeAll(async () => {
    [s3, redis] = await Promise.all([startS3(), startPrivateRedis()]);
    const { bucket, region, endpoint, credentials } = s3.settings;
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      // Instances of one app share its secret: the session cookie's signature, the keys derived from it.
      SESSION_SECRET: 'scale-out-test-secret-0123456789abcdef',
      SMTP_URL: smtpUrl,
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
      WORKERS: 'off',
    };
    const instance = async () => {
      const port = await freePort();
      return startApp({ ...shared, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` });
    };
    // A migrates the database; B and the workers come up on it together.
    a = await instance();
    workerEnvironment = { ...shared, APP_URL: a.url };
    [b, ...workers] = await Promise.all([instance(), startWorker(workerEnvironment), startWorker(workerEnvironment)]);
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    queues = new Redis(redis.url, { maxRetriesPerRequest: null }).on('error', () => undefined);
  }, 120_000);

  afterAll(async () => {
    queues?.disconnect();
    await database?.end();
    await Promise.all([a?.stop(), b?.stop(), ...(workers ?? []).map((worker) => worker.stop())]);
    await Promise.all([s3?.close(), redis?.stop()]);
    await dropDatabase(databaseUrl);
  });

  /** Asks `asked` for the target, posts the file straight to the bucket, and attaches it through `attached`. */
  async function upload(asked: SignedInAgent, attached: SignedInAgent, file: LocalFile): Promise<void> {
    const target = await uploadTargetFor(asked);
    expect(target.url).toBe(`${s3.settings.endpoint}/${s3.settings.bucket}`);
    expect((await postUpload(asked, target, file)).ok).toBe(true);
    expect((await startConversion(attached, target.fields.key, file.name)).status).toBe(200);
  }

  const saved = async (agent: SignedInAgent) =>
    ((await (await agent.fetch('/api/profile')).json()) as { answer: Record<string, unknown> }).answer;

  interface DocumentRow {
    id: string;
    generation: number;
    status: string;
    attempts: number;
    fileKey: string;
    pdfKey: string | null;
  }
  const documents = async () =>
    (
      await database.query<DocumentRow>(
        `SELECT id, generation, status, attempts, file_key AS "fileKey", pdf_key AS "pdfKey" FROM document ORDER BY created_at`,
      )
    ).rows;
  const pdfs = async () =>
    (
      await database.query<{ status: string; error: string | null; storageKey: string | null }>(
        `SELECT status, error, storage_key AS "storageKey" FROM application_pdf`,
      )
    ).rows;
  const unfinished = (rows: { status: string }[]) => rows.filter(({ status }) => status === 'UNPROCESSED' || status === 'IN_PROGRESS');

  /** The worker process whose pid the job's processedBy (`host:pid`) names. */
  async function holderOf(document: DocumentRow): Promise<number> {
    const job = await queue('convert-document').getJob(`document-${document.id}-${document.generation}`);
    return Number(job?.processedBy?.split(':').at(-1));
  }

  it('keeps a session signed in on A when it saves on B, and refuses it on B at once once it signs out on A', async () => {
    const student = await signedInOn(a);
    const [onA, onB] = [student.on(a), student.on(b)];
    expect((await onB.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: 'Maria' }) })).status).toBe(200);
    expect(await saved(onA)).toMatchObject({ first_name: 'Maria' });
    // B has the session in memory now (it keeps a session read for 10 s): only Redis's word can end it there at once.
    expect((await onB.fetch('/api/profile')).status).toBe(200);
    expect((await onA.fetch('/api/logout')).status).toBe(200);
    expect((await onB.fetch('/api/profile')).status).toBe(401);
    expect((await onB.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: 'Mallory' }) })).status).toBe(401);
  });

  it('converts each upload posted to the bucket exactly once, and prints the submitted application once', async () => {
    const students = await Promise.all([signedInOn(a), signedInOn(b), signedInOn(a)]);
    await Promise.all(
      students.map((student, index) =>
        upload(student.on(index % 2 ? b : a), student.on(index % 2 ? a : b), {
          bytes: pngImage({ width: 200 + index, height: 300 }),
          name: `transcript-${index}.png`,
        }),
      ),
    );
    for (const [index, student] of students.entries()) {
      expect(await finishedConversion(student.on(index % 2 ? a : b))).toEqual({ status: 'COMPLETED', message: null });
    }
    const converted = await documents();
    expect(converted).toHaveLength(3);
    for (const document of converted) {
      expect(document).toMatchObject({ status: 'COMPLETED', attempts: 1 });
      expect([s3.writesOf(document.fileKey), s3.writesOf(document.pdfKey!)]).toEqual([1, 1]);
    }

    const [applicant] = students;
    expect((await applicant.on(b).fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
    expect((await applicant.on(b).fetch('/api/submit', { method: 'POST' })).status).toBe(200);
    await expect
      .poll(async () => ((await (await applicant.on(a).fetch('/api/pdf')).json()) as { status: string }).status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('COMPLETED');
    const [pdf] = await pdfs();
    expect(s3.writesOf(pdf.storageKey!)).toBe(1);
    expect((await applicant.on(b).fetch('/api/pdf/file')).headers.get('content-type')).toBe('application/pdf');
  }, 90_000);

  it('finishes a conversion on the other worker when the one converting it is killed with SIGKILL', async () => {
    const student = await signedInOn(b);
    // 20 megapixels of one colour: a small file that takes seconds to decode, so that the kill lands mid-conversion.
    await upload(student.on(a), student.on(b), { bytes: pngImage({ width: 5000, height: 4000 }), name: 'slow.png' });
    const latest = async () => (await documents()).at(-1)!;
    await expect.poll(async () => (await latest()).status, { timeout: 30_000, interval: 20 }).toBe('IN_PROGRESS');
    const holder = await holderOf(await latest());
    const killed = workers.find(({ child }) => child.pid === holder)!;
    const survivor = workers.find((worker) => worker !== killed)!;
    await killProcessTree(killed.child);
    expect((await latest()).status).toBe('IN_PROGRESS');

    // The survivor takes the job once the dead worker's lock lapses (10 s).
    expect(await finishedConversion(student.on(a), 'college_transcript', 60_000)).toEqual({ status: 'COMPLETED', message: null });
    expect(await latest()).toMatchObject({ status: 'COMPLETED', attempts: 2 });
    expect(await holderOf(await latest())).toBe(survivor.child.pid);
    workers = [survivor, await startWorker(workerEnvironment)];
  }, 120_000);

  it('loses nothing when Redis restarts empty in the middle: PostgreSQL and the queues agree afterwards', async () => {
    const students = await Promise.all([signedInOn(a), signedInOn(b), signedInOn(a)]);
    // The first takes a second or so: the restart comes while it converts, and before the PDF waiting for it is made.
    const files = [pngImage({ width: 2500, height: 2000 }), pngImage({ width: 300, height: 200 }), pngImage({ width: 320, height: 200 })];
    await Promise.all(
      students.map((student, index) => upload(student.on(a), student.on(b), { bytes: files[index], name: `file-${index}.png` })),
    );
    const [applicant] = students;
    expect((await applicant.on(a).fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
    expect((await applicant.on(a).fetch('/api/submit', { method: 'POST' })).status).toBe(200);

    // While the slow file converts: every job, lock and schedule in Redis is gone.
    await expect.poll(async () => unfinished(await documents()).length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    await redis.restart();
    expect(unfinished([...(await documents()), ...(await pdfs())]).length).toBeGreaterThan(0);

    await expect
      .poll(async () => unfinished([...(await documents()), ...(await pdfs())]).length, { timeout: 90_000, interval: 200 })
      .toBe(0);
    expect((await documents()).map(({ status }) => status)).toEqual(Array(7).fill('COMPLETED'));
    expect((await pdfs()).map(({ status, error }) => ({ status, error }))).toEqual(Array(2).fill({ status: 'COMPLETED', error: null }));
    for (const { pdfKey } of await documents()) expect(s3.writesOf(pdfKey!)).toBeGreaterThan(0);

    const idle = { waiting: 0, active: 0, delayed: 0, prioritized: 0, failed: 0, 'waiting-children': 0 };
    // A conversion queued again after the restart while its first run went on may still be running its second run (which
    // finds the document finished and keeps its PDF): the queues come to rest, nothing waiting or failed.
    for (const name of ['convert-document', 'convert-docx', 'application-pdf']) {
      await expect
        .poll(() => queue(name).getJobCounts(...(Object.keys(idle) as (keyof typeof idle)[])), { timeout: 30_000, interval: 200 })
        .toEqual(idle);
    }
    // The hourly clean-up's schedule is back too.
    expect(await queue('clean-up').getJobSchedulersCount()).toBe(1);

    // Sessions live in PostgreSQL: still signed in on both, and a sign-out on B is seen on A through the new Redis.
    const [onA, onB] = [students[1].on(a), students[1].on(b)];
    expect((await onB.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ last_name: 'Lopez' }) })).status).toBe(200);
    expect(await saved(onA)).toMatchObject({ last_name: 'Lopez' });
    expect((await onB.fetch('/api/logout')).status).toBe(200);
    expect((await onA.fetch('/api/profile')).status).toBe(401);
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
  }, 150_000);
});
