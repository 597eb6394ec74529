import { describe, expect, it } from 'vitest';
import { generateTotpSecret, totpCode, totpStep, totpUri, verifyTotp } from './totp.ts';

// RFC 6238 appendix B test secret ("12345678901234567890" in base32) and its SHA1 vectors.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 SHA1 test vectors (last 6 digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accepts the previous, current and next step and returns the code step', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now), null, now)).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), null, now)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), null, now)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), null, now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), null, now)).toBeNull();
  });

  it('refuses a step already used, or older, and malformed input', () => {
    const now = 1_700_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    expect(verifyTotp(RFC_SECRET, code, totpStep(now), now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, totpStep(now) + 1, now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, totpStep(now) - 1, now)).toBe(totpStep(now));
    expect(verifyTotp(RFC_SECRET, ` ${code.slice(0, 3)} ${code.slice(3)} `, null, now)).toBe(totpStep(now));
    for (const bad of ['', '12345', '1234567', 'abcdef', '12345a']) {
      expect(verifyTotp(RFC_SECRET, bad, null, now)).toBeNull();
    }
  });

  it('makes distinct 160-bit secrets and an otpauth URI apps can import', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(totpUri(secret, 'a@b.test')).toBe(
      `otpauth://totp/SCOUT:a%40b.test?issuer=SCOUT&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
