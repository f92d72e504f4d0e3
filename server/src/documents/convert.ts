// Converts a checked document to PDF: images and PDFs with pdf-lib, DOCX through mammoth and Chromium.
import type { Chromium } from '../chromium';
import { docxToPdf } from './docx-to-pdf';
import { ConversionFailure } from './failures';
import type { DocumentType } from './file-check';
import { imageToPdf } from './image-to-pdf';
import { normalisePdf } from './pdf-to-pdf';

/** The PDF, or why the document cannot be converted (the conversion is then FAILED with `message`, not retried). */
export type Conversion = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

function convert(bytes: Buffer, type: DocumentType, chromium: Pick<Chromium, 'withContext'>): Promise<Uint8Array> {
  switch (type) {
    case 'png':
    case 'jpeg':
      return imageToPdf(bytes, type);
    case 'pdf':
      return normalisePdf(bytes);
    case 'docx':
      return docxToPdf(bytes, chromium);
  }
}

/**
 * `type` is what checkDocument found in the bytes. A problem with the document itself answers `ok: false`; anything
 * else (Chromium gone, out of memory) throws, so that the job is tried again.
 */
export async function convertToPdf(
  bytes: Buffer,
  type: DocumentType,
  chromium: Pick<Chromium, 'withContext'>,
): Promise<Conversion> {
  try {
    return { ok: true, pdf: await convert(bytes, type, chromium) };
  } catch (error) {
    if (error instanceof ConversionFailure) return { ok: false, message: error.message };
    throw error;
  }
}
