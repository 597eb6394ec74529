import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn } from './helpers.ts';

/**
 * Issue 10.4 and 10.5: long unbroken text and narrow screens. The page never grows wider than the
 * window; long names wrap or are cut with the whole text on hover; identifiers stay on one line.
 */

/** The browser APIs the page functions below use (this project compiles without the DOM library). */
interface LineBox {
  top: number;
}
declare const document: {
  documentElement: { scrollWidth: number };
  createRange(): { selectNodeContents(node: unknown): void; getClientRects(): Iterable<LineBox> };
};

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** True when the element's text sits on one line (its height is one line box). */
async function onOneLine(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size === 1;
  });
}

async function expectNoSideScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(width);
}

test('a 300-letter attachment name does not widen the case page', async ({ page }) => {
  const name = `${'A'.repeat(296)}.txt`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'ecmo.manage@scout.example', '/ecmo/cases/1/attachments');
  await expect(page.getByRole('menuitem', { name: 'Attachments' })).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from('Long file name'),
  });
  // The name is cut to its column; the whole name is its title (shown on hover).
  const link = page.locator(`[title^="${name.slice(0, 40)}"]`).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectNoSideScroll(page, 1440);
  await expectNoSideScroll(page, 1024);
  await expectNoSideScroll(page, 768);
});

test('a 181-letter provider name does not widen the providers list', async ({ page }) => {
  const name = `Longname${'x'.repeat(173)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'admin@scout.example', '/ccmp/health-care-providers/create');
  await expect(page.getByRole('heading', { name: 'Create Health Care Provider' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Common name').fill(`Nick${'y'.repeat(96)}`);
  await page.getByLabel('Type', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('Regional Hospital')
    .click();
  await page.getByLabel('Jurisdiction', { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Victoria').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Health Care Providers' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('longname');
  await expect(page.getByRole('link', { name })).toBeVisible();
  // The whole name is there on hover.
  await expect(page.getByTitle(name, { exact: true }).first()).toBeAttached();
  await expectNoSideScroll(page, 1440);
  await expectNoSideScroll(page, 1024);
  await expectNoSideScroll(page, 768);
});

test('the case header keeps identifiers whole and the case menu shows whole labels at 1024 and 768', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await openSignedIn(page, 'ecmo.manage@scout.example', '/ecmo/cases/2');
  const header = page.getByTestId('case-header');
  await expect(header).toBeVisible({ timeout: 30_000 });
  for (const width of [1440, 1024, 768]) {
    await expectNoSideScroll(page, width);
    for (const id of ['case-header-id', 'case-header-dob']) {
      expect(await onOneLine(page.getByTestId(id)), `${id} at ${width}px`).toBe(true);
    }
    const clinical = page.getByRole('menuitem', { name: 'Clinical Details' });
    await expect(clinical).toBeVisible();
    // The label is shown whole: not cut with an ellipsis.
    expect(
      await clinical
        .locator('.ant-menu-title-content')
        .evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
      `menu label at ${width}px`,
    ).toBe(true);
  }
});

/** DD/MM/YYYY HH:mm of yesterday at 10:00. */
function yesterdayAtTen() {
  const d = new Date(Date.now() - 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} 10:00`;
}

test('the investigations form aligns its inputs and its saved table shows every column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, 'ecmo.manage@scout.example', '/ecmo/cases/3/clinicaldetails');
  const panel = page.locator('.ant-card').filter({
    has: page.locator('.ant-card-head-title', { hasText: /^Investigations$/ }),
  });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // Inputs of one row share a top edge although some labels wrap to two lines.
  const misaligned = await panel.locator('.ant-input-number').evaluateAll((els) => {
    const rows = new Map<number, Set<number>>();
    for (const el of els) {
      const col = el.closest('.ant-col') ?? el;
      const rowTop = Math.round(col.getBoundingClientRect().top);
      const tops = rows.get(rowTop) ?? new Set<number>();
      tops.add(Math.round(el.getBoundingClientRect().top));
      rows.set(rowTop, tops);
    }
    return [...rows.values()].filter((tops) => tops.size > 1).length;
  });
  expect(misaligned).toBe(0);

  const when = panel.getByLabel('Date/time', { exact: true });
  await when.click();
  await when.fill(yesterdayAtTen());
  await when.press('Enter');
  await panel.getByLabel('Creatinine (µmol/L)').fill('88');
  await panel.getByLabel('Hb (g/L)').fill('121');
  await panel.getByRole('button', { name: 'Commit' }).click();
  const table = panel.locator('.ant-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  // Every column title is shown whole (no 'Cre...').
  const cut = await table
    .locator('th')
    .evaluateAll((ths) =>
      ths.filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent),
    );
  expect(cut).toEqual([]);
  await expect(table.getByRole('columnheader', { name: 'Creatinine' })).toBeVisible();
  await expectNoSideScroll(page, 1280);
  // Narrower: the table scrolls inside its card (in a region that takes focus, so a keyboard can
  // scroll it), the page does not.
  await expectNoSideScroll(page, 1024);
  const region = panel.getByRole('region', { name: 'Investigations' });
  expect(await region.getAttribute('tabindex')).toBe('0');
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of `covered` that the button's box intersects (by what they say), none when nothing is covered. */
async function coveredBy(button: Locator, covered: readonly Locator[]): Promise<string[]> {
  const own = await button.boundingBox();
  expect(own, 'the menu button is shown').not.toBeNull();
  const hits: string[] = [];
  for (const locator of covered) {
    const box = await locator.boundingBox();
    if (own && box && intersect(own, box)) hits.push((await locator.textContent()) ?? '');
  }
  return hits;
}

test('at 768 px the side-menu button covers no heading, Study ID or case header, folded or unfolded (issue 24 item 9)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await openSignedIn(page, 'vst.manage@scout.example', '/vst/consults');
  const button = page.getByRole('button', { name: 'VST menu' });
  const title = page.locator('.page-heading__title');
  const subtitle = page.locator('.page-heading__subtitle');
  await expect(title).toHaveText('VST', { timeout: 30_000 });
  await expect(subtitle).toBeVisible();
  expect(await coveredBy(button, [title, subtitle])).toEqual([]);

  // A consult: its Study ID is the subtitle's first word ('VST2 · Brown, Hamish').
  await page
    .getByRole('cell', { name: /^VST\d+$/ })
    .first()
    .click();
  await expect(subtitle).toContainText(/^VST\d+/, { timeout: 30_000 });
  const sections = page.getByRole('menu', { name: 'Case sections' });
  await expect(sections).toBeVisible();
  expect(await coveredBy(button, [title, subtitle, sections])).toEqual([]);

  // Unfolded, the button heads the menu: it covers neither the menu's entries nor the page.
  await button.click();
  const entries = page.getByRole('navigation', { name: 'VST menu' }).getByRole('menuitem');
  await expect(entries.first()).toBeVisible();
  expect(await coveredBy(button, [title, subtitle, sections, ...(await entries.all())])).toEqual([]);
});

test('at 768 px the VECMOS menu button covers neither the V of VECMOS nor the case header (issue 24 item 9)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await openSignedIn(page, 'ecmo.manage@scout.example', '/ecmo');
  const button = page.getByRole('button', { name: 'VECMOS menu' });
  const subtitle = page.locator('.page-heading__subtitle');
  await expect(subtitle).toHaveText('VECMOS', { timeout: 30_000 });
  expect(await coveredBy(button, [page.locator('.page-heading__title'), subtitle])).toEqual([]);

  await page.goto('/ecmo/cases/2');
  const header = page.getByTestId('case-header');
  await expect(header).toBeVisible({ timeout: 30_000 });
  expect(await coveredBy(button, [page.getByRole('heading', { level: 1 }), header])).toEqual([]);
});

