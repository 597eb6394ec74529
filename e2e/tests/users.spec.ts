import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pickOption, signIn } from './helpers.ts';

/** Screenshots for people to look at (not compared). */
const shot = (name: string) => path.join(import.meta.dirname, '..', '..', '.tmp', name);

test('an admin creates a user, whose invitation is in the Outbox, and the user sets a password and signs in', async ({
  page,
  browser,
}) => {
  const email = `e2e.${Date.now()}@scout.test`;
  await signIn(page, 'admin@scout.example', '/ccmp/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile phone').fill('0491 570 006');
  await page.getByLabel('Given name').fill('Ellis');
  await page.getByLabel('Surname').fill('Park');
  await page.getByLabel('Display name').fill('Ellis Park');
  // A call taker has no app sections; an ECMO user gets a level.
  await page.getByLabel('Call taker').click();
  await expect(page.getByLabel('ECMO user')).toHaveCount(0);
  await page.getByLabel('Call taker').click();
  await page.getByLabel('ECMO user').click();
  await pickOption(page, page.getByLabel('ECMO access level', { exact: true }), 'Read');
  await page.screenshot({ path: shot('users-create.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/ccmp\/users$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByRole('link', { name: 'Ellis Park' })).toBeVisible();
  await page.screenshot({ path: shot('users-list.png'), fullPage: true });

  await page.getByRole('menuitem', { name: 'Outbox' }).click();
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Your new SCOUT account');
  await row.getByRole('button', { name: /expand/i }).click();
  const body = page.locator('.ant-table-expanded-row').filter({ hasText: 'set-password' });
  await expect(body).toBeVisible();
  await page.screenshot({ path: shot('outbox.png'), fullPage: true });
  const link = (await body.textContent())?.match(/https?:\/\/\S+set-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  // The invited user, in a browser of their own.
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link ?? '');
  await expect(invited.getByRole('heading', { name: 'Set your SCOUT password' })).toBeVisible();
  await invited.screenshot({ path: shot('set-password.png'), fullPage: true });
  await invited.getByLabel('New password', { exact: true }).fill('Ellis-Park-2031!');
  await invited.getByLabel('Confirm new password').fill('Ellis-Park-2031!');
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await invited.getByRole('link', { name: 'Sign in to SCOUT' }).click();
  await expect(invited.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible();
  await invited.locator('input[name="email"]').fill(email);
  await invited.locator('input[name="password"]').fill('Ellis-Park-2031!');
  await invited.getByRole('button', { name: 'Sign in' }).click();
  await expect(invited.getByTestId('tile-ecmo')).toBeVisible();
  await context.close();
});

test('an admin updates a user and sees the change in its history', async ({ page }) => {
  // A user of this test's own: demo accounts are shared with the other browser tests.
  const email = `e2e.history.${Date.now()}@scout.test`;
  await signIn(page, 'admin@scout.example', '/ccmp/users/create');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile phone').fill('0491 570 006');
  await page.getByLabel('Given name').fill('Robin');
  await page.getByLabel('Surname').fill('Vale');
  await page.getByLabel('Display name').fill('Robin Vale');
  await page.getByLabel('Call taker').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/ccmp\/users$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('link', { name: 'Robin Vale' }).click();
  await expect(page.getByRole('heading', { name: 'Update User' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reset MFA' })).toHaveCount(0);
  await page.getByLabel('Display name').fill('Robin Vale (nights)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/ccmp\/users$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('link', { name: 'Robin Vale (nights)' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Updated')).toBeVisible();
  await expect(drawer.getByRole('cell', { name: 'Robin Vale (nights)' })).toBeVisible();
  await page.screenshot({ path: shot('user-history.png'), fullPage: true });
});

test('the integration testing page sends each test and says it was recorded, not delivered, without a gateway', async ({
  page,
}) => {
  await signIn(page, 'admin@scout.example', '/ccmp/integration-testing');
  await expect(page.getByRole('heading', { name: 'Integration Testing' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('scout-test@scout.example');
  await page.getByRole('button', { name: 'Send test email' }).click();
  // The e2e server has no gateway: the message is kept in the Outbox only (issue 24: never 'Success').
  await expect(page.getByTestId('email-test-result')).toContainText(
    'Recorded, not delivered (no gateway configured)',
  );

  await page.getByLabel('Fax number').fill('123');
  await page.getByRole('button', { name: 'Send test fax' }).click();
  await expect(page.getByText('Invalid fax number')).toBeVisible();

  await page.getByRole('button', { name: 'Run all default tests' }).click();
  for (const id of ['email-test', 'fax-test', 'file-test', 'reach-test']) {
    await expect(page.getByTestId(`${id}-result`)).toContainText(
      'Recorded, not delivered (no gateway configured)',
    );
    await expect(page.getByTestId(`${id}-result`)).not.toContainText('Success');
  }
  await page.screenshot({ path: shot('integration-testing.png'), fullPage: true });
});
