/**
 * Rapid Emergency Medicine Score (REMS).
 *
 * Olsson T, Terent A, Lind L. Rapid Emergency Medicine score: a new prognostic tool for in-hospital
 * mortality in nonsurgical emergency department patients. J Intern Med 2004;255(5):579-587.
 *
 * REMS extends the Rapid Acute Physiology Score (heart rate, mean arterial pressure, respiratory
 * rate and GCS, banded as in APACHE II) with peripheral oxygen saturation and age; the total runs
 * from 0 to 26. The bands below are the published ones:
 *
 * | Points | Age     | MAP (mmHg)      | Heart rate (/min) | Resp. rate (/min) | SpO2 (%) | GCS   |
 * |--------|---------|-----------------|-------------------|-------------------|----------|-------|
 * | 0      | <45     | 70-109          | 70-109            | 12-24             | >89      | >13   |
 * | 1      |         |                 |                   | 10-11 or 25-34    | 86-89    | 11-13 |
 * | 2      | 45-54   | 50-69 or 110-129| 55-69 or 110-139  | 6-9               |          | 8-10  |
 * | 3      | 55-64   | 130-159         | 40-54 or 140-179  | 35-49             | 75-85    | 5-7   |
 * | 4      |         | <50 or >159     | <40 or >179       | <6 or >49         | <75      | 3-4   |
 * | 5      | 65-74   |                 |                   |                   |          |       |
 * | 6      | >74     |                 |                   |                   |          |       |
 *
 * The bands are whole-number ranges; a measured value between two (MAP 69.5) falls in the band
 * whose lower bound it has reached, i.e. each band is [lower, next lower). Age is whole years.
 */

/** A band: `points` apply from `from` (inclusive) up to the next band's `from`. Listed low to high. */
type Band = readonly { from: number; points: number }[];

export const REMS_BANDS = {
  age: [
    { from: Number.NEGATIVE_INFINITY, points: 0 },
    { from: 45, points: 2 },
    { from: 55, points: 3 },
    { from: 65, points: 5 },
    { from: 75, points: 6 },
  ],
  meanArterialPressure: [
    { from: Number.NEGATIVE_INFINITY, points: 4 },
    { from: 50, points: 2 },
    { from: 70, points: 0 },
    { from: 110, points: 2 },
    { from: 130, points: 3 },
    { from: 160, points: 4 },
  ],
  heartRate: [
    { from: Number.NEGATIVE_INFINITY, points: 4 },
    { from: 40, points: 3 },
    { from: 55, points: 2 },
    { from: 70, points: 0 },
    { from: 110, points: 2 },
    { from: 140, points: 3 },
    { from: 180, points: 4 },
  ],
  respiratoryRate: [
    { from: Number.NEGATIVE_INFINITY, points: 4 },
    { from: 6, points: 2 },
    { from: 10, points: 1 },
    { from: 12, points: 0 },
    { from: 25, points: 1 },
    { from: 35, points: 3 },
    { from: 50, points: 4 },
  ],
  spo2: [
    { from: Number.NEGATIVE_INFINITY, points: 4 },
    { from: 75, points: 3 },
    { from: 86, points: 1 },
    { from: 90, points: 0 },
  ],
  gcs: [
    { from: Number.NEGATIVE_INFINITY, points: 4 },
    { from: 5, points: 3 },
    { from: 8, points: 2 },
    { from: 11, points: 1 },
    { from: 14, points: 0 },
  ],
} as const satisfies Record<string, Band>;

export type RemsItem = keyof typeof REMS_BANDS;

/** Points of one REMS item for a value. */
export function remsPoints(item: RemsItem, value: number): number {
  let points = 0;
  for (const band of REMS_BANDS[item]) if (value >= band.from) points = band.points;
  return points;
}

export interface RemsInput {
  hr: number | null | undefined;
  /** Mean arterial pressure (mmHg). */
  map: number | null | undefined;
  respRate: number | null | undefined;
  gcs: number | null | undefined;
  /** Whole years. */
  age: number | null | undefined;
  spo2: number | null | undefined;
}

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** REMS (0 to 26), or null when any of the six inputs is missing (spec 2 §9). */
export function rems(input: RemsInput): number | null {
  const { hr, map, respRate, gcs, age, spo2 } = input;
  if (!isNum(hr) || !isNum(map) || !isNum(respRate) || !isNum(gcs) || !isNum(age) || !isNum(spo2)) {
    return null;
  }
  return (
    remsPoints('heartRate', hr) +
    remsPoints('meanArterialPressure', map) +
    remsPoints('respiratoryRate', respRate) +
    remsPoints('gcs', gcs) +
    remsPoints('age', Math.floor(age)) +
    remsPoints('spo2', spo2)
  );
}
