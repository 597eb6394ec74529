/** The part of fontkit 2 (no bundled types) the PDF renderer uses (modules/stroke/pdf/pdf-fonts.ts). */
declare module 'fontkit' {
  export interface FontkitSubset {
    encode(): Uint8Array;
    encodeStream?: () => unknown;
  }
  export interface FontkitFont {
    readonly postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    createSubset(): FontkitSubset;
  }
  export function create(buffer: Uint8Array): FontkitFont;
}
