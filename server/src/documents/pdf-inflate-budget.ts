// Caps how many bytes pdf-lib inflates while it loads one PDF, so that an object stream that unpacks a MB into a GB (a deflate bomb) stops at the budget.
import { AsyncLocalStorage } from 'node:async_hooks';
import { decodePDFRawStream, type PDFRawStream } from 'pdf-lib';
// pdf-lib inflates at load in one place: this, for each object stream and cross-reference stream it reads.
import ByteStream from 'pdf-lib/cjs/core/parser/ByteStream';

interface Budget {
  remaining: number;
  exceeded: boolean;
}

const budgets = new AsyncLocalStorage<Budget>();
const chunkBytes = 64 * 1024;

const inflateWhole = ByteStream.fromPDFRawStream;

/** Within a budget, a stream is inflated a chunk at a time and stops once past what is left of it. */
ByteStream.fromPDFRawStream = (rawStream: PDFRawStream): ByteStream => {
  const budget = budgets.getStore();
  if (!budget) return inflateWhole(rawStream);
  const stream = decodePDFRawStream(rawStream);
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let chunk = stream.getBytes(chunkBytes); chunk.length > 0; chunk = stream.getBytes(chunkBytes)) {
    length += chunk.length;
    if (length > budget.remaining) {
      // pdf-lib may catch this and try the object again as an invalid one: the budget says what happened.
      budget.exceeded = true;
      throw new Error('the PDF inflates past its budget');
    }
    chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  budget.remaining -= length;
  return ByteStream.of(Buffer.concat(chunks));
};

/** Runs `load` with at most `bytes` inflated by it; `exceeded` says whether it tried to inflate more (and failed). */
export async function withinInflateBudget<T>(bytes: number, load: () => Promise<T>): Promise<{ loaded?: T; error?: unknown; exceeded: boolean }> {
  const budget: Budget = { remaining: bytes, exceeded: false };
  try {
    const loaded = await budgets.run(budget, load);
    return { loaded, exceeded: budget.exceeded };
  } catch (error) {
    return { error, exceeded: budget.exceeded };
  }
}
