import { DEFAULT_TIME_ZONE } from '../cases/dates.ts';
import { epochMsOf, isWithinHoursAfter, zonedDateTimeToEpochMs } from './hospital-documentation-dates.ts';
import { HOSPITAL_DOCUMENTATION_LIMITS as L } from './hospital-documentation-limits.ts';
import { YES } from './hospital-documentation-options.ts';

/**
 * The fever and glucose items of the hospital documentation (spec 3 §3.6, §9): temperature
 * recorded four times, fever within 72 hours, paracetamol within 1 hour; finger-prick glucose
 * recorded four times, high glucose within 48 hours, insulin within 1 hour (the registry's "Fever,
 * Sugar, Swallow" items, after the QASC trial protocols the Australian guidelines recommend).
 *
 * The answers are the clinician's: Yes, No or Unknown, as the medical record shows. The readings
 * the form lets them record (a time and a value each) back the answers up: the derivations below
 * say what the readings show, the form pre-fills a Yes from them, and validation refuses a No
 * the readings contradict. Readings never turn an answer into No (not every reading of the stay
 * has to be entered) and never overwrite what was typed.
 *
 * Windows are counted from the hospital admission date and time (admissionDetails) in the
 * service's time zone, as elapsed hours (a daylight-saving change does not stretch them). Day one
 * is the first 24 hours from admission (a patient admitted at 23:00 still has a whole first day),
 * the fever and glucose windows include their last minute (72:00 hours after admission counts).
 */

export interface Reading {
  /** ISO 8601 date-time with offset. */
  recordedAt: string;
  /** °C for a temperature, mmol/L for a glucose level. */
  value: number;
}

type Maybe<T> = T | null | undefined;
type AdmissionLike = { hospitalAdmissionDate?: unknown; hospitalAdmissionTime?: unknown };

/** The admission's instant (epoch ms), or null while its date or time is missing or invalid. */
export function admissionEpochMs(
  admission: Maybe<AdmissionLike>,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  return zonedDateTimeToEpochMs(admission?.hospitalAdmissionDate, admission?.hospitalAdmissionTime, timeZone);
}

/** The readings taken from admission to `hours` after it, earliest first (unreadable ones skipped). */
export function readingsWithinHours(
  admissionMs: number | null,
  readings: Maybe<readonly Maybe<Partial<Reading>>[]>,
  hours: number,
): Reading[] {
  if (admissionMs === null || !Array.isArray(readings)) return [];
  const timed = readings.flatMap((r) => {
    const ms = epochMsOf(r?.recordedAt);
    return ms !== null && typeof r?.value === 'number' && isWithinHoursAfter(ms, admissionMs, hours)
      ? [{ ms, reading: { recordedAt: r.recordedAt as string, value: r.value } }]
      : [];
  });
  return timed.sort((a, b) => a.ms - b.ms).map((t) => t.reading);
}

/** At least four readings in the first 24 hours from admission (§9). */
export function isRecordedFourTimesOnDayOne(
  admissionMs: number | null,
  readings: Maybe<readonly Maybe<Partial<Reading>>[]>,
): boolean {
  return readingsWithinHours(admissionMs, readings, L.dayOneHours).length >= L.readingsOnDayOne;
}

/** A fever is a temperature of 37.5 °C or more (§9): 37.4 is not, 37.5 is. */
export const isFever = (celsius: number): boolean => celsius >= L.feverCelsius;

/** A high glucose is a level above 10 mmol/L (§9): 10.0 is not, 10.1 is. */
export const isHighGlucose = (mmolPerL: number): boolean => mmolPerL > L.highGlucoseMmolPerL;

/** The first temperature of 37.5 °C or more within 72 hours of admission, or null. */
export function firstFeverWithin72Hours(
  admissionMs: number | null,
  temperatures: Maybe<readonly Maybe<Partial<Reading>>[]>,
): Reading | null {
  const within = readingsWithinHours(admissionMs, temperatures, L.feverWindowHours);
  return within.find((r) => isFever(r.value)) ?? null;
}

/** The first glucose level above 10 mmol/L within 48 hours of admission, or null. */
export function firstHighGlucoseWithin48Hours(
  admissionMs: number | null,
  glucoseLevels: Maybe<readonly Maybe<Partial<Reading>>[]>,
): Reading | null {
  const within = readingsWithinHours(admissionMs, glucoseLevels, L.highGlucoseWindowHours);
  return within.find((r) => isHighGlucose(r.value)) ?? null;
}

/** The fever and glucose answers (clinicalInformation) the readings show to be Yes. */
export type ReadingAnswerField =
  | 'wasTemperatureRecordedFourTimes'
  | 'didPatientHaveFeverWithin72Hours'
  | 'wasFingerPrickGlucoseRecordedFourTimes'
  | 'didPatientHaveHighGlucoseWithin48Hours';

type ClinicalReadingsLike = {
  temperatureReadings?: Maybe<readonly Maybe<Partial<Reading>>[]>;
  fingerPrickGlucoseReadings?: Maybe<readonly Maybe<Partial<Reading>>[]>;
};

/**
 * The answers the recorded readings show to be Yes, given the admission's instant: the form
 * pre-fills them, validation refuses a No on any of them. An answer the readings do not show stays
 * the clinician's to give (Yes, No or Unknown).
 */
export function answersShownByReadings(
  admissionMs: number | null,
  clinical: Maybe<ClinicalReadingsLike>,
): ReadingAnswerField[] {
  const temperatures = clinical?.temperatureReadings;
  const glucose = clinical?.fingerPrickGlucoseReadings;
  const shown: [ReadingAnswerField, boolean][] = [
    ['wasTemperatureRecordedFourTimes', isRecordedFourTimesOnDayOne(admissionMs, temperatures)],
    ['didPatientHaveFeverWithin72Hours', firstFeverWithin72Hours(admissionMs, temperatures) !== null],
    ['wasFingerPrickGlucoseRecordedFourTimes', isRecordedFourTimesOnDayOne(admissionMs, glucose)],
    ['didPatientHaveHighGlucoseWithin48Hours', firstHighGlucoseWithin48Hours(admissionMs, glucose) !== null],
  ];
  return shown.filter(([, yes]) => yes).map(([field]) => field);
}

/** The paracetamol question follows a fever (§3.6, §9: given within 1 hour of it). */
export const showsParacetamolQuestion = (c: Maybe<{ didPatientHaveFeverWithin72Hours?: unknown }>): boolean =>
  c?.didPatientHaveFeverWithin72Hours === YES;

/** The insulin question follows a high glucose (§3.6, §9: given within 1 hour of it). */
export const showsInsulinQuestion = (
  c: Maybe<{ didPatientHaveHighGlucoseWithin48Hours?: unknown }>,
): boolean => c?.didPatientHaveHighGlucoseWithin48Hours === YES;
