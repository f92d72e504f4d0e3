// The S3 storage driver: files in an S3-compatible bucket, uploads posted straight to it by a presigned POST.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound as S3NotFound,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Settings } from '../config';
import { assertStorageKey, missingFile, type Storage, type StoredFile, type UploadGrant, type UploadTarget } from './storage';

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof S3NotFound;

export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: many S3-compatible servers do not understand the newer checksum
      // headers and chunked trailers, and TLS already guards the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private object(key: string) {
    assertStorageKey(key);
    return { Bucket: this.bucket, Key: key };
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    // PutObject needs the length up front; documents and their PDFs are a few MB at most, so gathering a stream is fine.
    const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
    await this.client.send(new PutObjectCommand({ ...this.object(key), Body: bytes, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<Buffer> {
    return Buffer.concat(await (await this.stream(key)).toArray());
  }

  async stream(key: string): Promise<Readable> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand(this.object(key)));
      return Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw missingFile();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await this.client.send(new HeadObjectCommand(this.object(key)))).ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async *list(folder: string): AsyncGenerator<StoredFile> {
    assertStorageKey(folder);
    // A thousand keys a page, as long as there are pages.
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: `${folder}/` })) {
      for (const { Key, LastModified } of page.Contents ?? []) {
        if (Key && LastModified) yield { key: Key, modifiedAt: LastModified };
      }
    }
  }

  /** A real presigned POST: S3 itself refuses another key, an empty file or one over the limit, and a late post. */
  async uploadTarget(grant: UploadGrant): Promise<UploadTarget> {
    const { Bucket, Key } = this.object(grant.key);
    return createPresignedPost(this.client, {
      Bucket,
      Key,
      Conditions: [['content-length-range', 1, grant.maxSize]],
      Expires: Math.max(1, Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000)),
    });
  }

  close(): void {
    this.client.destroy();
  }
}
