// Assembles the application PDF with pdf-lib: the printed form, then each converted document behind a divider page naming its
// question, every appended page headed and numbered like the printed ones, bookmarks for each document, and the file's metadata.
import {
  ParseSpeeds,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { removeActiveContent } from '../pdf/active-content';
import { pageNumberLabel, runningHeads, type PdfIdentity } from './running-heads';

export interface Attachment {
  /** The question the document answers, as the form asks it. */
  label: string;
  fileName: string;
  /** The converted document; null when it could not be converted (or not in time), which its divider page says. */
  pdf: Uint8Array | null;
}

/** Said on the divider page of a document that could not be converted, in place of its pages. */
export const notConvertedMessage = 'This document could not be converted to PDF, so it is not included in this copy.';

export interface PdfParts {
  /** The read-only view printed by Chromium (its own header, footer and bookmarks). */
  form: Uint8Array;
  attachments: Attachment[];
  identity: PdfIdentity;
  applicationTitle: string;
}

/** US Letter, in points, like the printed form. */
const letter: [number, number] = [612, 792];
const margin = 54;
const grey = rgb(0.29, 0.29, 0.29);
const ink = rgb(0.1, 0.1, 0.1);
/** The service view's heading colour. */
const accent = rgb(0.11, 0.29, 0.47);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The standard fonts encode WinAnsi only: any other character (a name in another script) prints as '?'. */
function printable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((character) => (supported.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** Lines of at most `width` points, broken between words (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The running heads Chromium prints on the form's pages (print.ts), at the same places: who and which application on
 * top, the application's title and the page's number below. */
function stampHeaderAndFooter(page: PDFPage, number: number, parts: PdfParts, { regular }: Fonts): void {
  const { width, height } = page.getSize();
  const size = 8;
  const heads = runningHeads(parts.identity, parts.applicationTitle);
  const [left, middle, right] = heads.header.map((text) => printable(text, regular));
  const rightAligned = (text: string) => width - margin - regular.widthOfTextAtSize(text, size);
  // Where Chromium puts its header and footer with the printed form's margins (print.ts), to the point.
  const top = height - 22;
  page.drawText(left, { x: margin, y: top, size, font: regular, color: grey });
  page.drawText(middle, { x: (width - regular.widthOfTextAtSize(middle, size)) / 2, y: top, size, font: regular, color: grey });
  page.drawText(right, { x: rightAligned(right), y: top, size, font: regular, color: grey });
  page.drawLine({ start: { x: margin, y: top - 4 }, end: { x: width - margin, y: top - 4 }, thickness: 0.5, color: rgb(0.69, 0.69, 0.69) });
  const footer = printable(heads.footer, regular);
  const pageLabel = pageNumberLabel(String(number));
  page.drawText(footer, { x: margin, y: 18, size, font: regular, color: grey });
  page.drawText(pageLabel, { x: rightAligned(pageLabel), y: 18, size, font: regular, color: grey });
}

/** A page announcing the document behind it: which of how many, the question it answers, its file and its length. */
function drawDivider(page: PDFPage, attachment: Attachment, index: number, count: number, pages: number, { regular, bold }: Fonts): void {
  const width = letter[0] - 2 * margin;
  let y = 560;
  page.drawText(`ATTACHMENT ${index + 1} OF ${count}`, { x: margin, y, size: 10, font: bold, color: accent });
  y -= 34;
  for (const line of wrap(printable(attachment.label, bold), bold, 20, width)) {
    page.drawText(line, { x: margin, y, size: 20, font: bold, color: accent });
    y -= 26;
  }
  y -= 8;
  page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 1.5, color: accent });
  y -= 24;
  page.drawText(`File: ${printable(attachment.fileName, regular)}`, { x: margin, y, size: 11, font: regular, color: ink });
  y -= 18;
  const follows = pages === 1 ? 'The document follows on 1 page.' : `The document follows on ${pages} pages.`;
  page.drawText(attachment.pdf ? follows : notConvertedMessage, { x: margin, y, size: 11, font: regular, color: ink });
}

/** A bookmark dictionary to `page`, under `parent`. */
function bookmark(pdf: PDFDocument, title: string, page: PDFPage, parent: PDFRef): PDFRef {
  return pdf.context.register(
    pdf.context.obj({ Title: PDFHexString.fromText(title), Parent: parent, Dest: [page.ref, PDFName.of('Fit')] }),
  );
}

/** Appends top-level bookmarks after the printed form's own (Chromium's, from the headings), creating the outline if none. */
function appendBookmarks(pdf: PDFDocument, entries: { title: string; page: PDFPage }[]): void {
  if (entries.length === 0) return;
  const { catalog, context } = pdf;
  let outlinesRef = catalog.get(PDFName.of('Outlines'));
  if (!(outlinesRef instanceof PDFRef)) {
    outlinesRef = context.register(context.obj({ Type: 'Outlines', Count: 0 }));
    catalog.set(PDFName.of('Outlines'), outlinesRef);
  }
  const outlines = context.lookup(outlinesRef, PDFDict);
  let last = outlines.get(PDFName.of('Last'));
  for (const { title, page } of entries) {
    const ref = bookmark(pdf, title, page, outlinesRef as PDFRef);
    if (last instanceof PDFRef) {
      context.lookup(last, PDFDict).set(PDFName.of('Next'), ref);
      context.lookup(ref, PDFDict).set(PDFName.of('Prev'), last);
    } else {
      outlines.set(PDFName.of('First'), ref);
    }
    last = ref;
  }
  outlines.set(PDFName.of('Last'), last!);
  const count = outlines.lookupMaybe(PDFName.of('Count'), PDFNumber)?.asNumber() ?? 0;
  outlines.set(PDFName.of('Count'), PDFNumber.of(Math.abs(count) + entries.length));
  // Readers open the bookmarks beside the first page.
  catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** Runs in a work process (assembly.ts), where yielding to an event loop serves nothing: pdf-lib parses and writes at full speed. */
export async function assemblePdf(parts: PdfParts): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(parts.form, { parseSpeed: ParseSpeeds.Fastest });
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const bookmarks: { title: string; page: PDFPage }[] = [];
  for (const [index, attachment] of parts.attachments.entries()) {
    const document = attachment.pdf && (await PDFDocument.load(attachment.pdf, { parseSpeed: ParseSpeeds.Fastest }));
    const copied = document ? await pdf.copyPages(document, document.getPageIndices()) : [];
    const divider = pdf.addPage(letter);
    drawDivider(divider, attachment, index, parts.attachments.length, copied.length, fonts);
    stampHeaderAndFooter(divider, pdf.getPageCount(), parts, fonts);
    bookmarks.push({ title: `Attachment ${index + 1}: ${attachment.label} (${attachment.fileName})`, page: divider });
    for (const page of copied) {
      pdf.addPage(page);
      stampHeaderAndFooter(page, pdf.getPageCount(), parts, fonts);
    }
  }
  appendBookmarks(pdf, bookmarks);
  pdf.setTitle(`${parts.applicationTitle}: ${parts.identity.applicantName}`, { showInWindowTitleBar: true });
  pdf.setSubject(parts.applicationTitle);
  pdf.setAuthor(parts.identity.applicantName);
  pdf.setCreator(parts.applicationTitle);
  // The documents were cleaned when converted; the whole file is swept again, so that no script or attached file reaches
  // staff whatever a conversion missed.
  removeActiveContent(pdf);
  return pdf.save({ objectsPerTick: Infinity });
}

export default assemblePdf;
