import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Chromium } from '../chromium';
import { encryptedPdf, jpegImage, pdfDocument, pngImage, type Paint } from '../testing/documents';
import { colourAt, firstPageImage } from '../testing/pdf-tools';
import { convertToPdf } from './convert';
import { conversionMessages } from './failures';

/** Images and PDFs never need a browser. */
const noBrowser: Pick<Chromium, 'withContext'> = { withContext: () => Promise.reject(new Error('no browser here')) };
const red: [number, number, number] = [230, 20, 20];
const blue: [number, number, number] = [20, 20, 230];
/** The left half red, the right half blue, as stored. */
const halves: (width: number) => Paint = (width) => (x) => (x < width / 2 ? red : blue);

async function converted(bytes: Buffer, type: 'png' | 'jpeg' | 'pdf') {
  const conversion = await convertToPdf(bytes, type, noBrowser);
  if (!conversion.ok) throw new Error(conversion.message);
  const pdf = await PDFDocument.load(conversion.pdf);
  return { pdf, bytes: conversion.pdf, sizes: pdf.getPages().map((page) => page.getSize()) };
}

const portraitLetter = { width: 612, height: 792 };
const landscapeLetter = { width: 792, height: 612 };
const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]) < 60);

describe('convertToPdf: images', () => {
  it('puts a portrait PNG on one portrait Letter page, fitted inside a white margin', async () => {
    const { sizes, bytes } = await converted(pngImage({ width: 300, height: 400, paint: () => red }), 'png');
    expect(sizes).toEqual([portraitLetter]);
    const page = await firstPageImage(bytes);
    expect(near(colourAt(page, 0.5, 0.5), red)).toBe(true);
    expect(colourAt(page, 0.01, 0.01)).toEqual([255, 255, 255]);
    expect(colourAt(page, 0.99, 0.99)).toEqual([255, 255, 255]);
  });

  it('turns the page for a landscape PNG', async () => {
    const { sizes } = await converted(pngImage({ width: 400, height: 300 }), 'png');
    expect(sizes).toEqual([landscapeLetter]);
  });

  it('keeps a JPEG the right way round on a page turned its way', async () => {
    const { sizes, bytes } = await converted(jpegImage({ width: 400, height: 200, paint: halves(400) }), 'jpeg');
    expect(sizes).toEqual([landscapeLetter]);
    const page = await firstPageImage(bytes);
    expect(near(colourAt(page, 0.3, 0.5), red) && near(colourAt(page, 0.7, 0.5), blue)).toBe(true);
  });

  it('reads a JPEG whose bytes share their memory with others (a slice of a larger buffer)', async () => {
    const photo = jpegImage({ width: 40, height: 20 });
    const slice = Buffer.concat([Buffer.alloc(16), photo]).subarray(16);
    expect((await converted(slice, 'jpeg')).sizes).toEqual([landscapeLetter]);
  });

  it.each([
    // Orientation 6: stored sideways, to be turned a quarter clockwise: the stored left (red) ends on top.
    [6, 'top', 'bottom'],
    // Orientation 8: to be turned a quarter anticlockwise: the stored left ends at the bottom.
    [8, 'bottom', 'top'],
  ])('honours EXIF orientation %i: the red half ends at the %s', async (orientation, redAt) => {
    const photo = jpegImage({ width: 400, height: 200, paint: halves(400), orientation });
    const { sizes, bytes } = await converted(photo, 'jpeg');
    expect(sizes).toEqual([portraitLetter]);
    const page = await firstPageImage(bytes);
    const [top, bottom] = [colourAt(page, 0.5, 0.3), colourAt(page, 0.5, 0.7)];
    expect(near(redAt === 'top' ? top : bottom, red)).toBe(true);
    expect(near(redAt === 'top' ? bottom : top, blue)).toBe(true);
  });

  it('refuses an image that claims too many pixels before decoding it', async () => {
    const png = pngImage({ width: 2, height: 2 });
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    expect(await convertToPdf(png, 'png', noBrowser)).toEqual({ ok: false, message: conversionMessages.imageTooLarge });
  });

  it('fails a broken image with a message', async () => {
    const png = pngImage({ width: 50, height: 50 });
    expect(await convertToPdf(png.subarray(0, 40), 'png', noBrowser)).toEqual({
      ok: false,
      message: conversionMessages.imageUnreadable,
    });
  });
});

describe('convertToPdf: PDFs', () => {
  it('loads a 3-page PDF and saves it again with its 3 pages', async () => {
    const { sizes } = await converted(await pdfDocument({ pages: 3, lines: 5 }), 'pdf');
    expect(sizes).toEqual([portraitLetter, portraitLetter, portraitLetter]);
  });

  it('fails an encrypted PDF with a clear message', async () => {
    expect(await convertToPdf(await encryptedPdf(), 'pdf', noBrowser)).toEqual({
      ok: false,
      message: 'This PDF is protected by a password or locked against changes. Please upload an unprotected PDF.',
    });
  });

  it.each([
    ['cut short', async () => (await pdfDocument({ pages: 3 })).subarray(0, 700)],
    ['without a page tree', async () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n')],
  ])('fails a PDF %s as unreadable', async (_what, build) => {
    expect(await convertToPdf(await build(), 'pdf', noBrowser)).toEqual({
      ok: false,
      message: conversionMessages.pdfUnreadable,
    });
  });
});
