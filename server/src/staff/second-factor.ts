// The staff's second factor: TOTP (RFC 6238, through otpauth) with its secret encrypted at rest, the QR code of enrolment, and ten single-use recovery codes kept as HMACs.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** A code is accepted one 30-second step early or late (clocks drift), never two. */
export const totpWindow = 1;
const period = 30;

/** How many recovery codes a member gets at enrolment. */
export const recoveryCodeCount = 10;

function totpOf(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });
}

/** A new TOTP secret (160 bits, base32, as authenticator apps take it). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the secret as text, its otpauth:// URI, and that URI as a QR code (an SVG data URL). */
export async function enrolment(secret: string, label: string, issuer: string): Promise<{ secret: string; uri: string; qrCode: string }> {
  const uri = totpOf(secret, label, issuer).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code stands for when it is right at `at` (within the window), else null. The caller refuses a step
 * not after the last one accepted, so that a code works once.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, 'staff', 'staff').validate({ token: code, timestamp: at.getTime(), window: totpWindow });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / period) + delta;
}

/** The code of a step's time, as an authenticator app would show it (tests). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret, 'staff', 'staff').generate({ timestamp: at.getTime() });
}

/** AES-256-GCM under `key`: `<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret `sealSecret` sealed, or null when it was sealed under another key (SESSION_SECRET changed) or altered. */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Ten codes of 80 random bits each, as `xxxx-xxxx-xxxx-xxxx` in base32's letters and digits. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => new Secret({ size: 10 }).base32.toLowerCase().match(/.{4}/g)!.join('-'));
}

/** The stored form of a recovery code: an HMAC under the staff's key, of the code without case, spaces or dashes. */
export function recoveryCodeHash(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url');
}
