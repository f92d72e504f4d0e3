import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFileSize, sessionInvalidMessage, validationMessages } from '@transfer/form';
import { validApplication } from '../../../form/src/testing/valid-application';
import { applicationSubmittedMessage } from '../applications/messages';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { docxDocument, encryptedPdf, jpegImage, pdfDocument, pngImage } from '../testing/documents';
import {
  finishedConversion,
  postUpload,
  startConversion,
  startDocumentsServer,
  testAppOrigin,
  uploadAndConvert,
  uploadTargetFor,
  type DocumentsTestServer,
} from '../testing/uploads';
import { conversionMessages } from './failures';
import { signUpload, uploadSigningKey } from './upload-signature';
import { newUploadGrant, uploadLifetimeMs } from './uploads';

const sessionSecret = 'documents-test-secret-'.padEnd(40, 'x');
let server: DocumentsTestServer;
let ada: SignedInAgent;
let grace: SignedInAgent;
beforeAll(async () => {
  server = await startDocumentsServer({ environment: { SESSION_SECRET: sessionSecret } });
  [ada, grace] = await Promise.all([signedInAgent(server), signedInAgent(server)]);
});
afterAll(() => server.close());

const smallPng = () => pngImage({ width: 40, height: 30 });

/** `bytes` grown to exactly `size` bytes with zeros after its end (a PNG stays a PNG: readers stop at IEND). */
const padded = (bytes: Buffer, size: number) => Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function uploadOf(agent: SignedInAgent, bytes: Buffer, name: string) {
  return postUpload(agent, await uploadTargetFor(agent), { bytes, name });
}

