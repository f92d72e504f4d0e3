// Reads PDFs the way a person would: the text of the pages and the first page as a picture (poppler-utils), the bookmarks (pdf-lib).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Uint8Array, use: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The text of every page (pdftotext), each ended by a form feed: laid out as on the page, or `raw`, in the order it was
 * drawn (what a screen reader follows: each label before its answer).
 */
export function pdfText(pdf: Uint8Array, order: 'layout' | 'raw' = 'layout'): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run('pdftotext', [`-${order}`, file, '-'])).stdout);
}

/** The first page rendered at `dpi` (pdftoppm). */
export function firstPageImage(pdf: Uint8Array, dpi = 18): Promise<PNG> {
  return withPdfFile(pdf, async (file, folder) => {
    await run('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', file, path.join(folder, 'page')]);
    return PNG.sync.read(await readFile(path.join(folder, 'page.png')));
  });
}

/** The colour at a point given as fractions of the page's width and height, from the top left. */
export function colourAt(page: PNG, x: number, y: number): [number, number, number] {
  const offset = (Math.floor(y * (page.height - 1)) * page.width + Math.floor(x * (page.width - 1))) * 4;
  return [page.data[offset], page.data[offset + 1], page.data[offset + 2]];
}

/** The titles of a PDF's bookmarks, top level and below in reading order: what a reader's bookmarks panel lists. */
export function outlineTitles(pdf: PDFDocument): string[] {
  const titles: string[] = [];
  const visit = (item: PDFDict | undefined) => {
    for (let current = item; current; current = current.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      const title = current.lookup(PDFName.of('Title'));
      if (title instanceof PDFHexString || title instanceof PDFString) titles.push(title.decodeText());
      visit(current.lookupMaybe(PDFName.of('First'), PDFDict));
    }
  };
  visit(pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict));
  return titles;
}
