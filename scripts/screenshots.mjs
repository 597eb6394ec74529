// Full-page screenshots of every page of SCOUT at 1280 and 768 px wide (issue 26: "screenshots of
// every page at 1280 px and 768 px, before and after, looked at side by side"). Signs in through
// the real sign-in page as the demo admin, dismisses the new-version banner, finds demo record ids
// through the API (as the signed-in page), then opens each page, waits for its heading and a quiet
// moment, and saves <OUT_DIR>/<page-name>-<width>.png. Record pages are shot at each section of
// their side menu (chosen in the menu, as a user does). Prints one line per shot and, at the end,
// the pages that showed no heading.
//
//   npm run build && PORT=3912 DATA_DIR=/tmp/some-data node scripts/start.mjs   # demo data
//   BASE_URL=http://localhost:3912 OUT_DIR=/tmp/shots/after node scripts/screenshots.mjs
//
// Optional: ONLY=<regex> shoots only the pages whose name matches; WIDTHS=1280,768.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const OUT_DIR = process.env.OUT_DIR ?? 'screenshots';
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const WIDTHS = (process.env.WIDTHS ?? '1280,768').split(',').map(Number);
const HEIGHT = { 1280: 800, 768: 1024 };
const EMAIL = 'admin@scout.example';
const PASSWORD = 'Scout-Demo-2026!';

/** Side-menu entries of a record page that are actions, not sections (never clicked). */
const ACTION_LABEL = /^(save all|edit|save and exit|save & exit|delete|back|dashboard|decline)/i;

fs.mkdirSync(OUT_DIR, { recursive: true });
const missingHeading = [];
const failed = [];

async function signIn(page) {
  await page.goto(BASE_URL);
  await page.locator('input[name="email"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Main Menu', exact: true }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const dismiss = page.getByRole('button', { name: 'Dismiss the new version banner' });
  if (await dismiss.isVisible()) await dismiss.click();
}

/** GET an API path with the signed-in page's bearer token (oidc-client-ts keeps it in localStorage). */
function api(page, url) {
  return page.evaluate(async (u) => {
    let token = '';
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) token = JSON.parse(localStorage.getItem(key) ?? '{}').access_token;
    }
    const res = await fetch(u, { headers: { authorization: `Bearer ${token}` } });
    return res.ok ? res.json() : null;
  }, url);
}

/** The first array found in an answer (a bare list, or the list inside {consults: [...]}). */
function listOf(answer) {
  if (Array.isArray(answer)) return answer;
  if (answer && typeof answer === 'object') {
    for (const v of Object.values(answer)) if (Array.isArray(v)) return v;
    for (const v of Object.values(answer)) {
      const inner = listOf(v);
      if (inner.length) return inner;
    }
  }
  return [];
}

/** Demo record ids, read through the API as the signed-in admin. */
async function findIds(page) {
  const ids = {};
  const ecmoOpen = listOf(await api(page, '/api/ecmo/cases/open'));
  ids.ecmo = ecmoOpen.find((c) => c.ecmoStatus === 'OnEcmo')?.id ?? ecmoOpen[0]?.id;
  ids.ecmoArchived = listOf(await api(page, '/api/ecmo/archive/cases'))[0]?.id;
  ids.ecmoItem = listOf(await api(page, '/api/ecmo/ecmoItem/available'))[0]?.id;
  ids.telehealth = listOf(await api(page, '/api/telehealth/case?pageSize=10&pageNumber=1'))[0]?.id;
  const vst = listOf(await api(page, '/api/vst/consults/search'));
  ids.vst = vst[0]?.id;
  ids.patient = vst[0]?.patientProfileId;
  const withFollowup = vst.find((c) => c.followupConsults?.length);
  ids.vstWithFollowup = withFollowup?.id ?? vst[0]?.id;
  ids.vstFollowup = withFollowup?.followupConsults[0]?.id;
  const vtis = listOf(await api(page, '/api/vtis/consults/search'));
  ids.vtis = vtis[0]?.id;
  const vtisWithFollowup = vtis.find((c) => c.vtisFollowupConsults?.length);
  ids.vtisWithFollowup = vtisWithFollowup?.id ?? vtis[0]?.id;
  ids.vtisFollowup = vtisWithFollowup?.vtisFollowupConsults[0]?.id;
  ids.hospitalDocumentation = vtis.find((c) => c.hospitalDocumentation)?.hospitalDocumentation?.id;
  ids.clinic = listOf(await api(page, '/api/vst/outpatient/search'))[0]?.id;
  ids.reperfusion = listOf(await api(page, '/api/vst/reperfusion-cases/search'))[0]?.id;
  const users = listOf(await api(page, '/api/ccmp/admin/users'));
  ids.user = (users.find((u) => u.email !== EMAIL) ?? users[0])?.id;
  ids.provider = listOf(await api(page, '/api/ccmp/healthcareproviders/search'))[0]?.id;
  return ids;
}

