import { DEFAULT_TIME_ZONE } from '../cases/dates.ts';
import type { Option } from '../cases/option.ts';
import { isTimeOfDay } from '../stroke/time-of-day.ts';
import { calendarDayOf } from './hospital-documentation-dates.ts';
import { TIME_OF_STROKE_ACCURACY_OPTIONS, VTIS_STROKE_TYPE } from './hospital-documentation-options.ts';
import { ATSI_OPTIONS } from './options.ts';

/**
 * The answers the AuSCR export (AUSCR_Report.csv, spec 3 §7.2, issue 13 item 8) writes, and the
 * pure functions that turn SCOUT's stored values into them. auscr.ts lays them out as columns;
 * docs/auscr-mapping.md is the table for people.
 *
 * What the registry's codes are, and what is SCOUT's: the AuSCR Data Dictionary (version 7.0,
 * June 2021) defines each variable's answer codes, but only its front matter (title page and list
 * of updates) was available to SCOUT, not the variable pages. So no numeric AuSCR answer code is
 * written here, none is guessed: a coded answer is written as its wording (the `code` of an
 * AuscrCode is the text the CSV holds, `label` what it means), and where a national standard
 * defines the variable's values the standard is followed and named: Indigenous status in the ABS /
 * METeOR wording (METeOR 291036), country of birth and address country as SACC codes, language as
 * an ASCL code, diagnoses as ICD-10-AM codes. Dates are DD/MM/YYYY and times HH:mm (24-hour) in
 * the service's time zone, as the AuSCR forms ask for them. Once the dictionary's variable pages
 * are at hand, each list below is the one place to change: the columns and the tests follow.
 *
 * An empty cell means SCOUT holds no value. A stored value outside a column's list (legacy data)
 * is written as stored rather than dropped, so nothing is silently lost.
 */
export interface AuscrCode {
  /** What the CSV cell holds. */
  readonly code: string;
  /** What it means. */
  readonly label: string;
}

/** Answer codes written as their own wording. */
const worded = (values: readonly string[]): AuscrCode[] => values.map((v) => ({ code: v, label: v }));
/** Answer codes from an option list: the label people read is what the cell holds. */
const fromOptions = (options: readonly Option<string>[]): AuscrCode[] =>
  options.map((o) => ({ code: o.label, label: o.label }));

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

// Formats

/** DD/MM/YYYY of a YYYY-MM-DD date or an ISO date-time (its day in the time zone); '' otherwise. */
export function auscrDate(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const day = calendarDayOf(value, timeZone);
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

/** HH:mm (24-hour) of a stored time of day; '' otherwise. */
export const auscrTime = (value: unknown): string => (isTimeOfDay(value) ? value : '');

/** A whole number as digits (NIHSS, mRS, with their 99 "unknown" as stored); '' otherwise. */
export const auscrNumber = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Free text as stored (trimmed); '' when absent. */
export const auscrText = (value: unknown): string => text(value);

/** A numeric reference code (SACC country, ASCL language) as digits; '' when absent. */
export const auscrReferenceCode = (value: unknown): string =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))
    ? String(value).trim()
    : '';

// Answers

/** Yes / No / Unknown, the answer set of the registry's questions (hospital-documentation-options.ts). */
export const AUSCR_YES_NO_UNKNOWN = worded(['Yes', 'No', 'Unknown']);
/** Yes / No. */
export const AUSCR_YES_NO = worded(['Yes', 'No']);

/**
 * A yes/no question's answer: Yes, No or Unknown as stored; true and false (flags) as Yes and No;
 * the VTIS consult's previousStroke "Not documented" as Unknown (the record does not tell).
 */
export function auscrYesNoUnknown(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === 'Not documented') return 'Unknown';
  return text(value);
}

/** Gender (the patient profile's Male, Female, Unspecified): Unspecified is written "Not stated". */
export const AUSCR_GENDER = worded(['Male', 'Female', 'Not stated']);
export function auscrGender(value: unknown): string {
  return value === 'Unspecified' ? 'Not stated' : text(value);
}

/** Indigenous status in the national standard's wording (METeOR 291036; the VTIS consult's labels). */
export const AUSCR_INDIGENOUS_STATUS = fromOptions(ATSI_OPTIONS);
export function auscrIndigenousStatus(value: unknown): string {
  return ATSI_OPTIONS.find((o) => o.value === value)?.label ?? text(value);
}

/**
 * Type of stroke (the VTIS consult's final diagnosis, §3.4). NotStroke never reaches the export
 * (such a consult has no hospital documentation, isDocumentationRequired); written as stored if it
 * does.
 */
export const AUSCR_STROKE_TYPE_OF: Record<string, string> = {
  [VTIS_STROKE_TYPE.Ischaemic]: 'Ischaemic stroke',
  [VTIS_STROKE_TYPE.Haemorrhagic]: 'Haemorrhagic stroke',
  [VTIS_STROKE_TYPE.Tia]: 'TIA',
  [VTIS_STROKE_TYPE.Undetermined]: 'Undetermined stroke type',
};
export const AUSCR_STROKE_TYPES = worded(Object.values(AUSCR_STROKE_TYPE_OF));
export function auscrStrokeType(value: unknown): string {
  return (typeof value === 'string' && AUSCR_STROKE_TYPE_OF[value]) || text(value);
}

/** Onset time accuracy: the accuracy's wording (Known: "Time of onset known", ...). */
export const AUSCR_TIME_ACCURACY = fromOptions(TIME_OF_STROKE_ACCURACY_OPTIONS);
export function auscrTimeAccuracy(value: unknown): string {
  return TIME_OF_STROKE_ACCURACY_OPTIONS.find((o) => o.value === value)?.label ?? text(value);
}

/** A choice from a list written as stored (its wording), '' when absent. */
export const auscrChoice = (value: unknown): string => text(value);

/** A checkbox group: its choices in the order stored, separated by "; " ('' when none). */
export function auscrChoices(values: unknown): string {
  return Array.isArray(values) ? values.filter((v) => typeof v === 'string' && v !== '').join('; ') : '';
}

type AddressLike = {
  addressUnitOrRoomNumber?: unknown;
  addressStreetNumber?: unknown;
  addressStreetName?: unknown;
};

/** The street address as one line: "unit/number street" (2/15 High Street), parts as present. */
export function auscrStreetAddress(patient: AddressLike | null | undefined): string {
  const unit = text(patient?.addressUnitOrRoomNumber);
  const number = text(patient?.addressStreetNumber);
  const street = text(patient?.addressStreetName);
  const house = unit && number ? `${unit}/${number}` : unit || number;
  return [house, street].filter(Boolean).join(' ');
}

/** "First Surname" of a person whose name is kept in two fields; '' when neither is present. */
export function auscrFullName(first: unknown, last: unknown): string {
  return [text(first), text(last)].filter(Boolean).join(' ');
}
