import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type RunningWorkers } from '../jobs/runner';
import { jobDefinitions } from '../root/jobs';
import { queueOptions } from '../root/services';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { pngImage } from '../testing/documents';
import { testRedisUrl } from '../testing/environment';
import { startTestServer, type TestServer } from '../testing/server';
import { finishedConversion, postUpload, startConversion, testAppOrigin, uploadAndConvert, uploadTargetFor } from '../testing/uploads';
import { conversionMessages } from './failures';
import { conversionQueue, maxConversionAttempts, type ConversionJobData } from './service';

const repo = path.join(__dirname, '..', '..', '..');
let storageDir: string;
let server: TestServer;
const running: ChildProcess[] = [];
const workers: RunningWorkers[] = [];
/** 20 megapixels of one colour: a small file that takes pdf-lib seconds to decode (made before the server, which it would hold up). */
let slow: Buffer;

beforeAll(async () => {
  // The worker processes load the form package as built, as `npm run worker` does.
  execFileSync(process.execPath, [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'form'], { cwd: repo });
  slow = pngImage({ width: 5000, height: 4000 });
  storageDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  // No workers in this process: each test starts its own, here or in a process of its own.
  server = await startTestServer({ environment: { APP_URL: testAppOrigin, STORAGE_DIR: storageDir } });
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const running of workers) await running.close();
  await server.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** The student's document (the only one of the application) as a conversion job names it, and where its PDF goes. */
async function documentOf(agent: SignedInAgent) {
  const [document] = await server.database.db.query<ConversionJobData & { applicationId: string; status: string; pdfKey: string | null }>(
    `SELECT d.id AS "documentId", d.generation, d.application_id AS "applicationId", d.status, d.pdf_key AS "pdfKey"
     FROM document d JOIN application a ON a.id = d.application_id JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
    [agent.email],
  );
  return document;
}

const statusOf = async (agent: SignedInAgent) =>
  ((await (await agent.fetch('/api/pdf/document-answer/college_transcript')).json()) as { status: string }).status;

function startWorkersHere(requeueEveryMs?: number) {
  const options = { redisPrefix: server.redisPrefix, documentRequeueEveryMs: requeueEveryMs };
  return startWorkers(jobDefinitions(server.services, options), queueOptions(server.redis, options)).then((started) => {
    workers.push(started);
    return started;
  });
}

/** The conversion lock of the worker processes: long enough to be renewed (every half of it) under load, short enough not to wait on. */
const killedLockMs = 4000;

interface HeldWorker {
  /** Starts the workers of the process loaded already, resolving once they are ready. */
  start(): Promise<ChildProcess>;
}

/**
 * `npm run worker`'s part, in a process of its own on this test's database, Redis prefix and storage, loaded (its modules
 * compiled, which takes seconds) but not started: nothing of it touches Redis, Postgres or the storage until `start`.
 */
function heldWorkerProcess(): HeldWorker {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, '..', 'testing', 'conversion-worker.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SWC_NODE_PROJECT: path.join(repo, 'server', 'tsconfig.json'),
      DATABASE_URL: server.database.url,
      REDIS_URL: testRedisUrl,
      TEST_REDIS_PREFIX: server.redisPrefix,
      STORAGE_DIR: storageDir,
      // A killed worker's job is taken over once its lock expires and a stalled check finds it: 10 s each by default.
      TEST_DOCUMENT_LOCK_MS: String(killedLockMs),
      TEST_WORKER_HELD: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const saying = (words: string) =>
    new Promise<void>((resolve, reject) => {
      const onData = () => {
        if (!output.includes(words)) return;
        child.stdout!.off('data', onData);
        resolve();
      };
      child.stdout!.on('data', onData);
      onData();
      child.once('exit', (code) => reject(new Error(`the worker exited (${code}): ${output}`)));
    });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const loaded = saying('loaded');
  // An exit before `start` is reported there.
  loaded.catch(() => {});
  return {
    start: async () => {
      await loaded;
      child.stdin!.write('start\n');
      await saying('workers ready');
      return child;
    },
  };
}

describe('the conversion job', () => {
  it('keeps the PDF its document holds when two runs of one file both finish (Redis lost the job, and its lease, mid-run)', async () => {
    const agent = await signedInAgent(server);
    await uploadAndConvert(agent, { bytes: pngImage({ width: 20, height: 20 }), name: 'twice.png' });
    // No worker runs here: the two runs are the documents service's steps, as each run of the job takes them.
    await server.services.queues.queue(conversionQueue).obliterate({ force: true });
    const { documentId, generation, applicationId } = await documentOf(agent);
    const run = { documentId, generation };
    const { documents } = server.services;
    const pdf = new TextEncoder().encode('%PDF-1.7 converted');
    // The first run takes the file in hand; Redis restarts empty, the periodic check queues the file again, and a
    // second run takes it in hand while the first still converts. The first finishes, then the second.
    expect(await documents.takeInHand(run)).toMatchObject({ status: 'IN_PROGRESS', attempts: 1 });
    expect(await documents.takeInHand(run)).toMatchObject({ status: 'IN_PROGRESS', attempts: 2 });
    await documents.complete(run, applicationId, pdf);
    await documents.complete(run, applicationId, pdf);
    const completed = await documentOf(agent);
    expect(completed.status).toBe('COMPLETED');
    expect(await readFile(path.join(storageDir, completed.pdfKey!), 'utf8')).toBe('%PDF-1.7 converted');

    // A run of a file replaced since still removes the PDF it made, which nobody wants.
    await uploadAndConvert(agent, { bytes: pngImage({ width: 20, height: 20 }), name: 'replacement.png' });
    await documents.complete(run, applicationId, pdf);
    expect(existsSync(path.join(storageDir, completed.pdfKey!))).toBe(false);
    await server.services.queues.queue(conversionQueue).obliterate({ force: true });
  });

  it('is queued again at start when Redis lost it: Postgres holds the documents to convert', async () => {
    const agent = await signedInAgent(server);
    await uploadAndConvert(agent, { bytes: pngImage({ width: 20, height: 20 }), name: 'lost.png' });
    await server.services.queues.queue(conversionQueue).obliterate({ force: true });
    expect(await statusOf(agent)).toBe('UNPROCESSED');
    await startWorkersHere();
    expect(await finishedConversion(agent)).toEqual({ status: 'COMPLETED', message: null });
  });

  it('is queued again periodically for a document left without a job', async () => {
    await startWorkersHere(300);
    const agent = await signedInAgent(server);
    const target = await uploadTargetFor(agent);
    expect((await postUpload(agent, target, { bytes: pngImage({ width: 20, height: 20 }), name: 'orphan.png' })).status).toBe(204);
    // The student's application, as the form's first page load makes it (an upload target needs none).
    expect((await agent.fetch('/api/profile')).status).toBe(200);
    // The row as an attach leaves it, without the job the attach queues (as if Redis had restarted since).
    await server.database.db.execute(
      `INSERT INTO document (application_id, answer_key, file_key, file_name, file_size, status)
       SELECT a.id, 'college_transcript', $2, 'orphan.png', 100, 'UNPROCESSED'
       FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
      [agent.email, target.fields.key],
    );
    expect(await finishedConversion(agent)).toEqual({ status: 'COMPLETED', message: null });
  });

  it(`gives a file up, FAILED with a message for the student, once ${maxConversionAttempts} attempts stopped unfinished`, async () => {
    for (const started of workers.splice(0)) await started.close();
    const [kept, givenUp] = await Promise.all([signedInAgent(server), signedInAgent(server)]);
    const file = { bytes: pngImage({ width: 20, height: 20 }), name: 'crashing.png' };
    // Attached and queued; no worker runs yet.
    await Promise.all([uploadAndConvert(kept, file), uploadAndConvert(givenUp, file)]);
    // What a worker killed mid-conversion leaves: the document taken in hand (IN_PROGRESS), then never finished; its
    // job is taken over, or queued again, and the next worker takes it in hand again.
    const killedAttempts = async (agent: SignedInAgent, attempts: number) => {
      const document = await documentOf(agent);
      for (let attempt = 0; attempt < attempts; attempt++) await server.services.documents.takeInHand(document);
      expect(await statusOf(agent)).toBe('IN_PROGRESS');
    };
    await killedAttempts(kept, maxConversionAttempts - 1);
    await killedAttempts(givenUp, maxConversionAttempts);

    await startWorkersHere(300);
    expect(await finishedConversion(givenUp)).toEqual({ status: 'FAILED', message: conversionMessages.conversionAbandoned });
    // One attempt left: it converts.
    expect(await finishedConversion(kept)).toEqual({ status: 'COMPLETED', message: null });
    // A new file has attempts of its own.
    await uploadAndConvert(givenUp, { ...file, name: 'another.png' });
    expect(await finishedConversion(givenUp)).toEqual({ status: 'COMPLETED', message: null });
  });

  it('is finished by a worker started again after one was killed with SIGKILL in the middle of it', { timeout: 120_000 }, async () => {
    // Its process loads (compiles) while the file is uploaded; it starts once the conversion is asked for.
    const firstLoading = heldWorkerProcess();
    for (const started of workers.splice(0)) await started.close();
    const agent = await signedInAgent(server);
    const target = await uploadTargetFor(agent);
    expect((await postUpload(agent, target, { bytes: slow, name: 'slow.png' })).status).toBe(204);
    expect((await startConversion(agent, target.fields.key, 'slow.png')).status).toBe(200);

    const first = await firstLoading.start();
    // The next worker's process loads meanwhile; it starts (connects, looks for work) only after the first is killed.
    const next = heldWorkerProcess();
    await expect.poll(() => statusOf(agent), { timeout: 30_000, interval: 50 }).toBe('IN_PROGRESS');
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(await statusOf(agent)).toBe('IN_PROGRESS');

    await next.start();
    expect(await finishedConversion(agent, 'college_transcript', 90_000)).toEqual({ status: 'COMPLETED', message: null });
  });
});
