import crypto from 'node:crypto';
import argon2 from 'argon2';

/**
 * Longest password we hash. argon2 cost grows with input length, so an unbounded value would let
 * one request burn CPU; 1024 characters is far beyond any real passphrase.
 */
export const MAX_PASSWORD_LENGTH = 1024;

/** argon2id with the library defaults (64 MiB, 3 passes, 4 lanes): above OWASP's minimum. */
export async function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

/** False for a wrong password, an over-long one, or a stored value that is not an argon2 hash. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  if (plain.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Makes the hash verifyAgainstDummy checks against. The provider starts it when it is mounted, so
 * that not even the first unknown e-mail after a start takes longer (hashing it) than a known one.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Spends the same time as a real verification when there is no hash to check (unknown e-mail, or
 * a user who never set a password), so response time does not reveal whether an account exists.
 * Always false.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), plain);
  return false;
}
