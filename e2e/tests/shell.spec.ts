import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signInToMainMenu } from './helpers.ts';

const ALL = ['telehealth', 'ecmo', 'vst', 'admin', 'resources'];

/** Which tiles each demo account must see (spec 1 §1 and §6), written out independently of the code. */
const EXPECTED_TILES: Record<string, string[]> = {
  'admin@scout.example': ALL,
  'calltaker@scout.example': ['telehealth', 'ecmo', 'vst', 'resources'],
  'ecmo.admin@scout.example': ['ecmo', 'resources'],
  'ecmo.manage@scout.example': ['ecmo', 'resources'],
  'ecmo.read@scout.example': ['ecmo', 'resources'],
  'telehealth.admin@scout.example': ['telehealth', 'resources'],
  'telehealth.manage@scout.example': ['telehealth', 'resources'],
  'telehealth.read@scout.example': ['telehealth', 'resources'],
  'vst.admin@scout.example': ['vst', 'resources'],
  'vst.manage@scout.example': ['vst', 'resources'],
  'vst.read@scout.example': ['vst', 'resources'],
  'vtis.only@scout.example': ['vst', 'resources'],
  'exporter@scout.example': ['vst', 'resources'],
};

for (const [email, tiles] of Object.entries(EXPECTED_TILES)) {
  test(`${email} sees exactly the tiles ${tiles.join(', ')}`, async ({ page }) => {
    await signInToMainMenu(page, email);
    for (const key of ALL) {
      await expect(page.getByTestId(`tile-${key}`)).toHaveCount(tiles.includes(key) ? 1 : 0);
    }
  });
}

test('the VST tile of a VTIS-only user goes to the VTIS dashboard', async ({ page }) => {
  await signInToMainMenu(page, 'vtis.only@scout.example');
  const tile = page.getByTestId('tile-vst');
  await expect(tile.locator('xpath=descendant-or-self::a[@href]').first()).toHaveAttribute(
    'href',
    '/vst/vtisconsults',
  );
  await tile.click();
  await expect(page).toHaveURL(/\/vst\/vtisconsults$/);
  await expect(
    page.getByText('Victorian Telestroke Inpatient Service - Consults and Follow Ups').first(),
  ).toBeVisible();
});

test('the VST tile of a full VST user goes to the VST dashboard', async ({ page }) => {
  await signInToMainMenu(page, 'vst.read@scout.example');
  await expect(
    page.getByTestId('tile-vst').locator('xpath=descendant-or-self::a[@href]').first(),
  ).toHaveAttribute('href', '/vst/consults');
});

test('the header shows the version and environment, and log out asks for confirmation', async ({ page }) => {
  await signInToMainMenu(page, 'ecmo.read@scout.example');
  await expect(page.getByText('1.0.6498.1').first()).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await dialog.getByRole('button', { name: /cancel|no/i }).click();
  await expect(page.getByTestId('tile-ecmo')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(ok|yes|log out)$/i })
    .click();
  // Log out runs a chain of redirects on its own: the provider's end-session page, back to SCOUT,
  // and, with no session left, on to the sign-in page. Navigating while that chain is in flight
  // would interrupt it (and could leave the provider session alive), so wait for it to land.
  await expect(page.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('load');
  // The provider session really ended: opening SCOUT again asks for a sign-in, not a silent return.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('tile-ecmo')).toHaveCount(0);
});

test('the main menu loads its scripts compressed, and the sign-in page has a favicon', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  const scripts: { url: string; encoding: string | undefined; bytes: number; size: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    const response = await request.response();
    const sizes = await request.sizes();
    const headers = await response?.allHeaders();
    scripts.push({
      url: request.url(),
      encoding: headers?.['content-encoding'],
      bytes: sizes.responseBodySize,
      // The file's length as served (the body itself is gone once the sign-in navigates away).
      size: Number(headers?.['content-length'] ?? Number.NaN),
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(consoleErrors).toEqual([]);
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);

  await page.locator('input[name="email"]').fill('admin@scout.example');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('tile-resources')).toBeVisible();
  // Not 'networkidle': the live-updates stream (/api/events) stays open. Wait until the scripts the
  // main menu fetched stop arriving.
  await expect
    .poll(async () => {
      const before = scripts.length;
      await page.waitForTimeout(700);
      return before > 0 && scripts.length === before;
    })
    .toBe(true);
  expect(scripts.length).toBeGreaterThan(0);
  // A chunk of a few dozen bytes (a re-export) does not shrink when compressed: the build writes
  // no variant for it (apps/web/vite.config.ts). Everything larger must arrive compressed.
  const uncompressed = scripts.filter((s) => s.encoding !== 'br' && s.encoding !== 'gzip');
  expect(uncompressed.filter((s) => !(s.size < 256))).toEqual([]);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  // Recorded in docs/performance.md ("Web app transfer").
  console.log(
    `main menu JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB as transferred`,
  );
});

test('an account load that hangs offers a retry instead of spinning for ever', async ({ page }) => {
  await signInToMainMenu(page, 'ecmo.read@scout.example');
  // The server stops answering the account load: the request stays open, as with a hung server,
  // until the test lets it go (Playwright handles a page's routed requests one after the other).
  let hung = true;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/ccmp/admin/users/current', async (route) => {
    if (!hung) return route.continue();
    await released;
    // Already given up by the page (the retry cancels it): nothing left to answer.
    await route.abort().catch(() => undefined);
  });
  // The browser's clock is driven by the test, so the wait for the retry costs no real time.
  await page.clock.install();
  await page.reload();
  await expect(page.getByText('Loading your account')).toBeVisible();
  await page.clock.fastForward('00:21');
  await expect(page.getByText('This is taking longer than expected')).toBeVisible();
  // The server answers again: the retry loads the account without a page reload or a new sign-in.
  hung = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  release();
  await expect(page.getByTestId('tile-resources')).toBeVisible();
});

test('an unknown path shows the 404 page with Back Home', async ({ page }) => {
  await signInToMainMenu(page, 'ecmo.read@scout.example');
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you have requested is not found.')).toBeVisible();
  await page.getByRole('button', { name: 'Back Home' }).click();
  await expect(page.getByTestId('tile-ecmo')).toBeVisible();
});

test('a guarded route without the claim shows the 403 page', async ({ page }) => {
  await signIn(page, 'ecmo.read@scout.example', '/ccmp/users');
  await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();
  await page.goto('/ecmo/new');
  await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();
  await page.goto('/ecmo/cases');
  await expect(page.getByText('Sorry, you are not authorized to access this page.')).toHaveCount(0);
});

test('a signed-in deep link returns to the page that was asked for', async ({ page }) => {
  await signIn(page, 'admin@scout.example', '/ccmp/countries');
  await expect(page).toHaveURL(/\/ccmp\/countries$/);
});

test('a disabled account cannot sign in', async ({ page }) => {
  await signIn(page, 'disabled@scout.example');
  await expect(page.getByText('This account is disabled. Contact your administrator.')).toBeVisible();
});

test('a wrong password is refused with one message for every cause', async ({ page }) => {
  await page.goto('/');
  await page.locator('input[name="email"]').fill('ecmo.read@scout.example');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});
