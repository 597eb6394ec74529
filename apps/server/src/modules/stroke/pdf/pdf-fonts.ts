import { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontkitFont } from 'fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * The fonts of the stroke PDFs (issue 23 item 1): every letter a user can type into SCOUT prints
 * as itself, embedded and subset (only the glyphs a PDF uses travel with it, so a PDF stays small).
 *
 * - Noto Sans (regular and bold) prints Latin with every European and Vietnamese letter, Greek and
 *   Cyrillic; the fallbacks are read from disk only when a document holds a letter Noto Sans has
 *   not, in this order: Noto Naskh Arabic, Noto Emoji (monochrome), Noto Sans CJK SC (Chinese,
 *   simplified and traditional, and Japanese kana; 8 MB, read and parsed once per process, only
 *   for a record that needs it). All are OFL-1.1 fonts from npm packages.
 * - Each string is cut into runs by the font that has the glyph (a space or punctuation mark stays
 *   in the run it is in, so an Arabic or Chinese phrase is one run); fontkit shapes each run (Arabic
 *   letters joined, right to left within the run). A paragraph is laid left to right: an Arabic
 *   phrase inside English text reads right to left as one piece, as the bidi algorithm would place
 *   it; there is no full bidi reordering of a line that mixes several right-to-left phrases with
 *   left-to-right text.
 * - A character no font has is printed as a visible marker "[U+XXXXX]" (never '?'), and the page
 *   says so (render-pdf.ts). Invisible format characters (variation selectors, joiners, bidi
 *   marks) no font draws are left out of the drawing: they have no ink.
 * - fontkit 2 embeds and subsets: @pdf-lib/fontkit 1.1.1 (pdf-lib's own fork) writes subsets of the
 *   Noto Sans 2.x fonts with truncated glyph outlines (letters missing from the page). pdf-lib asks
 *   its fontkit for `subset.encodeStream()`, which fontkit 2 replaced by `encode()`: the adapter
 *   below answers it. The subset fonts are named with the PDF's six-letter subset tag
 *   ("ABCDEF+NotoSans-Regular", ISO 32000-1 §9.6.4), so pdffonts lists them as subsets.
 */

const require = createRequire(import.meta.url);

type FaceName = 'sans' | 'sansBold' | 'arabic' | 'arabicBold' | 'emoji' | 'cjk';
export type TextStyle = 'regular' | 'bold';

const FACE_FILES: Record<FaceName, readonly [pkg: string, relative: string]> = {
  sans: ['@embedpdf/fonts-latin', '../fonts/NotoSans-Regular.ttf'],
  sansBold: ['@embedpdf/fonts-latin', '../fonts/NotoSans-Bold.ttf'],
  arabic: ['@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Regular.ttf'],
  arabicBold: ['@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Bold.ttf'],
  emoji: ['@expo-google-fonts/noto-emoji', './400Regular/NotoEmoji_400Regular.ttf'],
  cjk: ['@embedpdf/fonts-sc', '../fonts/NotoSansHans-Regular.otf'],
};

/** The faces a style tries, in order: the first is the style's own, then the fallbacks. */
const CHAINS: Record<TextStyle, readonly FaceName[]> = {
  regular: ['sans', 'arabic', 'emoji', 'cjk'],
  bold: ['sansBold', 'arabicBold', 'emoji', 'cjk'],
};

interface Face {
  bytes: Uint8Array;
  font: FontkitFont;
}

type Fontkit2 = typeof import('fontkit');

let fontkitLoad: Promise<Fontkit2> | null = null;
const fontkit2 = () => {
  fontkitLoad ??= import('fontkit');
  return fontkitLoad;
};

/** A subset's bytes as the event stream pdf-lib reads ('data', then 'end'). */
function streamOf(encode: () => Uint8Array): EventEmitter {
  const stream = new EventEmitter();
  setImmediate(() => {
    try {
      stream.emit('data', encode());
      stream.emit('end');
    } catch (error) {
      stream.emit('error', error);
    }
  });
  return stream;
}

/**
 * The Latin faces draw without glyph composition/decomposition (OpenType 'ccmp'): Noto Sans
 * decomposes 'ị' into the glyphs of 'i' and a dot below, and pdf-lib maps each subset glyph to the
 * text of its last use, so every 'i' of the PDF would then read back as 'ị'. Text is drawn in NFC
 * and Noto Sans has a glyph of its own for every precomposed letter, so nothing is lost.
 */
const LATIN: ReadonlySet<FaceName> = new Set(['sans', 'sansBold']);

/** Font bytes and their parse, once per process per face (a face is read only when first needed). */
const faces = new Map<FaceName, Promise<Face>>();
/** The parse of each face's bytes, for the fontkit pdf-lib is handed (no second parse per PDF). */
const parsed = new WeakMap<Uint8Array, FontkitFont>();

async function loadFace(name: FaceName): Promise<Face> {
  const [pkg, relative] = FACE_FILES[name];
  const file = path.resolve(path.dirname(require.resolve(pkg)), relative);
  const [bytes, fontkit] = await Promise.all([fs.readFile(file), fontkit2()]);
  const font = fontkit.create(bytes);
  // pdf-lib's subset embedder reads `subset.encodeStream()` (see above).
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    subset.encodeStream = () => streamOf(() => subset.encode());
    return subset;
  };
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  parsed.set(view, font);
  return { bytes: view, font };
}

