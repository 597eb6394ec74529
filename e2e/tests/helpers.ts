import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

export const DEMO_PASSWORD = 'Scout-Demo-2026!';

/** Signs in through the bundled provider's real sign-in page, starting from `path`. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInToMainMenu(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByTestId('tile-resources')).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where oidc-client-ts keeps the signed-in user (tokens, expiry) in localStorage. */
const OIDC_USER = 'oidc.user:';

/**
 * A kept sign-in is reused while its access token has at least this long to live (tokens last
 * 15 minutes). A test lasts at most 4 minutes and the app renews 1 minute before expiry, so a
 * page on a reused sign-in never renews: no two pages ever redeem the same (rotating) refresh token.
 */
const REUSE_MARGIN_SECONDS = 5 * 60;

/**
 * Sign-ins kept for this run (playwright.config.ts names the run), shared by its workers: in the
 * run's output folder, which Playwright empties when a run starts.
 */
const keptDir = () =>
  path.join(test.info().project.outputDir, 'sign-ins', process.env.SCOUT_E2E_RUN ?? 'run');
const keptInWorker = new Map<string, StorageState>();

/** Seconds the kept access token has left (0 when there is none). */
function secondsLeft(state: StorageState): number {
  const entry = state.origins.flatMap((o) => o.localStorage).find((item) => item.name.startsWith(OIDC_USER));
  const expiresAt = entry ? (JSON.parse(entry.value) as { expires_at?: number }).expires_at : undefined;
  return expiresAt ? expiresAt - Date.now() / 1000 : 0;
}

function keptSignIn(email: string): StorageState | null {
  let state = keptInWorker.get(email) ?? null;
  if (!state) {
    try {
      state = JSON.parse(fs.readFileSync(path.join(keptDir(), `${email}.json`), 'utf8')) as StorageState;
    } catch {
      state = null;
    }
  }
  return state && secondsLeft(state) > REUSE_MARGIN_SECONDS ? state : null;
}

function keepSignIn(email: string, state: StorageState) {
  keptInWorker.set(email, state);
  fs.mkdirSync(keptDir(), { recursive: true });
  const file = path.join(keptDir(), `${email}.json`);
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(state));
  fs.renameSync(partial, file);
}

/** The context's signed-in user entry (only that: no cookie, no other storage), once the app holds it. */
async function signedInState(context: BrowserContext): Promise<StorageState | null> {
  const { origins } = await context.storageState();
  const kept = origins
    .map(({ origin, localStorage }) => ({
      origin,
      localStorage: localStorage.filter((item) => item.name.startsWith(OIDC_USER)),
    }))
    .filter((o) => o.localStorage.length > 0);
  return kept.length ? { cookies: [], origins: kept } : null;
}

/**
 * Opens `path` signed in as `email`, for tests about what a signed-in user sees and does rather than
 * about signing in (issue 11: CI time). The first call for a user in a run signs in through the real
 * sign-in page (signIn) and keeps the tokens the app stored; later calls, in any worker, put those
 * tokens in the browser's localStorage (where the app keeps them) before opening `path`, until they
 * have less than REUSE_MARGIN_SECONDS to live, when the next call signs in again. Nothing else is
 * carried over (no provider session cookie: a test that logs out cannot end the session other
 * tests' tokens came from). Tests of signing in, signing out or the sign-in redirect use signIn.
 */
export async function openSignedIn(page: Page, email: string, path: string) {
  const kept = keptSignIn(email);
  if (kept) {
    await page.context().setStorageState(kept);
    await page.goto(path);
    return;
  }
  await signIn(page, email, path);
  const signedIn = () => signedInState(page.context()).catch(() => null);
  await expect.poll(async () => (await signedIn()) !== null, { timeout: 30_000 }).toBe(true);
  const state = await signedIn();
  if (state) keepSignIn(email, state);
}

/** The open dropdown of this antd Select combobox (found by its aria-controls list, so another
 * Select's dropdown that is still closing can never take the click). */
export async function dropdownOf(page: Page, combobox: Locator): Promise<Locator> {
  const listId = await combobox.getAttribute('aria-controls');
  const byList = listId
    ? page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) })
    : null;
  return (byList ?? page.locator('.ant-select-dropdown')).and(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  );
}

/** The antd Select around a combobox input, which shows the picked option. */
export const selectOf = (combobox: Locator) =>
  combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');

/**
 * Picks the option titled `option` in an antd Select, optionally typing `search` first, and
 * waits until the Select shows it (`shows: false` for a search box that empties after a pick).
 * Retries when the first click was swallowed (a closing date picker, an opening animation):
 * the one select pick every browser test uses.
 */
export async function pickOption(
  page: Page,
  combobox: Locator,
  option: string,
  { search, shows = true }: { search?: string; shows?: boolean } = {},
) {
  await expect(async () => {
    await combobox.click();
    if (search !== undefined) await combobox.fill(search);
    const dropdown = await dropdownOf(page, combobox);
    await dropdown.getByTitle(option, { exact: true }).click({ timeout: 3_000 });
    if (shows) await expect(selectOf(combobox)).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Picks the option at `index` (0: the first) an antd Select offers, with pickOption's retry. */
export async function pickOptionAt(page: Page, combobox: Locator, index: number) {
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    const option = (await dropdownOf(page, combobox)).locator('.ant-select-item-option').nth(index);
    const title = await option.getAttribute('title', { timeout: 3_000 });
    await option.click({ timeout: 3_000 });
    if (title) await expect(selectOf(combobox)).toContainText(title, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Picks the first option an antd Select offers. */
export async function pickFirstOption(page: Page, combobox: Locator) {
  await pickOptionAt(page, combobox, 0);
}
