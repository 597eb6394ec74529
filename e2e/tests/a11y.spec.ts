import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminPagesOf, recordPage, SWEPT_AREAS, type SweptArea, sweptArea } from './areas.ts';
import { openSignedIn } from './helpers.ts';

/**
 * Accessibility (issue 15 item 3): every page, opened as the roles that can open it, has no serious
 * or critical axe-core violation of WCAG 2.0, 2.1 and 2.2 A and AA. Contrast is fixed once in the
 * theme (apps/web/src/app/providers.tsx, app.css). The clinical areas' pages come from the areas
 * registry (e2e/tests/areas.ts); a page outside the areas added later joins a list here.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The browser API used below (this project compiles without the DOM library). */
declare const document: {
  getAnimations(): { playState: string; effect: { getComputedTiming(): { iterations?: number } } | null }[];
};

/** In the page: no finite CSS animation or transition is running. */
const finiteAnimationsEnded = () =>
  document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);

/** Axe's serious and critical violations once no finite animation or transition runs. */
async function axeOnce(page: Page): Promise<string[]> {
  await page.waitForFunction(finiteAnimationsEnded);
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious and critical violations on the page as shown, one line each (empty when none). */
async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  // A lazy page on a loaded 2-core machine can take more than the default 10 s to render.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Let lazy sections and the first answers render (there is no network idle: the change stream stays open).
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  const found = await axeOnce(page);
  // Axe judges contrast on the colours as painted. A control that changes state as an answer
  // arrives (Integration Testing's "Run all default tests", enabled once the defaults load) fades
  // from its disabled colours to its own for 0.2 s, and axe could catch it half-way: 1.4:1, a
  // contrast the page never settles on. So a finding is checked again once that fade has ended;
  // what the page keeps showing fails the test.
  return found.length ? axeOnce(page) : found;
}

/**
 * Every section of one case page, open in `page`: each section the side menu names (entries without
 * an icon; Save All, Delete, Back and Dashboard have one). Cards layout (ECMO) shows one section at a
 * time, so axe runs after each click; panels layout (the others) shows every section at once, so one
 * run covers them all. Violations are added to `failures`, keyed by page (and section).
 */
async function checkCaseSections(page: Page, url: string, failures: Record<string, string[]>) {
  const menu = page.getByRole('menu', { name: 'Case sections' });
  await expect(menu).toBeVisible({ timeout: 30_000 });
  const sections = menu.getByRole('menuitem').filter({ hasNot: page.locator('.ant-menu-item-icon') });
  const names = (await sections.allInnerTexts()).map((n) => n.trim());
  expect(names.length, url).toBeGreaterThan(2);
  const panels = await page.locator('[id^="case-section-"]').count();
  if (panels > 0) {
    expect(panels, url).toBeGreaterThanOrEqual(names.length - 1);
    const found = await violations(page);
    if (found.length) failures[`${url} (all ${panels} panels)`] = found;
  } else {
    for (const [index, name] of names.entries()) {
      const entry = sections.nth(index);
      await entry.click();
      await expect(entry).toHaveClass(/ant-menu-item-selected/);
      const found = await violations(page);
      if (found.length) failures[`${url} > ${name}`] = found;
    }
  }
}

/** Every section of each case page, as one user in one browser page (signed in once). */
async function checkCasePages(page: Page, email: string, urls: string[]) {
  const failures: Record<string, string[]> = {};
  for (const [index, url] of urls.entries()) {
    if (index === 0) await openSignedIn(page, email, url);
    else await page.goto(url);
    await checkCaseSections(page, url, failures);
  }
  expect(failures).toEqual({});
}

async function checkRoutes(page: Page, email: string, routes: string[]) {
  const failures: Record<string, string[]> = {};
  for (const [index, route] of routes.entries()) {
    if (index === 0) await openSignedIn(page, email, route);
    else await page.goto(route);
    const found = await violations(page);
    if (found.length) failures[route] = found;
  }
  expect(failures).toEqual({});
}

const SHELL = ['/', '/resources', '/release-notes', '/account/security'];
const ADMIN = [
  '/ccmp/users',
  '/ccmp/users/create',
  '/ccmp/patients',
  '/ccmp/patients/new',
  '/ccmp/health-care-providers',
  '/ccmp/countries',
  '/ccmp/outbox',
  '/ccmp/integration-testing',
];
/** The clinical areas (e2e/tests/areas.ts, from the domain's registry): the stroke tile's and the others. */
const STROKE_AREAS = SWEPT_AREAS.filter((a) => a.menuTile === 'vst');
const OTHER_AREAS = SWEPT_AREAS.filter((a) => a.menuTile !== 'vst');
const titles = (areas: readonly SweptArea[]) => areas.map((a) => a.title).join(', ');

test.describe.configure({ timeout: 240_000 });

test('the shell and central administration, as a system admin', async ({ page }) => {
  await checkRoutes(page, 'admin@scout.example', [...SHELL, ...ADMIN]);
});

test(`${titles(OTHER_AREAS)}, as a system admin`, async ({ page }) => {
  await checkRoutes(page, 'admin@scout.example', OTHER_AREAS.flatMap(adminPagesOf));
});

test(`${titles(STROKE_AREAS)}, as a system admin`, async ({ page }) => {
  await checkRoutes(page, 'admin@scout.example', STROKE_AREAS.flatMap(adminPagesOf));
});

test('the read-only views, as ECMO and VST Read users', async ({ page, browser }) => {
  await checkRoutes(page, 'ecmo.read@scout.example', [
    sweptArea('ecmo').dashboard,
    '/ecmo/archive',
    recordPage('ecmo', { section: 'referrer' }),
  ]);
  const context = await browser.newContext();
  const other = await context.newPage();
  await checkRoutes(other, 'vst.read@scout.example', [
    sweptArea('vst').dashboard,
    recordPage('vst', { section: 'referrer' }),
    sweptArea('vtis').dashboard,
  ]);
  await context.close();
});

/**
 * Every case section of every area, as each role that can open it (issue 15 item 3: every input
 * has a programmatic label, axe's `label` rule among them): the area's three roles (a system admin,
 * a Write (Manage) user and a Read user, or a VST Admin where Read users have no access), each on
 * every record page of the area (e2e/tests/areas.ts: the registry's records at their seeded ids).
 * Areas with the same roles share a test per role, their pages one after the other in one browser
 * page (issue 11: a test per page and role spent more on starting a browser context and the app
 * than on axe).
 */
const CASE_PAGES: { area: string; urls: string[]; roles: readonly string[] }[] = [];
for (const area of SWEPT_AREAS) {
  const same = CASE_PAGES.find((group) => group.roles.join() === area.roles.join());
  if (same) {
    same.area += `, ${area.title}`;
    same.urls.push(...area.recordPages);
  } else CASE_PAGES.push({ area: area.title, urls: [...area.recordPages], roles: area.roles });
}

test.describe('every case section', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { area, urls, roles } of CASE_PAGES) {
    for (const role of roles) {
      test(`${area}, as ${role.split('@')[0]}`, async ({ page }) => {
        await checkCasePages(page, role, urls);
      });
    }
  }
});
