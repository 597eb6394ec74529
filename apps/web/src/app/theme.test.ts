import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One source of design tokens (issue 26): a colour is written only in app/theme.ts; CSS reads antd's
 * variables (`var(--ant-color-primary)`) or the product ones theme.ts writes (`var(--scout-header-bg)`).
 * This fails on a hex, rgb()/rgba() or hsl()/hsla() colour anywhere else in apps/web/src (CSS, TS,
 * TSX, comments included), naming the file and line. Test files are left out: they may assert colours.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const THEME_FILE = 'app/theme.ts';

/**
 * Files that may still hold colour literals, with the reason and when the exception goes. Keep it
 * empty; an entry is a debt, not a licence.
 */
const KNOWN_EXCEPTIONS = new Set<string>([]);

const HEX = /(?<![\w&#/])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})(?![\w-])/gi;
const FUNCTIONAL = /\b(?:rgba?|hsla?)\s*\([^)]*\)?/gi;

/** Every `file:line: literal` of a colour literal in `text`. */
export function colourLiterals(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of [...line.matchAll(HEX), ...line.matchAll(FUNCTIONAL)]) {
      found.push(`${file}:${index + 1}: ${match[0]}`);
    }
  });
  return found;
}

function sourceFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('design tokens', () => {
  it('finds hex, rgb() and hsl() colours and names file and line', () => {
    const text = [
      'a { color: #0b4f8a; }',
      'b { color: rgba(0, 0, 0, 0.5); background: #FFF }',
      "c = 'hsl(0 0% 0%)';",
    ];
    expect(colourLiterals('x.css', text.join('\n'))).toEqual([
      'x.css:1: #0b4f8a',
      'x.css:2: #FFF',
      'x.css:2: rgba(0, 0, 0, 0.5)',
      'x.css:3: hsl(0 0% 0%)',
    ]);
    // Not colours: an element id, a URL fragment, an HTML entity, a number.
    expect(colourLiterals('y.tsx', "href='#main-content' id='#root' x='&#123;' n='#1' u='/a#abc'")).toEqual(
      [],
    );
  });

  it('no colour literal outside app/theme.ts', () => {
    const found = sourceFiles()
      .filter((file) => file !== THEME_FILE && !KNOWN_EXCEPTIONS.has(file))
      .flatMap((file) =>
        colourLiterals(`apps/web/src/${file}`, fs.readFileSync(path.join(SRC, file), 'utf8')),
      );
    expect(found, 'colour literals: use a variable from app/theme.ts').toEqual([]);
  });

  it('the exceptions still hold colours (remove an entry once its file is converted)', () => {
    for (const file of KNOWN_EXCEPTIONS) {
      expect(
        colourLiterals(file, fs.readFileSync(path.join(SRC, file), 'utf8')).length,
        file,
      ).toBeGreaterThan(0);
    }
  });
});
