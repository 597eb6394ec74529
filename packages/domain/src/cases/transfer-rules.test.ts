import { describe, expect, it } from 'vitest';
import { isTransferEttEnabled, needsBodyMeasurements } from './transfer-rules.ts';

describe('transfer form hints (spec 2 §4.7, §5.5, §9)', () => {
  it('enables ETT only when GCS is below 12', () => {
    expect(isTransferEttEnabled(11)).toBe(true);
    expect(isTransferEttEnabled(3)).toBe(true);
    expect(isTransferEttEnabled(12)).toBe(false);
    expect(isTransferEttEnabled(null)).toBe(false);
  });
  it('asks for body measurements above 110 kg', () => {
    expect(needsBodyMeasurements(110)).toBe(false);
    expect(needsBodyMeasurements(110.5)).toBe(true);
    expect(needsBodyMeasurements(null)).toBe(false);
  });
});
