import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfPages, pdfText, pdfWords, qpdfCheck, withoutBidiMarks } from './pdf-text.ts';
import { type PdfDocumentContent, renderRecordPdf } from './render-pdf.ts';

/**
 * The stroke PDFs' renderer as a reader sees its output (pdftotext, pdffonts, qpdf; issue 23 item
 * 1): names in every script as typed, fonts embedded as subsets, rows never split across a page,
 * nothing over the header, and who produced the PDF and when on every page.
 */

const producer = {
  by: 'Dr Łukasz Żółć',
  at: new Date('2026-03-04T23:05:00Z'),
  timeZone: 'Australia/Melbourne',
};
const header = {
  serviceName: 'SCOUT Test Service',
  title: 'VST Consult VST7',
  patientLine: 'Patient: NGUYỄN, Thị Ánh',
};

/** Names as users type them, one script each (Arabic: two words, read right to left). */
export const NAMES = {
  vietnamese: 'Nguyễn, Thị Ánh',
  polish: 'Łukasz Żółć',
  greek: 'Παπαδόπουλος',
  cyrillic: 'Журавлёва Анна',
  chinese: '王秀英',
  arabic: 'محمد علي',
  emoji: '🧬 Đức 👍',
};

describe('renderRecordPdf', () => {
  it('prints every script as typed, in embedded subset fonts, and marks a character no font has', async () => {
    const content: PdfDocumentContent = {
      ...header,
      sections: [
        {
          title: 'Names',
          rows: [
            ...Object.entries(NAMES).map(([script, name]): [string, string] => [script, name]),
            ['Hieroglyph', 'Scribe 𓀀 wrote'],
          ],
        },
      ],
    };
    const pdf = await renderRecordPdf(content, producer);
    const text = withoutBidiMarks(pdfText(pdf));
    for (const name of Object.values(NAMES)) expect(text).toContain(name);
    expect(text).toContain('NGUYỄN, Thị Ánh');
    expect(text).not.toContain('?');
    // No font draws U+13000: a visible marker and the page says what it means.
    expect(text).toContain('Scribe [U+13000] wrote');
    expect(text).toContain('Characters shown as [U+XXXX] have no glyph');
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoEmoji-Regular',
      'NotoNaskhArabic',
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansHans-Regular',
    ]);
    for (const f of fonts) expect(f, f.name).toMatchObject({ embedded: true, subset: true, unicode: true });
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors');
    // Subsets: the fonts' files are 0.1 to 8 MB; the PDF carries only the glyphs it draws.
    expect(pdf.byteLength).toBeLessThan(120_000);
  });

  it('loads no fallback font for Latin text: two embedded subsets, a small file', async () => {
    const pdf = await renderRecordPdf(
      { ...header, sections: [{ title: 'Referrer', rows: [['Name', 'Sam Lee']] }] },
      producer,
    );
    expect(pdfFonts(pdf).map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
    ]);
    expect(pdf.byteLength).toBeLessThan(40_000);
  });

  it('keeps a row whose label wraps on one page, draws nothing over the header rule, and says on every page who produced it and when', async () => {
    const label = (k: number) =>
      `Was the swallow screened or assessed before food or liquid was given by mouth? end${k}x`;
    const rows = Array.from({ length: 70 }, (_, k): [string, string] => [label(k), `begin${k}x`]);
    // An ASCII header and producer, so that this test is about the layout alone.
    const ascii = { ...header, patientLine: 'Patient: LEE, Sam' };
    const pdf = await renderRecordPdf(
      { ...ascii, sections: [{ title: 'Clinical Information', rows }] },
      { ...producer, by: 'Dr Sam Lee' },
    );
    const pages = pdfPages(pdf);
    expect(pages).toBeGreaterThan(2);
    const words = pdfWords(pdf);
    const pageOf = (word: string) => words.find((w) => w.word === word)?.page;
    for (let k = 0; k < rows.length; k++) {
      expect(pageOf(`begin${k}x`), `row ${k}`).toBeDefined();
      expect(pageOf(`end${k}x`), `row ${k}`).toBe(pageOf(`begin${k}x`));
    }
    // The header rule is 88 pt below the page's top edge: above it only the header's words.
    const headerWords = new Set(`${ascii.serviceName} ${ascii.title} ${ascii.patientLine}`.split(' '));
    for (const w of words.filter((w) => w.yMax > 80 && w.yMin < 88))
      expect(headerWords.has(w.word), w.word).toBe(true);
    for (const w of words.filter((w) => w.yMin < 88)) expect(w.yMax, w.word).toBeLessThan(88);
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(pdf, page);
      // 23:05 UTC on 4 March is 10:05 on 5 March in Melbourne (daylight time).
      expect(text).toContain('Produced 05/03/2026 10:05 by Dr Sam Lee');
      expect(text).toContain(`VST Consult VST7 - Page ${page} of ${pages}`);
    }
  });
});
