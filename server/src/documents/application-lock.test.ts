// Documents under the application's lock: a tab switch removes the file it leaves behind in one step (refused while it converts), and submit against a storm of changes leaves nothing written after it.
import { readFile, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadInProgressMessages } from '@transfer/form';
import { validApplication } from '../../../form/src/testing/valid-application';
import { applicationSubmittedMessage } from '../applications/messages';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { pngImage } from '../testing/documents';
import {
  finishedConversion,
  postUpload,
  startConversion,
  startDocumentsServer,
  uploadAndConvert,
  uploadTargetFor,
  type DocumentsTestServer,
} from '../testing/uploads';
import { conversionQueue } from './service';

let server: DocumentsTestServer;
let conversions: Worker;
beforeAll(async () => {
  // The storms below send more saves and uploads at once than the per-student limits allow anyone.
  server = await startDocumentsServer({ environment: { SAVE_RATE_LIMIT: '100000', UPLOAD_RATE_LIMIT: '100000' } });
  conversions = server.workers.workers.find((worker) => worker.name === conversionQueue)!;
});
afterAll(() => server.close());

const png = { bytes: pngImage({ width: 20, height: 20 }), name: 'scan.png' };

async function json(response: Response | Promise<Response>) {
  const answered = await response;
  return { status: answered.status, body: (await answered.json()) as Record<string, unknown> };
}

const chooseTab = (agent: SignedInAgent, chosen: string) =>
  agent.fetch('/api/tabs', { method: 'PUT', body: JSON.stringify({ tab_id: 'transcript', chosen_tab: chosen }) });

/** An uploaded file, not attached yet: its storage key. */
async function uploaded(agent: SignedInAgent): Promise<string> {
  const target = await uploadTargetFor(agent);
  const posted = await postUpload(agent, target, png);
  expect(posted.status).toBe(204);
  return target.fields.key;
}

const exists = (key: string) =>
  stat(path.join(server.storageDir, key)).then(
    () => true,
    () => false,
  );

