import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  answer,
  dayAgo,
  fillStrokeReferrer,
  pickCallTakerAndNewPatient,
  timeAgo,
  typeDate,
} from './case-fixtures.ts';
import { pickOption, signIn } from './helpers.ts';

/** Spec 3 §2.10, §4.4, §5.4, §8 words (verbatim, as in packages/domain/src/clinics/messages.ts). */
const CASE_CLOSED = 'Outpatient case closed';
const MEDICARE_TOO_LONG = 'Cannot exceed 11 digits long';
const FORBIDDEN = 'Sorry, you are not authorized to access this page.';
const updated = (section: string) => `${section} section has been updated`;

const MANAGER = 'vst.manage@scout.example';
const READER = 'vst.read@scout.example';

const panel = (page: Page, key: string) => page.locator(`#case-section-${key}`);
const toast = (page: Page, text: string) =>
  page.locator('.ant-message, .shell-toasts').getByText(text, { exact: true }).first();
const listRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'TIA Minor Stroke Clinics' }).getByRole('row').filter({ hasText: text });

/**
 * Saves a section. The button is found by its text: after a refused save antd's spinner icon can
 * stay in the enabled Save button (its accessible name then "loading Save").
 */
async function save(page: Page, scope: Locator, section: string) {
  await scope
    .locator('button')
    .filter({ hasText: /^Save$/ })
    .click();
  await expect(toast(page, updated(section))).toBeVisible();
}

/** Ticks the options of a checkbox group named by its label. */
async function tick(scope: Locator, group: string, options: readonly string[]) {
  const fieldset = scope.getByRole('group', { name: group });
  for (const option of options) await fieldset.getByLabel(option, { exact: true }).check();
}

/**
 * New Clinic (/vst/clinics/new, §2.4): the specialist, the call an hour ago, a new patient, the
 * referrer Robin Referrer (Consultant, RMH Outpatient Clinic) with a provider number. Create opens the
 * clinic at its referrer (a bare clinic path redirects there).
 */
async function createClinic(page: Page, lastName: string) {
  await signIn(page, MANAGER, '/vst/clinics');
  await expect(page.getByRole('heading', { name: 'Clinics', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New Clinic' }).click();
  await expect(page.getByRole('heading', { name: 'New Clinic' })).toBeVisible();
  await pickCallTakerAndNewPatient(
    page,
    {
      lastName,
      firstName: 'Morgan',
      dateOfBirth: '21/05/1958',
      gender: 'Female',
      street: ['3', 'Camp Street', 'Ballarat', '3350'],
    },
    'Neurologist/Stroke Specialist',
  );
  await typeDate(page.getByLabel('Call date/time', { exact: true }), timeAgo(60));
  await fillStrokeReferrer(page, 'Outpatient Clinic');
  await page.getByLabel('Referring Doctor Provider Number', { exact: true }).fill('4024742F');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/vst\/clinic\/\d+\/referrer$/);
  await expect(page.getByTestId('vst-study-id')).toHaveText(/^VSTOP\d+$/);
}

test('a VST editor creates a clinic, fills every section, closes it and sees it Closed', async ({ page }) => {
  test.setTimeout(180_000);
  const lastName = `Clinic${Date.now() % 1_000_000}`;
  await createClinic(page, lastName);
  const referrer = panel(page, 'referrer');
  await expect(referrer.getByLabel('Referring Doctor Provider Number', { exact: true })).toHaveValue(
    '4024742F',
  );

  // Patient Information (§5.4): a Medicare number past 11 digits stays as typed and is refused.
  const patient = panel(page, 'patient');
  await pickOption(page, patient.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, patient.getByLabel('Hospital Unit', { exact: true }), 'Outpatient Clinic');
  await patient.getByLabel('URN/THCI', { exact: true }).fill('UR4455');
  await patient.getByLabel('Hospital Address', { exact: true }).fill('300 Grattan St, Parkville VIC 3050');
  const medicare = patient.getByLabel('Medicare Number', { exact: true });
  await medicare.fill('212345670123');
  await patient.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(patient.getByText(MEDICARE_TOO_LONG)).toBeVisible();
  await expect(medicare).toHaveValue('212345670123');
  await medicare.fill('2123456701');
  await save(page, patient, 'Patient Information');

  // Clinical Details (§3.3, §4.4): therapy Yes shows its list; Other shows its text.
  await page.getByRole('menuitem', { name: 'Clinical Details' }).click();
  const details = panel(page, 'clinical-assessment-details');
  await typeDate(details.getByLabel('Date of Referral', { exact: true }), dayAgo(2));
  await answer(details, 'Initial VST Consultation Received', 'Yes');
  await details.getByLabel('Initial Diagnosis Details', { exact: true }).fill('Left hemisphere TIA');
  await expect(details.getByRole('group', { name: 'Reperfusion Therapy' })).toHaveCount(0);
  await answer(details, 'Reperfusion Therapy Received', 'Yes');
  await tick(details, 'Reperfusion Therapy', ['Tenecteplase']);
  await details
    .getByLabel('Brain Imaging from Initial Presentation', { exact: true })
    .fill('CT brain: no acute change');
  await tick(details, 'Investigations Performed', ['Carotid Doppler', 'TTE', 'Other']);
  await details.getByLabel('Other Investigations Performed', { exact: true }).fill('CT angiogram');
  await details.getByLabel('Clinic Notes', { exact: true }).fill('Symptom free since the event');
  await details.getByLabel('Further Advice and/or Treatment', { exact: true }).fill('Aspirin, statin');
  await page.screenshot({ path: '/tmp/clinic-clinical-details.png', fullPage: true });
  await save(page, details, 'Clinical Details');

  // Further Follow up, then Save and Next to Close Clinic.
  const followup = panel(page, 'futher-followup');
  await answer(followup, 'Further Clinic Review Required', 'Yes');
  await followup.getByLabel('Next Clinic Review Timing', { exact: true }).fill('3 months');
  await followup.getByRole('button', { name: 'Save and Next' }).click();
  await expect(toast(page, updated('Further Follow up'))).toBeVisible();
  await expect(page).toHaveURL(/\/close-clinic$/);

  // Close Clinic (§4.4): validates and saves every section, closes, back to the list.
  await panel(page, 'close-clinic').getByRole('button', { name: 'Save and Close' }).click();
  await expect(toast(page, CASE_CLOSED)).toBeVisible();
  await expect(page).toHaveURL(/\/vst\/clinics$/);
  const row = listRow(page, lastName);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/clinics-list.png', fullPage: true });

  // The closed clinic: Status Closed, Closed On, read-only.
  await row.click();
  await expect(page).toHaveURL(/\/vst\/clinic\/\d+\/patient$/);
  await expect(page.getByText('Closed On').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and Close' })).toHaveCount(0);
});

test('a VST Read user has no Clinics menu item and no access to the clinics', async ({ page }) => {
  await signIn(page, READER, '/vst/consults');
  await expect(page.getByRole('heading', { name: 'VST', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Inpatient Service' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Clinics' })).toHaveCount(0);
  await page.goto('/vst/clinics');
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await page.goto('/vst/clinics/new');
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
});
