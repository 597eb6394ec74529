import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('shows bytes as a whole number', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('steps by 1024 with two decimals', () => {
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024.00 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25.00 MB');
    expect(formatBytes(3.5 * 1024 ** 3)).toBe('3.50 GB');
    expect(formatBytes(1024 ** 4)).toBe('1.00 TB');
    expect(formatBytes(1024 ** 5)).toBe('1.00 PB');
    expect(formatBytes(1024 ** 6)).toBe('1.00 EB');
    expect(formatBytes(1024 ** 7)).toBe('1.00 ZB');
    expect(formatBytes(1024 ** 8)).toBe('1.00 YB');
  });

  it('stays at YB beyond it, and shows 0 B for nonsense', () => {
    expect(formatBytes(1024 ** 9)).toBe('1024.00 YB');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});
