import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords as authenticator apps expect them (RFC 6238 defaults that every
 * app supports): SHA1, 6 digits, 30-second steps. One step of clock drift is tolerated each way.
 */
export const TOTP_ISSUER = 'SCOUT';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
const WINDOW = 1;

function totpFor(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, the RFC 4226 recommendation), base32-encoded. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app imports (as a QR code or pasted). */
export function totpUri(secret: string, account: string): string {
  return totpFor(secret, account).toString();
}

/** The time step a timestamp falls in; what mfaLastStep stores. */
export function totpStep(timestampMs: number = Date.now()): number {
  return Math.floor(timestampMs / 1000 / PERIOD_SECONDS);
}

/** The current code for a secret: for tests, seeds and tooling, never sent by the server. */
export function totpCode(secret: string, timestampMs: number = Date.now()): string {
  return totpFor(secret).generate({ timestamp: timestampMs });
}

/**
 * Checks a code and returns the time step it belongs to, or null when it is wrong, malformed, or
 * not newer than `lastStep` (a code already used, or an older one, cannot be replayed). The caller
 * must store the returned step atomically (see claimTotpStep) before accepting the sign-in.
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  timestampMs: number = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  let delta: number | null;
  try {
    delta = totpFor(secret).validate({ token, timestamp: timestampMs, window: WINDOW });
  } catch {
    return null; // a corrupt stored secret must not crash the sign-in page
  }
  if (delta === null) return null;
  const step = totpStep(timestampMs) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
