// The local storage driver: files under STORAGE_DIR, uploads posted to the app's own receiver with HMAC-signed fields.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, missingFile, type Storage, type UploadGrant, type UploadTarget } from './storage';
import { localUploadPath, signUpload } from './upload-signature';

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
    try {
      const stats = await stat(this.fileOf(key));
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw error;
    }
  }

  async uploadTarget(grant: UploadGrant): Promise<UploadTarget> {
    return { url: localUploadPath, fields: signUpload(this.signingKey, grant) };
  }
}
