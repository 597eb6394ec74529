import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only driving (issue 15 item 3, WCAG 2.1.1): every helper moves the focus with Tab or
 * Shift+Tab until it reaches the control, then uses only keys (typing, Enter, Space, arrows).
 * A control the keyboard cannot reach fails the journey. Nothing here clicks.
 */

/** The browser APIs the page functions below use (this project compiles without the DOM library). */
interface Styles {
  outlineStyle: string;
  outlineWidth: string;
  boxShadow: string;
}
interface FocusedElement {
  tagName: string;
  id: string;
  textContent: string | null;
  checked?: boolean;
  getAttribute(name: string): string | null;
  closest(selector: string): FocusedElement | null;
  matches(selector: string): boolean;
}
declare const document: { activeElement: FocusedElement | null; body: FocusedElement };
declare function getComputedStyle(el: FocusedElement): Styles;

/** True when the focus is on `target` or inside it. */
async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (el) =>
      el === document.activeElement ||
      (el as { contains(o: unknown): boolean }).contains(document.activeElement),
  );
}

/** What has the focus, for the failure message. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.id ?? ''} ${(el.textContent ?? '').trim().slice(0, 40)}`;
  });

/** The focus is inside `region` (a dialog that just opened: WCAG 2.4.3). */
export async function expectFocusInside(region: Locator) {
  await expect.poll(() => holdsFocus(region)).toBe(true);
}

/**
 * Tabs (forwards, or backwards with `back`) until `target` holds the focus. Fails after `max`
 * presses: the keyboard cannot reach it.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  // Often the first wait after a sign-in and a deep link: the page's chunks and its record load
  // first, which takes more than the default 10 s on a loaded two-core CI machine.
  await expect(target).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < max; i++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `The keyboard did not reach ${target} in ${max} presses (focus on ${await focusedText(page)})`,
  );
}

/** Tabs to a text input and types `text` over what it holds. */
export async function typeInto(page: Page, input: Locator, text: string) {
  await tabTo(page, input);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(input).toHaveValue(text);
}

/** Tabs to a date (and time) picker, types DD/MM/YYYY[ HH:mm] and confirms with Enter. */
export async function typeDateInto(page: Page, input: Locator, text: string) {
  await tabTo(page, input);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(text);
}

/** Tabs to a button (or link) and presses Enter. */
export async function press(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key === 'Space' ? ' ' : 'Enter');
}

/** The antd Select around a combobox input (which shows the picked option). */
const selectOf = (combobox: Locator) =>
  combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');

/**
 * Picks an option of an antd Select by keyboard: tabs to its combobox, types `search` (a
 * searchable Select filters) or opens the list with ArrowDown, moves with ArrowDown until the
 * active option is `option` (the first one when `option` is undefined) and presses Enter.
 */
export async function pickByKeyboard(
  page: Page,
  combobox: Locator,
  option?: string,
  { search }: { search?: string } = {},
) {
  await tabTo(page, combobox);
  if (search) await page.keyboard.type(search);
  else await page.keyboard.press('ArrowDown');
  const listId = await combobox.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({
    has: page.locator(`[id="${listId}"]`),
  });
  await expect(dropdown).toBeVisible();
  const active = dropdown.locator('.ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  let title = '';
  for (let i = 0; i < 60; i++) {
    title = (await active.getAttribute('title')) ?? (await active.textContent()) ?? '';
    if (option === undefined || title === option) break;
    await page.keyboard.press('ArrowDown');
  }
  if (option !== undefined) expect(title).toBe(option);
  await page.keyboard.press('Enter');
  await expect(selectOf(combobox)).toContainText(title);
}

/**
 * Answers a radio group (YesNoField, RadioField) by keyboard: tabs into it, Space picks the
 * focused choice when none is, then arrows move to `value`.
 */
export async function chooseRadio(page: Page, group: Locator, value: string) {
  await tabTo(page, group);
  const wanted = group.getByRole('radio', { name: value, exact: true });
  for (let i = 0; i < 10 && !(await wanted.isChecked()); i++) {
    const focusedChecked = await group.evaluate(() => document.activeElement?.checked ?? false);
    await page.keyboard.press(focusedChecked ? 'ArrowRight' : ' ');
  }
  await expect(wanted).toBeChecked();
}

/**
 * Opens a case section from the side menu (antd Menu: one Tab stop, arrows between entries, Enter).
 */
export async function openSectionByKeyboard(page: Page, name: string) {
  const menu = page.getByRole('menu', { name: 'Case sections' });
  await tabTo(page, menu);
  const entry = menu.getByRole('menuitem', { name, exact: true });
  for (let i = 0; i < 30 && !(await holdsFocus(entry)); i++) await page.keyboard.press('ArrowDown');
  expect(await holdsFocus(entry)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(entry).toHaveClass(/ant-menu-item-selected/);
}

/** The focus is drawn (a visible outline or shadow), not hidden: WCAG 2.4.7. */
export async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    // antd draws the focus of inputs on their wrapper (.ant-input-affix-wrapper, .ant-select, .ant-picker).
    const frame = el.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number');
    const f = frame ? getComputedStyle(frame) : null;
    return {
      outline: s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0,
      shadow: s.boxShadow !== 'none' || (f !== null && f.boxShadow !== 'none'),
      border: f !== null || el.matches('input, textarea'),
    };
  });
  expect(style).not.toBeNull();
  expect(style?.outline || style?.shadow || style?.border).toBe(true);
}
