// A student's PDF checked and copied into a new one: at most 50 pages, every stream inflated under a budget, images of at most 25
// megapixels, no active content. One normal form for the application PDF to append.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { ConversionFailure, conversionMessages } from './failures';
import { maxPixels } from './image-to-pdf';
import { removeActiveContent, removePageActiveContent } from '../pdf/active-content';
import { InflateBudget, inflatesWithin, withinInflateBudget } from './pdf-inflate-budget';

/**
 * What one uploaded PDF may hold: pages; bytes inflated in total by its object streams and by the streams its pages use
 * other than images (a 1 MB PDF of text inflates to a few MB); bytes inflated in total by its images (a 25-megapixel
 * image at 4 bytes a pixel: a page scanned in colour at 300 dpi is 25 MB).
 */
export const pdfLimits = { pages: 50, inflatedBytes: 8 * 1024 * 1024, imageBytes: 4 * maxPixels };

async function load(bytes: Buffer, budget: InflateBudget): Promise<PDFDocument> {
  const { loaded, exceeded } = await withinInflateBudget(budget, () =>
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

/**
 * Inflates every stream the copied pages use as a reader would (their contents, fonts, forms, images) under the budgets,
 * and measures each image: a stream of 300 MB, or an image of 10 gigapixels, would hang the staff's viewer.
 */
function checkStreams(pdf: PDFDocument, budget: InflateBudget): void {
  const images = new InflateBudget(pdfLimits.imageBytes);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const isImage = object.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image');
    if (isImage) {
      const [width, height] = ['Width', 'Height'].map((key) => object.dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber() ?? 0);
      if (width * height > maxPixels) throw new ConversionFailure(conversionMessages.pdfImageTooLarge);
    }
    if (!inflatesWithin(isImage ? images : budget, object)) throw new ConversionFailure(conversionMessages.pdfTooLarge);
  }
}

export async function normalisePdf(bytes: Buffer): Promise<Uint8Array> {
  const budget = new InflateBudget(pdfLimits.inflatedBytes);
  const source = await load(bytes, budget);
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
  checkStreams(clean, budget);
  // Whatever the pages still reach (a font's or an image's dictionary can hold anything) loses its actions and files.
  removeActiveContent(clean);
  return clean.save();
}
