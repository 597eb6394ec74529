import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a reader gets out of a PDF, through poppler-utils and qpdf (installed on the machines and by
 * .ci/run), for the HTTP tests of the stroke PDFs (not a test file itself).
 */

/** The PDF's text as pdftotext extracts it (UTF-8, reading order); `page` limits it to one page. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', ['-enc', 'UTF-8', ...range, '-', '-'], { input: pdf }).toString('utf8');
}

/** The text without the bidi embedding marks pdftotext puts around right-to-left words. */
export const withoutBidiMarks = (text: string) =>
  text.replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');

export interface PdfFontRow {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

/** The fonts the PDF uses, as pdffonts lists them. */
export function pdfFonts(pdf: Uint8Array): PdfFontRow[] {
  const out = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      // name, type (may hold spaces), encoding, emb, sub, uni, object id, generation
      const cells = line.trim().split(/\s+/);
      const [emb, sub, uni] = cells.slice(-5, -2);
      return {
        name: cells[0] ?? '',
        type: cells.slice(1, -6).join(' '),
        embedded: emb === 'yes',
        subset: sub === 'yes',
        unicode: uni === 'yes',
      };
    });
}

/** The number of pages (pdfinfo). */
export function pdfPages(pdf: Uint8Array): number {
  const out = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(out)?.[1] ?? 0);
}

/** qpdf --check's verdict: the exit code is 0 (2 on errors, 3 on warnings: both throw). */
export function qpdfCheck(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-pdf-'));
  try {
    const file = path.join(dir, 'check.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('qpdf', ['--check', file]).toString('utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Word boxes (pdftotext -bbox): each word with its page and top/bottom from the page's top edge. */
export function pdfWords(pdf: Uint8Array): Array<{ page: number; word: string; yMin: number; yMax: number }> {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
  const words: Array<{ page: number; word: string; yMin: number; yMax: number }> = [];
  let page = 0;
  for (const [, pageTag, yMin, yMax, word] of html.matchAll(
    /(<page )|<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (pageTag) {
      page += 1;
      continue;
    }
    words.push({ page, word: word ?? '', yMin: Number(yMin), yMax: Number(yMax) });
  }
  return words;
}

/**
 * Names as users type them, for the PDF tests (issue 23): the patient's Vietnamese, the referrer's
 * Polish, and one name in each other script SCOUT's patients carry (Arabic: two words, read right
 * to left; an emoji).
 */
export const SCRIPT_NAMES = {
  patient: { lastName: 'Nguyễn', firstName: 'Thị Ánh' },
  /** The patient line prints the last name in capitals. */
  patientLine: 'NGUYỄN, Thị Ánh',
  referrer: { referrerFirstName: 'Łukasz', referrerLastName: 'Żółć' },
  others: ['Παπαδόπουλος', 'Журавлёва Анна', '王秀英', 'محمد علي', '🧬 Đức 👍'],
} as const;

/**
 * The names of SCRIPT_NAMES the PDF does not read back exactly (pdftotext, bidi marks removed):
 * [] when every one is there.
 */
export function namesNotReadBack(pdf: Uint8Array, names: readonly string[]): string[] {
  const text = withoutBidiMarks(pdfText(pdf));
  return names.filter((name) => !text.includes(name));
}

/** Every name of SCRIPT_NAMES: the patient line, the referrer's and the others. */
export const ALL_SCRIPT_NAMES: readonly string[] = [
  SCRIPT_NAMES.patientLine,
  ...Object.values(SCRIPT_NAMES.referrer),
  ...SCRIPT_NAMES.others,
];

/**
 * What the PDF tests of a record holding SCRIPT_NAMES check, in one value to compare with
 * SCRIPT_PDF_OK: the names pdftotext does not read back, the fonts that are not embedded subsets
 * with a Unicode map, whether there are the five fonts (Noto Sans regular and bold, Arabic, CJK,
 * emoji), whether qpdf finds the file sound, and whether the footer names who produced it and when.
 */
export function scriptPdfReport(pdf: Uint8Array, names: readonly string[], producer: string) {
  const fonts = pdfFonts(pdf);
  const footer = new RegExp(
    `Produced \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d by ${producer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );
  return {
    namesNotReadBack: namesNotReadBack(pdf, names),
    fontsNotEmbeddedSubsets: fonts.filter((f) => !(f.embedded && f.subset && f.unicode)).map((f) => f.name),
    fiveFontsOrMore: fonts.length >= 5,
    qpdfSound: qpdfCheck(pdf).includes('No syntax or stream encoding errors'),
    producedByFooter: footer.test(pdfText(pdf)),
  };
}

export const SCRIPT_PDF_OK = {
  namesNotReadBack: [],
  fontsNotEmbeddedSubsets: [],
  fiveFontsOrMore: true,
  qpdfSound: true,
  producedByFooter: true,
};
