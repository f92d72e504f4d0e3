// Refuses a DOCX that would unpack into too much (a zip bomb) before mammoth unpacks it.
import { promisify } from 'node:util';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * A real DOCX of a few pages has tens of entries and well under a MB unpacked (its images stay compressed). The work
 * grows with the XML: 4 MB of it took mammoth 2.5 s and Chromium 10 s to print (about 1,500 pages; load 7 on 2 cores),
 * 45 MB took mammoth over a minute.
 */
export const docxLimits = { entries: 1000, unpackedBytes: 4 * 1024 * 1024 };

const openZip = promisify<Buffer, yauzl.Options, ZipFile>(yauzl.fromBuffer);

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/**
 * Whether the zip stays within `docxLimits`. Its directory gives the count and the sizes; every entry is then unpacked
 * and thrown away, because a zip can understate sizes: yauzl stops an entry the moment it passes the size it declared.
 * Throws on a file that is not a readable zip.
 */
export async function withinDocxLimits(bytes: Buffer): Promise<boolean> {
  const zip = await openZip(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  try {
    if (zip.entryCount > docxLimits.entries) return false;
    const entries = await readEntries(zip);
    const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > docxLimits.unpackedBytes) return false;
    const openStream = promisify(zip.openReadStream.bind(zip));
    for (const entry of entries) {
      for await (const chunk of await openStream(entry)) void chunk;
    }
    return true;
  } finally {
    zip.close();
  }
}
