// The 6-digit confirmation codes e-mailed to students: made at random and stored only as keyed hashes.
import { createHmac, randomInt } from 'node:crypto';
import { derivedKey } from '../secrets';

/**
 * Codes are hashed with HMAC-SHA256 under a key derived from SESSION_SECRET, over the user id and the code. A plain
 * SHA-256 of a 6-digit code is undone by trying all million codes, so a copy of the database alone must not
 * be enough: the key lives only in the server's environment. The user id binds a code to its account.
 */
export function confirmationCodeKey(sessionSecret: string): Buffer {
  return derivedKey(sessionSecret, 'confirmation code');
}

export function newConfirmationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashConfirmationCode(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('base64url');
}
