import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './audit-history.schema.ts';
import {
  isAustralianFax,
  isTestEmail,
  isValidFileName,
  INTEGRATION_TEST_MESSAGES as M,
  sendTestEmailSchema,
  sendTestFaxSchema,
  sendTestFileSchema,
} from './integration-testing.schema.ts';

describe('integration test fields (spec 1 §5)', () => {
  it('e-mail: a simple address pattern', () => {
    for (const ok of ['a@b.co', 'first.last+tag@health.vic.gov.au']) expect(isTestEmail(ok), ok).toBe(true);
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b c.de'])
      expect(isTestEmail(bad), bad).toBe(false);
    expect(sendTestEmailSchema.safeParse({ email: 'x' }).error?.issues[0]?.message).toBe(M.invalidEmail);
    expect(sendTestEmailSchema.parse({ email: 'a@b.co' }).emailOption).toBe('test');
  });

  it('fax: +61 or 0, then 2, 3, 4, 7 or 8, then 8 digits', () => {
    for (const ok of [
      '0212345678',
      '0312345678',
      '0412345678',
      '0712345678',
      '0812345678',
      '+61312345678',
      '03 1234 5678',
    ]) {
      expect(isAustralianFax(ok), ok).toBe(true);
    }
    for (const bad of [
      '0112345678',
      '0512345678',
      '0612345678',
      '0912345678',
      '031234567',
      '03123456789',
      '+6131234567',
      '61312345678',
      '+64312345678',
      '03-1234-5678',
    ]) {
      expect(isAustralianFax(bad), bad).toBe(false);
    }
    expect(sendTestFaxSchema.parse({ fax: '03 1234 5678' }).fax).toBe('0312345678');
    expect(sendTestFaxSchema.safeParse({ fax: '1' }).error?.issues[0]?.message).toBe(M.invalidFax);
  });

  it('file name: none of \\ / : * ? " < > |', () => {
    expect(isValidFileName('report (final) v2.txt')).toBe(true);
    for (const c of '\\/:*?"<>|') expect(isValidFileName(`a${c}b.txt`), c).toBe(false);
    expect(isValidFileName('  ')).toBe(false);
    expect(isValidFileName('x'.repeat(256))).toBe(false);
    expect(sendTestFileSchema.safeParse({ testFileName: 'a|b' }).error?.issues[0]?.message).toBe(
      M.invalidFileName,
    );
  });
});

describe('diffSnapshots (audit history)', () => {
  it('lists changed fields, skipping lastModified; a creation lists every field', () => {
    expect(diffSnapshots({ a: 1, b: [1], lastModified: 'x' }, { a: 2, b: [1], lastModified: 'y' })).toEqual([
      { field: 'a', before: 1, after: 2 },
    ]);
    expect(diffSnapshots(null, { a: 1 })).toEqual([{ field: 'a', before: null, after: 1 }]);
    expect(diffSnapshots({ p: [{ id: 1 }] }, { p: [] })).toEqual([
      { field: 'p', before: [{ id: 1 }], after: [] },
    ]);
  });
});
