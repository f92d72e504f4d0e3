// Converts a checked document to PDF: images and PDFs with pdf-lib, DOCX through mammoth and Chromium.
import type { Chromium } from '../chromium';
import type { Conversion } from './conversion';
import { prepare, type Prepared, type PrepareTask } from './conversion-process';
import { printDocumentHtml } from './docx-to-pdf';
import type { DocumentType } from './file-check';

/** Runs the CPU-heavy half: in this process by default, in a work process for the conversion job (Converters). */
export type Prepare = (task: PrepareTask) => Promise<Prepared>;

/**
 * `type` is what checkDocument found in the bytes. A problem with the document itself answers `ok: false`; anything
 * else (Chromium gone, out of memory) throws, so that the job is tried again. `signal` aborting stops a print.
 */
export async function convertToPdf(
  bytes: Buffer,
  type: DocumentType,
  chromium: Pick<Chromium, 'withKeptPage'>,
  prepareIn: Prepare = prepare,
  signal?: AbortSignal,
): Promise<Conversion> {
  const prepared = await prepareIn({ bytes, type });
  if (!prepared.ok || 'pdf' in prepared) return prepared;
  return printDocumentHtml(prepared.html, chromium, signal);
}
