import zlib from 'node:zlib';

/**
 * The text a PDF shows (for the HTTP tests of the stroke PDFs; not a test file itself): its content
 * streams inflated, its strings (hex or literal) decoded, one drawn string per line.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1] ?? '';
    try {
      content = zlib.inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // not compressed
    }
    for (const [, hex, literal] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      texts.push(hex ? Buffer.from(hex, 'hex').toString('latin1') : (literal ?? ''));
    }
  }
  return texts.join('\n');
}