function face(name: FaceName): Promise<Face> {
  let found = faces.get(name);
  if (!found) {
    found = loadFace(name);
    found.catch(() => faces.delete(name));
    faces.set(name, found);
  }
  return found;
}

const fontkitForPdfLib = {
  create(bytes: Uint8Array) {
    const font = parsed.get(bytes);
    if (!font) throw new Error('PDF fonts: only the faces of pdf-fonts.ts are embedded');
    return font;
  },
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/** Characters with no ink (format controls, variation selectors, joiners, bidi marks, tags). */
const FORMAT = /\p{Cf}/u;
const invisible = (ch: string, cp: number) =>
  FORMAT.test(ch) ||
  (cp >= 0xfe00 && cp <= 0xfe0f) ||
  (cp >= 0xe0100 && cp <= 0xe01ef) ||
  cp === 0x034f ||
  (cp >= 0x180b && cp <= 0x180d);
/** Letters and digits choose their font; spaces, punctuation, symbols and marks stay in the run's. */
const STRONG = /[\p{L}\p{N}]/u;

/** A code point's visible stand-in when no font has it: "[U+1F9EC]". */
export const missingMarker = (codePoint: number) =>
  `[U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}]`;

/** The text as drawn: canonical composition (NFC, the same text), lines as '\n'. */
export const drawable = (text: string) => text.replace(/\r\n?/g, '\n').normalize('NFC');

interface Run {
  face: FaceName | null;
  text: string;
}

/** The six-letter subset tag of a font in one PDF (ISO 32000-1 §9.6.4). */
function subsetTag(): string {
  let tag = '';
  for (let i = 0; i < 6; i++) tag += String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return tag;
}

/**
 * The fonts of one PDF: the faces its text needs, embedded as subsets, and text measured and
 * drawn run by run in them. `for` reads every string the PDF will print first, so that measuring
 * and drawing are synchronous and a fallback is loaded only when the text needs it.
 */
export class DocumentFonts {
  private constructor(
    private readonly loaded: ReadonlyMap<FaceName, Face>,
    private readonly embedded: ReadonlyMap<FaceName, PDFFont>,
  ) {}

  static async for(
    doc: PDFDocument,
    texts: Readonly<Record<TextStyle, Iterable<string>>>,
  ): Promise<DocumentFonts> {
    doc.registerFontkit(fontkitForPdfLib);
    const loaded = new Map<FaceName, Face>();
    for (const style of ['regular', 'bold'] as const) {
      const [own, ...fallbacks] = CHAINS[style] as [FaceName, ...FaceName[]];
      const primary = await face(own);
      loaded.set(own, primary);
      // The code points the style's own face lacks, then its fallbacks in order until none is left.
      const lacking = new Set<number>();
      for (const text of texts[style]) {
        for (const ch of drawable(text)) {
          const cp = ch.codePointAt(0) as number;
          if (ch !== '\n' && !invisible(ch, cp) && !primary.font.hasGlyphForCodePoint(cp)) lacking.add(cp);
        }
      }
      for (const name of fallbacks) {
        if (!lacking.size) break;
        const f = await face(name);
        const covered = [...lacking].filter((cp) => f.font.hasGlyphForCodePoint(cp));
        if (!covered.length) continue;
        for (const cp of covered) lacking.delete(cp);
        loaded.set(name, f);
      }
    }
    const embedded = new Map<FaceName, PDFFont>();
    for (const [name, f] of loaded) {
      embedded.set(
        name,
        await doc.embedFont(f.bytes, {
          subset: true,
          customName: `${subsetTag()}+${f.font.postscriptName}`,
          ...(LATIN.has(name) ? { features: { ccmp: false } } : {}),
        }),
      );
    }
    return new DocumentFonts(loaded, embedded);
  }

  private has(name: FaceName, codePoint: number): boolean {
    return this.loaded.get(name)?.font.hasGlyphForCodePoint(codePoint) ?? false;
  }

  /** The text cut into runs by font; a character no font has is a run of its own (face null). */
  private runs(text: string, style: TextStyle): Run[] {
    const chain = CHAINS[style].filter((name) => this.loaded.has(name));
    const runs: Run[] = [];
    const chars = Array.from(drawable(text));
    const choose = (cp: number) => chain.find((name) => this.has(name, cp)) ?? null;
    /** The face of the next letter or digit after index i (null at the end). */
    const nextStrong = (i: number): FaceName | null => {
      for (let j = i + 1; j < chars.length; j++) {
        const ch = chars[j] as string;
        if (STRONG.test(ch)) return choose(ch.codePointAt(0) as number);
      }
      return null;
    };
    chars.forEach((ch, i) => {
      const cp = ch.codePointAt(0) as number;
      const last = runs[runs.length - 1];
      const face = last?.face ?? null;
      // A space, punctuation mark or symbol stays in its run when the run's face has it and, for a
      // space or punctuation, the run goes on after it (an Arabic or Chinese phrase stays one run;
      // the space after it goes to the text that follows).
      const stays =
        face &&
        !STRONG.test(ch) &&
        this.has(face, cp) &&
        (/[\p{M}\p{S}]/u.test(ch) || face === chain[0] || nextStrong(i) === face);
      if (invisible(ch, cp)) {
        if (stays && last) last.text += ch;
        return;
      }
      const chosen = stays ? face : choose(cp);
      if (chosen && last && face === chosen) last.text += ch;
      else runs.push(chosen ? { face: chosen, text: ch } : { face: null, text: missingMarker(cp) });
    });
    return runs;
  }

  private fontOf(run: Run, style: TextStyle): PDFFont {
    return this.embedded.get(run.face ?? (CHAINS[style][0] as FaceName)) as PDFFont;
  }

  /** The width of the text at `size` points. */
  width(text: string, style: TextStyle, size: number): number {
    let width = 0;
    for (const run of this.runs(text, style))
      width += this.fontOf(run, style).widthOfTextAtSize(run.text, size);
    return width;
  }

  /** Draws one line of text; true when a character was printed as its missing-glyph marker. */
  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; style: TextStyle; color?: Color },
  ): boolean {
    let x = at.x;
    let missing = false;
    for (const run of this.runs(text, at.style)) {
      const font = this.fontOf(run, at.style);
      if (!run.face) missing = true;
      page.drawText(run.text, { x, y: at.y, size: at.size, font, ...(at.color ? { color: at.color } : {}) });
      x += font.widthOfTextAtSize(run.text, at.size);
    }
    return missing;
  }
}