/** The converted PDF of the student's document, read from the storage folder, with its page count. */
async function convertedPdf(email: string) {
  const [row] = await server.database.db.query<{ pdfKey: string }>(
    `SELECT d.pdf_key AS "pdfKey" FROM document d JOIN application a ON a.id = d.application_id
     JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
    [email],
  );
  const pdf = await PDFDocument.load(await readFile(path.join(server.storageDir, row.pdfKey)));
  return { key: row.pdfKey, pages: pdf.getPageCount() };
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.database.db.query<{ id: string }>(`SELECT id FROM "user" WHERE email = $1`, [email]);
  return row.id;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('the documents routes', () => {
  it('answer 401 to anyone not signed in', async () => {
    for (const [method, route] of [
      ['POST', '/api/presigned-url'],
      ['POST', '/api/upload'],
      ['POST', '/api/pdf/document-answer/college_transcript'],
      ['GET', '/api/pdf/document-answer/college_transcript'],
      ['DELETE', '/api/pdf/document-answer/college_transcript'],
      ['GET', '/api/document-answer'],
      ['DELETE', '/api/document-answer/college_transcript'],
    ]) {
      const response = await fetch(`${server.url}${route}`, { method });
      expect(await json(response)).toEqual({ status: 401, body: { message: sessionInvalidMessage } });
    }
  });

  it('give a signed upload target shaped like an S3 presigned POST, for file questions only', async () => {
    const target = await uploadTargetFor(ada);
    expect(target.url).toBe('/api/upload');
    expect(Object.keys(target.fields).sort()).toEqual(['answer_key', 'expires', 'key', 'max_size', 'signature']);
    expect(target.fields.key).toMatch(new RegExp(`^uploads/${await userIdOf(ada.email)}/college_transcript/`));
    const refused = await ada.fetch('/api/presigned-url', { method: 'POST', body: JSON.stringify({ answer_key: 'first_name' }) });
    expect(refused.status).toBe(400);
  });

  it('convert an uploaded PNG, show it in the document answer and the profile, and remove it with its files', async () => {
    const name = 'transcript.png';
    await uploadAndConvert(ada, { bytes: smallPng(), name });
    expect(await finishedConversion(ada)).toEqual({ status: 'COMPLETED', message: null });
    const converted = await convertedPdf(ada.email);
    expect(converted.pages).toBe(1);
    const entry = { file_name: name, file_size: smallPng().length, status: 'COMPLETED' };
    expect(await json(await ada.fetch('/api/document-answer'))).toEqual({ status: 200, body: { college_transcript: entry } });
    expect((await json(await ada.fetch('/api/profile'))).body.document_answer).toEqual({ college_transcript: entry });

    const [{ fileKey }] = await server.database.db.query<{ fileKey: string }>(`SELECT file_key AS "fileKey" FROM document`);
    expect(await exists(path.join(server.storageDir, fileKey))).toBe(true);
    expect((await ada.fetch('/api/document-answer/college_transcript', { method: 'DELETE' })).status).toBe(204);
    expect(await exists(path.join(server.storageDir, fileKey))).toBe(false);
    expect(await exists(path.join(server.storageDir, converted.key))).toBe(false);
    expect(await json(await ada.fetch('/api/pdf/document-answer/college_transcript'))).toEqual({
      status: 200,
      body: { status: 'NOT_ANSWERED', message: null },
    });
    expect(await json(await ada.fetch('/api/document-answer'))).toEqual({ status: 200, body: {} });
    expect((await ada.fetch('/api/pdf/document-answer/college_transcript', { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    ['a JPEG', () => jpegImage({ width: 60, height: 40 }), 'photo.jpg', 1],
    ['a 3-page PDF', () => pdfDocument({ pages: 3, lines: 5 }), 'transcript.pdf', 3],
    ['a DOCX', () => docxDocument({ heading: 'Transcript', paragraphs: ['Fall 2024: Calculus I, A'] }), 'transcript.docx', 1],
    ['a PNG named .pdf (converted as the PNG it is)', () => smallPng(), 'transcript.pdf', 1],
  ])('convert %s, the PDF opened and its pages counted', async (_kind, build, name, pages) => {
    await uploadAndConvert(grace, { bytes: await build(), name });
    expect(await finishedConversion(grace)).toEqual({ status: 'COMPLETED', message: null });
    expect((await convertedPdf(grace.email)).pages).toBe(pages);
  });

  it('fail an encrypted PDF with a message saying so', async () => {
    await uploadAndConvert(grace, { bytes: await encryptedPdf(), name: 'locked.pdf' });
    expect(await finishedConversion(grace)).toEqual({ status: 'FAILED', message: conversionMessages.pdfProtected });
    expect((await json(await grace.fetch('/api/document-answer'))).body.college_transcript).toMatchObject({ status: 'FAILED' });
  });
});

describe('the upload receiver', () => {
  it('takes a file of exactly 1 MB and refuses one byte more with 413', async () => {
    expect((await uploadOf(ada, padded(smallPng(), maxFileSize), 'exactly.png')).status).toBe(204);
    expect(await json(await uploadOf(ada, padded(smallPng(), maxFileSize + 1), 'over.png'))).toEqual({
      status: 413,
      body: { message: validationMessages.fileTooLarge },
    });
  });

  it('takes a name of 32 characters and refuses 33', async () => {
    expect((await uploadOf(ada, smallPng(), `${'a'.repeat(28)}.png`)).status).toBe(204);
    expect(await json(await uploadOf(ada, smallPng(), `${'a'.repeat(29)}.png`))).toEqual({
      status: 400,
      body: { message: validationMessages.fileNameTooLong },
    });
  });

  it('judges the type by the bytes: a text file named .docx and an empty file are refused', async () => {
    expect(await json(await uploadOf(ada, Buffer.from('just some text, not a document'), 'essay.docx'))).toEqual({
      status: 400,
      body: { message: validationMessages.fileTypeNotAllowed },
    });
    expect(await json(await uploadOf(ada, Buffer.alloc(0), 'empty.pdf'))).toEqual({
      status: 400,
      body: { message: validationMessages.fileEmpty },
    });
  });

  it('refuses a tampered, an expired and another student’s signature with 403', async () => {
    const target = await uploadTargetFor(ada);
    const file = { bytes: smallPng(), name: 'scan.png' };
    const signature = target.fields.signature;
    const tampered = {
      ...target,
      fields: { ...target.fields, signature: `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}` },
    };
    expect((await postUpload(ada, tampered, file)).status).toBe(403);
    const longer = { ...target, fields: { ...target.fields, max_size: String(maxFileSize * 10) } };
    expect((await postUpload(ada, longer, file)).status).toBe(403);

    const issuedAt = new Date(Date.now() - uploadLifetimeMs - 1000);
    const expired = signUpload(uploadSigningKey(sessionSecret), newUploadGrant(await userIdOf(ada.email), 'college_transcript', issuedAt));
    expect(await json(await postUpload(ada, { url: target.url, fields: expired }, file))).toEqual({
      status: 403,
      body: { message: 'The upload form has expired. Please choose the file again.' },
    });
    // A minute before its end (the second's boundary is the unit test's): the same form, taken.
    const stillValid = signUpload(
      uploadSigningKey(sessionSecret),
      newUploadGrant(await userIdOf(ada.email), 'college_transcript', new Date(issuedAt.getTime() + 60_000)),
    );
    expect((await postUpload(ada, { url: target.url, fields: stillValid }, file)).status).toBe(204);

    expect((await postUpload(grace, target, file)).status).toBe(403);
    expect(await exists(path.join(server.storageDir, target.fields.key))).toBe(false);
  });

  it('refuses a post from another site’s page with 403, and takes one from the app’s own or from no browser', async () => {
    const target = await uploadTargetFor(ada);
    const file = { bytes: smallPng(), name: 'scan.png' };
    expect((await postUpload(ada, target, file, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await postUpload(ada, target, file, { origin: 'null' })).status).toBe(403);
    // A plain HTTP client following docs/product.md §10.2 sends no Origin: the signed fields are the authority.
    expect((await postUpload(ada, target, file, {})).status).toBe(204);
    // Each signed form stores one file: the next posts take forms of their own.
    expect((await postUpload(ada, await uploadTargetFor(ada), file, { origin: testAppOrigin })).status).toBe(204);
    // The page of the app at the address the request went to (here the test server's own, not APP_URL).
    expect((await postUpload(ada, await uploadTargetFor(ada), file, { origin: server.url })).status).toBe(204);
  });
});

describe('another student', () => {
  it('gets 404 for every document route of a document not theirs, attaching its file_key included', async () => {
    const target = await uploadTargetFor(ada);
    expect((await postUpload(ada, target, { bytes: smallPng(), name: 'ada.png' })).status).toBe(204);
    expect(await json(await startConversion(grace, target.fields.key, 'stolen.png'))).toEqual({
      status: 404,
      body: { message: 'The document was not found.' },
    });
    // A key of Ada's for a question she was granted none for, and a key of no grant at all.
    const forged = target.fields.key.replace('/college_transcript/', '/first_name/');
    expect((await startConversion(ada, forged, 'ada.png')).status).toBe(404);
    expect((await startConversion(ada, 'uploads/nobody/file', 'ada.png')).status).toBe(404);

    expect((await startConversion(ada, target.fields.key, 'ada.png')).status).toBe(200);
    const alan = await signedInAgent(server);
    expect((await alan.fetch('/api/pdf/document-answer/college_transcript', { method: 'DELETE' })).status).toBe(404);
    expect((await alan.fetch('/api/document-answer/college_transcript', { method: 'DELETE' })).status).toBe(404);
    expect(await json(await alan.fetch('/api/pdf/document-answer/college_transcript'))).toEqual({
      status: 200,
      body: { status: 'NOT_ANSWERED', message: null },
    });
    expect(await json(await alan.fetch('/api/document-answer'))).toEqual({ status: 200, body: {} });
    // Ada's document is untouched.
    expect((await finishedConversion(ada)).status).toBe('COMPLETED');
  });
});

/** The student's document row as stored, and whether each of its files is in the storage folder. */
async function storedDocument(email: string) {
  const [row] = await server.database.db.query<Record<string, unknown> & { fileKey: string; pdfKey: string | null }>(
    `SELECT d.*, d.file_key AS "fileKey", d.pdf_key AS "pdfKey" FROM document d JOIN application a ON a.id = d.application_id
     JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
    [email],
  );
  if (!row) return undefined;
  return {
    row,
    fileStored: await exists(path.join(server.storageDir, row.fileKey)),
    pdfStored: row.pdfKey !== null && (await exists(path.join(server.storageDir, row.pdfKey))),
  };
}

