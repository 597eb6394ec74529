import { DEFAULT_TIME_ZONE, formatDate, formatDateTime } from '../cases/dates.ts';
import { type Option, optionLabel } from '../cases/option.ts';

/**
 * CSV cells as a person reads them (issue 14 item 4; used by every CSV export: the VST and VTIS
 * consult and follow-up reports, AUSCR_Report.csv, ReperfusionCasesDataExport.csv): option labels
 * rather than stored values, date-times as DD/MM/YYYY HH:mm in the service's time zone (GUIDE
 * §3.7), names rather than ids, lists joined with "; ". The file starts with a UTF-8 byte order
 * mark so Excel reads names with accents correctly.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell starting with = + - @ (or
 * a tab or carriage return, which some spreadsheets skip before reading the formula). Such a cell
 * is written with a leading single quote ('), which the spreadsheet shows as text. SCOUT uses the
 * quote rather than a leading tab: a tab is invisible, so a reader cannot tell the cell was
 * changed, and tools that trim cells would remove it and restore the formula. A plain number
 * ("-5", "+2.5") cannot be a formula and is left as it is. Quoting for commas, quotes and line
 * breaks (RFC 4180) is `csvField`'s; a streaming writer (csv-stringify) may do it instead.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
export const CSV_LIST_SEPARATOR = '; ';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The text with a leading ' when a spreadsheet would read it as a formula. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line: each cell escaped for formulas and quoted as needed, CRLF-terminated. */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => csvField(escapeFormula(cell))).join(',') + CSV_LINE_END;
}

/** How names are found for the id fields (hospitals, users); an unknown id is written as the number. */
export interface CellLookups {
  hospital?: (id: number) => string | null | undefined;
  user?: (id: number) => string | null | undefined;
}

/** A field as the cell helper reads it (stroke/field-kit.ts FieldDeclaration and the areas' own). */
export interface CellField {
  readonly kind: string;
  readonly options?: readonly Option<string>[];
}

export interface CellOptions {
  timeZone?: string;
  lookups?: CellLookups;
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

function itemText(field: CellField, value: unknown, options: CellOptions): string {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  switch (field.kind) {
    case 'choice':
    case 'choices':
      return optionLabel(field.options ?? [], value as string);
    case 'dateTime':
      return typeof value === 'string' ? formatDateTime(value, timeZone) || value : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value, timeZone) || value : String(value);
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'hospital':
    case 'user': {
      const lookup = field.kind === 'hospital' ? options.lookups?.hospital : options.lookups?.user;
      return (typeof value === 'number' && lookup?.(value)) || String(value);
    }
    case 'specialists': {
      const entry = (value ?? {}) as { specialist?: unknown; specialistDateAndTime?: unknown };
      const at =
        typeof entry.specialistDateAndTime === 'string'
          ? formatDateTime(entry.specialistDateAndTime, timeZone)
          : '';
      const name = typeof entry.specialist === 'string' ? entry.specialist : '';
      return at ? `${name} (${at})` : name;
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * A field's value as a person reads it (not yet escaped): '' when empty; a list's items joined
 * with "; " (checkbox groups, medications, the handover history).
 */
export function cellText(field: CellField, value: unknown, options: CellOptions = {}): string {
  if (isBlank(value)) return '';
  if (Array.isArray(value)) {
    return value
      .filter((item) => !isBlank(item))
      .map((item) => itemText(field, item, options))
      .join(CSV_LIST_SEPARATOR);
  }
  return itemText(field, value, options);
}

/** The cell of a field's value: as a person reads it, safe from formula injection. */
export function csvCell(field: CellField, value: unknown, options: CellOptions = {}): string {
  return escapeFormula(cellText(field, value, options));
}
