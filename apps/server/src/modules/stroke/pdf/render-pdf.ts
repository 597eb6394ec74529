import { formatDateTime } from '@scout/domain/cases/dates';
import type { PDFPage } from 'pdf-lib';
import { DocumentFonts, drawable, type TextStyle } from './pdf-fonts.ts';

/**
 * A stroke record printed as a PDF (spec 3 §7.1 GET /form/generate/{type}, §7.2 GET
 * /consults/{id}/discharge-summary; issues 12, 13 and 23): the service's name, the document title
 * with the study ID and the patient identifiers at the top of every page; at the bottom of every
 * page who produced it and when, and "Page n of N"; then the sections in form order as label /
 * value rows. A row is never split across pages (a wrapped label or value moves to the next page
 * whole, unless it is longer than a page), and nothing is drawn over the header.
 * pdf-lib, no browser; the text in embedded, subset Unicode fonts (pdf-fonts.ts): every letter as
 * typed, a character no font has as a visible "[U+XXXX]" marker with a note on its page.
 */
export interface PdfSection {
  title: string;
  rows: Array<[label: string, value: string]>;
  /** Free text printed across the page under the title, before the rows (a hospital's letterhead, a note). */
  paragraph?: string;
}

export interface PdfDocumentContent {
  serviceName: string;
  /** 'VST Consult VST12' */
  title: string;
  /** 'Patient: LEE, Sam · DOB 03/04/1970 · URN UR1' */
  patientLine: string;
  sections: PdfSection[];
}

/** Who produces a PDF (printed in every page's footer) and the service's time zone. */
export interface PdfProducer {
  /** The user's name as SCOUT shows it. */
  by: string;
  timeZone: string;
  /** Defaults to now. */
  at?: Date;
}

/** The producer of a PDF a request asks for: the signed-in user, now, in the service's time zone. */
export const producerOf = (ctx: {
  user: { displayName: string };
  config: { timeZone: string };
}): PdfProducer => ({ by: ctx.user.displayName, timeZone: ctx.config.timeZone });

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const LABEL_WIDTH = 190;
const SIZE = 9;
const LINE = 12;
const HEADER_TOP = PAGE.height - MARGIN;
const HEADER_RULE = HEADER_TOP - 48;
/** The first baseline under the header rule: a section title's capitals clear the rule. */
export const BODY_TOP = HEADER_RULE - 18;
/** The lowest baseline of the body: its descenders clear the footer's two lines. */
export const BODY_BOTTOM = MARGIN + 26;
const NO_DATA = 'No data recorded.';
const MISSING_NOTE =
  'Characters shown as [U+XXXX] have no glyph in this PDF\u2019s fonts; the record in SCOUT holds them as typed.';

/**
 * Splits text into lines no wider than `width` by `measure` (words longer than a line are cut
 * between characters, never inside one).
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of drawable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = Array.from(word);
      while (rest.length > 1 && measure(rest.join('')) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut).join('')) > width) cut--;
        lines.push(rest.slice(0, cut).join(''));
        rest = rest.slice(cut);
      }
      line = rest.join('');
    }
    lines.push(line);
  }
  return lines;
}

/** Every string a document prints, by style, for the fonts to load what it needs. */
function textsOf(content: PdfDocumentContent, produced: string) {
  const bold = [content.serviceName, content.title];
  const regular = [content.patientLine, produced, MISSING_NOTE, `${content.title} - Page 1 of 1`, NO_DATA];
  for (const s of content.sections) {
    bold.push(s.title);
    regular.push(s.paragraph ?? '');
    for (const [label, value] of s.rows) {
      bold.push(label);
      regular.push(value);
    }
  }
  return { regular, bold };
}

