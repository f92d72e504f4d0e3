// Upload grants: the server names every uploaded file with a random key in its student's and question's folder, valid for 15 minutes.
import { randomBytes } from 'node:crypto';
import { maxFileSize } from '@transfer/form';
import type { UploadGrant } from './storage';

export const uploadLifetimeMs = 15 * 60 * 1000;

/** The storage folder of every uploaded file. */
export const uploadsFolder = 'uploads';

/**
 * An uploaded file that no document holds is removed once this old (the periodic clean-up): a student attaches a file
 * right after posting it, within the form's 15 minutes, so a day leaves room for any upload still on its way.
 */
export const orphanUploadAgeMs = 24 * 60 * 60 * 1000;

/** `uploads/{user id}/{answer key}/{24 random bytes, base64url}`. */
const uploadKeyPattern = /^uploads\/([^/]+)\/([a-z0-9_]+)\/[A-Za-z0-9_-]{32}$/;

/** A grant for one file: its key is random, not guessable and nothing to do with the file's name. */
export function newUploadGrant(userId: string, answerKey: string, now = new Date()): UploadGrant {
  return {
    userId,
    answerKey,
    key: `${uploadsFolder}/${userId}/${answerKey}/${randomBytes(24).toString('base64url')}`,
    maxSize: maxFileSize,
    expiresAt: new Date(now.getTime() + uploadLifetimeMs),
  };
}

/**
 * The student and the question an upload key was granted for, or undefined for a key no grant makes. Attaching a
 * file checks both, so that nobody attaches another student's file, nor a file granted for another question.
 */
export function uploadKeyGrantee(key: string): { userId: string; answerKey: string } | undefined {
  const match = uploadKeyPattern.exec(key);
  return match ? { userId: match[1], answerKey: match[2] } : undefined;
}

/** The student an upload key was granted to, or undefined for a key no grant makes. */
export function uploadKeyOwner(key: string): string | undefined {
  return uploadKeyGrantee(key)?.userId;
}
