// PNG and JPEG to PDF with pdf-lib: one US Letter page turned the image's way, the image fitted inside a margin.
import { imageSize } from 'image-size';
import { concatTransformationMatrix, drawObject, PDFDocument, type PDFImage, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { ConversionFailure, conversionMessages } from './failures';

const letter = { short: 612, long: 792 };
const margin = 36;
/** Decoding a PNG costs 4 bytes a pixel, and a 1 MB PNG can claim far more pixels than memory holds. */
export const maxPixels = 25_000_000;

/**
 * For each EXIF orientation, where the stored image's unit square lands in the upright one, as the affine maps
 * X = a·u + b·v + c and Y = d·u + e·v + f (u rightwards, v upwards, PDF-style), written [a, b, c, d, e, f].
 * 1 is upright; 2-4 mirror or turn it half round; 5-8 swap its width and height (6: turn it a quarter clockwise).
 */
const placements: Record<number, readonly number[]> = {
  1: [1, 0, 0, 0, 1, 0],
  2: [-1, 0, 1, 0, 1, 0],
  3: [-1, 0, 1, 0, -1, 1],
  4: [1, 0, 0, 0, -1, 1],
  5: [0, -1, 1, -1, 0, 1],
  6: [0, 1, 0, -1, 0, 1],
  7: [0, 1, 0, 1, 0, 0],
  8: [0, -1, 1, 1, 0, 0],
};

/** Width, height and EXIF orientation from the image's headers, before anything is decoded. */
function measure(bytes: Buffer) {
  try {
    const { width, height, orientation } = imageSize(bytes);
    return { width, height, orientation: orientation && placements[orientation] ? orientation : 1 };
  } catch {
    throw new ConversionFailure(conversionMessages.imageUnreadable);
  }
}

async function embed(pdf: PDFDocument, bytes: Buffer, type: 'png' | 'jpeg'): Promise<PDFImage> {
  // A copy of its own: pdf-lib reads a JPEG through its whole ArrayBuffer, so a Buffer sharing one (a slice, Node's
  // small-buffer pool) would be read from the wrong place.
  const own = new Uint8Array(bytes);
  try {
    return type === 'png' ? await pdf.embedPng(own) : await pdf.embedJpg(own);
  } catch {
    throw new ConversionFailure(conversionMessages.imageUnreadable);
  }
}

export async function imageToPdf(bytes: Buffer, type: 'png' | 'jpeg'): Promise<Uint8Array> {
  const stored = measure(bytes);
  if (stored.width * stored.height > maxPixels) throw new ConversionFailure(conversionMessages.imageTooLarge);
  const pdf = await PDFDocument.create();
  const image = await embed(pdf, bytes, type);
  // Phones store a photo as the sensor saw it and say in EXIF how to turn it; PDF viewers do not read EXIF.
  const sideways = stored.orientation >= 5;
  const [width, height] = sideways ? [image.height, image.width] : [image.width, image.height];
  const [pageWidth, pageHeight] = width > height ? [letter.long, letter.short] : [letter.short, letter.long];
  const scale = Math.min((pageWidth - 2 * margin) / width, (pageHeight - 2 * margin) / height);
  const [w, h] = [width * scale, height * scale];
  const [x, y] = [(pageWidth - w) / 2, (pageHeight - h) / 2];
  const [a, b, c, d, e, f] = placements[stored.orientation];
  const page = pdf.addPage([pageWidth, pageHeight]);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(w * a, h * d, w * b, h * e, x + w * c, y + h * f),
    drawObject(page.node.newXObject('Image', image.ref)),
    popGraphicsState(),
  );
  return pdf.save();
}
