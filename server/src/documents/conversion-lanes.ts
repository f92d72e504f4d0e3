// The DOCX lane: a queue of its own for the files that open as a zip (DOCX), so that images and PDFs never wait behind a DOCX being laid out in Chromium.
import type { Storage } from './storage';

/**
 * The queue of DOCX conversions (conversion-job.ts runs one at a time per worker). A DOCX is judged by its bytes, not
 * its name, so that a DOCX named `.pdf` converts in this lane too; a zip that is no DOCX is refused in it.
 */
export const docxConversionQueue = 'convert-docx';

/** Every zip, and so every DOCX, starts with a local file header: `PK\x03\x04`. */
const zipSignature = Buffer.from('PK\x03\x04', 'latin1');

/** Whether the stored file starts as a zip does; a missing file does not (its job then fails it as missing). */
export async function opensAsZip(storage: Storage, key: string): Promise<boolean> {
  try {
    const stream = await storage.stream(key);
    let start = Buffer.alloc(0);
    for await (const chunk of stream) {
      start = Buffer.concat([start, chunk as Buffer]);
      if (start.length >= zipSignature.length) break;
    }
    stream.destroy();
    return start.subarray(0, zipSignature.length).equals(zipSignature);
  } catch {
    return false;
  }
}
