import { expect, type Locator, type Page } from '@playwright/test';

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