async function documentRow(agent: SignedInAgent) {
  const [row] = await server.database.db.query<{ fileKey: string; pdfKey: string | null; status: string }>(
    `SELECT d.file_key AS "fileKey", d.pdf_key AS "pdfKey", d.status FROM document d
     JOIN application a ON a.id = d.application_id JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
    [agent.email],
  );
  return row;
}

describe('a tab switch', () => {
  it('removes the converted file of the tab left, with its files, in the same request; and goes back', async () => {
    const ada = await signedInAgent(server);
    await uploadAndConvert(ada, png);
    expect((await finishedConversion(ada)).status).toBe('COMPLETED');
    const attached = await documentRow(ada);

    expect(await json(chooseTab(ada, 'later'))).toEqual({ status: 200, body: { transcript: 'later' } });
    expect(await documentRow(ada)).toBeUndefined();
    expect(await exists(attached.fileKey)).toBe(false);
    expect(await exists(attached.pdfKey!)).toBe(false);
    expect(await json(ada.fetch('/api/document-answer'))).toEqual({ status: 200, body: {} });

    // A file cannot be attached to the tab not chosen.
    const hidden = await json(startConversion(ada, await uploaded(ada), 'scan.png'));
    expect(hidden.status).toBe(400);

    expect(await json(chooseTab(ada, 'upload'))).toEqual({ status: 200, body: { transcript: 'upload' } });
    await uploadAndConvert(ada, png);
    expect((await finishedConversion(ada)).status).toBe('COMPLETED');
  });

  it('is refused with 409 and changes nothing while the file of the tab left is converting', async () => {
    const ada = await signedInAgent(server);
    await conversions.pause();
    try {
      await uploadAndConvert(ada, png);
      expect(await json(chooseTab(ada, 'later'))).toEqual({
        status: 409,
        body: { message: uploadInProgressMessages.message, title: uploadInProgressMessages.title },
      });
      expect(await json(ada.fetch('/api/tabs'))).toEqual({ status: 200, body: {} });
      expect((await documentRow(ada)).status).toBe('UNPROCESSED');
    } finally {
      conversions.resume();
    }
  });
});

describe('submit against a storm of changes', () => {
  /** One trial: every attach, delete, tab switch and save racing one submit; none may be written after it. */
  async function trial() {
    const ada = await signedInAgent(server);
    expect((await ada.fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
    const keys = await Promise.all(Array.from({ length: 25 }, () => uploaded(ada)));
    const changes = [
      ...keys.map((key, index) => startConversion(ada, key, `scan-${index}.png`)),
      ...keys.map(() => ada.fetch('/api/document-answer/college_transcript', { method: 'DELETE' })),
      ...keys.map((_key, index) => chooseTab(ada, index % 2 ? 'upload' : 'later')),
      ...keys.map((_key, index) =>
        ada.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ education_comment: `Comment ${index}` }) }),
      ),
    ];
    const submit = json(ada.fetch('/api/submit', { method: 'POST' }));
    const statuses = await Promise.all(changes.map(async (change) => (await change).status));
    const submitted = await submit;
    expect(submitted.status).toBe(200);
    expect(
      statuses.every((status) => [200, 204, 400, 403, 404, 409].includes(status)),
      statuses.join(),
    ).toBe(true);

    const [application] = await server.database.db.query<{ id: string; submittedAt: Date; version: number; tabs: object }>(
      `SELECT a.id, a.submitted_at AS "submittedAt", a.version, a.tabs FROM application a JOIN "user" u ON u.id = a.user_id
       WHERE u.email = $1`,
      [ada.email],
    );
    const later = (table: string, column: string) =>
      server.database.db.query(`SELECT 1 FROM ${table} WHERE application_id = $1 AND ${column} > $2`, [
        application.id,
        application.submittedAt,
      ]);
    expect(await later('answer_event', 'at')).toEqual([]);
    expect(await later('document', 'created_at')).toEqual([]);
    expect(await later('document', 'updated_at')).toEqual([]);
    // Nothing refused after the submission changed the application either.
    const again = await json(ada.fetch('/api/tabs'));
    expect(again.body).toEqual(application.tabs);
    return statuses.filter((status) => status === 403).length;
  }

  it('lets nothing change once submitted, however the requests interleave', async () => {
    // Conversions would change the documents legitimately after the submission: they wait here.
    await conversions.pause();
    try {
      const refusedAfter: number[] = [];
      for (let round = 0; round < 3; round++) refusedAfter.push(await trial());
      // The submission lands among the changes: some come after it, and each of those was refused.
      expect(refusedAfter.some((count) => count > 0)).toBe(true);
    } finally {
      conversions.resume();
    }
  }, 60_000);
});

describe('the upload receiver against a submit', () => {
  /** How many rounds: 10 in the suite; RACE_ROUNDS=100 for the long run. */
  const rounds = Number(process.env.RACE_ROUNDS ?? 10);
  /** A PNG of `size` bytes, zeros after its end (readers stop at IEND), so that two of them differ in length. */
  const pngOf = (size: number) => {
    const bytes = pngImage({ width: 20, height: 20 });
    return Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);
  };

  it(
    `stores a signed form's file once: re-posted as the student submits, the original is never rewritten (${rounds} rounds)`,
    async () => {
      await conversions.pause();
      try {
        for (let round = 0; round < rounds; round++) {
          const ada = await signedInAgent(server);
          expect((await ada.fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
          const target = await uploadTargetFor(ada);
          const original = pngOf(900_000);
          expect((await postUpload(ada, target, { bytes: original, name: 'scan.png' })).status).toBe(204);
          expect((await startConversion(ada, target.fields.key, 'scan.png')).status).toBe(200);

          const again = postUpload(ada, target, { bytes: pngOf(950_000), name: 'scan.png' });
          await sleep(round % 23);
          const submitted = await ada.fetch('/api/submit', { method: 'POST' });
          expect(submitted.status).toBe(200);
          // Refused either way: as used if it comes first, as after the submission if that does.
          const refused = await json(again);
          expect(refused.status).toBe(403);
          expect(['The upload form has been used already. Please choose the file again.', applicationSubmittedMessage]).toContain(
            refused.body.message,
          );
          expect((await readFile(path.join(server.storageDir, target.fields.key))).equals(original)).toBe(true);
          const [row] = await server.database.db.query<{ fileSize: number }>(
            `SELECT d.file_size AS "fileSize" FROM document d JOIN application a ON a.id = d.application_id
           JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
            [ada.email],
          );
          expect(row.fileSize).toBe(original.length);
        }
      } finally {
        conversions.resume();
      }
    },
    30_000 + rounds * 3_000,
  );

  it('refuses a fresh form posted after the submission, under the same lock', async () => {
    const ada = await signedInAgent(server);
    expect((await ada.fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
    const target = await uploadTargetFor(ada);
    expect((await ada.fetch('/api/submit', { method: 'POST' })).status).toBe(200);
    expect((await postUpload(ada, target, png)).status).toBe(403);
    expect(await exists(target.fields.key)).toBe(false);
  });
});
