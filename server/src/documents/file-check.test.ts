import { beforeAll, describe, expect, it } from 'vitest';
import { maxFileSize, validationMessages } from '@transfer/form';
import { docxDocument, jpegImage, pdfDocument, pngImage, zipArchive } from '../testing/documents';
import { checkDocument } from './file-check';

let png: Buffer;
/** A PNG followed by filler up to `size` bytes: still a PNG by its bytes, of exactly that size. */
const pngOfSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

beforeAll(() => {
  png = pngImage({ width: 4, height: 4 });
});

describe('checkDocument', () => {
  it('refuses an empty file', async () => {
    expect(await checkDocument(Buffer.alloc(0), 'transcript.pdf')).toEqual({ ok: false, message: validationMessages.fileEmpty });
  });

  it('takes 1 MB exactly and refuses one byte more', async () => {
    expect(await checkDocument(pngOfSize(1_048_576), 'transcript.png')).toEqual({ ok: true, type: 'png' });
    expect(maxFileSize).toBe(1_048_576);
    expect(await checkDocument(pngOfSize(1_048_577), 'transcript.png')).toEqual({
      ok: false,
      message: 'Your file is too large. The maximum file size is 1 MB.',
    });
  });

  it('takes a name of 32 characters with its extension and refuses 33', async () => {
    expect(await checkDocument(png, `${'a'.repeat(28)}.png`)).toEqual({ ok: true, type: 'png' });
    expect(await checkDocument(png, `${'a'.repeat(29)}.png`)).toEqual({
      ok: false,
      message: validationMessages.fileNameTooLong,
    });
  });

  it('judges the type by the bytes: a PNG named .pdf is a PNG', async () => {
    expect(await checkDocument(png, 'transcript.pdf')).toEqual({ ok: true, type: 'png' });
  });

  it('takes a JPEG, a PDF and a DOCX', async () => {
    expect(await checkDocument(jpegImage({ width: 8, height: 8 }), 'photo.jpg')).toEqual({ ok: true, type: 'jpeg' });
    expect(await checkDocument(await pdfDocument({ pages: 1 }), 'transcript.pdf')).toEqual({ ok: true, type: 'pdf' });
    const docx = await docxDocument({ heading: 'Transcript', paragraphs: ['Grades'] });
    expect(await checkDocument(docx, 'transcript.docx')).toEqual({ ok: true, type: 'docx' });
  });

  it.each([
    ['a text file named .docx', () => Buffer.from('Dear admissions office,\nhere is my transcript.\n'), 'letter.docx'],
    ['a zip that is not a DOCX', () => zipArchive({ 'notes.txt': 'not a Word document' }), 'archive.docx'],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'scan.png'],
  ])('refuses %s with the type message', async (_what, build, name) => {
    expect(await checkDocument(await build(), name)).toEqual({ ok: false, message: validationMessages.fileTypeNotAllowed });
  });
});
