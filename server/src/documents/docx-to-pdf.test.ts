import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chromium } from '../chromium';
import { loadConfig } from '../config';
import { docxDocument, editZip, pngImage, withLinkedImage } from '../testing/documents';
import { firstPageImage, pdfText } from '../testing/pdf-tools';
import { convertToPdf } from './convert';
import { docxLimits } from './docx-limits';
import { conversionMessages } from './failures';

const chromium = new Chromium(loadConfig({}).chromiumPath);
/** Every request any page of the conversion made, seen as the browser issued it (before it was refused). */
const requests: string[] = [];
const watched: Pick<Chromium, 'withKeptPage'> = {
  withKeptPage: (job) =>
    chromium.withKeptPage(async (page) => {
      const seen = (request: Request) => requests.push(request.url());
      page.on('request', seen);
      try {
        return await job(page);
      } finally {
        page.off('request', seen);
      }
    }),
};
/** A server a leaky conversion would reach: it counts what it is asked for. */
let server: Server;
let serverUrl: string;
let serverHits = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    serverHits++;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await chromium.close();
  await new Promise((resolve) => server.close(resolve));
});

const transcript = {
  heading: 'Unofficial Transcript',
  paragraphs: ['Riverbend Community College, Fall 2024 to Spring 2026.', 'Cumulative grade point average: 3.72.'],
  table: [
    ['Course', 'Credits', 'Grade'],
    ['ENG 101 Composition', '3', 'A'],
    ['MAT 151 Calculus I', '4', 'B+'],
  ],
};

async function convertedPdf(bytes: Buffer) {
  const conversion = await convertToPdf(bytes, 'docx', watched);
  if (!conversion.ok) throw new Error(conversion.message);
  return conversion.pdf;
}

describe('convertToPdf: DOCX', () => {
  it('prints a heading, paragraphs and a table on Letter pages', async () => {
    const pdf = await convertedPdf(await docxDocument(transcript));
    const pages = (await PDFDocument.load(pdf)).getPages();
    expect(pages).toHaveLength(1);
    expect(pages[0].getSize()).toEqual({ width: 612, height: 792 });
    const text = await pdfText(pdf);
    expect(text).toContain('Unofficial Transcript');
    expect(text).toContain('Cumulative grade point average: 3.72.');
    expect(text).toMatch(/MAT 151 Calculus I\s+4\s+B\+/);
  });

  it('keeps an embedded image, inlined, without any request', async () => {
    const red = pngImage({ width: 60, height: 30, paint: () => [255, 0, 0] });
    requests.length = 0;
    const pdf = await convertedPdf(await docxDocument({ ...transcript, image: { type: 'png', data: red, width: 240, height: 120 } }));
    expect(requests).toEqual([]);
    const page = await firstPageImage(pdf, 36);
    const pixels = Array.from({ length: page.width * page.height }, (_, i) => page.data.subarray(i * 4, i * 4 + 3));
    expect(pixels.filter(([r, g, b]) => r > 200 && g < 60 && b < 60).length).toBeGreaterThan(100);
  });

  it('fetches nothing for an image linked from outside the document', async () => {
    const image = { type: 'png' as const, data: pngImage({ width: 60, height: 30 }), width: 120, height: 60 };
    const linked = await withLinkedImage(await docxDocument({ ...transcript, image }), `${serverUrl}/tracker.png`);
    requests.length = 0;
    const text = await pdfText(await convertedPdf(linked));
    expect(text).toContain('Cumulative grade point average: 3.72.');
    expect(requests).toEqual([]);
    expect(serverHits).toBe(0);
  });

  it('refuses a DOCX that unpacks to more than the limit, before unpacking it', async () => {
    const bomb = await editZip(await docxDocument(transcript), (zip) => {
      zip.file('word/media/filler.bin', Buffer.alloc(docxLimits.unpackedBytes + 1));
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await convertToPdf(bomb, 'docx', watched)).toEqual({ ok: false, message: conversionMessages.docxTooLarge });
  });

  it('refuses a DOCX of too many entries', async () => {
    const crowded = await editZip(await docxDocument(transcript), (zip) => {
      for (let i = 0; i <= docxLimits.entries; i++) zip.file(`customXml/item${i}.xml`, '<a/>');
    });
    expect(await convertToPdf(crowded, 'docx', watched)).toEqual({ ok: false, message: conversionMessages.docxTooLarge });
  });

  it('refuses a DOCX whose entries unpack to more than they declare', async () => {
    const filler = 'word/media/filler.bin';
    const bomb = await editZip(await docxDocument(transcript), (zip) => {
      zip.file(filler, Buffer.alloc(docxLimits.unpackedBytes + 1));
    });
    // Both headers of the entry (local at offset 22, central at 24 from their signatures) claim 1 kB unpacked.
    const name = Buffer.from(filler);
    for (const [signature, sizeAt, nameAt] of [
      [0x04034b50, 22, 30],
      [0x02014b50, 24, 46],
    ]) {
      for (let at = 0; at < bomb.length - 4; at++) {
        if (bomb.readUInt32LE(at) === signature && bomb.subarray(at + nameAt, at + nameAt + name.length).equals(name)) {
          bomb.writeUInt32LE(1024, at + sizeAt);
        }
      }
    }
    expect(await convertToPdf(bomb, 'docx', watched)).toEqual({ ok: false, message: conversionMessages.docxUnreadable });
  });

  it('fails a file that is not a zip with a message', async () => {
    expect(await convertToPdf(Buffer.from('not a Word document'), 'docx', watched)).toEqual({
      ok: false,
      message: conversionMessages.docxUnreadable,
    });
  });
});
