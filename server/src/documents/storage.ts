// The storage interface that uploaded and generated files go through, whichever driver keeps them.
import type { Readable } from 'node:stream';
import { NotFound } from '../errors';

/** What `POST /api/presigned-url` answers: post the file as multipart to `url` with every field plus `file`. */
export interface UploadTarget {
  /** Absolute for S3; the app's own multipart receiver (relative to APP_URL) for the local driver. */
  url: string;
  fields: Record<string, string>;
}

/** Who may upload what, where and until when; the drivers turn it into an UploadTarget. */
export interface UploadGrant {
  userId: string;
  answerKey: string;
  /** The storage key the file will have, made by the server. */
  key: string;
  /** The most bytes the file may have. */
  maxSize: number;
  expiresAt: Date;
}

/** A stored file, as a listing names it. */
export interface StoredFile {
  key: string;
  /** When it was last written. */
  modifiedAt: Date;
}

export interface Storage {
  /** Stores `body` under `key`, replacing what was there; readers never see a partly written file. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The stored bytes; throws NotFound when nothing is stored under `key`. */
  get(key: string): Promise<Buffer>;
  /** The stored bytes as a stream; throws NotFound when nothing is stored under `key`. */
  stream(key: string): Promise<Readable>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The size in bytes, or undefined when nothing is stored under `key`. */
  size(key: string): Promise<number | undefined>;
  /** Every file whose key starts with `folder` and a slash, at any depth, in no particular order (none for no folder). */
  list(folder: string): AsyncIterable<StoredFile>;
  uploadTarget(grant: UploadGrant): Promise<UploadTarget>;
}

/** Slash-separated segments of letters, digits, `.`, `_` and `-`, none starting with a dot: no `..`, no absolute path. */
const storageKeyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could name something outside the storage (`..`, absolute paths, backslashes, empty segments). */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !storageKeyPattern.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** What `get` and `stream` throw for a key with nothing stored under it. */
export function missingFile(): NotFound {
  return new NotFound('The file was not found.');
}
