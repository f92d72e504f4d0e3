// The application PDF end to end: the built app (workers off) and a PDF worker process of its own, which prints the real
// service view in Chromium; a full application with a transcript, the printed text, pages and bookmarks, and a worker
// killed in the middle of the job that finishes it once started again.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../form/src/testing/valid-application';
import { pngImage } from '../../server/src/testing/documents';
import { freePort } from '../../server/src/testing/free-port';
import { outlineTitles, pdfText } from '../../server/src/testing/pdf-tools';
import { startApp, startWorker, type RunningApp } from './app-process';
import { dropDatabase, throwawayDatabaseUrl } from './databases';
import { killProcessTree } from './kill';
import { CodeCatcher, confirmedStudent, studentPassword } from './students';

const databaseUrl = throwawayDatabaseUrl('e2e_pdf');
/** A Redis database of its own, so that no other app's worker takes these jobs (and this worker none of theirs). */
const redisUrl = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/13`;
const mail = new CodeCatcher();

let app: RunningApp;
let environment: NodeJS.ProcessEnv;
let database: pg.Client;

beforeAll(async () => {
  const smtpUrl = await mail.start();
  const port = await freePort();
  environment = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-pdf-storage-')),
    SMTP_URL: smtpUrl,
    WORKERS: 'off',
  };
  app = await startApp(environment);
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
});

afterAll(async () => {
  await database?.end();
  await app?.stop();
  await mail.stop();
  await dropDatabase(databaseUrl);
  const redis = new Redis(redisUrl);
  const keys = await redis.keys('*');
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000, everyMs = 100): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`gave up waiting; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function signedInStudent(): Promise<APIRequestContext> {
  const email = await confirmedStudent(app.url, mail);
  const api = await request.newContext({ baseURL: app.url });
  expect((await api.post('/public/login', { data: { username: email, password: studentPassword } })).ok()).toBe(true);
  return api;
}

const pdfRow = async () =>
  (await database.query<{ status: string; answers_version: number | null }>('SELECT status, answers_version FROM application_pdf')).rows[0];

/** The second college: the first's answers under the second instance's prefix, with a name of its own. */
const secondCollege = {
  ...Object.fromEntries(
    Object.entries(validApplication)
      .filter(([key]) => key.startsWith('college_'))
      .map(([key, value]) => [key.replace(/^college_/, 'college_2_'), value]),
  ),
  college_2_name: 'Mt. Hood Community College',
  college_2_city: 'Gresham',
};

describe('the application PDF', () => {
  it('prints a submitted application and its transcript, and finishes after its worker is killed mid-job', async () => {
    let worker = await startWorker(environment);
    const api = await signedInStudent();
    try {
      const answers = {
        ...validApplication,
        ...secondCollege,
        education_comment: 'I typed <script>alert("x")</script> and <b>bold</b> here.',
      };
      // The second college shows once added: the server keeps no answer of a question it hides.
      expect((await api.put('/api/add-another', { data: { button_id: 'college', num_components: 2 } })).ok()).toBe(true);
      expect((await api.put('/api/answer', { data: answers })).ok()).toBe(true);

      const target = (await (await api.post('/api/presigned-url', { data: { answer_key: 'college_transcript' } })).json()) as {
        url: string;
        fields: Record<string, string>;
      };
      const transcript = pngImage({ width: 800, height: 1000, paint: (x, y) => (((x >> 5) + (y >> 5)) % 2 ? [230, 230, 240] : [40, 60, 120]) });
      const upload = await api.post(target.url, {
        headers: { origin: app.url },
        multipart: { ...target.fields, file: { name: 'transcript.png', mimeType: 'image/png', buffer: transcript } },
      });
      expect(upload.status()).toBeLessThan(300);
      await api.post('/api/pdf/document-answer/college_transcript', { data: { file_key: target.fields.key, file_name: 'transcript.png' } });
      const conversion = await until(
        async () => (await (await api.get('/api/pdf/document-answer/college_transcript')).json()) as { status: string },
        ({ status }) => status === 'COMPLETED' || status === 'FAILED',
      );
      expect(conversion.status).toBe('COMPLETED');

      expect((await api.post('/api/submit')).ok()).toBe(true);
      // Killed in the middle of printing: the row says IN_PROGRESS, and stays so without a worker.
      await until(pdfRow, (row) => row?.status === 'IN_PROGRESS', 120_000, 20);
      await killProcessTree(worker.child);
      expect((await pdfRow()).status).toBe('IN_PROGRESS');
      expect((await (await api.get('/api/pdf')).json()) as unknown).toEqual({ status: 'IN_PROGRESS', url: null });

      worker = await startWorker(environment);
      const done = await until(
        async () => (await (await api.get('/api/pdf')).json()) as { status: string; url: string | null },
        ({ status }) => status === 'COMPLETED' || status === 'FAILED',
      );
      expect(done).toEqual({ status: 'COMPLETED', url: '/api/pdf/file' });
      expect((await pdfRow()).answers_version).toBeGreaterThan(0);

      const download = await api.get(done.url!);
      expect(download.headers()['content-type']).toBe('application/pdf');
      const fileName = /filename="([^"]+)"/.exec(download.headers()['content-disposition'])?.[1];
      expect(fileName).toBe('Application - Maria Lopez.pdf');
      const pdf = await download.body();
      if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, pdf);

      const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
      const expected = [
        'Maria Lopez',
        'Computer Science',
        'maria.lopez@example.com',
        '(503) 555-0142',
        '1845 SW Maple Street',
        'Portland',
        'Salinas',
        'Rosa',
        'Portland Community College',
        'Mt. Hood Community College',
        'Gresham',
        'Lincoln High School',
        '3.62',
        'Barista, Riverside Coffee',
        'transcript.png',
        '[X]',
        '[ ]',
        'I typed <script>alert("x")</script> and <b>bold</b> here.',
        'ATTACHMENT 1 OF 1',
        'Unofficial transcript from your most recent college',
      ];
      expect(expected.filter((shown) => !text.includes(shown))).toEqual([]);

      const document = await PDFDocument.load(pdf);
      const titles = outlineTitles(document);
      for (const page of ['Your Information', 'Your Education', 'Submit']) expect(titles.some((title) => title.includes(page))).toBe(true);
      expect(titles).toContain('Attachment 1: Unofficial transcript from your most recent college (transcript.png)');
      // The form's pages, the divider, and the transcript's one page; every page named and numbered.
      const pages = document.getPageCount();
      expect(pages).toBeGreaterThanOrEqual(5);
      expect(text).toContain(`Page ${pages}`);
    } finally {
      await api.dispose();
      await worker.stop();
    }
  }, 300_000);
});