/** Every page: [name, path, record?]; a record page is shot at each section of its side menu. */
function pagesOf(ids) {
  const pages = [
    ['main-menu', '/'],
    ['resources', '/resources'],
    ['release-notes', '/release-notes'],
    ['account-security', '/account/security'],
    ['not-found', '/no-such-page'],
    // ECMO
    ['ecmo-dashboard', '/ecmo/cases'],
    ['ecmo-archive', '/ecmo/archive'],
    ['ecmo-new', '/ecmo/new'],
    ['ecmo-case', `/ecmo/cases/${ids.ecmo}`, true],
    ['ecmo-archived-case', `/ecmo/archive/cases/${ids.ecmoArchived}`],
    ['ecmo-consumables', '/ecmo/ecmoItems'],
    ['ecmo-consumable-new', '/ecmo/ecmoItems/new'],
    ['ecmo-consumable-update', `/ecmo/ecmoItems/${ids.ecmoItem}/update`],
    // Telehealth
    ['telehealth-dashboard', '/telehealth/cases'],
    ['telehealth-archive', '/telehealth/archive'],
    ['telehealth-new', '/telehealth/new'],
    ['telehealth-case', `/telehealth/cases/${ids.telehealth}`, true],
    // VST
    ['vst-home', '/vst'],
    ['vst-dashboard', '/vst/consults'],
    ['vst-new', '/vst/consults/new'],
    ['vst-select-consult', '/vst/consults/select'],
    ['vst-followup-new', `/vst/consults/${ids.vstWithFollowup}/new`],
    ['vst-consult', `/vst/consult/${ids.vst}`, true],
    ['vst-followup', `/vst/followup/${ids.vstFollowup}`, true],
    ['vst-patient', `/vst/patients/${ids.patient}`],
    ['vst-report-consult', '/vst/consults/reports/consult'],
    ['vst-report-followup', '/vst/consults/reports/followup'],
    ['vst-report-monthly', '/vst/reports/monthly'],
    ['vst-report-quarterly', '/vst/reports/quarterly'],
    // VTIS
    ['vtis-dashboard', '/vst/vtisconsults'],
    ['vtis-new', '/vst/vtisConsults/new'],
    ['vtis-followup-new', `/vst/vtisConsults/${ids.vtisWithFollowup}/new`],
    ['vtis-consult', `/vst/vtisconsult/${ids.vtis}`, true],
    ['vtis-followup', `/vst/vtisfollowup/${ids.vtisFollowup}`, true],
    ['vtis-hospital-documentation', `/vst/vtishospitaldocumentation/${ids.hospitalDocumentation}`, true],
    ['vtis-report-consult', '/vst/vtisconsults/reports/consult'],
    ['vtis-report-followup', '/vst/vtisconsults/reports/followup'],
    // Clinics and reperfusion
    ['clinics-dashboard', '/vst/clinics'],
    ['clinics-new', '/vst/clinics/new'],
    ['clinic', `/vst/clinic/${ids.clinic}`, true],
    ['reperfusion-dashboard', '/vst/reperfusion-cases'],
    ['reperfusion-export', '/vst/reperfusion-cases/reports/export-data'],
    ['reperfusion-case', `/vst/reperfusion-case/${ids.reperfusion}`, true],
    // Admin
    ['admin-home', '/ccmp'],
    ['admin-countries', '/ccmp/countries'],
    ['admin-providers', '/ccmp/health-care-providers'],
    ['admin-provider-new', '/ccmp/health-care-providers/create'],
    ['admin-provider-update', `/ccmp/health-care-providers/${ids.provider}/update`],
    ['admin-users', '/ccmp/users'],
    ['admin-user-new', '/ccmp/users/create'],
    ['admin-user-update', `/ccmp/users/update/${ids.user}`],
    ['admin-patients', '/ccmp/patients'],
    ['admin-patient-new', '/ccmp/patients/new'],
    ['admin-patient-profile', `/ccmp/patients/${ids.patient}/update`],
    ['admin-patient-journey', `/ccmp/patients/${ids.patient}/journey`],
    ['admin-integration-testing', '/ccmp/integration-testing'],
    ['admin-outbox', '/ccmp/outbox'],
  ];
  return pages.filter(([name]) => !ONLY || ONLY.test(name));
}