test('at 1366 px a deleted attachment says whole when and by whom (issue 24)', async ({ page }) => {
  const name = `summary-1366-${Date.now()}.txt`;
  await page.setViewportSize({ width: 1366, height: 800 });
  await openSignedIn(page, 'ecmo.manage@scout.example', '/ecmo/cases/3/attachments');
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from('Discharge summary'),
  });
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('switch').click();
  const tag = row.getByText(/^Deleted \d\d\/\d\d\/\d{4} \d\d:\d\d by /);
  await expect(tag).toBeVisible();
  const cut = await tag.evaluate((el) => {
    const cellRight = el.closest('td')?.getBoundingClientRect().right ?? 0;
    return el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > cellRight + 1;
  });
  expect(cut, 'the Deleted text is cut off').toBe(false);
});

test('at 1280 px every dashboard row keeps its ⋮ menu in view while the table scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, 'admin@scout.example', '/vst/consults');
  const menu = page.getByRole('button', { name: 'Actions for VST1', exact: true }).first();
  await expect(menu).toBeVisible({ timeout: 30_000 });
  const box = await menu.boundingBox();
  // The pinned Actions column (fixed: 'right') stays inside the window, not beyond the table's edge.
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  await menu.click();
  await expect(page.getByRole('menu')).toHaveCount(2); // the side menu and the row's menu, opened
});
