// The local driver's signed upload: fields shaped like an S3 presigned POST, with an HMAC the multipart receiver checks.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { derivedKey, sameHash } from '../secrets';
import type { UploadGrant } from './storage';
import { uploadKeyOwner } from './uploads';

/** Where the app receives the multipart POST of a signed upload (the local driver's stand-in for an S3 bucket). */
export const localUploadPath = '/api/upload';

/** Why a posted upload is refused: each is a 403 (only `malformed` could be a 400, but nothing is gained by it). */
export type UploadRefusal = 'malformed' | 'wrong-signature' | 'expired' | 'another-user';

/** What a verified upload may store: the file goes under `key`, at most `maxSize` bytes, for the question `answerKey`. */
export interface SignedUpload {
  key: string;
  answerKey: string;
  maxSize: number;
}

export type UploadVerdict = { ok: true; upload: SignedUpload } | { ok: false; reason: UploadRefusal };

/** A key of its own, derived from SESSION_SECRET, so that no other HMAC of the app can be passed off as an upload's. */
export function uploadSigningKey(sessionSecret: string): Buffer {
  return derivedKey(sessionSecret, 'upload signature');
}

/** JSON of a fixed list keeps the parts apart: no field can be made to run into the next. */
function signature(signingKey: Buffer, userId: string, upload: SignedUpload, expires: string): string {
  const signed = JSON.stringify([userId, upload.answerKey, upload.key, upload.maxSize, expires]);
  return createHmac('sha256', signingKey).update(signed).digest('base64url');
}

/** The fields of the upload form: the storage key, the question, the size limit, the expiry (Unix seconds) and the HMAC. */
export function signUpload(signingKey: Buffer, grant: UploadGrant): Record<string, string> {
  const expires = String(Math.floor(grant.expiresAt.getTime() / 1000));
  return {
    key: grant.key,
    answer_key: grant.answerKey,
    max_size: String(grant.maxSize),
    expires,
    signature: signature(signingKey, grant.userId, grant, expires),
  };
}

const postedFields = z.object({
  key: z.string(),
  answer_key: z.string(),
  max_size: z.string().regex(/^\d{1,9}$/),
  expires: z.string().regex(/^\d{1,12}$/),
  signature: z.string(),
});

/** Checks posted fields against the signed-in student: the signature first, in constant time, then the expiry. */
export function verifyUpload(signingKey: Buffer, fields: Record<string, unknown>, userId: string, now = new Date()): UploadVerdict {
  const parsed = postedFields.safeParse(fields);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { key, answer_key: answerKey, max_size: maxSize, expires, signature: posted } = parsed.data;
  const upload = { key, answerKey, maxSize: Number(maxSize) };
  if (!sameHash(signature(signingKey, userId, upload, expires), posted)) {
    return { ok: false, reason: uploadKeyOwner(key) === userId ? 'wrong-signature' : 'another-user' };
  }
  if (now.getTime() >= Number(expires) * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, upload };
}
