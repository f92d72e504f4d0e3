import { describe, expect, it } from 'vitest';
import { maxFileSize } from '@transfer/form';
import { signUpload, uploadSigningKey, verifyUpload } from './upload-signature';
import { newUploadGrant, uploadKeyGrantee, uploadKeyOwner, uploadLifetimeMs } from './uploads';

const signingKey = uploadSigningKey('s'.repeat(32));
const student = '5b0c1a4e-8d7f-4d0e-9a4c-2f8e6b1d3c7a';
const otherStudent = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const issuedAt = new Date('2026-03-01T12:00:00Z');
const grant = newUploadGrant(student, 'transcript_file', issuedAt);
const fields = signUpload(signingKey, grant);
const expiry = issuedAt.getTime() + uploadLifetimeMs;

describe('newUploadGrant', () => {
  it('names the file with a random key in the student folder, 1 MB at most, for 15 minutes', () => {
    expect(grant.key).toMatch(new RegExp(`^uploads/${student}/transcript_file/[A-Za-z0-9_-]{32}$`));
    expect(newUploadGrant(student, 'transcript_file', issuedAt).key).not.toBe(grant.key);
    expect(grant.maxSize).toBe(maxFileSize);
    expect(grant.expiresAt.getTime() - issuedAt.getTime()).toBe(15 * 60 * 1000);
    expect(uploadKeyGrantee(grant.key)).toEqual({ userId: student, answerKey: 'transcript_file' });
  });

  it('owns no key it did not make', () => {
    for (const key of [
      'uploads/x/../y',
      `uploads/${student}/short`,
      `uploads/${student}/${'a'.repeat(32)}`,
      `converted/${student}/transcript_file/${'a'.repeat(32)}`,
    ]) {
      expect(uploadKeyOwner(key)).toBeUndefined();
    }
  });
});

describe('signed upload fields', () => {
  it('carry the key, the question, the size limit, the expiry and an HMAC', () => {
    expect(fields).toEqual({
      key: grant.key,
      answer_key: 'transcript_file',
      max_size: String(maxFileSize),
      expires: String(expiry / 1000),
      signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('are accepted from their student until they expire', () => {
    expect(verifyUpload(signingKey, fields, student, new Date(expiry - 1000))).toEqual({
      ok: true,
      upload: { key: grant.key, answerKey: 'transcript_file', maxSize: maxFileSize },
    });
  });

  it('are refused one second after they expire', () => {
    expect(verifyUpload(signingKey, fields, student, new Date(expiry + 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['key', `uploads/${student}/transcript_file/${'A'.repeat(32)}`],
    ['answer_key', 'other_file'],
    ['max_size', String(maxFileSize * 100)],
    ['expires', String(expiry / 1000 + 86_400)],
    ['signature', `${fields.signature.slice(0, -1)}${fields.signature.endsWith('A') ? 'B' : 'A'}`],
  ])('are refused when %s is changed', (name, value) => {
    expect(verifyUpload(signingKey, { ...fields, [name]: value }, student, issuedAt)).toEqual({
      ok: false,
      reason: 'wrong-signature',
    });
  });

  it("are refused from another student, and so is another student's key", () => {
    expect(verifyUpload(signingKey, fields, otherStudent, issuedAt)).toEqual({ ok: false, reason: 'another-user' });
  });

  it('are refused under another secret', () => {
    const otherKey = uploadSigningKey('t'.repeat(32));
    expect(verifyUpload(otherKey, fields, student, issuedAt)).toEqual({ ok: false, reason: 'wrong-signature' });
  });

  it.each([[{ ...fields, signature: undefined }], [{ ...fields, expires: 'tomorrow' }], [{ ...fields, max_size: ['1'] }]])(
    'are refused when missing or malformed: %o',
    (posted) => {
      expect(verifyUpload(signingKey, posted, student, issuedAt)).toEqual({ ok: false, reason: 'malformed' });
    },
  );
});
