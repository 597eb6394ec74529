import { expect, type Locator, type Page, test } from '@playwright/test';
import { dayAgo, fillNewCaseReferrer, pickCallTakerAndNewPatient, typeDate } from './case-fixtures.ts';
import { pickOption, signIn } from './helpers.ts';

async function fillObservation(panel: Locator, page: Page, hr: string) {
  await pickOption(page, panel.getByLabel('Observation type', { exact: true }), 'Standard');
  await typeDate(
    panel.getByLabel('Date/time', { exact: true }),
    `${dayAgo(1)} 10:${hr === '91' ? '05' : '35'}`,
  );
  await panel.getByLabel('HR', { exact: true }).fill(hr);
  await panel.getByLabel('SBP', { exact: true }).fill('120');
  await panel.getByLabel('DBP', { exact: true }).fill('80');
  await panel.getByLabel('Resp rate', { exact: true }).fill('18');
  await panel.getByLabel('SpO2', { exact: true }).fill('96');
  await panel.getByRole('button', { name: 'GCS 15' }).click();
  await pickOption(page, panel.getByLabel('Oxygen therapy', { exact: true }), 'Face Mask');
  await pickOption(page, panel.getByLabel('Flow rate (L/min)', { exact: true }), '8');
  await expect(panel.getByTestId('obs-fio2')).toHaveValue('45');
  await expect(panel.getByTestId('obs-map')).toContainText('93.3');
}

test('a manager creates a case for a new patient and commits two observations', async ({ page }) => {
  // A long journey (new patient, new case, two observations): ~57 s on a loaded CI machine,
  // too close to the default minute.
  test.setTimeout(120_000);
  const lastName = `Ecmopatient${Date.now() % 1_000_000}`;
  await signIn(page, 'ecmo.manage@scout.example', '/ecmo/new');
  await expect(page.getByRole('heading', { name: 'New Case' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();

  await pickCallTakerAndNewPatient(page, {
    lastName,
    firstName: 'Casey',
    dateOfBirth: '03/04/1970',
    gender: 'Female',
    street: ['1', 'High Street', 'Carlton', '3053'],
  });
  await fillNewCaseReferrer(page, 'ICU Cons');
  await page.screenshot({ path: '.tmp/ecmo-new-case.png', fullPage: true });
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page.getByText('ECMO case created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/ecmo\/cases\/\d+\/referrer$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Casey ${lastName} (F`);

  await page.getByRole('menuitem', { name: 'Clinical Details' }).click();
  await expect(page).toHaveURL(/\/clinicaldetails$/);
  const panel = page.locator('.ant-card').filter({ has: page.getByText('Observations', { exact: true }) });
  await expect(panel.getByText('No observation has been entered.')).toBeVisible();
  await fillObservation(panel, page, '91');
  await panel.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByText('Observation has been committed.').first()).toBeVisible();
  await expect(panel.getByRole('row')).toHaveCount(2);
  await fillObservation(panel, page, '95');
  await panel.getByRole('button', { name: 'Commit' }).click();
  await expect(panel.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: '.tmp/ecmo-clinical.png', fullPage: true });
});

test('a read-only user sees View cards and no edit controls', async ({ page }) => {
  await signIn(page, 'ecmo.read@scout.example', '/ecmo/cases');
  await expect(page.getByRole('heading', { name: 'Open Cases' })).toBeVisible();
  await expect(page.getByTestId('ecmo-case-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /New Case/ })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/ecmo-dashboard-read.png', fullPage: true });
  await page.getByRole('button', { name: 'View', exact: true }).first().click();
  await expect(page.getByText('This case is read-only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Save All' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/ecmo-case-read.png', fullPage: true });
  await page.getByRole('menuitem', { name: 'Clinical Details' }).click();
  await expect(page.getByRole('button', { name: 'Commit' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await page.screenshot({ path: '.tmp/ecmo-case-notes-read.png', fullPage: true });
});

test('a primed consumable gets its primed expiry 30 days after the primed date', async ({ page }) => {
  await signIn(page, 'admin@scout.example', '/ecmo/ecmoItems/new');
  await expect(page.getByRole('heading', { name: 'New Consumable Item' })).toBeVisible();
  await pickOption(page, page.getByLabel('Device type', { exact: true }), 'Circuit');
  await expect(page.getByLabel('Circuit type', { exact: true })).toBeVisible();
  await typeDate(page.getByLabel('Expiry', { exact: true }), '31/12/2099');
  await expect(page.getByLabel('Primed date', { exact: true })).toHaveCount(0);
  await pickOption(page, page.getByLabel('Status', { exact: true }), 'Primed');
  await typeDate(page.getByLabel('Primed date', { exact: true }), dayAgo(2));
  await expect(page.getByLabel('Primed expiry', { exact: true })).toHaveValue(dayAgo(-28));
  await page.screenshot({ path: '.tmp/ecmo-consumable.png', fullPage: true });
  await pickOption(page, page.getByLabel('Status', { exact: true }), 'Available');
  await expect(page.getByLabel('Primed date', { exact: true })).toHaveCount(0);
});
