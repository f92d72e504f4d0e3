import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFileSize } from '@transfer/form';
import { NotFound } from '../errors';
import { startS3, type RunningS3 } from '../testing/s3';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage, StoredFile } from './storage';
import { storageFromConfig } from './storage-from-config';
import { uploadSigningKey, verifyUpload } from './upload-signature';
import { newUploadGrant } from './uploads';

const student = '5b0c1a4e-8d7f-4d0e-9a4c-2f8e6b1d3c7a';
const signingKey = uploadSigningKey('s'.repeat(32));
let folder: string;
let s3: RunningS3;
let s3Storage: S3Storage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'storage-'));
  s3 = await startS3();
  s3Storage = new S3Storage(s3.settings);
});

afterAll(async () => {
  s3Storage?.close();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['local', () => new LocalStorage(folder, signingKey)],
  ['s3', () => s3Storage],
];

async function everyFile(listing: AsyncIterable<StoredFile>): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const file of listing) files.push(file);
  return files;
}

describe.each(drivers)('the %s driver', (_name, storage) => {
  it('puts, gets, sizes and deletes a Buffer', async () => {
    const key = `converted/${student}/buffer.pdf`;
    await storage().put(key, Buffer.from('%PDF-1.7 first'));
    await storage().put(key, Buffer.from('%PDF-1.7 replaced'));
    expect((await storage().get(key)).toString()).toBe('%PDF-1.7 replaced');
    expect(await storage().size(key)).toBe(17);
    await storage().delete(key);
    expect(await storage().size(key)).toBeUndefined();
    await storage().delete(key);
  });

  it('puts a stream and streams it back', async () => {
    const key = `converted/${student}/stream.bin`;
    const bytes = Buffer.alloc(300_000, 7);
    await storage().put(key, Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]));
    const chunks: Buffer[] = await (await storage().stream(key)).toArray();
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('lists the files under a folder at any depth, with when each was written, and none for a folder not there', async () => {
    const folder = `listed-${randomBytes(4).toString('hex')}`;
    const before = Date.now();
    for (const key of [`${folder}/a/one`, `${folder}/a/b/two`, `${folder}-beside/three`]) await storage().put(key, Buffer.from(key));
    const listed = await everyFile(storage().list(folder));
    expect(listed.map(({ key }) => key).sort()).toEqual([`${folder}/a/b/two`, `${folder}/a/one`]);
    for (const { modifiedAt } of listed) expect(Math.abs(modifiedAt.getTime() - before)).toBeLessThan(60_000);
    expect(await everyFile(storage().list(`${folder}-missing`))).toEqual([]);
  });

  it('answers NotFound for a missing file, and refuses keys that could leave its storage', async () => {
    await expect(storage().get('uploads/nobody/missing')).rejects.toThrow(NotFound);
    await expect(storage().stream('uploads/nobody/missing')).rejects.toThrow(NotFound);
    for (const key of ['../escape', 'uploads/../../escape', '/etc/passwd', 'uploads//x', 'a\\b', '.hidden', '']) {
      await expect(storage().put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage().get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('the local driver', () => {
  it('keeps files under its folder and leaves no partial file behind', async () => {
    const storage = new LocalStorage(folder, signingKey);
    await storage.put('uploads/u/kept', Buffer.from('kept'));
    expect(await readdir(path.join(folder, 'uploads', 'u'))).toEqual(['kept']);
  });

  it('answers a signed target at the app receiver whose fields verify for their student', async () => {
    const grant = newUploadGrant(student, 'transcript_file');
    const target = await new LocalStorage(folder, signingKey).uploadTarget(grant);
    expect(target.url).toBe('/api/upload');
    expect(verifyUpload(signingKey, target.fields, student)).toMatchObject({ ok: true, upload: { key: grant.key } });
  });

  it('is the driver by default', () => {
    const storage = storageFromConfig({ storage: 'local', storageDir: folder, s3: undefined, sessionSecret: 's'.repeat(32) });
    expect(storage).toBeInstanceOf(LocalStorage);
  });
});

describe('the s3 driver', () => {
  /** Posts a file as a browser would: every field of the target, then `file`. */
  async function postFile(target: { url: string; fields: Record<string, string> }, bytes: Buffer) {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'transcript.pdf');
    return fetch(target.url, { method: 'POST', body: form });
  }

  it('is chosen by STORAGE=s3', () => {
    const storage = storageFromConfig({ storage: 's3', storageDir: folder, s3: s3.settings, sessionSecret: 's'.repeat(32) });
    expect(storage).toBeInstanceOf(S3Storage);
    (storage as S3Storage).close();
  });

  it('answers a real presigned POST that stores the posted file under the granted key', async () => {
    const grant = newUploadGrant(student, 'transcript_file');
    const target = await s3Storage.uploadTarget(grant);
    expect(target.url).toBe(`${s3.settings.endpoint}/${s3.settings.bucket}`);
    expect(target.fields.key).toBe(grant.key);
    const response = await postFile(target, Buffer.from('%PDF-1.7 posted'));
    expect(response.status).toBe(204);
    expect((await s3Storage.get(grant.key)).toString()).toBe('%PDF-1.7 posted');
  });

  // s3rver ignores a POST's policy and signature, so S3's own refusal of a file over 1 MB (or of another key) cannot be
  // shown against it: the signed policy is checked here, and the conversion job checks the stored bytes again.
  it('signs a policy that fixes the key, allows 1 byte to 1 MB, and expires with the grant', async () => {
    const grant = newUploadGrant(student, 'transcript_file');
    const { fields } = await s3Storage.uploadTarget(grant);
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([{ bucket: s3.settings.bucket }, { key: grant.key }, ['content-length-range', 1, maxFileSize]]),
    );
    expect(Math.abs(Date.parse(policy.expiration) - grant.expiresAt.getTime())).toBeLessThan(2000);
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });
});
