import { describe, expect, it } from 'vitest';
import { type RemsInput, rems, remsPoints } from './rems.ts';

/** [value, points] at each side of every published band boundary (Olsson et al. 2004). */
const BOUNDARIES = {
  age: [
    [0, 0],
    [44, 0],
    [45, 2],
    [54, 2],
    [55, 3],
    [64, 3],
    [65, 5],
    [74, 5],
    [75, 6],
    [100, 6],
  ],
  meanArterialPressure: [
    [0, 4],
    [49, 4],
    [49.9, 4],
    [50, 2],
    [69, 2],
    [69.5, 2],
    [70, 0],
    [93.3, 0],
    [109, 0],
    [110, 2],
    [129, 2],
    [130, 3],
    [159, 3],
    [160, 4],
  ],
  heartRate: [
    [0, 4],
    [39, 4],
    [40, 3],
    [54, 3],
    [55, 2],
    [69, 2],
    [70, 0],
    [109, 0],
    [110, 2],
    [139, 2],
    [140, 3],
    [179, 3],
    [180, 4],
    [250, 4],
  ],
  respiratoryRate: [
    [0, 4],
    [5, 4],
    [6, 2],
    [9, 2],
    [10, 1],
    [11, 1],
    [12, 0],
    [24, 0],
    [25, 1],
    [34, 1],
    [35, 3],
    [49, 3],
    [50, 4],
  ],
  spo2: [
    [0, 4],
    [74, 4],
    [75, 3],
    [85, 3],
    [86, 1],
    [89, 1],
    [90, 0],
    [100, 0],
  ],
  gcs: [
    [3, 4],
    [4, 4],
    [5, 3],
    [7, 3],
    [8, 2],
    [10, 2],
    [11, 1],
    [13, 1],
    [14, 0],
    [15, 0],
  ],
} as const;

describe('REMS bands (Olsson, Terent, Lind 2004)', () => {
  for (const [item, cases] of Object.entries(BOUNDARIES)) {
    it(`scores ${item} at every band boundary`, () => {
      for (const [value, points] of cases) {
        expect({ value, points: remsPoints(item as keyof typeof BOUNDARIES, value) }).toEqual({
          value,
          points,
        });
      }
    });
  }
});

describe('REMS total (spec 2 §9)', () => {
  const normal: RemsInput = { hr: 80, map: 93.3, respRate: 16, gcs: 15, age: 30, spo2: 98 };
  it('is 0 for normal values of a young patient', () => {
    expect(rems(normal)).toBe(0);
  });
  it('sums the six items', () => {
    expect(rems({ hr: 145, map: 45, respRate: 36, gcs: 6, age: 80, spo2: 70 })).toBe(3 + 4 + 3 + 3 + 6 + 4);
    expect(rems({ ...normal, age: 50, spo2: 88 })).toBe(3);
  });
  it('reaches the published maximum of 26', () => {
    expect(rems({ hr: 200, map: 30, respRate: 60, gcs: 3, age: 90, spo2: 60 })).toBe(26);
  });
  it('has no value when any input is missing', () => {
    for (const key of Object.keys(normal) as (keyof RemsInput)[]) {
      expect(rems({ ...normal, [key]: null })).toBeNull();
    }
  });
});
