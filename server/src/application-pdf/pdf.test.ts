// The application PDF made by the worker: on submit, from the read-only view read straight from the database, with the
// documents behind it; a rich application printed as the build before printed it; the browser's view reading the same.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPages } from '@transfer/form';
import { validApplication } from '../../../form/src/testing/valid-application';
import { convertToPdf } from '../documents/convert';
import { storageFromConfig } from '../documents/storage-from-config';
import { startWorkers, type RunningWorkers } from '../jobs/runner';
import { conversionQueue } from '../documents/service';
import { applicationPdfQueue } from '../application-pdf/job';
import { jobDefinitions } from '../root/jobs';
import { queueOptions } from '../root/services';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { docxDocument, encryptedPdf, pngImage } from '../testing/documents';
import { freePort } from '../testing/free-port';
import type { Json } from '../testing/json';
import { outlineTitles, pdfText } from '../testing/pdf-tools';
import { pdfContent, richDocuments, submitRichApplication, wordsOf, type PdfContent } from '../testing/rich-application';
import printedBefore from '../testing/rich-application.before.json';
import { startTestServer, type TestServer } from '../testing/server';
import { createStudent } from '../testing/students';
import { uploadAndConvert } from '../testing/uploads';
import { notConvertedMessage } from './assemble';
import { ApplicationPdfService, type ApplicationPdfServiceParts, type AttachedDocument } from './service';

let server: TestServer;
let workers: RunningWorkers;
let appUrl: string;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  server = await startTestServer({
    port,
    environment: { APP_URL: appUrl, STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'pdf-storage-')) },
  });
  workers = await startWorkers(jobDefinitions(server.services), queueOptions(server.redis, { redisPrefix: server.redisPrefix }));
}, 60_000);
afterAll(async () => {
  await workers?.close();
  await server?.close();
});

/** A second college, with the first's answers under the second instance's prefix and a name of its own. */
const secondCollege = Object.fromEntries(
  Object.entries(validApplication)
    .filter(([key]) => key.startsWith('college_'))
    .map(([key, value]) => [key.replace(/^college_/, 'college_2_'), value]),
);

