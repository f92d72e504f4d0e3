// The secrets e-mailed to students: 6-digit confirmation codes and reset tokens, made at random and stored only as hashes.
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Codes are hashed with HMAC-SHA256 under a key derived from SESSION_SECRET, over the user id and the code. A plain
 * SHA-256 of a 6-digit code is undone by trying all million codes, so a copy of the database alone must not
 * be enough: the key lives only in the server's environment. The user id binds a code to its account.
 */
export function confirmationCodeKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', 'transfer confirmation code', 32));
}

export function newConfirmationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashConfirmationCode(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 32 random bytes: too many to guess, so a fast unkeyed SHA-256 is enough to keep the stored copy useless. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
