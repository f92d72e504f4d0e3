// Checks an uploaded document by its bytes and its name, with the form's rules and messages (docs/product.md §5.3).
import { maxFileNameLength, maxFileSize, validationMessages } from '@transfer/form';

/** The kinds of document the application takes, as judged by their bytes. */
export type DocumentType = 'png' | 'jpeg' | 'pdf' | 'docx';

export type DocumentCheck = { ok: true; type: DocumentType } | { ok: false; message: string };

const documentTypesByMime = new Map<string, DocumentType>([
  ['image/png', 'png'],
  ['image/jpeg', 'jpeg'],
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
]);

/** The type its bytes say a file is (not its name: a PNG named `.pdf` is a PNG), if it is one the application takes. */
async function documentTypeOf(bytes: Buffer): Promise<DocumentType | undefined> {
  // file-type is ESM only; the server is CommonJS.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  return detected && documentTypesByMime.get(detected.mime);
}

/** The first problem with an uploaded file, or its type: empty, over 1 MB, a name over 32 characters, a type not taken. */
export async function checkDocument(bytes: Buffer, fileName: string): Promise<DocumentCheck> {
  if (bytes.length === 0) return { ok: false, message: validationMessages.fileEmpty };
  if (bytes.length > maxFileSize) return { ok: false, message: validationMessages.fileTooLarge };
  if (fileName.length > maxFileNameLength) return { ok: false, message: validationMessages.fileNameTooLong };
  const type = await documentTypeOf(bytes);
  return type ? { ok: true, type } : { ok: false, message: validationMessages.fileTypeNotAllowed };
}
