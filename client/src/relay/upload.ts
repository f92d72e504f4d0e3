// Posts a file to an upload target (docs/product.md §8.1: multipart, the target's fields plus `file`) with XMLHttpRequest, for its upload progress; failures map as every request's do.
import { messageOf, ServerError, UnauthorizedError, unexpectedErrorMessage } from './errors';
import { reportingUnauthorized } from './unauthorized';

/** Where a file goes: an S3-style presigned POST (the url, perhaps relative, and the fields sent before the file). */
export interface UploadTarget {
  url: string;
  fields: Readonly<Record<string, string>>;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function send(target: UploadTarget, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      const message = messageOf(jsonOf(request.responseText));
      reject(request.status === 401 ? new UnauthorizedError(message) : new ServerError(message));
    });
    // docs/product.md §11.2: upload network failures become server errors.
    for (const failure of ['error', 'abort', 'timeout']) {
      request.addEventListener(failure, () => reject(new ServerError(unexpectedErrorMessage)));
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Sends `file` with every field of `target`, calling `onProgress` with the fraction sent so far. Rejects with
 * UnauthorizedError (401, reported to the app shell) or ServerError (the body's message, else the generic one).
 */
export function postFile(target: UploadTarget, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return reportingUnauthorized(send(target, file, onProgress));
}
