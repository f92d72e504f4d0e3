// Hostile PDFs that only the copy of a student's pages meets: a content stream or an image that inflates to hundreds of MB,
// an image of 10 gigapixels, and pages whose keys reach scripts, attached files and addresses past what they show.
import { Readable } from 'node:stream';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts, drawObject, type PDFPage, type PDFRef } from 'pdf-lib';
import { hostileScript } from './hostile-files';

/** `bytes` zeros deflated at level 9 a MB at a time, never all in memory: 300 MB take about 300 kB. */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  function* zeros() {
    for (let left = bytes; left > 0; left -= chunk.length) yield chunk.subarray(0, Math.min(left, chunk.length));
  }
  const deflated: Buffer[] = [];
  for await (const part of Readable.from(zeros()).pipe(createDeflate({ level: 9 }))) deflated.push(part as Buffer);
  return Buffer.concat(deflated);
}

/** A Letter page saying `text`, in a new PDF. */
async function pageSaying(text: string): Promise<{ pdf: PDFDocument; page: PDFPage }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return { pdf, page };
}

/** A one-page PDF whose content stream inflates to `inflatedBytes` of zeros (which a reader skips as white space). */
export async function contentBombPdf(inflatedBytes: number): Promise<Buffer> {
  const { pdf, page } = await pageSaying('A page drawn by a bomb');
  const bomb = pdf.context.register(pdf.context.stream(await deflatedZeros(inflatedBytes), { Filter: 'FlateDecode' }));
  page.node.addContentStream(bomb);
  return Buffer.from(await pdf.save());
}

/** A one-page PDF drawing a grey image of `width` × `height` pixels whose data inflates to `inflatedBytes` zeros. */
export async function imagePdf(width: number, height: number, inflatedBytes: number): Promise<Buffer> {
  const { pdf, page } = await pageSaying('A page holding an image');
  const image = pdf.context.register(
    pdf.context.stream(await deflatedZeros(inflatedBytes), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  page.pushOperators(drawObject(page.node.newXObject('Image', image)));
  return Buffer.from(await pdf.save());
}

/**
 * A one-page PDF saying 'Reaching page', whose active content is reached only through keys no reader acts on: a
 * /PieceInfo holding a script, and another holding the catalog (its /Names tree of scripts and attached files); a
 * widget whose kid has actions (/AA); a jump within the document with a script beside it and a /PA address; a form
 * (XObject) whose private key holds a script and an attached file.
 */
export async function reachingPdf(): Promise<Buffer> {
  const { pdf, page } = await pageSaying('Reaching page');
  const { context, catalog } = pdf;
  const script = () => context.obj({ S: 'JavaScript', JS: PDFString.of(hostileScript) });
  const attached = (): PDFRef =>
    context.register(
      context.obj({
        Type: 'Filespec',
        F: PDFString.of('run-me.sh'),
        EF: { F: context.register(context.flateStream('#!/bin/sh\necho attached\n', { Type: 'EmbeddedFile' })) },
      }),
    );
  catalog.set(
    PDFName.of('Names'),
    context.obj({
      JavaScript: context.obj({ Names: [PDFHexString.fromText('start'), script()] }),
      EmbeddedFiles: context.obj({ Names: [PDFHexString.fromText('run-me.sh'), attached()] }),
    }),
  );
  page.node.set(PDFName.of('PieceInfo'), context.obj({ Script: { Private: script() }, Catalog: { Private: context.trailerInfo.Root } }));
  const kid = context.register(context.obj({ Type: 'Annot', Subtype: 'Widget', Rect: [72, 300, 272, 324], AA: { K: script() } }));
  const widget = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Tx',
    T: PDFString.of('signature'),
    Rect: [72, 400, 272, 424],
    Kids: [kid],
  });
  const link = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [72, 600, 300, 620],
    A: { S: 'GoTo', D: [page.ref, PDFName.of('Fit')], JS: PDFString.of(hostileScript) },
    PA: { S: 'URI', URI: PDFString.of('http://tracker.example/') },
  });
  page.node.set(PDFName.of('Annots'), context.obj([context.register(widget), context.register(link)]));
  const form = context.register(
    context.flateStream('0 0 m 10 10 l S', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 10, 10],
      Private: { Run: script(), File: attached() },
    }),
  );
  page.pushOperators(drawObject(page.node.newXObject('Form', form)));
  return Buffer.from(await pdf.save());
}
