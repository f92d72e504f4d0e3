import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFileSize, validationMessages } from '@transfer/form';
import { signedInAgent } from '../testing/accounts';
import { pngImage } from '../testing/documents';
import { startS3, type RunningS3 } from '../testing/s3';
import { finishedConversion, uploadAndConvert, uploadTargetFor, startDocumentsServer, type DocumentsTestServer } from '../testing/uploads';
import { S3Storage } from './s3-storage';

let s3: RunningS3;
let server: DocumentsTestServer;
let bucket: S3Storage;
beforeAll(async () => {
  s3 = await startS3();
  const { bucket: name, region, endpoint, credentials } = s3.settings;
  server = await startDocumentsServer({
    environment: {
      STORAGE: 's3',
      S3_BUCKET: name,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
    },
  });
  bucket = new S3Storage(s3.settings);
});
afterAll(async () => {
  bucket.close();
  await server.close();
  await s3.close();
});

describe('documents with STORAGE=s3', () => {
  it('upload straight to the bucket by a presigned POST, and convert from it into it', async () => {
    const agent = await signedInAgent(server);
    const target = await uploadTargetFor(agent);
    expect(target.url).toBe(`${s3.settings.endpoint}/${s3.settings.bucket}`);
    expect(target.fields.Policy).toEqual(expect.any(String));
    await uploadAndConvert(agent, { bytes: pngImage({ width: 30, height: 30 }), name: 'scan.png' });
    expect(await finishedConversion(agent)).toEqual({ status: 'COMPLETED', message: null });
    const [{ pdfKey }] = await server.database.db.query<{ pdfKey: string }>(`SELECT pdf_key AS "pdfKey" FROM document`);
    expect((await PDFDocument.load(await bucket.get(pdfKey))).getPageCount()).toBe(1);
  });

  // The app never sees these bytes: the conversion job checks them, and fails the document with the message of docs/product.md §5.3.
  it.each([
    ['a text file named .png', Buffer.from('not an image at all'), 'scan.png', validationMessages.fileTypeNotAllowed],
    [
      'a file over 1 MB',
      Buffer.concat([pngImage({ width: 30, height: 30 }), Buffer.alloc(maxFileSize)]),
      'big.png',
      validationMessages.fileTooLarge,
    ],
  ])('fail %s with the same message as the receiver', async (_kind, bytes, name, message) => {
    const agent = await signedInAgent(server);
    await uploadAndConvert(agent, { bytes, name });
    expect(await finishedConversion(agent)).toEqual({ status: 'FAILED', message });
  });

  it('has no receiver of its own: the local upload path answers 404', async () => {
    const agent = await signedInAgent(server);
    const response = await agent.fetch('/api/upload', { method: 'POST', headers: { origin: 'http://app.test' }, body: new FormData() });
    expect(response.status).toBe(404);
  });
});
