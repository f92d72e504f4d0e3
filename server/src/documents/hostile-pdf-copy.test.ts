import { PDFArray, PDFDict, PDFDocument, PDFStream, type PDFObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Chromium } from '../chromium';
import { activeContentIn } from '../testing/hostile-files';
import { contentBombPdf, imagePdf, reachingPdf } from '../testing/hostile-pdfs';
import { pdfText } from '../testing/pdf-tools';
import { convertToPdf } from './convert';
import { conversionMessages } from './failures';
import { maxPixels } from './image-to-pdf';
import { pdfLimits } from './pdf-to-pdf';

/** A PDF is converted without a browser. */
const noBrowser: Pick<Chromium, 'withKeptPage'> = { withKeptPage: () => Promise.reject(new Error('printed')) };

const converted = async (bytes: Buffer) => {
  const conversion = await convertToPdf(bytes, 'pdf', noBrowser);
  if (!conversion.ok) throw new Error(conversion.message);
  return conversion.pdf;
};

/** Every key of every dictionary in the PDF's objects. */
async function keysIn(bytes: Uint8Array): Promise<Set<string>> {
  const pdf = await PDFDocument.load(bytes);
  const keys = new Set<string>();
  const visit = (object: PDFObject): void => {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        keys.add(key.decodeText());
        visit(value);
      }
    } else if (object instanceof PDFArray) object.asArray().forEach(visit);
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  return keys;
}

describe('the streams a student’s copied pages use', () => {
  it('fails a content stream that inflates to 300 MB, past the budget, in about a second', async () => {
    const bomb = await contentBombPdf(300 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const started = performance.now();
    expect(await convertToPdf(bomb, 'pdf', noBrowser)).toEqual({ ok: false, message: conversionMessages.pdfTooLarge });
    expect(performance.now() - started).toBeLessThan(3_000);
    // Within the budget, the same page converts.
    expect(await pdfText(await converted(await contentBombPdf(pdfLimits.inflatedBytes / 2)))).toContain('A page drawn by a bomb');
  });

  it(`fails an image of more than ${maxPixels / 1e6} megapixels (100,000 × 100,000) from what it declares`, async () => {
    expect(await convertToPdf(await imagePdf(100_000, 100_000, 1024), 'pdf', noBrowser)).toEqual({
      ok: false,
      message: conversionMessages.pdfImageTooLarge,
    });
  });

  it(`fails images inflating past ${pdfLimits.imageBytes / 1e6} MB, and converts an image within`, async () => {
    const bomb = await imagePdf(5000, 5000, pdfLimits.imageBytes + 1024 * 1024);
    expect(await convertToPdf(bomb, 'pdf', noBrowser)).toEqual({ ok: false, message: conversionMessages.pdfTooLarge });
    expect(await pdfText(await converted(await imagePdf(1000, 1000, 1000 * 1000)))).toContain('A page holding an image');
  });
});

describe('what a student’s page reaches past what it shows', () => {
  it('keeps the page, and none of the scripts, attached files, actions and addresses its other keys reach', async () => {
    const hostile = await reachingPdf();
    expect(await activeContentIn(hostile)).toEqual(expect.arrayContaining(['/JavaScript', '/AA key', '/EmbeddedFiles key', '/URI']));
    const cleaned = await converted(hostile);
    expect(await activeContentIn(cleaned)).toEqual([]);
    const keys = await keysIn(cleaned);
    // The kid with actions went with its widget's /Kids: the only /Kids left is the page tree's.
    for (const key of ['PieceInfo', 'Names', 'PA', 'JS', 'AA', 'EF', 'FT']) expect(keys).not.toContain(key);
    expect(await pdfText(cleaned)).toContain('Reaching page');
    // The widget and the link (a jump within the page) stay.
    const page = (await PDFDocument.load(cleaned)).getPage(0);
    expect(page.node.Annots()?.size()).toBe(2);
  });
});
