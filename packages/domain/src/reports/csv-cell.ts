/**
 * CSV cells and lines of every CSV export (issue 14 item 4: the VST and VTIS consult and
 * follow-up reports, AUSCR_Report.csv, ReperfusionCasesDataExport.csv). The server's streaming
 * writer (modules/stroke/csv.ts) writes these; the value text itself (option labels, local
 * date-times, names) is the field formatter's that the PDFs share (modules/stroke/pdf/field-rows.ts).
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell starting with = + - @ (or
 * a tab or carriage return, which some spreadsheets skip before reading the formula). Such a cell
 * is written with a leading single quote ('), which the spreadsheet shows as text. SCOUT uses the
 * quote rather than a leading tab: a tab is invisible, so a reader cannot tell the cell was
 * changed, and tools that trim cells would remove it and restore the formula. One exception: a
 * plain number ("-1", "3.5") cannot be a formula and stays a number. A leading "+" is not a plain
 * number here ("+61412345678" is a phone number a spreadsheet would turn into 61412345678, and
 * "+1+cmd" a formula), so it is escaped. The file starts with a UTF-8 byte order mark so Excel
 * reads names with accents correctly; lines end in CRLF (RFC 4180).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell's value before it is written: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** The text with a leading ' when a spreadsheet would read it as a formula (plain numbers excepted). */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One cell as written: '' for nothing, defused for formulas, then quoted when it must be. */
export function csvCell(value: CsvValue): string {
  return csvField(escapeFormula(value === null || value === undefined ? '' : String(value)));
}

/** One CSV line of cells, CRLF-terminated. */
export function csvLine(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}
