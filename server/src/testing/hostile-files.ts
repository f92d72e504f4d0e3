// Hostile documents that tests and the hostile-files benchmark build themselves: a PDF of thousands of pages in a few hundred kB, an object-stream deflate bomb, a PDF carrying every kind of active content, a zip-bomb DOCX, DOCX tables huge or nested deep, a DOCX linking to scripts and local files; and what a PDF's active content is, to check it is gone.
import { deflateSync } from 'node:zlib';
import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  StandardFonts,
  type PDFObject,
} from 'pdf-lib';
import { editZip } from './documents';

/**
 * A PDF written by hand with every object (numbered from 1; the first is the catalog) in flate-compressed object streams
 * of `perStream` objects: a page then costs a dozen bytes. `padding` spaces follow the first stream's objects, which
 * compress to almost nothing: a deflate bomb.
 */
export function objectStreamPdf(objects: string[], { perStream = 1000, padding = 0 } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let number = objects.length;
  for (let first = 0; first < objects.length; first += perStream) {
    const group = objects.slice(first, first + perStream);
    let offset = 0;
    const header = group.map((object, index) => {
      const entry = `${first + index + 1} ${offset}`;
      offset += object.length + 1;
      return entry;
    });
    const head = `${header.join(' ')}\n`;
    const body = Buffer.concat([Buffer.from(head + group.join('\n') + '\n'), Buffer.alloc(first === 0 ? padding : 0, ' ')]);
    const packed = deflateSync(body, { level: 9 });
    number++;
    parts.push(
      Buffer.from(
        `${number} 0 obj\n<< /Type /ObjStm /N ${group.length} /First ${head.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      ),
      packed,
      Buffer.from('\nendstream\nendobj\n'),
    );
  }
  parts.push(Buffer.from(`trailer\n<< /Size ${number + 1} /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A PDF of `pages` blank Letter pages, in object streams: 20,000 pages take about 250 kB. */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  return objectStreamPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'),
  ]);
}

/** A one-page PDF whose only object stream inflates to `inflatedBytes` from a few kB. */
export function deflateBombPdf(inflatedBytes: number): Buffer {
  return objectStreamPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ],
    { padding: inflatedBytes },
  );
}

/** The script every piece of active content in activePdf runs. */
export const hostileScript = 'app.alert("from the student")';

/**
 * A two-page PDF saying 'Transcript page 1' and '2', with each kind of active content a reader would act on: an open
 * action, page actions (/AA), links running JavaScript, launching a program, opening an address and another file, a
 * document-level script, an attached file (and an annotation opening it), a form (AcroForm, with XFA) whose field runs
 * a script. Its one harmless link jumps to page 2.
 */
export async function activePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = [pdf.addPage([612, 792]), pdf.addPage([612, 792])];
  pages.forEach((page, index) => page.drawText(`Transcript page ${index + 1}`, { x: 72, y: 700, size: 18, font }));
  const { context, catalog } = pdf;
  const script = () => context.obj({ S: 'JavaScript', JS: PDFString.of(hostileScript) });
  const link = (action: PDFDict) => context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 600, 300, 620], A: action }));
  catalog.set(PDFName.of('OpenAction'), script());
  catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.obj({ Names: [PDFHexString.fromText('start'), script()] }) }));
  await pdf.attach(Buffer.from('#!/bin/sh\necho attached\n'), 'run-me.sh', { mimeType: 'text/x-sh' });
  const field = pdf.getForm().createTextField('signature');
  field.addToPage(pages[0], { x: 72, y: 400, width: 200, height: 24 });
  field.acroField.dict.set(PDFName.of('AA'), context.obj({ K: script() }));
  field.acroField.getWidgets()[0].dict.set(PDFName.of('A'), script());
  pdf
    .getForm()
    .acroForm.dict.set(PDFName.of('XFA'), context.register(context.flateStream('<xdp:xdp><script>app.alert(1)</script></xdp:xdp>')));
  pages[0].node.set(PDFName.of('AA'), context.obj({ O: script() }));
  const attached = context.obj({
    Type: 'Filespec',
    F: PDFString.of('run-me.sh'),
    EF: { F: context.register(context.flateStream('echo hi', { Type: 'EmbeddedFile' })) },
  });
  const annotations = [
    link(script()),
    link(context.obj({ S: 'Launch', F: PDFString.of('/bin/sh') })),
    link(context.obj({ S: 'URI', URI: PDFString.of('https://tracker.example/') })),
    link(context.obj({ S: 'GoToR', F: PDFString.of('other.pdf'), D: [0, PDFName.of('Fit')] })),
    link(context.obj({ S: 'GoTo', D: [pages[1].ref, PDFName.of('Fit')], Next: script() })),
    link(context.obj({ S: 'GoTo', D: [pages[1].ref, PDFName.of('Fit')] })),
    context.register(context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [72, 500, 90, 518], FS: attached })),
  ];
  const widgets = pages[0].node.Annots()?.asArray() ?? [];
  pages[0].node.set(PDFName.of('Annots'), context.obj([...widgets, ...annotations]));
  // Brought up to date, the form would lose its XFA (pdf-lib drops it).
  return Buffer.from(await pdf.save({ updateFieldAppearances: false }));
}

