// The PDF's download name over HTTP, for the student and for staff: made from the answers, kept to letters, digits, spaces and hyphens.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import { storageFromConfig } from '../documents/storage-from-config';
import { safeFileName } from '../http/download';
import { staffAccessOf } from '../testing/staff';
import { signedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ environment: { STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'pdf-name-')) } });
});
afterAll(() => server.close());

/** A student submitted with these names, and their PDF made (a stand-in file, one for both copies, as the worker leaves it for answers without an SSN). */
async function submittedWithPdf(names: Record<string, string>) {
  const student = await signedInAgent(server);
  await student.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ ...validApplication, ...names }) });
  expect((await student.fetch('/api/submit', { method: 'POST' })).status).toBe(200);
  const { id } = await server.services.applications.get({ id: (await server.services.accounts.studentByEmail(student.email))!.id });
  const storageKey = `pdf/${id}.pdf`;
  await storageFromConfig(server.config).put(storageKey, Buffer.from('%PDF-1.7\n'));
  await server.database.db.execute(
    `UPDATE application_pdf SET status = 'COMPLETED', storage_key = $2, student_storage_key = $2 WHERE application_id = $1`,
    [id, storageKey],
  );
  return { student, applicationId: id };
}

describe('the PDF download name', () => {
  it('keeps letters with their accents, digits, spaces and hyphens: filename in ASCII, filename* in UTF-8, for the student and staff', async () => {
    const { student, applicationId } = await submittedWithPdf({ first_name: 'José-María', last_name: '<b>Student</b> ../2"' });
    const expected = `attachment; filename="Application - Jose-Maria bStudentb 2.pdf"; filename*=UTF-8''Application%20-%20Jos%C3%A9-Mar%C3%ADa%20bStudentb%202.pdf`;
    const own = await student.fetch('/api/pdf/file');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(expected);

    const token = await staffAccessOf(server.database.db).createToken('registrar@example.edu');
    const staff = await fetch(`${server.url}/staff/applications/${applicationId}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-disposition')).toBe(expected);
  });

  it('falls back to a plain name when nothing of the answers is left, and keeps an ASCII name as one filename', async () => {
    const { student } = await submittedWithPdf({ first_name: '<>', last_name: '"/\\' });
    expect((await student.fetch('/api/pdf/file')).headers.get('content-disposition')).toBe('attachment; filename=Application.pdf');
    expect(safeFileName('<script>.pdf')).toBe('script.pdf');
    expect(safeFileName('///.pdf')).toBe('Download.pdf');
    expect(safeFileName("Mary\tJane \n O'Brien.pdf")).toBe('Mary Jane OBrien.pdf');
  });
});
