// An uploaded document (docs/product.md §5.3): at most 1 MB, not empty, a PNG, JPEG, PDF or DOCX, its name at most 32 characters.
import { validationMessages } from './messages';

export const maxFileSize = 1024 * 1024;
export const maxFileNameLength = 32;
export const allowedFileExtensions: readonly string[] = ['png', 'jpeg', 'jpg', 'pdf', 'docx'];

/** The first problem with a file chosen for upload, by its name and size, if any (the server also checks its content). */
export function fileProblem({ name, size }: { name: string; size: number }): string | undefined {
  const extension = /\.([^.]+)$/.exec(name)?.[1].toLowerCase();
  if (!extension || !allowedFileExtensions.includes(extension)) return validationMessages.fileTypeNotAllowed;
  if (name.length > maxFileNameLength) return validationMessages.fileNameTooLong;
  if (size === 0) return validationMessages.fileEmpty;
  if (size > maxFileSize) return validationMessages.fileTooLarge;
  return undefined;
}