/** Keys that make a reader act, and actions other than a jump within the document. */
const activeKeys = ['OpenAction', 'AA', 'JS', 'JavaScript', 'AcroForm', 'XFA', 'EmbeddedFiles', 'EF', 'Launch'];
const activeValues = ['JavaScript', 'Launch', 'URI', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData', 'FileAttachment', 'EmbeddedFile'];

/** Every piece of active content left anywhere in the PDF (each as the key or value that says so); none is []. */
export async function activeContentIn(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const found: string[] = [];
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined) => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFRef) return visit(pdf.context.lookup(object));
    if (object instanceof PDFArray) return object.asArray().forEach(visit);
    const dict = object instanceof PDFStream ? object.dict : object;
    if (object instanceof PDFName && activeValues.includes(object.decodeText())) found.push(`/${object.decodeText()}`);
    if (!(dict instanceof PDFDict)) return;
    for (const [key, value] of dict.entries()) {
      if (activeKeys.includes(key.decodeText())) found.push(`/${key.decodeText()} key`);
      visit(value);
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  visit(pdf.catalog);
  return found;
}

/** A DOCX of a few kB whose document.xml unpacks to `unpackedBytes` of text. */
export async function zipBombDocx(docx: Buffer, unpackedBytes: number): Promise<Buffer> {
  const sentence = '<w:p><w:r><w:t>All work and no play makes a dull essay.</w:t></w:r></w:p>';
  return withBodyStartingWith(docx, sentence.repeat(Math.ceil(unpackedBytes / sentence.length)));
}

/** `docx` with `xml` (WordprocessingML) at the start of its body. */
function withBodyStartingWith(docx: Buffer, xml: string): Promise<Buffer> {
  return editZip(docx, async (zip) => {
    const body = await zip.file('word/document.xml')!.async('string');
    zip.file('word/document.xml', body.replace('<w:body>', `<w:body>${xml}`));
  });
}

/** A DOCX with one link to each of `links`, its text the link's own name: 'Link 1', 'Link 2', … */
export function linkingDocx(links: string[]): Promise<Buffer> {
  const children = links.map(
    (link, index) =>
      new Paragraph({
        children: [new ExternalHyperlink({ link, children: [new TextRun({ text: `Link ${index + 1}`, style: 'Hyperlink' })] })],
      }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A cell of a DOCX table holding `content` (paragraphs, tables). */
const tableCell = (content: string) => `<w:tc>${content}</w:tc>`;
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** A DOCX of `xml` (WordprocessingML) alone. */
async function docxOf(xml: string): Promise<Buffer> {
  return withBodyStartingWith(await Packer.toBuffer(new Document({ sections: [{ children: [] }] })), xml);
}

/** A DOCX of a few kB holding one table of `rows` × `columns` numbered cells, which Chromium takes gigabytes to lay out. */
export function hugeTableDocx(rows: number, columns: number): Promise<Buffer> {
  const row = (r: number) => `<w:tr>${Array.from({ length: columns }, (_, c) => tableCell(paragraph(`${r}.${c}`))).join('')}</w:tr>`;
  return docxOf(`<w:tbl>${Array.from({ length: rows }, (_, r) => row(r)).join('')}</w:tbl>${paragraph('After the table')}`);
}

/** A DOCX of tables nested `depth` deep, each a row of `columns` cells, the first holding a line and the next table. */
export function nestedTablesDocx(depth: number, columns = 3): Promise<Buffer> {
  let table = paragraph('The innermost cell');
  for (let level = depth; level >= 1; level--) {
    const beside = Array.from({ length: columns - 1 }, () => tableCell(paragraph('Beside')));
    const cells = [tableCell(paragraph(`Level ${level}`) + table), ...beside];
    table = `<w:tbl><w:tr>${cells.join('')}</w:tr></w:tbl>${paragraph(`After level ${level}`)}`;
  }
  return docxOf(table);
}