/**
 * A few states a user reaches on a page and that a full-page shot of the page misses: an expanded
 * dashboard row, an open filter list, a search with results. [name, path, what the user does].
 */
const STATES = [
  [
    'vst-dashboard-expanded',
    '/vst/consults',
    (page) =>
      page
        .getByRole('button', { name: /expand row/i })
        .first()
        .click(),
  ],
  [
    'vtis-dashboard-expanded',
    '/vst/vtisconsults',
    (page) =>
      page
        .getByRole('button', { name: /expand row/i })
        .first()
        .click(),
  ],
  ['vst-dashboard-hospital-open', '/vst/consults', (page) => page.getByRole('combobox').nth(0).click()],
  ['ecmo-dashboard-status-open', '/ecmo/cases', (page) => page.getByRole('combobox').nth(2).click()],
  [
    'admin-patients-search',
    '/ccmp/patients',
    (page) => page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('pa'),
  ],
].filter(([name]) => !ONLY || ONLY.test(name));

/** The page's heading is shown, no spinner turns, then a quiet moment (the live stream stays open). */
async function settled(page, name, quiet = 800) {
  try {
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    missingHeading.push(name);
  }
  await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning, [aria-busy="true"]'), null, {
      timeout: 10_000,
    })
    .catch(() => {});
  await page.waitForTimeout(quiet);
}

async function shoot(page, name, width) {
  const file = path.join(OUT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  console.log(`${name}-${width}.png  ${page.url().replace(BASE_URL, '')}`);
}

/** A record page at each section of its side menu ('Case sections'), chosen as a user does. */
async function shootSections(page, name, width) {
  const menu = page.getByRole('menu', { name: 'Case sections' });
  if (!(await menu.isVisible().catch(() => false))) {
    failed.push(`${name}-${width}: no 'Case sections' menu`);
    return;
  }
  const items = menu.getByRole('menuitem');
  const labels = (await items.allInnerTexts()).map((t) => t.trim());
  const recordBase = new URL(page.url()).pathname.split('/').slice(0, 4).join('/');
  for (let i = 0; i < labels.length; i++) {
    if (ACTION_LABEL.test(labels[i])) continue;
    await items.nth(i).click();
    await page.waitForTimeout(200);
    const { pathname } = new URL(page.url());
    if (!pathname.startsWith(`${recordBase}/`)) {
      failed.push(`${name}-${width}: '${labels[i]}' left the record (${pathname})`);
      await page.keyboard.press('Escape');
      await page.goto(`${BASE_URL}${recordBase}`);
      await settled(page, name);
      continue;
    }
    const section = pathname.slice(recordBase.length + 1).replace(/\//g, '_') || `item${i}`;
    await settled(page, `${name}-${section}`, 500);
    await shoot(page, `${name}-${section}`, width);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: HEIGHT[width] ?? 900 },
      locale: 'en-AU',
      timezoneId: 'Australia/Melbourne',
    });
    const page = await context.newPage();
    await signIn(page);
    const ids = await findIds(page);
    if (width === WIDTHS[0]) console.log('demo ids', JSON.stringify(ids));
    for (const [name, route, record] of pagesOf(ids)) {
      try {
        await page.goto(`${BASE_URL}${route}`);
        await settled(page, name);
        if (record) await shootSections(page, name, width);
        else await shoot(page, name, width);
      } catch (error) {
        failed.push(`${name}-${width}: ${String(error).split('\n')[0]}`);
      }
    }
    for (const [name, route, act] of STATES) {
      try {
        await page.goto(`${BASE_URL}${route}`);
        await settled(page, name);
        await act(page);
        await settled(page, name);
        await shoot(page, name, width);
      } catch (error) {
        failed.push(`${name}-${width}: ${String(error).split('\n')[0]}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
if (missingHeading.length) console.log(`No heading shown (shot anyway): ${missingHeading.join(', ')}`);
if (failed.length) {
  console.log(`Not shot:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}
