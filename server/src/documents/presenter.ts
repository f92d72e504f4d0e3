// A document as the world outside its storage sees it, one mapping for every adapter and every other domain: the
// view (GraphQL, staff), its conversion's state (REST), and the document answer (docs/product.md §10.2).
import type { ConversionStatus } from '@transfer/form';
import type { Document } from './entity';

/** What a student, staff and other domains see of a document: never where its files are stored. */
export type DocumentView = Pick<Document, 'id' | 'answerKey' | 'fileName' | 'fileSize' | 'status' | 'message'>;

export function documentView({ id, answerKey, fileName, fileSize, status, message }: DocumentView): DocumentView {
  return { id, answerKey, fileName, fileSize, status, message };
}

/** Where a question's conversion stands: NOT_ANSWERED when no file is attached. */
export function conversionOf(document: Pick<Document, 'status' | 'message'> | undefined): {
  status: ConversionStatus;
  message: string | null;
} {
  return document ? { status: document.status, message: document.message } : { status: 'NOT_ANSWERED', message: null };
}

/** The document answer (docs/product.md §10.2): for each file question answered, its file and where it stands. */
export type DocumentAnswer = Record<string, { file_name: string; file_size: number; status: ConversionStatus }>;

export function documentAnswerOf(documents: readonly DocumentView[]): DocumentAnswer {
  return Object.fromEntries(
    documents.map(({ answerKey, fileName, fileSize, status }) => [answerKey, { file_name: fileName, file_size: fileSize, status }]),
  );
}
