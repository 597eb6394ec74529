import { ACUTE_CARE, DISCHARGE } from './auscr-care-columns.ts';
import type { AuscrColumn, AuscrSourceRecord } from './auscr-column.ts';
import { ADMISSION, HOSPITAL_AND_PATIENT, PRE_STROKE_HISTORY, STUDY_ID } from './auscr-columns.ts';

export type { AuscrCode } from './auscr-codes.ts';
export type { AuscrColumn, AuscrSourceRecord } from './auscr-column.ts';
export { AUSCR_SOURCES, AUSCR_VARIABLES_WITHOUT_SOURCE, type AuscrSourceKey } from './auscr-sources.ts';

/**
 * AUSCR_Report.csv (spec 3 §7.2 POST /vtisdataexport/generate/auscr, §9 file name; issue 13 item
 * 8): one row per VTIS consult with hospital documentation in the filter's range, one column per
 * Australian Stroke Clinical Registry variable SCOUT has a source for, in the registry's order
 * (hospital, patient, admission, pre-stroke history, acute care, discharge). The first column is
 * SCOUT's study ID (not a registry variable: it ties a row back to its consult). Registry
 * variables without a SCOUT field are auscr-sources.ts' AUSCR_VARIABLES_WITHOUT_SOURCE; the codes
 * and what is known of the registry's own are auscr-codes.ts'; docs/auscr-mapping.md is the table.
 *
 * The row is built from the VTIS consult's sections (§3.4, read by field name: patientInformation,
 * patientHistory, diagnosisDetails) and its hospital documentation (§3.6); each `from` is pure
 * and reads defensively, so the server can stream rows straight from its query.
 */

/** Every column of AUSCR_Report.csv, in order. */
export const AUSCR_COLUMNS: readonly AuscrColumn[] = [
  STUDY_ID,
  ...HOSPITAL_AND_PATIENT,
  ...ADMISSION,
  ...PRE_STROKE_HISTORY,
  ...ACUTE_CARE,
  ...DISCHARGE,
];

/** The file name the web saves the export as (§7.2, §9). */
export const AUSCR_FILE_NAME = 'AUSCR_Report.csv';

/** The header row: each column's variable. */
export const AUSCR_HEADER: readonly string[] = AUSCR_COLUMNS.map((c) => c.variable);

/** One record's row, cell by cell in AUSCR_COLUMNS' order. */
export function auscrRow(record: AuscrSourceRecord): string[] {
  return AUSCR_COLUMNS.map((c) => c.from(record));
}
