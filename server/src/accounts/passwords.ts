// Password hashing with argon2id: hash at sign-up and reset, verify at login (in the same time whether or not the account exists).
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's first recommended argon2id configuration (46 MiB, 1 pass, 1 lane). On this 2-core machine a hash or a
 * verification takes about 12 ms, so a login stays far below 300 ms even with several at once.
 */
export const argon2Options = {
  algorithm: 2, // Algorithm.Argon2id; the package declares its enums `const`, which isolated builds cannot inline.
  memoryCost: 47104,
  timeCost: 1,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** Verified against when no account matches, so that an unknown e-mail costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same work and answers false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy password for accounts that do not exist');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** A hash made with older settings is replaced at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  const used = parseOptions(passwordHash);
  return (
    used.algorithm !== argon2Options.algorithm ||
    used.memoryCost !== argon2Options.memoryCost ||
    used.timeCost !== argon2Options.timeCost ||
    used.parallelism !== argon2Options.parallelism
  );
}
