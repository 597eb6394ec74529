import { expect, type Page } from '@playwright/test';

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