async function json(agent: SignedInAgent, pathname: string, init: RequestInit = {}) {
  const response = await agent.fetch(pathname, init);
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the application PDF', () => {
  it('answers NOT_ANSWERED before submission and has no file to download', async () => {
    const ada = await signedInAgent(server);
    expect(await json(ada, '/api/pdf')).toEqual({ status: 200, body: { status: 'NOT_ANSWERED', url: null } });
    expect((await ada.fetch('/api/pdf/file')).status).toBe(404);
    expect((await fetch(`${appUrl}/api/pdf`)).status).toBe(401);
  });

  it('is made on submit: the form printed with the transcript behind a divider, bookmarks, the applicant named', async () => {
    const maria = await signedInAgent(server);
    const answers = {
      ...validApplication,
      ...secondCollege,
      college_2_name: 'Mt. Hood Community College',
      education_comment: 'I wrote <script>alert("x")</script> here & meant it.',
    };
    // The second college shows once it is added: the server keeps no answer of a question it hides.
    await json(maria, '/api/add-another', { method: 'PUT', body: JSON.stringify({ button_id: 'college', num_components: 2 }) });
    expect((await json(maria, '/api/answer', { method: 'PUT', body: JSON.stringify(answers) })).status).toBe(200);
    const transcript = await docxDocument({
      heading: 'Unofficial Transcript',
      paragraphs: ['Portland Community College', 'Calculus I: A', 'Composition: A-'],
      table: [
        ['Term', 'Credits'],
        ['Fall', '15'],
      ],
    });
    await uploadAndConvert(maria, { bytes: transcript, name: 'transcript.docx' }, 'college_transcript', appUrl);
    const converted = await waitFor(
      () => json(maria, '/api/pdf/document-answer/college_transcript'),
      ({ body }) => body.status === 'COMPLETED' || body.status === 'FAILED',
    );
    expect(converted.body.status).toBe('COMPLETED');
    expect((await json(maria, '/api/submit', { method: 'POST' })).status).toBe(200);

    const first = await json(maria, '/api/pdf');
    expect(['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED']).toContain(first.body.status);
    const finished = await waitFor(
      () => json(maria, '/api/pdf'),
      ({ body }) => body.status === 'COMPLETED' || body.status === 'FAILED',
    );
    expect(finished.body).toEqual({ status: 'COMPLETED', url: '/api/pdf/file' });
    // The token the print read the application with ended with the print.
    expect(await server.database.db.query(`SELECT 1 FROM service_token WHERE purpose = 'pdf'`)).toEqual([]);

    const download = await maria.fetch(finished.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Application - Maria Lopez.pdf"');
    const pdf = new Uint8Array(await download.arrayBuffer());

    const text = await pdfText(pdf);
    for (const shown of [
      'Maria Lopez',
      'Portland Community College',
      'Mt. Hood Community College',
      '1845 SW Maple Street',
      'Unofficial Transcript',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('<script>alert("x")</script>');
    expect(text).toContain('ATTACHMENT 1 OF 1');
    expect(text).toContain('Unofficial transcript from your most recent college');

    const document = await PDFDocument.load(pdf);
    const titles = outlineTitles(document);
    expect(titles).toContain('Attachment 1: Unofficial transcript from your most recent college (transcript.docx)');
    expect(document.getTitle()).toBe('Transfer Application: Maria Lopez');
    expect(document.getPageCount()).toBeGreaterThanOrEqual(3);
    // Every page, printed by Chromium or appended by pdf-lib, names who and which application, and its number.
    const student = await server.services.accounts.studentByEmail(maria.email);
    const { number, submittedAt } = await server.services.applications.get(student!);
    const heads = (await pdfContent(pdf)).heads;
    expect(heads).toHaveLength(document.getPageCount());
    heads.forEach(([header, footer], index) => {
      expect(header).toMatch(
        new RegExp(`^Maria Lopez Application ${number} Submitted \\w+ \\d+, ${submittedAt!.getFullYear()} at \\d+:\\d\\d [AP]M P[SD]T$`),
      );
      expect(footer).toBe(`Transfer Application Page ${index + 1}`);
    });

    // Someone else's session reads their own PDF status, never Maria's file.
    const ada = await signedInAgent(server);
    expect((await ada.fetch('/api/pdf/file')).status).toBe(404);
    expect(formPages.length).toBe(3);
  }, 180_000);

  it('waits for a document still converting at submission and holds it; names one that could not be converted', async () => {
    const conversions = workers.workers.find((worker) => worker.name === conversionQueue)!;
    const finishedPdf = async (agent: SignedInAgent) => {
      const finished = await waitFor(
        () => json(agent, '/api/pdf'),
        ({ body }) => body.status === 'COMPLETED' || body.status === 'FAILED',
      );
      expect(finished.body.status).toBe('COMPLETED');
      return new Uint8Array(await (await agent.fetch(finished.body.url)).arrayBuffer());
    };
    const applicationIdOf = async (agent: SignedInAgent) =>
      (
        await server.database.db.query<{ id: string }>(
          `SELECT a.id FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
          [agent.email],
        )
      )[0].id;

    const ada = await signedInAgent(server);
    expect((await json(ada, '/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
    await conversions.pause();
    try {
      await uploadAndConvert(ada, { bytes: pngImage({ width: 60, height: 40 }), name: 'scan.png' }, 'college_transcript', appUrl);
      expect((await json(ada, '/api/submit', { method: 'POST' })).status).toBe(200);
      // The PDF's job finds the transcript converting, and waits for it rather than print without it.
      const job = await server.services.queues.queue(applicationPdfQueue).getJob(`pdf-${await applicationIdOf(ada)}-1`);
      expect(
        await waitFor(
          () => job!.getState(),
          (state) => state === 'delayed',
          30_000,
        ),
      ).toBe('delayed');
      expect((await json(ada, '/api/pdf')).body.status).not.toBe('COMPLETED');
    } finally {
      conversions.resume();
    }
    const waited = await finishedPdf(ada);
    expect(await pdfText(waited)).toContain('ATTACHMENT 1 OF 1');
    expect((await PDFDocument.load(waited)).getPageCount()).toBeGreaterThanOrEqual(3);

    const eve = await signedInAgent(server);
    expect((await json(eve, '/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
    await uploadAndConvert(eve, { bytes: await encryptedPdf(), name: 'locked.pdf' }, 'college_transcript', appUrl);
    await waitFor(
      () => json(eve, '/api/pdf/document-answer/college_transcript'),
      ({ body }) => body.status === 'FAILED',
    );
    expect((await json(eve, '/api/submit', { method: 'POST' })).status).toBe(200);
    const named = await pdfText(await finishedPdf(eve));
    expect(named).toContain('locked.pdf');
    expect(named.replace(/\s+/g, ' ')).toContain(notConvertedMessage);
  }, 120_000);

  it('prints two applications in a row in the page the worker keeps, the second with nothing of the first', async () => {
    /** A submitted application of its own: a name, a street and a comment no other application has. */
    const submitted = async (first: string, last: string, street: string, comment: string) => {
      const agent = await signedInAgent(server);
      const answers = { ...validApplication, first_name: first, last_name: last, address_line_1: street, education_comment: comment };
      expect((await json(agent, '/api/answer', { method: 'PUT', body: JSON.stringify(answers) })).status).toBe(200);
      expect((await json(agent, '/api/submit', { method: 'POST' })).status).toBe(200);
      return agent;
    };
    const printed = async (agent: SignedInAgent) => {
      const finished = await waitFor(
        () => json(agent, '/api/pdf'),
        ({ body }) => body.status === 'COMPLETED' || body.status === 'FAILED',
      );
      expect(finished.body.status).toBe('COMPLETED');
      return pdfText(new Uint8Array(await (await agent.fetch(finished.body.url)).arrayBuffer()));
    };
    const first = await printed(await submitted('Odessa', 'Quillfeather', '77 Juniper Lane', 'Only Odessa wrote this.'));
    const second = await printed(await submitted('Bartholomew', 'Ivanko', '12 Larch Court', 'Only Bartholomew wrote this.'));
    for (const [text, own, others] of [
      [
        first,
        ['Odessa Quillfeather', '77 Juniper Lane', 'Only Odessa wrote this.'],
        ['Bartholomew', 'Ivanko', 'Larch', 'Only Bartholomew'],
      ],
      [
        second,
        ['Bartholomew Ivanko', '12 Larch Court', 'Only Bartholomew wrote this.'],
        ['Odessa', 'Quillfeather', 'Juniper', 'Only Odessa'],
      ],
    ] as const) {
      for (const shown of own) expect(text).toContain(shown);
      for (const absent of others) expect(text).not.toContain(absent);
    }
  }, 180_000);

  describe('of a rich application (every kind of question, four colleges, a chosen tab, three documents)', () => {
    let applicationId: string;
    let printed: PdfContent;

    beforeAll(async () => {
      const student = await createStudent(server.database.db, `rich-${Date.now()}@example.edu`);
      applicationId = await submitRichApplication(server.services.applications, student, async (id, answers) => {
        await server.database.db.query('UPDATE application SET answers = answers || $2::jsonb WHERE id = $1', [
          id,
          JSON.stringify(answers),
        ]);
      });
      // The worker makes its PDF on submit; then the same application's is made again with three documents (the form has
      // one file question), by the service as the composition root made it.
      await waitFor(
        async () =>
          (
            await server.database.db.query<{ status: string }>('SELECT status FROM application_pdf WHERE application_id = $1', [
              applicationId,
            ])
          )[0],
        (row) => row?.status === 'COMPLETED',
      );
      const storage = storageFromConfig(server.config);
      const documents: AttachedDocument[] = [];
      for (const [index, { type, bytes, fileName }] of (await richDocuments()).entries()) {
        const conversion = await convertToPdf(bytes, type, server.services.converters.chromium);
        if (!conversion.ok) throw new Error(conversion.message);
        await storage.put(`rich/${index}.pdf`, Buffer.from(conversion.pdf));
        documents.push({ answerKey: 'college_transcript', fileName, status: 'COMPLETED', pdfKey: `rich/${index}.pdf`, message: null });
      }
      const { parts } = server.services.applicationPdfs as unknown as { parts: ApplicationPdfServiceParts };
      const pdfs = new ApplicationPdfService({ ...parts, sources: { ...parts.sources, documents: async () => documents } });
      const [{ generation }] = await server.database.db.query<{ generation: number }>(
        `UPDATE application_pdf SET status = 'UNPROCESSED', generation = generation + 1 WHERE application_id = $1 RETURNING generation`,
        [applicationId],
      );
      await pdfs.make({ applicationId, generation }, true);
      printed = await pdfContent(await storage.get(`application-pdf/${applicationId}.pdf`));
    }, 120_000);

    it('prints what the build before printed (main 7d7a175, the client printed in Chromium): text, pages, bookmarks, tags', () => {
      // rich-application.before.json: pdfContent of that build's PDF of this application, from the page titled 'Your
      // Information' on (before it, the view's header now names the application's number and submission too). Made with
      // BENCH_ROOT=<a built checkout of 7d7a175> BENCH_KEEP_PDF=rich.pdf BENCH_RUNS=1 tests/bench/pdf-jobs.ts; then, as
      // issue 23 asked, no school heading repeating its college's or section's, and the school's name labelled as such.
      const from = (body: string[]) => wordsOf(body.slice(body.indexOf('Your Information')).join('\n'));
      expect(from(printed.body)).toEqual(from(printedBefore.body));
      expect(printed.pages).toBe(printedBefore.pages);
      expect(printed.bookmarks).toEqual(printedBefore.bookmarks);
      expect(printed.tagged).toBe(true);
      expect(printed.body).toContain('I typed <script>alert("x")</script> and <b>bold</b> here & meant it.');
    });

    it('masks the SSN in the student’s own copy, and only that: the staff’s copy shows it whole', async () => {
      const own = await pdfContent(await storageFromConfig(server.config).get(`application-pdf/${applicationId}-student.pdf`));
      expect(printed.body).toContain('Social Security Number (optional) 123-45-6789');
      expect(own.body).toContain('Social Security Number (optional) ***-**-6789');
      expect(own.body.map((line) => line.replace('***-**-6789', '123-45-6789'))).toEqual(printed.body);
      expect(own.pages).toBe(printed.pages);
    });

    it('reads the same in the browser, through a staff link: every word of the view, in the same order', async () => {
      const { token } = await server.services.serviceAccess.mint(applicationId, 'staff', null);
      const response = await fetch(`${appUrl}/education?service_token=${token}`);
      expect(response.status).toBe(200);
      const shown = await server.services.converters.chromium.withKeptPage(async (page) => {
        await page.setContent(await response.text());
        return page.locator('main').innerText();
      });
      const formPagesOfPdf = printed.body.slice(
        0,
        printed.body.findIndex((line) => line.startsWith('ATTACHMENT 1 OF')),
      );
      expect(wordsOf(shown)).toEqual(wordsOf(formPagesOfPdf.join('\n')));
    });
  });
});
