import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Chromium } from '../chromium';
import { encryptedPdf, jpegImage, pdfDocument, pngImage, type Paint } from '../testing/documents';
import { colourAt, firstPageImage } from '../testing/pdf-tools';
import { convertToPdf } from './convert';
import { conversionMessages } from './failures';

/** Images and PDFs never need a browser. */
const noBrowser: Pick<Chromium, 'withKeptPage'> = { withKeptPage: () => Promise.reject(new Error('no browser here')) };
const red: [number, number, number] = [230, 20, 20];
const blue: [number, number, number] = [20, 20, 230];
/** The left half red, the right half blue, as stored. */
const halves: Paint = (x) => (x < 200 ? red : blue);

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
    const { sizes, bytes } = await converted(jpegImage({ width: 400, height: 200, paint: halves }), 'jpeg');
    expect(sizes).toEqual([landscapeLetter]);
    const page = await firstPageImage(bytes);
    expect(near(colourAt(page, 0.3, 0.5), red) && near(colourAt(page, 0.7, 0.5), blue)).toBe(true);
  });

  it('reads a JPEG whose bytes share their memory with others (a slice of a larger buffer)', async () => {
    const photo = jpegImage({ width: 40, height: 20 });
    const slice = Buffer.concat([Buffer.alloc(16), photo]).subarray(16);
    expect((await converted(slice, 'jpeg')).sizes).toEqual([landscapeLetter]);
  });

  /**
   * Where a point of the stored image (u from the left, t from the top, 0 to 1) shows in the upright picture, as
   * EXIF says for each orientation: which side the stored first row and first column belong on.
   */
  const upright: Record<number, (u: number, t: number) => [number, number]> = {
    1: (u, t) => [u, t],
    2: (u, t) => [1 - u, t],
    3: (u, t) => [1 - u, 1 - t],
    4: (u, t) => [u, 1 - t],
    5: (u, t) => [t, u],
    6: (u, t) => [1 - t, u],
    7: (u, t) => [1 - t, 1 - u],
    8: (u, t) => [t, 1 - u],
  };
  const green: [number, number, number] = [20, 200, 20];
  const yellow: [number, number, number] = [230, 230, 20];

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('honours EXIF orientation %i', async (orientation) => {
    // Stored 400 × 200, a colour in each quarter.
    const quarters: Paint = (x, y) => (y < 100 ? (x < 200 ? red : green) : x < 200 ? blue : yellow);
    const { sizes, bytes } = await converted(jpegImage({ width: 400, height: 200, paint: quarters, orientation }), 'jpeg');
    const sideways = orientation >= 5;
    expect(sizes).toEqual([sideways ? portraitLetter : landscapeLetter]);
    // Fitted at 1.8 points a pixel inside the half-inch margin, centred: the picture's box on the page.
    const box = sideways ? { x: 126, y: 36, width: 360, height: 720 } : { x: 36, y: 126, width: 720, height: 360 };
    const page = await firstPageImage(bytes);
    for (const [u, t, colour] of [
      [0.25, 0.25, red],
      [0.75, 0.25, green],
      [0.25, 0.75, blue],
      [0.75, 0.75, yellow],
    ] as const) {
      const [x, y] = upright[orientation](u, t);
      const onPage = colourAt(page, (box.x + x * box.width) / sizes[0].width, (box.y + y * box.height) / sizes[0].height);
      expect(near(onPage, colour), `stored (${u}, ${t}) at (${x}, ${y}): ${onPage}`).toBe(true);
    }
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
