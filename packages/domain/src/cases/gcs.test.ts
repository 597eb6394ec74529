import { describe, expect, it } from 'vitest';
import { GCS_3, GCS_15, gcs } from './gcs.ts';

describe('Glasgow Coma Scale (spec 2 §9)', () => {
  it('sums the parts from 3 to 15', () => {
    expect(gcs(1, 1, 1)).toBe(3);
    expect(gcs(4, 5, 6)).toBe(15);
    expect(gcs(3, 4, 5)).toBe(12);
  });
  it('is null when a part is missing, fractional or out of range', () => {
    expect(gcs(null, 5, 6)).toBeNull();
    expect(gcs(4, undefined, 6)).toBeNull();
    expect(gcs(0, 5, 6)).toBeNull();
    expect(gcs(5, 5, 6)).toBeNull();
    expect(gcs(4, 6, 6)).toBeNull();
    expect(gcs(4, 0, 6)).toBeNull();
    expect(gcs(4, 5, 7)).toBeNull();
    expect(gcs(4, 5, 0)).toBeNull();
    expect(gcs(2.5, 5, 6)).toBeNull();
  });
  it('has GCS 3 and GCS 15 presets', () => {
    expect(gcs(GCS_3.eyes, GCS_3.verbal, GCS_3.motor)).toBe(3);
    expect(gcs(GCS_15.eyes, GCS_15.verbal, GCS_15.motor)).toBe(15);
  });
});
