import type { CaseLayout } from './case-page-context.tsx';

/** The attribute of each part's wrapper in CaseSectionsOutlet: the section key. */
const PART_ATTRIBUTE = 'data-case-part';

/** The wrapper props of a part (CaseSectionsOutlet): found by key, styled for its focus. */
export const partProps = (key: string) => ({ [PART_ATTRIBUTE]: key, className: 'scout-case-part' });

/**
 * Where a chosen section starts, in order of preference: its heading (SectionPanel in the cards
 * layout, `data-section-heading`), its panel's header (SectionPanel in the panels layout: the
 * Collapse header, a button named by the section's title), the title of its first card (a part
 * that frames itself: ECMO's clinical details, notes, transfer).
 */
const STARTS = ['[data-section-heading]', '.ant-collapse-header', '.ant-card-head-title'];

const partOf = (key: string) => document.querySelector<HTMLElement>(`[${PART_ATTRIBUTE}="${key}"]`);

/** Scrolls the page to a section's part (the panels layout: a deep link, a section chosen). */
export function scrollToSection(key: string) {
  partOf(key)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/**
 * Moves the keyboard focus to the start of a section just chosen from the menu (WCAG 2.4.3: a
 * keyboard or screen-reader user lands on the content, not left in the menu), and in the panels
 * layout scrolls the section's panel into view. Without a heading, header or card title (a part
 * still loading), the part itself takes the focus. A target that is not focusable is made so with
 * tabIndex -1 (reachable by script, not by Tab). Returns the focused element.
 */
export function revealSection(key: string, layout: CaseLayout): HTMLElement | null {
  const part = partOf(key);
  if (!part) return null;
  if (layout === 'panels') scrollToSection(key);
  let target: HTMLElement | null = null;
  for (const selector of STARTS) {
    target = part.querySelector<HTMLElement>(selector);
    if (target) break;
  }
  target ??= part;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: layout === 'panels' });
  return target;
}
