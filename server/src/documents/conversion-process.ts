// The CPU-heavy half of a conversion, run in a work process (jobs/work-processes.ts) so that it never holds the server's event loop.
import { docxToHtml } from './docx-to-pdf';
import { ConversionFailure } from './failures';
import type { DocumentType } from './file-check';
import { imageToPdf } from './image-to-pdf';
import { normalisePdf } from './pdf-to-pdf';

export interface PrepareTask {
  bytes: Uint8Array;
  type: DocumentType;
}

/** The PDF itself (images, PDFs), the HTML Chromium prints into one (DOCX), or why the document cannot be converted. */
export type Prepared = { ok: true; pdf: Uint8Array } | { ok: true; html: string } | { ok: false; message: string };

async function prepareDocument(bytes: Buffer, type: DocumentType): Promise<Prepared> {
  switch (type) {
    case 'png':
    case 'jpeg':
      return { ok: true, pdf: await imageToPdf(bytes, type) };
    case 'pdf':
      return { ok: true, pdf: await normalisePdf(bytes) };
    case 'docx':
      return { ok: true, html: await docxToHtml(bytes) };
  }
}

/** A problem with the document itself answers `ok: false`; anything else throws, so that the job is tried again. */
export async function prepare({ bytes, type }: PrepareTask): Promise<Prepared> {
  try {
    return await prepareDocument(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), type);
  } catch (error) {
    if (error instanceof ConversionFailure) return { ok: false, message: error.message };
    throw error;
  }
}

export default prepare;
