import { expect, test } from '@playwright/test';
import { signIn, signInToMainMenu } from './helpers.ts';

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
  // The session has ended: going back to SCOUT asks for a sign-in again. The sign-out redirects
  // may still be running, so a navigation of ours can be interrupted: retry until it settles.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
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
