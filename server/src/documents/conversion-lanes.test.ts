import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../testing/accounts';
import { docxDocument, pngImage } from '../testing/documents';
import { finishedConversion, startDocumentsServer, uploadAndConvert, type DocumentsTestServer } from '../testing/uploads';
import { docxConversionQueue } from './conversion-lanes';
import { conversionQueue } from './service';

let server: DocumentsTestServer;
let docxLane: Worker;
beforeAll(async () => {
  server = await startDocumentsServer();
  docxLane = server.workers.workers.find((worker) => worker.name === docxConversionQueue)!;
});
afterAll(() => server.close());

describe('the DOCX lane', () => {
  it('converts images and PDFs while DOCX wait in a queue of their own, a DOCX named as an image included', async () => {
    const essay = await docxDocument({ heading: 'Essay', paragraphs: ['Why I am transferring.'] });
    const [writer, renamer, scanner] = await Promise.all([signedInAgent(server), signedInAgent(server), signedInAgent(server)]);
    await docxLane.pause();
    try {
      await uploadAndConvert(writer, { bytes: essay, name: 'essay.docx' });
      // Judged by its bytes, not its name.
      await uploadAndConvert(renamer, { bytes: essay, name: 'essay.png' });
      await uploadAndConvert(scanner, { bytes: pngImage({ width: 40, height: 40 }), name: 'scan.png' });
      expect(await finishedConversion(scanner)).toEqual({ status: 'COMPLETED', message: null });
      expect(await server.services.queues.queue(docxConversionQueue).getWaitingCount()).toBe(2);
      expect(await server.services.queues.queue(conversionQueue).getWaitingCount()).toBe(0);
    } finally {
      docxLane.resume();
    }
    expect(await finishedConversion(writer)).toEqual({ status: 'COMPLETED', message: null });
    expect(await finishedConversion(renamer)).toEqual({ status: 'COMPLETED', message: null });
  });
});
