// A student's PDF loaded with pdf-lib and saved again: one normal form for the application PDF to append.
import { PDFDocument } from 'pdf-lib';
import { ConversionFailure, conversionMessages } from './failures';

async function load(bytes: Buffer): Promise<PDFDocument | undefined> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    // A broken file can parse into a document without a page tree, or with no pages.
    return pdf.getPageCount() > 0 ? pdf : undefined;
  } catch {
    return undefined;
  }
}

export async function normalisePdf(bytes: Buffer): Promise<Uint8Array> {
  const pdf = await load(bytes);
  if (!pdf) throw new ConversionFailure(conversionMessages.pdfUnreadable);
  // pdf-lib cannot decrypt: saved again, an encrypted PDF's pages would be unreadable.
  if (pdf.isEncrypted) throw new ConversionFailure(conversionMessages.pdfProtected);
  return pdf.save();
}
