import { expect, type Page, test } from '@playwright/test';
import { SWEPT_AREAS } from './areas.ts';
import { signInToMainMenu } from './helpers.ts';

/**
 * Front-end budgets (issue 26): the main menu loads at most 300 KB of gzipped JavaScript and each
 * area's dashboard at most 200 KB more. Measured on what the browser fetches, not on the
 * build output: every JavaScript response's encoded body as it came over the wire, with the
 * browser asking for gzip only (the server would send brotli, a little smaller, to a browser that
 * accepts it) and its cache off, so every file the page needs is fetched and counted.
 * Each area is measured alone: a fresh main menu, then a client-side navigation to the area's
 * dashboard, counting the scripts that navigation adds. The numbers are printed for
 * docs/performance.md.
 */

const KB = 1024;
const MAIN_MENU_BUDGET = 300 * KB;
/**
 * The budget for each area's first screen. Ant Design loads with the app (the main menu
 * uses it), so an area adds its layout, its dashboard and the antd components they use first
 * (docs/performance.md, "Front-end budgets").
 */
const AREA_BUDGET = 200 * KB;

interface Area {
  name: string;
  path: string;
  /** The dashboard's heading once it shows. */
  heading: string;
}

/**
 * Each area's first screen (its dashboard, or its home page), as admin@scout.example sees it: every
 * clinical area of the registry (e2e/tests/areas.ts), then the report pages and administration.
 */
const AREAS: Area[] = [
  ...SWEPT_AREAS.map((area) => ({ name: area.title, path: area.dashboard, heading: area.heading })),
  { name: 'VST reports', path: '/vst/consults/reports/consult', heading: 'Export Data: Consult' },
  { name: 'Monthly report', path: '/vst/reports/monthly', heading: 'Monthly Report' },
  { name: 'Admin', path: '/ccmp/users', heading: 'User Management' },
];

interface Script {
  url: string;
  encoding: string | undefined;
  bytes: number;
}

/** Records every script the page fetches from now on (cache off: each one comes over the wire). */
async function recordScripts(page: Page): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: Script[] = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    const [sizes, headers] = await Promise.all([
      request.sizes(),
      request.response().then((r) => r?.allHeaders()),
    ]);
    scripts.push({
      url: request.url(),
      encoding: headers?.['content-encoding'],
      bytes: sizes.responseBodySize,
    });
  });
  return scripts;
}

/** Waits until no new script has arrived for a while (not 'networkidle': the live stream stays open). */
async function scriptsSettled(page: Page, scripts: Script[]) {
  await expect
    .poll(
      async () => {
        const before = scripts.length;
        await page.waitForTimeout(700);
        return scripts.length === before;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** What was fetched, and the five largest files: what to look at when a budget is exceeded. */
function describe(label: string, scripts: Script[]) {
  const largest = [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((s) => `${new URL(s.url).pathname} ${kb(s.bytes)}`);
  return `${label}: ${scripts.length} scripts, ${kb(total(scripts))} gzipped (largest: ${largest.join(', ')})`;
}

/** A fresh main menu: the page reloaded with the cache off, every script it needs fetched again. */
async function freshMainMenu(page: Page, scripts: Script[]) {
  scripts.length = 0;
  await page.goto('/');
  await expect(page.getByTestId('tile-resources')).toBeVisible();
  await scriptsSettled(page, scripts);
  return [...scripts];
}

/** Goes to `path` the way a link does: the router handles it, nothing reloads. */
async function navigateInApp(page: Page, path: string) {
  // A script string: the e2e project has no DOM types.
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`,
  );
}

test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });

test('the main menu and each area stay within their gzipped JavaScript budgets', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToMainMenu(page, 'admin@scout.example');
  const scripts = await recordScripts(page);

  const menu = await freshMainMenu(page, scripts);
  expect(menu.length).toBeGreaterThan(0);
  // Counted as gzip: a script of 256 bytes or more (smaller ones do not shrink) came gzipped.
  expect(menu.filter((s) => s.encoding !== 'gzip' && s.bytes >= 256)).toEqual([]);
  // Printed as measured, for docs/performance.md ("Front-end budgets").
  console.log(describe('main menu', menu));
  expect.soft(total(menu), 'main menu JavaScript (bytes, gzipped)').toBeLessThanOrEqual(MAIN_MENU_BUDGET);

  for (const area of AREAS) {
    await freshMainMenu(page, scripts);
    scripts.length = 0;
    await navigateInApp(page, area.path);
    await expect(page.getByRole('heading', { name: area.heading, exact: true })).toBeVisible();
    await scriptsSettled(page, scripts);
    expect(new URL(page.url()).pathname).toBe(area.path);
    const added = total(scripts);
    console.log(describe(`${area.name} (${area.path}), beyond the main menu`, scripts));
    expect
      .soft(added, `${area.name} JavaScript beyond the main menu (bytes, gzipped)`)
      .toBeLessThanOrEqual(AREA_BUDGET);
  }
});
