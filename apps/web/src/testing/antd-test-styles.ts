import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface Rule {
  selectors: string[];
  declarations: string[];
}
type Block = { media: string; rules: Rule[] } | Rule;

const INHERITED = new Set(['visibility', 'pointer-events']);
/** A selector of a pseudo-element (never an element a test finds). */
const PSEUDO_ELEMENT = /::[a-z-]+|:(before|after|first-line|first-letter)(?![\w-])/;

/** Splits `text` at top-level `sep` (outside quotes, parentheses and brackets). */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Index of the `{` or `}` matching the search from `from`, outside quotes. */
function scan(css: string, from: number, stopAtOpen: boolean): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (stopAtOpen) return i;
      depth++;
    } else if (c === '}' && !stopAtOpen && --depth === 0) return i;
  }
  return stopAtOpen ? -1 : css.length;
}

function parse(css: string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < css.length) {
    const open = scan(css, i, true);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const close = scan(css, open, false);
    const body = css.slice(open + 1, close);
    i = close + 1;
    if (/^@(media|supports|container)/.test(prelude)) {
      blocks.push({ media: prelude, rules: parse(body).filter((b): b is Rule => 'selectors' in b) });
    } else if (!prelude.startsWith('@')) {
      blocks.push({
        selectors: splitTop(prelude, ',').map((s) => s.trim()),
        declarations: splitTop(body, ';')
          .map((d) => d.trim())
          .filter(Boolean),
      });
    }
  }
  return blocks;
}

const property = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();
const value = (declaration: string) => declaration.slice(declaration.indexOf(':') + 1).trim();
/** The classes of a selector's last compound (the element it styles). */
const subjectClasses = (selector: string) =>
  (splitTop(selector.replace(/\s*[>+~]\s*/g, ' '), ' ').at(-1) ?? '').match(/\.[\w-]+/g) ?? [];

/**
 * What Ant Design's stylesheet says about whether an element shows and takes pointer events, and
 * nothing else: the `display`, `visibility` and `pointer-events` rules of antd/dist/antd.css (the
 * stylesheet of antd's zero-runtime mode, the same rules antd generates at run time). `display`
 * rules other than `display: none` are kept only where they could undo one on the same element;
 * visibility and pointer-events are inherited, so all of their rules are kept. Rules for
 * pseudo-elements and keyframes are dropped.
 */
export function antdVisibilityCss(): string {
  const require = createRequire(import.meta.url);
  const blocks = parse(readFileSync(require.resolve('antd/dist/antd.css'), 'utf8'));
  const rules = blocks.flatMap((b) => ('media' in b ? b.rules : [b]));
  const hiddenClasses = new Set(
    rules
      .filter((r) => r.declarations.some((d) => property(d) === 'display' && value(d).startsWith('none')))
      .flatMap((r) => r.selectors.flatMap(subjectClasses)),
  );
  const keep = (rule: Rule): string => {
    const selectors = rule.selectors.filter((s) => !PSEUDO_ELEMENT.test(s));
    const declarations = rule.declarations.filter((d) => {
      const name = property(d);
      if (INHERITED.has(name)) return true;
      if (name !== 'display') return false;
      return (
        value(d).startsWith('none') ||
        selectors.some((s) => subjectClasses(s).some((c) => hiddenClasses.has(c)))
      );
    });
    return selectors.length && declarations.length ? `${selectors.join(',')}{${declarations.join(';')}}` : '';
  };
  return blocks
    .map((b) => {
      if (!('media' in b)) return keep(b);
      const inner = b.rules.map(keep).join('');
      return inner ? `${b.media}{${inner}}` : '';
    })
    .join('');
}

/** The attribute antd's style injection (@rc-component/util) puts on every style element it adds. */
export const ANTD_RUNTIME_STYLE = 'data-rc-order';

/**
 * Testing Library (hidden elements have no role, closed dropdowns no options) and user-event (no
 * clicks through `pointer-events: none`) read computed styles, and happy-dom computes a style by
 * matching every rule of the document against the element and its ancestors. Ant Design's runtime
 * stylesheet (thousands of rules, plus its design tokens as hundreds of CSS variables on every
 * component) made each role query over a form take up to a second. This keeps antd's runtime style
 * elements in the DOM but out of happy-dom's style computation, and adds antdVisibilityCss()
 * instead: the same answers to "is it shown, can it be clicked" at a fraction of the cost.
 */
export function installAntdTestStyles(): void {
  const sheet = Object.getOwnPropertyDescriptor(HTMLStyleElement.prototype, 'sheet');
  Object.defineProperty(HTMLStyleElement.prototype, 'sheet', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return this.hasAttribute(ANTD_RUNTIME_STYLE) ? null : sheet?.get?.call(this);
    },
  });
  const visibility = document.createElement('style');
  visibility.textContent = antdVisibilityCss();
  document.head.append(visibility);
}
