// The application PDF end to end: the built app (workers off) and a PDF worker process of its own, which prints the
// read-only view in Chromium; a full application with a transcript, the printed text, pages and bookmarks, a worker
// killed in the middle of the job that finishes it once started again, the receipt mailed at submission, and the
// student's /completion page (opened from the receipt's link) meanwhile:
// 'Preparing your PDF copy…', disabled, until the copy is made, then a download at once, its SSN masked (the staff's
// copy keeps it whole).
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../form/src/testing/valid-application';
import { pngImage } from '../../server/src/testing/documents';
import { freePort } from '../../server/src/testing/free-port';
import { outlineTitles, pdfText } from '../../server/src/testing/pdf-tools';
import { testRedisUrl } from '../../server/src/testing/environment';
import { startApp, startWorker, type RunningApp } from './app-process';
import { chromiumPath, launchBrowser } from './browser';
import { dropDatabase, dropRedisKeys, throwawayDatabaseUrl, throwawayRedisPrefix } from './databases';
import { killProcessTree } from './kill';
import { staffToken } from './staff-tokens';
import { CodeCatcher, confirmedStudent, studentPassword } from './students';

const databaseUrl = throwawayDatabaseUrl('e2e_pdf');
/** Redis keys of its own, so that no other app's worker takes these jobs (and this worker none of theirs). */
const redisPrefix = throwawayRedisPrefix();
const mail = new CodeCatcher();

let app: RunningApp;
let environment: NodeJS.ProcessEnv;
let database: pg.Client;
let browser: Browser;

/**
 * A Chromium that takes seconds to start, for the first worker: its PDF job is surely in the middle when the test kills
 * it (a print takes a fraction of a second).
 */
function slowChromium(): string {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-pdf-chromium-')), 'slow-chromium');
  writeFileSync(script, `#!/bin/sh\nsleep 5\nexec ${chromiumPath()} "$@"\n`);
  chmodSync(script, 0o755);
  return script;
}

beforeAll(async () => {
  const smtpUrl = await mail.start();
  const port = await freePort();
  environment = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-pdf-storage-')),
    SMTP_URL: smtpUrl,
    WORKERS: 'off',
  };
  app = await startApp(environment);
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await database?.end();
  await app?.stop();
  await mail.stop();
  await dropDatabase(databaseUrl);
  await dropRedisKeys(redisPrefix);
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

async function signedInStudent(): Promise<{ api: APIRequestContext; email: string }> {
  const email = await confirmedStudent(app.url, mail);
  const api = await request.newContext({ baseURL: app.url });
  expect((await api.post('/public/login', { data: { username: email, password: studentPassword } })).ok()).toBe(true);
  return { api, email };
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
  it('prints a submitted application and its transcript, and finishes after its worker is killed mid-job, the student seeing it prepared', async () => {
    let worker = await startWorker({ ...environment, CHROMIUM_PATH: slowChromium() });
    const { api, email } = await signedInStudent();
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
      const transcript = pngImage({
        width: 800,
        height: 1000,
        paint: (x, y) => (((x >> 5) + (y >> 5)) % 2 ? [230, 230, 240] : [40, 60, 120]),
      });
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
      // Killed in the middle of its job (its Chromium still starting): the row says IN_PROGRESS, and stays so without a worker.
      await until(pdfRow, (row) => row?.status === 'IN_PROGRESS', 120_000, 20);
      await killProcessTree(worker.child);
      expect((await pdfRow()).status).toBe('IN_PROGRESS');
      expect((await (await api.get('/api/pdf')).json()) as unknown).toEqual({ status: 'IN_PROGRESS', url: null });

      // The student opens /completion meanwhile (the receipt's link, checked below): the button says the copy is being
      // prepared, and cannot be pressed.
      const link = `${app.url}/completion`;
      const student = await browser.newContext({ storageState: await api.storageState(), acceptDownloads: true });
      const completion = await student.newPage();
      await completion.goto(link);
      const preparing = completion.getByRole('button', { name: 'Preparing your PDF copy…' });
      await preparing.waitFor();
      expect(await preparing.isDisabled()).toBe(true);
      expect(await completion.getByRole('status').filter({ hasText: 'Preparing your PDF copy…' }).count()).toBe(1);

      worker = await startWorker(environment);
      // The receipt, by SMTP (a job of the workers: the one killed may have held it, which the one started again takes up
      // once BullMQ finds it stalled, within 20 s): the application's number and the time of submission, and a link to
      // /completion, in the plain text and the HTML.
      const receipt = await mail.messageTo(email, /^Subject: .* was submitted$/m, 30_000);
      const { number } = (
        await database.query<{ number: number }>(
          `SELECT a.number FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
          [email],
        )
      ).rows[0];
      for (const shown of [`Application number: ${number}`, '<p>Application number: ']) expect(receipt).toContain(shown);
      expect(receipt.match(/Submitted: \w+ \d+, \d{4} at \d+:\d\d [AP]M P[SD]T/g)).toHaveLength(2);
      expect(/^Your next steps and a PDF copy of your application: (\S+)$/m.exec(receipt)![1]).toBe(link);
      expect(receipt).toContain(`<a href="${link}">`);

      // Made: the button downloads it at once.
      const button = completion.getByRole('button', { name: 'Download PDF copy' });
      await button.waitFor({ timeout: 120_000 });
      const [download] = await Promise.all([completion.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('Application - Maria Lopez.pdf');
      const pdf = readFileSync((await download.path())!);
      await student.close();
      expect((await pdfRow()).status).toBe('COMPLETED');
      expect((await pdfRow()).answers_version).toBeGreaterThan(0);
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

      // The student's own copy masks the SSN; the staff's copy of the same application keeps it whole.
      expect(text).toContain('***-**-6789');
      expect(text).not.toContain('123-45-6789');
      const [{ id }] = (await database.query<{ id: string }>('SELECT id FROM application')).rows;
      const staffCopy = await fetch(`${app.url}/staff/applications/${id}/pdf`, {
        headers: { authorization: `Bearer ${staffToken(databaseUrl, 'registrar@example.edu')}` },
      });
      expect(staffCopy.status).toBe(200);
      const staffText = (await pdfText(new Uint8Array(await staffCopy.arrayBuffer()))).replace(/\s+/g, ' ');
      expect(staffText).toContain('123-45-6789');
      expect(staffText).not.toContain('***-**-6789');

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
