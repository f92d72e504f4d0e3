// Random tokens and the hashes they are stored as, keys derived from SESSION_SECRET, and comparing hashes in constant time.
import { createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A key of its own for each purpose, derived from SESSION_SECRET: one leaked key says nothing of the others. */
export function derivedKey(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', `transfer ${purpose}`, 32));
}

/** 32 random bytes: too many to guess, so a fast unkeyed SHA-256 is enough to keep the stored copy useless. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Longer than any token this server hands out, shorter than anything a browser or proxy refuses in a URL. */
const maxPresentedTokenLength = 200;

/**
 * The hash a presented token is stored as, or null when what was presented cannot be one of our tokens (not text,
 * empty, too long): the one check of every token a caller brings (a staff API token or session, a service token, an
 * restore token).
 */
export function presentedTokenHash(token: unknown): string | null {
  return typeof token === 'string' && token.length > 0 && token.length <= maxPresentedTokenLength ? hashToken(token) : null;
}

/** Whether two hashes are equal, in a time that does not tell how much of them is. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
