// Caps how many bytes a PDF inflates to: its object streams while pdf-lib loads it, then the streams its copied pages draw, so that a stream that unpacks a MB into a GB (a deflate bomb) stops at the budget.
import { AsyncLocalStorage } from 'node:async_hooks';
import { decodePDFRawStream, PDFArray, PDFName, PDFRawStream } from 'pdf-lib';
// pdf-lib inflates at load in one place: this, for each object stream and cross-reference stream it reads.
import ByteStream from 'pdf-lib/cjs/core/parser/ByteStream';

/** What is left to inflate; `exceeded` once something tried to inflate past it. */
export class InflateBudget {
  exceeded = false;

  constructor(public remaining: number) {}
}

const budgets = new AsyncLocalStorage<InflateBudget>();
const chunkBytes = 64 * 1024;

/** The filters pdf-lib decodes; the others (DCT, JPX, JBIG2, CCITT fax) are image codecs, bounded by an image's pixels. */
const inflatingFilters = new Set(['FlateDecode', 'LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode']);

/**
 * Inflates `rawStream` a chunk at a time, handing each to `keep`, and stops once past what is left of `budget`: false
 * then, and the budget says it was exceeded.
 */
function inflateWithin(budget: InflateBudget, rawStream: PDFRawStream, keep: (chunk: ArrayBufferView) => void): boolean {
  const stream = decodePDFRawStream(rawStream);
  for (let chunk = stream.getBytes(chunkBytes); chunk.length > 0; chunk = stream.getBytes(chunkBytes)) {
    if (chunk.length > budget.remaining) {
      budget.exceeded = true;
      return false;
    }
    budget.remaining -= chunk.length;
    keep(chunk);
  }
  return true;
}

const inflateWhole = ByteStream.fromPDFRawStream;

/** Within a budget, a stream is inflated a chunk at a time and stops once past what is left of it. */
ByteStream.fromPDFRawStream = (rawStream: PDFRawStream): ByteStream => {
  const budget = budgets.getStore();
  if (!budget) return inflateWhole(rawStream);
  const chunks: Uint8Array[] = [];
  const within = inflateWithin(budget, rawStream, (chunk) => chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
  // pdf-lib may catch this and try the object again as an invalid one: the budget says what happened.
  if (!within) throw new Error('the PDF inflates past its budget');
  return ByteStream.of(Buffer.concat(chunks));
};

/** Runs `load` with what it inflates counted against `budget`; `exceeded` says whether it tried to inflate more (and failed). */
export async function withinInflateBudget<T>(
  budget: InflateBudget,
  load: () => Promise<T>,
): Promise<{ loaded?: T; error?: unknown; exceeded: boolean }> {
  try {
    const loaded = await budgets.run(budget, load);
    return { loaded, exceeded: budget.exceeded };
  } catch (error) {
    return { error, exceeded: budget.exceeded };
  }
}

/** The stream with only its filters up to the first image codec: what a reader inflates before decoding the image. */
function inflatingPart(stream: PDFRawStream): PDFRawStream {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray().map((_, index) => filter.lookup(index)) : [filter];
  const inflating = filters.findIndex((entry) => !(entry instanceof PDFName) || !inflatingFilters.has(entry.decodeText()));
  if (filter === undefined || inflating === -1) return stream;
  const dict = stream.dict.clone();
  if (inflating === 0) dict.delete(PDFName.of('Filter'));
  else dict.set(PDFName.of('Filter'), stream.dict.context.obj(filters.slice(0, inflating) as PDFName[]));
  return PDFRawStream.of(dict, stream.contents);
}

/**
 * Inflates `stream` as a reader would, counting its bytes (and keeping none) against `budget`: false once past it. A
 * stream broken part of the way counts what inflates before the break, as far as a reader gets.
 */
export function inflatesWithin(budget: InflateBudget, stream: PDFRawStream): boolean {
  try {
    return inflateWithin(budget, inflatingPart(stream), () => undefined);
  } catch {
    return !budget.exceeded;
  }
}
