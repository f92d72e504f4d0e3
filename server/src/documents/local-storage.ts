// The local storage driver: files under STORAGE_DIR, uploads posted to the app's own receiver with HMAC-signed fields.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Dirent } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, missingFile, type Storage, type StoredFile, type UploadGrant, type UploadTarget } from './storage';
import { localUploadPath, signUpload } from './upload-signature';

const isMissing = (error: unknown) => {
  const { code } = error as NodeJS.ErrnoException;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly signingKey: Buffer,
  ) {
    this.root = path.resolve(root);
  }

  /** The file of a key; the key rules already keep it inside the folder, and this checks it again. */
  private fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside the target, then renamed over it: a reader sees the old file or the whole new one.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    if ((await this.size(key)) === undefined) throw missingFile();
    return readFile(this.fileOf(key));
  }

  async stream(key: string): Promise<Readable> {
    const file = this.fileOf(key);
    if ((await this.size(key)) === undefined) throw missingFile();
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async size(key: string): Promise<number | undefined> {
    return (await this.stats(this.fileOf(key)))?.size;
  }

  async *list(folder: string): AsyncGenerator<StoredFile> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.fileOf(folder), { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      // Gone since the folder was read (deleted, or a partial file renamed): not listed.
      const stats = await this.stats(file);
      if (stats) yield { key: path.relative(this.root, file).split(path.sep).join('/'), modifiedAt: stats.mtime };
    }
  }

  /** A file's stats, or undefined when there is no file there. */
  private async stats(file: string) {
    try {
      const stats = await stat(file);
      return stats.isFile() ? stats : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async uploadTarget(grant: UploadGrant): Promise<UploadTarget> {
    return { url: localUploadPath, fields: signUpload(this.signingKey, grant) };
  }
}
