// The rules an uploaded document must meet and their messages, shared by the upload widget and the upload service.

/** 1 MB, in bytes. */
export const maxDocumentBytes = 1024 * 1024;

/** The longest file name accepted, extension included. */
export const maxDocumentNameLength = 32;

export const documentExtensions = ['png', 'jpeg', 'jpg', 'pdf', 'docx'] as const;

export const documentMessages = {
  tooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  wrongType: 'Your file must be a PNG, JPEG, JPG, PDF or DOCX file.',
  nameTooLong: `Your file name must be at most ${maxDocumentNameLength} characters long, including its extension. Please rename the file and choose it again.`,
  empty: 'Your file is empty. Please choose a file that has content.',
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why this file cannot be uploaded, or undefined when it can. */
export function documentProblem(file: { name: string; size: number }): string | undefined {
  if (file.size === 0) return documentMessages.empty;
  if (file.size > maxDocumentBytes) return documentMessages.tooLarge;
  if (!(documentExtensions as readonly string[]).includes(extensionOf(file.name))) return documentMessages.wrongType;
  if (file.name.length > maxDocumentNameLength) return documentMessages.nameTooLong;
  return undefined;
}
