import type { PDFFont, PDFPage } from 'pdf-lib';

/**
 * A stroke record printed as a PDF (spec 3 §7.1 GET /form/generate/{type}, §7.2 GET
 * /consults/{id}/discharge-summary; issues 12 and 13): the service's name, the document title
 * with the study ID and the patient identifiers at the top of every page, page numbers at the
 * bottom, then the sections in form order as label / value rows.
 * pdf-lib with the standard Helvetica fonts: pure JavaScript, no browser, no font files; text the
 * standard fonts cannot encode (WinAnsi) is printed as '?'.
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

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const LABEL_WIDTH = 190;
const SIZE = 9;
const LINE = 12;
const HEADER_BOTTOM = PAGE.height - MARGIN - 52;
const FOOTER_TOP = MARGIN + 16;

/** The text as the standard fonts can print it (unsupported characters become '?'). */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    if (ch === '\n') {
      out += ch;
      continue;
    }
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Splits text into lines no wider than `width` (words longer than a line are cut). */
function wrap(font: PDFFont, text: string, width: number, size = SIZE): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export async function renderRecordPdf(content: PdfDocumentContent): Promise<Uint8Array> {
  // Loaded on the first PDF, not at start: pdf-lib is ~20 MB of a server's resident memory.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const GREY = rgb(0.35, 0.35, 0.35);
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setProducer('SCOUT');
  doc.setCreator('SCOUT');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const valueWidth = PAGE.width - 2 * MARGIN - LABEL_WIDTH;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = HEADER_BOTTOM;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = HEADER_BOTTOM;
  };
  const room = (height: number) => {
    if (y - height < FOOTER_TOP + 8) newPage();
  };

  for (const section of content.sections) {
    room(LINE * 3);
    y -= 8;
    page.drawText(printable(bold, section.title), { x: MARGIN, y, size: 11, font: bold });
    y -= 4;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: GREY,
    });
    y -= LINE;
    if (section.paragraph) {
      for (const line of wrap(regular, section.paragraph, PAGE.width - 2 * MARGIN)) {
        room(LINE);
        page.drawText(line, { x: MARGIN, y, size: SIZE, font: regular });
        y -= LINE;
      }
      y -= 2;
    }
    if (!section.rows.length && !section.paragraph) {
      page.drawText('No data recorded.', { x: MARGIN, y, size: SIZE, font: regular, color: GREY });
      y -= LINE;
    }
    for (const [label, value] of section.rows) {
      const labelLines = wrap(bold, label, LABEL_WIDTH - 8);
      const valueLines = wrap(regular, value, valueWidth);
      const lines = Math.max(labelLines.length, valueLines.length);
      for (let i = 0; i < lines; i++) {
        room(LINE);
        const l = labelLines[i];
        const v = valueLines[i];
        if (l) page.drawText(l, { x: MARGIN, y, size: SIZE, font: bold });
        if (v) page.drawText(v, { x: MARGIN + LABEL_WIDTH, y, size: SIZE, font: regular });
        y -= LINE;
      }
      y -= 2;
    }
  }

  // Header and footer on every page, once the page count is known.
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const top = PAGE.height - MARGIN;
    p.drawText(printable(bold, content.serviceName), { x: MARGIN, y: top - 12, size: 13, font: bold });
    p.drawText(printable(bold, content.title), { x: MARGIN, y: top - 28, size: 11, font: bold });
    p.drawText(printable(regular, content.patientLine), {
      x: MARGIN,
      y: top - 42,
      size: SIZE,
      font: regular,
    });
    p.drawLine({
      start: { x: MARGIN, y: top - 48 },
      end: { x: PAGE.width - MARGIN, y: top - 48 },
      thickness: 1,
    });
    const footer = `${content.title} - Page ${i + 1} of ${pages.length}`;
    const width = regular.widthOfTextAtSize(footer, 8);
    p.drawText(printable(regular, footer), {
      x: PAGE.width - MARGIN - width,
      y: MARGIN,
      size: 8,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
}
