// DOCX to PDF: mammoth turns it into HTML (in the conversion's work process), links to https: only, Chromium prints that in a kept page with JavaScript off and every network request refused, 50 pages at most.
import mammoth from 'mammoth';
import { PrintTookTooLong, type Chromium } from '../chromium';
import { withinDocxBudget } from './docx-budget';
import { keepHttpsLinksOnly } from './docx-links';
import { withinDocxLimits } from './docx-limits';
import type { Conversion } from './conversion';
import { ConversionFailure, conversionMessages } from './failures';
import { pdfLimits } from './pdf-to-pdf';

/** A plain, readable print of the document's content: serif text, clear headings, tables with borders. */
const printStylesheet = `
  body { font-family: 'Liberation Serif', 'DejaVu Serif', 'Times New Roman', serif; font-size: 11pt; line-height: 1.4; color: #000; }
  h1 { font-size: 18pt; } h2 { font-size: 15pt; } h3 { font-size: 13pt; } h4, h5, h6 { font-size: 11pt; }
  h1, h2, h3, h4, h5, h6 { margin: 1em 0 0.4em; break-after: avoid; }
  p { margin: 0 0 0.6em; }
  table { border-collapse: collapse; margin: 0.6em 0; max-width: 100%; }
  th, td { border: 1px solid #444; padding: 3pt 6pt; vertical-align: top; }
  th > p:last-child, td > p:last-child { margin-bottom: 0; }
  tr { break-inside: avoid; }
  img { max-width: 100%; height: auto; }
`;

/**
 * A short DOCX converts, its print included, in about 0.1 s on a warm worker at load 6 on 2 cores (bench:hostile,
 * BENCHMARKS.md); 4 MB of XML printed in 10 s at load 7. Past this the print is given up, and the document FAILED
 * rather than tried again.
 */
export const docxPrintTimeLimitMs = 10_000;

/** The document as a printable HTML page, or a ConversionFailure (too large once unpacked, tables past the budget, unreadable). */
export async function docxToHtml(bytes: Buffer): Promise<string> {
  let fits: boolean;
  try {
    fits = await withinDocxLimits(bytes);
  } catch {
    throw new ConversionFailure(conversionMessages.docxUnreadable);
  }
  if (!fits) throw new ConversionFailure(conversionMessages.docxTooLarge);
  try {
    // Images come inline as data URIs; linked files outside the document are never read.
    const { value } = await mammoth.convertToHtml(
      { buffer: bytes },
      { externalFileAccess: false, transformDocument: (document) => keepHttpsLinksOnly(withinDocxBudget(document)) },
    );
    return `<!doctype html><html><head><meta charset="utf-8"><style>${printStylesheet}</style></head><body>${value}</body></html>`;
  } catch (error) {
    if (error instanceof ConversionFailure) throw error;
    throw new ConversionFailure(conversionMessages.docxUnreadable);
  }
}

/**
 * How many pages Chromium printed: the root of its page tree has the largest /Count. Chromium writes the tree's
 * dictionaries uncompressed, so they are read from the bytes, without parsing the PDF on this event loop.
 */
function printedPages(pdf: Uint8Array): number {
  const counts = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    .toString('latin1')
    .matchAll(/\/Type \/Pages\s*\/Count (\d+)/g);
  return Math.max(0, ...[...counts].map(([, count]) => Number(count)));
}

/**
 * Prints the HTML of a document in a kept page: whatever it points at, nothing is fetched, and no script runs. Only
 * one page past the limit is printed, to say the document has too many. The page is closed, and the print stopped,
 * when `signal` aborts or the print takes longer than `docxPrintTimeLimitMs`: the document is then FAILED, since a
 * print that slow comes from the document (layout), and would be as slow again.
 */
export async function printDocumentHtml(html: string, chromium: Pick<Chromium, 'withKeptPage'>, signal?: AbortSignal): Promise<Conversion> {
  let pdf: Uint8Array;
  try {
    pdf = await chromium.withKeptPage(
      async (page) => {
        await page.setContent(html, { waitUntil: 'load' });
        return page.pdf({
          format: 'Letter',
          margin: { top: '0.75in', right: '0.75in', bottom: '0.75in', left: '0.75in' },
          pageRanges: `1-${pdfLimits.pages + 1}`,
        });
      },
      signal,
      docxPrintTimeLimitMs,
    );
  } catch (error) {
    if (error instanceof PrintTookTooLong) return { ok: false, message: conversionMessages.docxTookTooLong };
    throw error;
  }
  return printedPages(pdf) > pdfLimits.pages ? { ok: false, message: conversionMessages.docxTooManyPages } : { ok: true, pdf };
}
