import { expect, type Page, test } from '@playwright/test';
import { pickOption, signIn } from './helpers.ts';

async function openPatientList(page: Page) {
  await signIn(page, 'admin@scout.example', '/ccmp/patients');
  await expect(page.getByRole('heading', { name: 'Patient Profiles' })).toBeVisible();
}

async function findPatient(page: Page, keyword: string) {
  const box = page.getByLabel('Search patient profiles', { exact: true });
  await box.fill(keyword);
}

test('an administrator creates a patient, changes the address and sees the previous one', async ({
  page,
}) => {
  const lastName = `Testpatient${Date.now() % 1_000_000}`;
  await openPatientList(page);
  await page.getByRole('button', { name: 'Create Patient Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create Patient Profile' })).toBeVisible();

  await page.getByLabel('Last name', { exact: true }).fill(lastName);
  await page.getByLabel('First name', { exact: true }).fill('Robin');
  await page.getByRole('radio', { name: 'Unspecified' }).check();
  await page.getByLabel('Date of birth', { exact: true }).fill('07/08/1961');
  await expect(page.getByLabel('Age', { exact: true })).toBeDisabled();
  await pickOption(
    page,
    page.getByLabel('Search address', { exact: true }),
    '1 High Street, Carlton VIC 3053',
    {
      search: 'High Street Carlton',
      shows: false,
    },
  );
  await expect(page.getByLabel('Suburb', { exact: true })).toHaveValue('Carlton');
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('3053');
  await pickOption(page, page.getByLabel('Health care provider', { exact: true }), 'The Alfred (Alfred)', {
    search: 'Alfred',
  });
  await page.getByLabel('URN/THCI', { exact: true }).fill(`E2E${Date.now() % 1_000_000}`);
  await page.screenshot({ path: '.tmp/patients-create.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Patient profile created')).toBeVisible();
  await expect(page).toHaveURL(/\/ccmp\/patients$/);
  await findPatient(page, lastName);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row.getByText('07/08/1961')).toBeVisible();
  await page.screenshot({ path: '.tmp/patients-list.png', fullPage: true });
  await row.getByRole('link', { name: /Update/ }).click();

  await expect(page.getByLabel('Street number', { exact: true })).toHaveValue('1');
  await expect(page).toHaveTitle(`Robin ${lastName}`);
  await expect(page.getByText('No previous addresses')).toBeVisible();
  await page.getByLabel('Street number', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Patient profile updated')).toBeVisible();

  await findPatient(page, lastName);
  await page
    .getByRole('row', { name: new RegExp(lastName) })
    .getByRole('link', { name: /Update/ })
    .click();
  await expect(page.getByLabel('Street number', { exact: true })).toHaveValue('3');
  const previous = page.getByRole('list', { name: 'Previous addresses' });
  await expect(previous.getByText('1 High Street, Carlton VIC 3053, Australia')).toBeVisible();
  await expect(previous.getByText(/Until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await page.screenshot({ path: '.tmp/patients-update.png', fullPage: true });
});

test('an administrator merges a duplicate profile and lands on the correct one', async ({ page }) => {
  // The demo data holds Jane Citizen twice: once at one hospital, once (with a middle name) at another.
  await openPatientList(page);
  await findPatient(page, 'Citizen');
  await page.getByRole('link', { name: 'Merge Jane Citizen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Merge Patient Profiles' })).toBeVisible();

  await page.getByLabel('Search for the duplicate profile', { exact: true }).fill('Citizen');
  await page.getByRole('button', { name: 'Select Jane Citizen', exact: true }).click();
  await expect(page.getByText('The duplicate profile must be a different profile.')).toBeVisible();
  await page.getByRole('button', { name: 'Select Jane Mary Citizen' }).click();

  const middleName = page.getByRole('radiogroup', { name: 'Keep for Middle Name' });
  await middleName.getByText('Duplicate').click();
  await page.screenshot({ path: '.tmp/patients-merge.png', fullPage: true });
  await page.getByRole('button', { name: 'Merge profiles' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();

  await expect(page).toHaveURL(/\/ccmp\/patients\/\d+\/update$/);
  await expect(page.getByLabel('Middle name', { exact: true })).toHaveValue('Mary');
  await expect(page.getByLabel('URN/THCI', { exact: true })).toHaveCount(2);
  await expect(page).toHaveTitle('Jane Mary Citizen');

  // The duplicate is retired: search no longer lists two Jane Citizens.
  await page.getByRole('menuitem', { name: 'Patient Profiles' }).click();
  await findPatient(page, 'Citizen');
  await expect(page.getByRole('link', { name: /^Update Jane/ })).toHaveCount(1);
});

test("the journey lists a patient's presentations and View opens that patient's case in a new window", async ({
  page,
  context,
}) => {
  await openPatientList(page);
  await findPatient(page, 'Walsh');
  await page.getByRole('link', { name: 'Journey of Bridget Walsh' }).click();
  await expect(page.getByRole('heading', { name: 'Patient Journey' })).toBeVisible();
  // The demo cases seeded for her: an ECMO case and a VST consult (a reperfusion case).
  const ecmoRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'ECMO case', exact: true }) });
  const vstRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'VST consult', exact: true }) });
  await expect(ecmoRow).toHaveCount(1);
  await expect(vstRow).toHaveCount(1);
  await page.screenshot({ path: '.tmp/patients-journey.png', fullPage: true });

  const [ecmoCase] = await Promise.all([
    context.waitForEvent('page'),
    ecmoRow.getByRole('button', { name: /^View ECMO/ }).click(),
  ]);
  await expect(ecmoCase).toHaveURL(/\/ecmo\/cases\/\d+\/referrer$/);
  // A real case, and hers: its header names her.
  await expect(ecmoCase.getByRole('heading', { level: 1 })).toContainText('Bridget Walsh', {
    timeout: 30_000,
  });

  const [vstConsult] = await Promise.all([
    context.waitForEvent('page'),
    vstRow.getByRole('button', { name: /^View VST/ }).click(),
  ]);
  await expect(vstConsult).toHaveURL(/\/vst\/consult\/\d+\/referrer$/);
  await expect(vstConsult.getByTestId('vst-study-id')).toBeVisible({ timeout: 30_000 });
  await expect(vstConsult.getByText('Walsh, Bridget')).toBeVisible();
});
