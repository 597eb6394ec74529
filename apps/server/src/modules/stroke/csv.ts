import { Readable } from 'node:stream';
import { CSV_BOM, type CsvValue, csvLine } from '@scout/domain/reports/csv-cell';

/**
 * CSV for the stroke exports (spec 3 §7.1, §7.2: the consult and follow-up exports,
 * AUSCR_Report.csv, ReperfusionCasesDataExport.csv), written as a stream so an export of every
 * record never sits in memory (GUIDE §6: stream CSV for large exports). The cell rule (RFC 4180
 * quoting, formula injection defused, plain numbers kept) is the domain's one implementation
 * (reports/csv-cell.ts); no CSV library is installed and the format is small enough to write here.
 */
export { CSV_BOM, csvCell, csvLine } from '@scout/domain/reports/csv-cell';

/**
 * A CSV document as a stream: the BOM and the header, then each batch of rows `batches` yields
 * (read from the database a page at a time), pulled only as fast as the client reads.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<ReadonlyArray<ReadonlyArray<CsvValue>>>,
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
