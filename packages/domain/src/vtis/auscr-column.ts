import type { AuscrCode } from './auscr-codes.ts';
import {
  AUSCR_YES_NO_UNKNOWN,
  auscrChoice,
  auscrChoices,
  auscrDate,
  auscrText,
  auscrTime,
  auscrYesNoUnknown,
} from './auscr-codes.ts';
import type { AuscrSourceKey } from './auscr-sources.ts';

/**
 * The shape of an AUSCR_Report.csv column and the builders the column lists (auscr-columns.ts,
 * auscr-care-columns.ts) are written with. auscr.ts puts them together.
 */

type Loose = Partial<Record<string, unknown>> | null | undefined;

/** What one row is built from. */
export interface AuscrSourceRecord {
  /** The VTIS consult's study ID ('VTIS12'). */
  studyId: string;
  /** The name of the patient's hospital (the consult's patientInformation.patientHospitalId). */
  hospitalName: string | null;
  /** The patient profile (§3.1 patient: names, date of birth, gender, age, address incl. addressCountryCode). */
  patient: Loose;
  /** The VTIS consult's sections (§3.4). */
  patientInformation: Loose;
  patientHistory: Loose;
  diagnosisDetails: Loose;
  /** The hospital documentation's sections (§3.6). */
  admissionDetails: Loose;
  clinicalInformation: Loose;
  secondaryPrevention: Loose;
  dischargeInformation: Loose;
}

export interface AuscrColumn {
  /** The registry variable, as the data dictionary names it where it could be checked: the CSV header. */
  readonly variable: string;
  /** Its number in the AuSCR Data Dictionary v7.0, or null: the variable pages were not available (auscr-sources.ts). */
  readonly number: string | null;
  /** What SCOUT writes there, in words. */
  readonly label: string;
  /** The SCOUT field(s) it reads, as section.field. */
  readonly source: readonly string[];
  readonly from: (record: AuscrSourceRecord) => string;
  /** The answers the cell can hold, for coded variables; null for dates, times, numbers and text. */
  readonly codes: readonly AuscrCode[] | null;
  /** The source naming the variable (auscr-sources.ts), or null when none does (SCOUT's wording). */
  readonly confirmedIn: AuscrSourceKey | null;
}

export type AuscrSection = Exclude<keyof AuscrSourceRecord, 'studyId' | 'hospitalName'>;
export type Write = (value: unknown) => string;

const sourceOf = (path: string): [AuscrSection, string] => path.split('.') as [AuscrSection, string];
const read = (r: AuscrSourceRecord, path: string): unknown => {
  const [section, field] = sourceOf(path);
  return r[section]?.[field];
};

/** A column reading one field, written by `write`. */
export function column(
  variable: string,
  label: string,
  path: string,
  write: Write,
  codes: readonly AuscrCode[] | null,
  confirmedIn: AuscrSourceKey | null,
): AuscrColumn {
  return {
    variable,
    number: null,
    label,
    source: [path],
    from: (r) => write(read(r, path)),
    codes,
    confirmedIn,
  };
}

export const worded = (options: readonly { label: string }[]): AuscrCode[] =>
  options.map((o) => ({ code: o.label, label: o.label }));
export const yesNoUnknown = (variable: string, path: string, confirmedIn: AuscrSourceKey | null) =>
  column(variable, 'Yes, No or Unknown', path, auscrYesNoUnknown, AUSCR_YES_NO_UNKNOWN, confirmedIn);
export const date = (variable: string, path: string, confirmedIn: AuscrSourceKey | null) =>
  column(variable, 'DD/MM/YYYY', path, (v) => auscrDate(v), null, confirmedIn);
export const time = (variable: string, path: string, confirmedIn: AuscrSourceKey | null) =>
  column(variable, 'HH:mm, 24-hour', path, auscrTime, null, confirmedIn);
export const textColumn = (
  variable: string,
  label: string,
  path: string,
  confirmedIn: AuscrSourceKey | null,
) => column(variable, label, path, auscrText, null, confirmedIn);
export const choice = (
  variable: string,
  path: string,
  options: readonly { label: string }[],
  confirmedIn: AuscrSourceKey | null,
) => column(variable, 'One of the answers listed', path, auscrChoice, worded(options), confirmedIn);
export const choices = (
  variable: string,
  path: string,
  options: readonly { label: string }[],
  confirmedIn: AuscrSourceKey | null,
) =>
  column(variable, 'The answers chosen, separated by "; "', path, auscrChoices, worded(options), confirmedIn);