describe('after submission', () => {
  it('every document change is refused with 403 and the saves’ message, nothing changes, and reads still answer', async () => {
    const max = await signedInAgent(server);
    const transcript = { bytes: smallPng(), name: 'transcript.png' };

    // Before submission each route does its work: a target, an upload, an attach, and both deletes.
    const target = await uploadTargetFor(max);
    expect((await postUpload(max, target, transcript)).status).toBe(204);
    expect((await startConversion(max, target.fields.key, transcript.name)).status).toBe(200);
    expect((await finishedConversion(max)).status).toBe('COMPLETED');
    expect((await max.fetch('/api/pdf/document-answer/college_transcript', { method: 'DELETE' })).status).toBe(204);
    await uploadAndConvert(max, transcript);
    expect((await finishedConversion(max)).status).toBe('COMPLETED');
    expect((await max.fetch('/api/document-answer/college_transcript', { method: 'DELETE' })).status).toBe(204);
    expect(await storedDocument(max.email)).toBeUndefined();

    // The document submitted with the application, a file uploaded but not attached, and a form not used yet.
    await uploadAndConvert(max, transcript);
    expect((await finishedConversion(max)).status).toBe('COMPLETED');
    const uploaded = await uploadTargetFor(max);
    expect((await postUpload(max, uploaded, { bytes: smallPng(), name: 'later.png' })).status).toBe(204);
    const unused = await uploadTargetFor(max);
    expect((await max.fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
    expect((await max.fetch('/api/submit', { method: 'POST' })).status).toBe(200);
    const submitted = await storedDocument(max.email);
    expect(submitted).toMatchObject({ row: { status: 'COMPLETED', file_name: transcript.name }, fileStored: true, pdfStored: true });

    const refused = { status: 403, body: { message: applicationSubmittedMessage } };
    expect(
      await json(await max.fetch('/api/presigned-url', { method: 'POST', body: JSON.stringify({ answer_key: 'college_transcript' }) })),
    ).toEqual(refused);
    expect(await json(await postUpload(max, unused, { bytes: smallPng(), name: 'late.png' }))).toEqual(refused);
    expect(await exists(path.join(server.storageDir, unused.fields.key))).toBe(false);
    expect(await json(await startConversion(max, uploaded.fields.key, 'later.png'))).toEqual(refused);
    expect(await json(await max.fetch('/api/pdf/document-answer/college_transcript', { method: 'DELETE' }))).toEqual(refused);
    expect(await json(await max.fetch('/api/document-answer/college_transcript', { method: 'DELETE' }))).toEqual(refused);

    expect(await storedDocument(max.email)).toEqual(submitted);
    expect(await json(await max.fetch('/api/pdf/document-answer/college_transcript'))).toEqual({
      status: 200,
      body: { status: 'COMPLETED', message: null },
    });
    expect(await json(await max.fetch('/api/document-answer'))).toEqual({
      status: 200,
      body: { college_transcript: { file_name: transcript.name, file_size: transcript.bytes.length, status: 'COMPLETED' } },
    });
  });
});
