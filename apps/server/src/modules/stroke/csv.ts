import { Readable } from 'node:stream';

/**
 * CSV for the stroke exports (spec 3 §7.1, §7.2: the consult and follow-up exports and
 * AUSCR_Report.csv), written as a stream so an export of every record never sits in memory (GUIDE
 * §6: stream CSV for large exports). No CSV library is installed; the format is small enough to
 * write here (RFC 4180):
 * - UTF-8 with a byte order mark, so spreadsheet programs read accented names correctly;
 * - CRLF line ends; a cell holding a comma, a quote, CR or LF is quoted, quotes doubled;
 * - formula injection is defused (OWASP "CSV Injection"): a cell starting with =, +, -, @, a tab
 *   or CR is written with a leading apostrophe, so a spreadsheet shows it as text instead of
 *   running it; plain numbers ("-1", "3.5") are left as they are.
 */

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell as written: defused, then quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV document as a stream: the BOM and the header, then each batch of rows `batches` yields
 * (read from the database a page at a time), pulled only as fast as the client reads.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<ReadonlyArray<ReadonlyArray<string | number | null | undefined>>>,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const batch of batches) {
      if (batch.length) yield batch.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * A CSV text parsed back (tests, and checks of what was exported): the BOM dropped, quoted cells
 * unquoted, rows split at CRLF or LF outside quotes.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
