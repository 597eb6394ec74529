import { addDays, DEFAULT_TIME_ZONE, daysBetween, localDateOf } from '../cases/dates.ts';
import { ageOn } from '../patients/dates.ts';
import { PRIME_VALID_DAYS } from './consumable-options.ts';
import { CARD_DAYS } from './limits.ts';
import { ECMO_STATUS, type EcmoStatus } from './status-options.ts';

/** Clinical and dashboard calculators of spec 2 §4.5, §4.9 and §9. GCS: cases/gcs.ts; FiO2: cases/oxygen-therapy.ts; REMS: rems.ts. */

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Mean arterial pressure = SBP/3 + DBP×2/3, floored to one decimal (120/80 -> 93.3). Computed as
 * (SBP + 2×DBP)×10/3 so whole-number pressures floor exactly (100/70 -> 80.0, not 79.9); null
 * when either pressure is missing.
 */
export function meanArterialPressure(
  sbp: number | null | undefined,
  dbp: number | null | undefined,
): number | null {
  if (!isNum(sbp) || !isNum(dbp)) return null;
  return Math.floor(((sbp + 2 * dbp) * 10) / 3 + 1e-9) / 10;
}

/**
 * Days on ECMO (spec 2 §4.5), in calendar days of the service's time zone: from the start to today
 * while On ECMO, from the start to decannulation when Off ECMO. Null (the card shows a dash) for
 * any other status, a missing start, Off ECMO without a decannulation date, or an end before the
 * start. `today` is YYYY-MM-DD; the dates are ISO date-times.
 */
export function daysOnEcmo(
  status: EcmoStatus | null | undefined,
  startDate: string | null | undefined,
  decannulationDate: string | null | undefined,
  today: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (!startDate) return null;
  const start = localDateOf(startDate, timeZone);
  let end: string | null = null;
  if (status === ECMO_STATUS.On) end = today;
  else if (status === ECMO_STATUS.Off && decannulationDate) end = localDateOf(decannulationDate, timeZone);
  if (start === null || end === null) return null;
  const days = daysBetween(start, end);
  return days < 0 ? null : days;
}

export type CardBorderColour = 'green' | 'orange' | 'red' | 'transparent';

/**
 * Dashboard card border (spec 2 §4.5, §9): green 0-10 days, orange 11-40, red 41 or more;
 * transparent when the case is not on ECMO (a status other than On or Off ECMO) or the days are
 * unknown. SCOUT reads "not on ECMO" as "the ECMO panels are hidden": an Off ECMO case keeps the
 * colour of its run (start to decannulation), which is what daysOnEcmo counts for it.
 */
export function cardBorderColour(
  days: number | null | undefined,
  status: EcmoStatus | null | undefined,
): CardBorderColour {
  if (status !== ECMO_STATUS.On && status !== ECMO_STATUS.Off) return 'transparent';
  if (!isNum(days) || days < 0) return 'transparent';
  if (days <= CARD_DAYS.greenMax) return 'green';
  if (days <= CARD_DAYS.orangeMax) return 'orange';
  return 'red';
}

/**
 * Primed expiry (spec 2 §4.9): 30 days after the primed date, capped at the item's expiry when it
 * has one. Calendar dates (YYYY-MM-DD).
 */
export function primedExpiry(primedDate: string, itemExpiry: string | null | undefined): string {
  const expiry = addDays(primedDate, PRIME_VALID_DAYS);
  return itemExpiry && itemExpiry < expiry ? itemExpiry : expiry;
}

/** A patient's age in whole years: from the date of birth when known, else the recorded age. */
export function patientAge(
  patient: { dateOfBirth?: string | null; age?: number | null },
  today: string,
): number | null {
  if (patient.dateOfBirth) return ageOn(patient.dateOfBirth, today);
  return isNum(patient.age) ? patient.age : null;
}