export async function renderRecordPdf(
  content: PdfDocumentContent,
  producer: PdfProducer,
): Promise<Uint8Array> {
  // Loaded on the first PDF, not at start: pdf-lib is ~20 MB of a server's resident memory.
  const { PDFDocument, rgb } = await import('pdf-lib');
  const GREY = rgb(0.35, 0.35, 0.35);
  const doc = await PDFDocument.create();
  doc.setTitle(drawable(content.title));
  doc.setProducer('SCOUT');
  doc.setCreator('SCOUT');
  const produced = `Produced ${formatDateTime((producer.at ?? new Date()).toISOString(), producer.timeZone)} by ${producer.by}`;
  const fonts = await DocumentFonts.for(doc, textsOf(content, produced));
  const measure =
    (style: TextStyle, size = SIZE) =>
    (s: string) =>
      fonts.width(s, style, size);
  const valueWidth = PAGE.width - 2 * MARGIN - LABEL_WIDTH;
  const pagesWithMarkers = new Set<PDFPage>();
  const draw = (p: PDFPage, text: string, at: Parameters<DocumentFonts['draw']>[2]) => {
    if (fonts.draw(p, text, at)) pagesWithMarkers.add(p);
  };

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = BODY_TOP;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = BODY_TOP;
  };
  /** A new page unless the block whose last baseline is `depth` below y fits (or the page is fresh). */
  const keep = (depth: number) => {
    if (y - depth < BODY_BOTTOM && y < BODY_TOP) newPage();
  };
  /** Before a line inside a block taller than a page: a new page when the page is full. */
  const flow = () => {
    if (y < BODY_BOTTOM) newPage();
  };

  const rowsOf = (section: PdfSection) =>
    section.rows.map(([label, value]) => ({
      labels: wrapText(label, LABEL_WIDTH - 8, measure('bold')),
      values: wrapText(value, valueWidth, measure('regular')),
    }));

  for (const section of content.sections) {
    const rows = rowsOf(section);
    const paragraph = section.paragraph
      ? wrapText(section.paragraph, PAGE.width - 2 * MARGIN, measure('regular'))
      : [];
    const first = rows[0];
    const firstLines = paragraph.length ? 1 : first ? Math.max(first.labels.length, first.values.length) : 1;
    // The title with its rule, kept with the first line(s) that follow it.
    const gap = y < BODY_TOP ? 8 : 0;
    keep(gap + 4 + LINE * firstLines);
    if (y < BODY_TOP) y -= 8;
    draw(page, section.title, { x: MARGIN, y, size: 11, style: 'bold' });
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: PAGE.width - MARGIN, y: y - 4 },
      thickness: 0.5,
      color: GREY,
    });
    y -= 4 + LINE;
    for (const line of paragraph) {
      flow();
      draw(page, line, { x: MARGIN, y, size: SIZE, style: 'regular' });
      y -= LINE;
    }
    if (paragraph.length) y -= 2;
    if (!rows.length && !paragraph.length) {
      draw(page, NO_DATA, { x: MARGIN, y, size: SIZE, style: 'regular', color: GREY });
      y -= LINE;
    }
    for (const { labels, values } of rows) {
      const lines = Math.max(labels.length, values.length);
      keep((lines - 1) * LINE);
      for (let i = 0; i < lines; i++) {
        flow();
        const l = labels[i];
        const v = values[i];
        if (l) draw(page, l, { x: MARGIN, y, size: SIZE, style: 'bold' });
        if (v) draw(page, v, { x: MARGIN + LABEL_WIDTH, y, size: SIZE, style: 'regular' });
        y -= LINE;
      }
      y -= 2;
    }
  }

  // Header and footer on every page, once the page count is known.
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    draw(p, content.serviceName, { x: MARGIN, y: HEADER_TOP - 12, size: 13, style: 'bold' });
    draw(p, content.title, { x: MARGIN, y: HEADER_TOP - 28, size: 11, style: 'bold' });
    draw(p, content.patientLine, { x: MARGIN, y: HEADER_TOP - 42, size: SIZE, style: 'regular' });
    p.drawLine({
      start: { x: MARGIN, y: HEADER_RULE },
      end: { x: PAGE.width - MARGIN, y: HEADER_RULE },
      thickness: 1,
    });
    const pageOf = `${content.title} - Page ${i + 1} of ${pages.length}`;
    draw(p, pageOf, {
      x: PAGE.width - MARGIN - fonts.width(pageOf, 'regular', 8),
      y: MARGIN,
      size: 8,
      style: 'regular',
      color: GREY,
    });
    draw(p, produced, { x: MARGIN, y: MARGIN, size: 8, style: 'regular', color: GREY });
    if (pagesWithMarkers.has(p))
      fonts.draw(p, MISSING_NOTE, { x: MARGIN, y: MARGIN + 11, size: 7, style: 'regular', color: GREY });
  });
  return doc.save();
}
