// Sample documents that tests and the conversion benchmark build themselves: PNG, JPEG, PDF, DOCX and plain zips.
import { Document, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import jpeg from 'jpeg-js';
import JSZip from 'jszip';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';

/** The colour of each pixel, 0-255 per channel. */
export type Paint = (x: number, y: number) => [number, number, number];

export interface ImageOptions {
  width: number;
  height: number;
  paint?: Paint;
}

const grey: Paint = () => [128, 128, 128];

function pixels({ width, height, paint = grey }: ImageOptions): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      [data[offset], data[offset + 1], data[offset + 2]] = paint(x, y);
      data[offset + 3] = 255;
    }
  }
  return data;
}

export function pngImage(options: ImageOptions): Buffer {
  return PNG.sync.write(Object.assign(new PNG({ width: options.width, height: options.height }), { data: pixels(options) }), {
    colorType: 2,
  });
}

/** A JPEG, with an EXIF orientation (1-8) when given: the way a phone marks a photo taken sideways. */
export function jpegImage(options: ImageOptions & { quality?: number; orientation?: number }): Buffer {
  const encoded = jpeg.encode({ data: pixels(options), width: options.width, height: options.height }, options.quality ?? 80).data;
  if (options.orientation === undefined) return encoded;
  // APP1 "Exif": a big-endian TIFF header and one IFD holding the Orientation tag (0x0112, SHORT).
  const ifd = [0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, options.orientation, 0x00, 0x00];
  const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, ...ifd, 0x00, 0x00, 0x00, 0x00]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([encoded.subarray(0, 2), app1, encoded.subarray(2)]);
}

/** A Letter-size PDF of `pages` pages, each saying its number, with `lines` lines of filler text and an image if given. */
export async function pdfDocument({ pages, lines = 0, image }: { pages: number; lines?: number; image?: Buffer }) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const embedded = image && (await pdf.embedJpg(image));
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Page ${number}`, { x: 72, y: 720, size: 18, font });
    for (let line = 0; line < lines; line++) {
      page.drawText(`Line ${line + 1} of page ${number}: the quick brown fox jumps over the lazy dog.`, {
        x: 72,
        y: 690 - line * 14,
        size: 11,
        font,
      });
    }
    if (embedded) page.drawImage(embedded, { x: 72, y: 72, width: 468, height: 468 * (embedded.height / embedded.width) });
  }
  return Buffer.from(await pdf.save());
}

/** A PDF whose trailer names a standard security handler: what a password-protected PDF looks like to a reader. */
export async function encryptedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const { context } = pdf;
  const hash = PDFHexString.of('00'.repeat(32));
  context.trailerInfo.Encrypt = context.register(context.obj({ Filter: 'Standard', V: 1, R: 2, O: hash, U: hash, P: -44 }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export interface DocxOptions {
  heading: string;
  paragraphs: string[];
  table?: string[][];
  /** A PNG or JPEG to embed, and its size in pixels on the page. */
  image?: { type: 'png' | 'jpg'; data: Buffer; width: number; height: number };
}

export async function docxDocument({ heading, paragraphs, table, image }: DocxOptions): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
    ...paragraphs.map((text) => new Paragraph({ text })),
  ];
  if (table) {
    children.push(
      new Table({
        rows: table.map((row) => new TableRow({ children: row.map((text) => new TableCell({ children: [new Paragraph(text)] })) })),
      }),
    );
  }
  if (image) {
    const { type, data, width, height } = image;
    children.push(new Paragraph({ children: [new ImageRun({ type, data, transformation: { width, height } })] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** The same DOCX with its embedded image turned into a link to `url`, which a reader would fetch. */
export async function withLinkedImage(docx: Buffer, url: string): Promise<Buffer> {
  return editZip(docx, async (zip) => {
    const relationships = 'word/_rels/document.xml.rels';
    const rels = await zip.file(relationships)!.async('string');
    zip.file(relationships, rels.replace(/Target="media\/[^"]+"/, `Target="${url}" TargetMode="External"`));
    const body = await zip.file('word/document.xml')!.async('string');
    zip.file('word/document.xml', body.replace('r:embed=', 'r:link='));
  });
}

/** A zip of the given files, compressed. */
export async function zipArchive(files: Record<string, string | Buffer>): Promise<Buffer> {
  return editZip(undefined, (zip) => {
    for (const [name, content] of Object.entries(files)) zip.file(name, content);
  });
}

/** A zip (a new one, or `bytes` opened) changed by `edit`, compressed again. */
export async function editZip(bytes: Buffer | undefined, edit: (zip: JSZip) => void | Promise<void>): Promise<Buffer> {
  const zip = bytes ? await JSZip.loadAsync(bytes) : new JSZip();
  await edit(zip);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
