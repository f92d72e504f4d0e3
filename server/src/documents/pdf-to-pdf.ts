// A student's PDF checked and copied into a new one: at most 50 pages, object streams inflated under a budget, no active content. One normal form for the application PDF to append.
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { ConversionFailure, conversionMessages } from './failures';
import { removePageActiveContent } from './pdf-active-content';
import { withinInflateBudget } from './pdf-inflate-budget';

/** What one uploaded PDF may hold: pages, and bytes inflated while reading it (a 1 MB PDF of text inflates to a few MB). */
export const pdfLimits = { pages: 50, inflatedBytes: 8 * 1024 * 1024 };

async function load(bytes: Buffer): Promise<PDFDocument> {
  const { loaded, exceeded } = await withinInflateBudget(pdfLimits.inflatedBytes, () =>
    PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true }),
  );
  if (exceeded) throw new ConversionFailure(conversionMessages.pdfTooLarge);
  if (!loaded) throw new ConversionFailure(conversionMessages.pdfUnreadable);
  return loaded;
}

/**
 * The pages in the document's page tree, counted without trusting its /Count, up to one past `limit`. A tree that
 * loops back on itself is unreadable.
 */
function countPages(pdf: PDFDocument, limit: number): number {
  const seen = new Set<PDFDict>();
  const waiting: PDFDict[] = [pdf.catalog.lookup(PDFName.of('Pages'), PDFDict)];
  let pages = 0;
  while (waiting.length > 0 && pages <= limit) {
    const node = waiting.pop()!;
    if (seen.has(node)) throw new ConversionFailure(conversionMessages.pdfUnreadable);
    seen.add(node);
    const kids = node.lookup(PDFName.of('Kids'));
    if (node.lookup(PDFName.of('Type')) === PDFName.of('Pages') && kids instanceof PDFArray) {
      for (let index = kids.size() - 1; index >= 0; index--) waiting.push(kids.lookup(index, PDFDict));
    } else {
      pages++;
    }
  }
  return pages;
}

function pageCount(pdf: PDFDocument): number {
  try {
    return countPages(pdf, pdfLimits.pages);
  } catch (error) {
    // A broken file can parse into a document without a page tree, or with kids that are not pages.
    if (error instanceof ConversionFailure) throw error;
    throw new ConversionFailure(conversionMessages.pdfUnreadable);
  }
}

export async function normalisePdf(bytes: Buffer): Promise<Uint8Array> {
  const source = await load(bytes);
  // pdf-lib cannot decrypt: saved again, an encrypted PDF's pages would be unreadable.
  if (source.isEncrypted) throw new ConversionFailure(conversionMessages.pdfProtected);
  const pages = pageCount(source);
  if (pages === 0) throw new ConversionFailure(conversionMessages.pdfUnreadable);
  if (pages > pdfLimits.pages) throw new ConversionFailure(conversionMessages.pdfTooManyPages);
  removePageActiveContent(source);
  // Only the pages, and what they use, are copied: the source's catalog (open actions, scripts, attached files, forms,
  // bookmarks) stays behind.
  const clean = await PDFDocument.create({ updateMetadata: false });
  for (const page of await clean.copyPages(source, source.getPageIndices())) clean.addPage(page);
  return clean.save();
}
