import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signedInAgent } from '../testing/accounts';
import { eicarTestString, eicarThreat, startTestClamd, type TestClamd } from '../testing/clamd';
import { docxDocument, editZip, jpegImage, pdfDocument, pngImage } from '../testing/documents';
import { finishedConversion, startDocumentsServer, uploadAndConvert, type DocumentsTestServer } from '../testing/uploads';
import { conversionMessages } from './failures';
import { conversionQueue } from './service';
import { VirusScanFailed, virusScannerFor, virusScanningLine } from './virus-scan';

let clamd: TestClamd;
beforeAll(async () => {
  clamd = await startTestClamd();
});
afterAll(() => clamd?.close());

const eicar = Buffer.from(eicarTestString, 'latin1');
const png = () => pngImage({ width: 40, height: 30 });

/** A PNG that the check by bytes takes, carrying the EICAR test string after its end. */
const pngWithEicar = () => Buffer.concat([png(), eicar]);

/** A DOCX that the check by bytes takes, carrying the EICAR test string compressed, in a file of its own inside the zip. */
const docxWithEicar = async () =>
  editZip(await docxDocument({ heading: 'Essay', paragraphs: ['Why I am transferring.'] }), (zip) => {
    zip.file('word/media/notes.txt', eicarTestString);
  });

describe('the virus scanner', () => {
  it('is named once in the start-up log, or said to be off', () => {
    expect(virusScanningLine(loadConfig({}).clamd)).toBe('virus scanning is off: CLAMD_URL is not set');
    expect(virusScanningLine(loadConfig({ CLAMD_URL: 'tcp://[::1]' }).clamd)).toBe(
      'virus scanning: every upload is scanned by clamd at tcp://[::1]:3310 before it is converted',
    );
    expect(virusScanningLine(loadConfig({ CLAMD_URL: '/run/clamav/clamd.ctl' }).clamd)).toContain('clamd at /run/clamav/clamd.ctl before');
  });

  it('finds the EICAR test string in a file, after a PNG’s end and compressed inside a DOCX, and nothing in a clean file', async () => {
    const scanner = virusScannerFor({ socket: clamd.socket });
    const docx = await docxWithEicar();
    expect(docx.includes(eicar)).toBe(false);
    expect(await scanner.threatsIn(eicar)).toEqual([eicarThreat]);
    expect(await scanner.threatsIn(pngWithEicar())).toEqual([eicarThreat]);
    expect(await scanner.threatsIn(docx)).toEqual([eicarThreat]);
    expect(await scanner.threatsIn(png())).toEqual([]);
  });

  it('gives no verdict when nothing listens, or when clamd does not answer in time', async () => {
    const nowhere = virusScannerFor({ socket: path.join(tmpdir(), 'no-clamd-here.sock') });
    await expect(nowhere.threatsIn(png())).rejects.toThrow(VirusScanFailed);
    // Takes the connection and the file, and never answers (a clamd stuck, or a wrong service on its port).
    const connections = new Set<Socket>();
    const silent = createServer((connection) => connections.add(connection.resume()));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const scanner = virusScannerFor({ host: '127.0.0.1', port: (silent.address() as AddressInfo).port }, 300);
      const started = performance.now();
      await expect(scanner.threatsIn(png())).rejects.toThrow(new VirusScanFailed('clamd gave no verdict within 300 ms'));
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      for (const connection of connections) connection.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('uploads scanned by clamd before they are converted (CLAMD_URL)', () => {
  let server: DocumentsTestServer;
  beforeAll(async () => {
    server = await startDocumentsServer({ environment: { CLAMD_URL: clamd.socket } });
  });
  afterAll(() => server?.close());

  /** The converted PDFs in storage. */
  const convertedPdfs = async () => (await readdir(path.join(server.storageDir, 'converted'), { recursive: true }).catch(() => [])).length;

  it('refuses a file holding the EICAR test string, converts nothing of it, and deletes its bytes', async () => {
    const before = await convertedPdfs();
    for (const file of [
      { bytes: pngWithEicar(), name: 'photo.png' },
      { bytes: await docxWithEicar(), name: 'essay.docx' },
    ]) {
      const agent = await signedInAgent(server);
      const key = await uploadAndConvert(agent, file);
      expect(await finishedConversion(agent), file.name).toEqual({ status: 'FAILED', message: conversionMessages.virusFound });
      expect(existsSync(path.join(server.storageDir, key)), file.name).toBe(false);
    }
    expect(await convertedPdfs()).toBe(before);
  });

  it('converts a clean PDF, image and DOCX', async () => {
    const agent = await signedInAgent(server);
    for (const file of [
      { bytes: await pdfDocument({ pages: 2 }), name: 'transcript.pdf' },
      { bytes: png(), name: 'transcript.png' },
      { bytes: jpegImage({ width: 40, height: 30 }), name: 'transcript.jpg' },
      { bytes: await docxDocument({ heading: 'Transcript', paragraphs: ['Fall term: 15 credits.'] }), name: 'transcript.docx' },
    ]) {
      await uploadAndConvert(agent, file);
      expect(await finishedConversion(agent), file.name).toEqual({ status: 'COMPLETED', message: null });
    }
  });

  it('fails uploads closed while clamd is down (retried, never converted, bytes kept), and scans again once it is back', async () => {
    const agent = await signedInAgent(server);
    const before = await convertedPdfs();
    await clamd.stop();
    try {
      const key = await uploadAndConvert(agent, { bytes: png(), name: 'while-down.png' });
      expect(await finishedConversion(agent)).toEqual({ status: 'FAILED', message: conversionMessages.virusScanFailed });
      const [job, ...others] = await server.services.queues.queue(conversionQueue).getFailed();
      expect(others).toEqual([]);
      expect(job.attemptsMade).toBe(job.opts.attempts);
      expect(job.failedReason).toMatch(/^clamd gave no verdict: /);
      expect(existsSync(path.join(server.storageDir, key))).toBe(true);
      expect(await convertedPdfs()).toBe(before);
    } finally {
      await clamd.start();
    }
    await uploadAndConvert(agent, { bytes: png(), name: 'once-back.png' });
    expect(await finishedConversion(agent)).toEqual({ status: 'COMPLETED', message: null });
    await uploadAndConvert(agent, { bytes: pngWithEicar(), name: 'once-back-eicar.png' });
    expect(await finishedConversion(agent)).toEqual({ status: 'FAILED', message: conversionMessages.virusFound });
  });
});
