import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { answer, createNewVstConsult, timeAgo, typeDate } from './case-fixtures.ts';
import { pickFirstOption, pickOption, signIn } from './helpers.ts';

/** Spec 3 §4.1, §8 words the journeys wait for (verbatim, as in packages/domain/src/vst/messages.ts). */
const CONSULT_CLOSED = 'Consult closed';
const FOLLOWUP_CLOSED = 'Follow up consult closed';
const MERGE_PROMPT =
  'New updates detected on the form. Do you wish to apply your changes on the updated form?';
const MERGE_APPLIED = 'Your changes are now applied to the updated form; Kindly review';
const FAX_SENT = 'Fax successfully sent';
const BOX_SENT = 'Box transmission successful';
const updated = (section: string) => `${section} section has been updated`;

const MANAGER = 'vst.manage@scout.example';
const READER = 'vst.read@scout.example';
const SYSTEM_ADMIN = 'admin@scout.example';

/** The collapsible panel of one record section (its anchor id, case-module's sectionAnchorId). */
const panel = (page: Page, key: string) => page.locator(`#case-section-${key}`);

/** The toast showing `text` (antd's message, or the toasts of the pages without antd: shell-toast.tsx). */
const toast = (page: Page, text: string) =>
  page.locator('.ant-message, .shell-toasts').getByText(text, { exact: true }).first();

/** The dashboard row of the record whose patient or study ID is `text`. */
const dashboardRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'VST consults and follow ups' }).getByRole('row').filter({ hasText: text });

async function save(page: Page, scope: Locator, section: string) {
  await scope.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, updated(section))).toBeVisible();
}

/**
 * Creates a VST consult for a new patient through New Consultation (/vst/consults/new): the call
 * an hour ago, the referrer Robin Referrer (Consultant, RMH ED). Returns the record's path.
 */
async function createConsult(page: Page, lastName: string): Promise<string> {
  await signIn(page, MANAGER, '/vst/consults/new');
  await createNewVstConsult(page, lastName);
  await expect(page.getByTestId('vst-study-id')).toHaveText(/^VST\d+$/);
  return new URL(page.url()).pathname;
}

/** The consult's Patient Information: everything required (RMH ED, triage, observations). */
async function fillPatient(page: Page, patient: Locator) {
  await pickOption(page, patient.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, patient.getByLabel('Hospital Unit', { exact: true }), 'ED');
  await expect(patient.getByLabel('Hospital Address', { exact: true })).toHaveValue(/Grattan Street/);
  await patient.getByLabel('URN/THCI', { exact: true }).fill(`U${Date.now() % 1_000_000}`);
  await typeDate(patient.getByLabel('Hospital Triage Date/Time', { exact: true }), timeAgo(75));
  await answer(patient, 'Imaging Completed', 'Yes');
  await answer(patient, 'Is the Patient Currently Taking Anticoagulants', 'No');
  await patient.getByLabel('HR', { exact: true }).fill('88');
  await patient.getByLabel('SBP', { exact: true }).fill('165');
  await patient.getByLabel('DBP', { exact: true }).fill('92');
  await patient.getByLabel('GCS', { exact: true }).fill('14');
  await patient.getByLabel('Weight (kg)', { exact: true }).fill('82');
  await answer(patient, 'Symptom Onset More Than 24 Hours', 'No');
}

async function fillReferrerPatientAndNeurologist(page: Page) {
  const referrer = panel(page, 'referrer');
  await referrer.getByLabel('Email Address', { exact: true }).fill('robin.referrer@rmh.example');
  await save(page, referrer, 'Referrer');

  const patient = panel(page, 'patient');
  await fillPatient(page, patient);
  await patient.getByLabel('Patient Current Location', { exact: true }).fill('ED cubicle 4');
  await save(page, patient, 'Patient Information');

  const neurologist = panel(page, 'neurologist-info');
  await pickFirstOption(page, neurologist.getByLabel('Neurologist/Stroke Specialist', { exact: true }));
  // Contacted 45 minutes after the call: a reason for the delay is asked (§5.2).
  await typeDate(neurologist.getByLabel('Date/Time Specialist Contacted', { exact: true }), timeAgo(15));
  await pickOption(page, neurologist.getByLabel('Reason for Delay', { exact: true }), 'Concurrent case');
  await save(page, neurologist, 'Neurologist Information');
}

async function fillClinicalSections(page: Page) {
  const clinical = panel(page, 'clinical-details');
  await pickOption(
    page,
    clinical.getByLabel('Site Hospital Preliminary Diagnosis', { exact: true }),
    'Ischaemic Stroke',
  );
  await answer(clinical, 'Wake Up Stroke', 'No');
  await typeDate(clinical.getByLabel('Time Last Known Well', { exact: true }), timeAgo(150));
  await typeDate(clinical.getByLabel('Estimated Time of Symptom Onset', { exact: true }), timeAgo(140));
  await clinical.getByLabel('NIHSS', { exact: true }).fill('8');
  await pickOption(page, clinical.getByLabel('NIHSS Performed By', { exact: true }), 'Hospital staff');
  await clinical.getByLabel('Pre-Stroke mRS', { exact: true }).fill('1');
  await clinical.getByRole('checkbox', { name: 'Driving', exact: true }).check();
  await clinical.getByRole('checkbox', { name: 'HTN', exact: true }).check();
  await clinical
    .getByLabel('Clinical Presentation Details', { exact: true })
    .fill('Left arm weakness, dysarthria.');
  await save(page, clinical, 'Clinical Presentation Information');

  const imaging = panel(page, 'imaging-details');
  await answer(imaging, 'Established Infarct', 'No');
  await answer(imaging, 'Haemorrhage', 'No');
  await answer(imaging, 'CTA Performed', 'No');
  await answer(imaging, 'CTP Performed', 'No');
  await answer(imaging, 'Images Available on Visage', 'Yes');
  await answer(imaging, 'Local PACS Accessed', 'No');
  await imaging
    .getByLabel('Brain Imaging Results', { exact: true })
    .fill('No haemorrhage, no early ischaemic change.');
  await save(page, imaging, 'Imaging Details');

  const diagnosis = panel(page, 'diagnosis-details');
  await pickOption(page, diagnosis.getByLabel('Stroke Type', { exact: true }), 'Ischaemic Stroke');
  await diagnosis.getByLabel('Diagnosis Details', { exact: true }).fill('Right MCA territory infarct.');
  await save(page, diagnosis, 'VST Diagnosis Details');

  // The ischaemic chains show once the stroke type is saved: no tPA (with a reason), no ECR.
  const management = panel(page, 'reperfusion-therapies');
  await answer(management, 'tPA Advised', 'No');
  await management.getByRole('checkbox', { name: 'Rapidly improving symptoms', exact: true }).check();
  await answer(management, 'Patient Recommended for ECR', 'No');
  await management.getByRole('checkbox', { name: 'Stroke Unit', exact: true }).check();
  await management.getByRole('checkbox', { name: 'Antithrombotic Therapy', exact: true }).check();
  await save(page, management, 'Recommended Management');

  const technical = panel(page, 'technical-consultation-info');
  await answer(technical, 'Consult Type', 'Video Conference and Phone');
  await pickOption(page, technical.getByLabel('Internet Type', { exact: true }), 'Home');
  await answer(technical, 'Technical Success', 'Consultation completed without technical interference');
  await save(page, technical, 'Technical Consultation Information');
}

/** Uploads a small text file in the Attachments part and waits for its row. */
async function attachFile(page: Page, name: string) {
  const attachments = panel(page, 'attachments');
  const chooser = page.waitForEvent('filechooser');
  await attachments.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from('Referral letter from RMH ED.\n'),
  });
  await expect(toast(page, `${name} file uploaded successfully`)).toBeVisible();
  await expect(attachments.getByRole('row').filter({ hasText: name })).toHaveCount(1);
}

async function signedInPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, path);
  return { context, page };
}

test('a manager fills and closes a consult for a new patient, then a follow-up of it', async ({ page }) => {
  test.setTimeout(360_000);
  const lastName = `Vst${Date.now() % 1_000_000}`;
  await createConsult(page, lastName);
  const studyId = (await page.getByTestId('vst-study-id').textContent()) ?? '';

  await fillReferrerPatientAndNeurologist(page);
  await fillClinicalSections(page);
  await attachFile(page, `referral-${lastName}.txt`);

  const agreement = panel(page, 'hospital-agreement');
  await answer(agreement, 'Agreement from Hospital to Deliver Treatment Plan', 'Yes');
  await answer(agreement, 'Appropriate Referral to VST', 'Yes');
  await page.screenshot({ path: '/tmp/vst-consult-filled.png' });
  await agreement.getByRole('button', { name: 'Save and Close' }).click();
  await expect(toast(page, CONSULT_CLOSED)).toBeVisible();
  await expect(page).toHaveURL(/\/vst\/consults$/);
  const row = dashboardRow(page, studyId).filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('CLOSED', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/vst-dashboard-closed.png' });

  // A follow-up of the closed consult, from its row menu.
  await row.getByRole('button', { name: `Actions for ${studyId}` }).click();
  await page.getByRole('menuitem', { name: 'Create follow-up' }).click();
  await expect(page.getByRole('heading', { name: 'New Follow up' })).toBeVisible();
  await expect(page.getByText(`follow up of ${studyId}`)).toBeVisible();
  // Called five minutes ago, so the specialist contact a minute ago comes after the call (§5.2).
  await typeDate(page.getByLabel('Call date/time', { exact: true }), timeAgo(5));
  await page.getByLabel('Last Name', { exact: true }).fill('Referrer');
  await page.getByLabel('First Name', { exact: true }).fill('Robin');
  await pickOption(page, page.getByLabel('Position', { exact: true }), 'Consultant');
  await page.getByLabel('Contact Number', { exact: true }).fill('0353201234');
  await expect(page.getByLabel('Hospital Address', { exact: true })).toHaveValue(/Grattan Street/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/vst\/followup\/\d+\/patient$/);
  await page.screenshot({ path: '/tmp/vst-followup-new.png' });

  const patient = panel(page, 'patient');
  await pickOption(page, patient.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, patient.getByLabel('Hospital Unit', { exact: true }), 'Ward');
  await patient.getByLabel('URN/THCI', { exact: true }).fill(`F${Date.now() % 1_000_000}`);
  await save(page, patient, 'Patient Information');

  const neurologist = panel(page, 'neurologist-info');
  await pickFirstOption(page, neurologist.getByLabel('Neurologist/Stroke Specialist', { exact: true }));
  await typeDate(neurologist.getByLabel('Date/Time Specialist Contacted', { exact: true }), timeAgo(1));
  await save(page, neurologist, 'Neurologist Information');

  const consultation = panel(page, 'followup-consultation');
  await pickOption(page, consultation.getByLabel('Reason for Follow Up', { exact: true }), 'Other');
  await answer(consultation, 'Follow Up Consultation Type', 'Phone only');
  await consultation.getByLabel('Follow Up Notes', { exact: true }).fill('Reviewed on the ward; stable.');
  await answer(consultation, 'PACS Accessed', 'No');
  await consultation.getByLabel('Further Advice or Treatment', { exact: true }).fill('Continue aspirin.');
  await answer(consultation, 'Serious Adverse Event', 'No');
  await save(page, consultation, 'Follow up Consultation');
  await attachFile(page, `followup-${lastName}.txt`);

  const followAgreement = panel(page, 'hospital-agreement');
  await answer(followAgreement, 'Agreement from Hospital to Deliver Treatment Plan', 'Yes');
  await answer(followAgreement, 'Appropriate Referral to VST', 'Yes');
  await followAgreement.getByRole('button', { name: 'Save and Close' }).click();
  await expect(toast(page, FOLLOWUP_CLOSED)).toBeVisible();
  await expect(page).toHaveURL(/\/vst\/consults$/);
  const consultRow = dashboardRow(page, studyId).filter({ hasText: lastName });
  await consultRow.getByRole('button', { name: 'Expand row' }).click();
  const followRow = page
    .getByRole('table', { name: 'VST consults and follow ups' })
    .getByRole('row')
    .filter({ hasText: 'Follow' })
    .filter({ hasText: lastName });
  await expect(followRow).toHaveCount(1);
  await expect(followRow.getByText('CLOSED', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/vst-dashboard-followup.png' });
});

test('a stale form offers to merge: the second person keeps their edit over the first one’s save', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const consultPath = await createConsult(page, `Merge${Date.now() % 1_000_000}`);
  const other = await signedInPage(browser, MANAGER, consultPath);
  try {
    await expect(other.page.getByTestId('vst-study-id')).toBeVisible();
    // The first saves the referrer; the second, on the form loaded before, edits the patient's
    // location and uses Save and Close.
    const mine = panel(page, 'referrer');
    await mine.getByLabel('Contact Number', { exact: true }).fill('0390009999');
    await save(page, mine, 'Referrer');

    const theirs = panel(other.page, 'patient');
    await theirs.getByLabel('Patient Current Location', { exact: true }).fill('Resus bay 2');
    await panel(other.page, 'hospital-agreement').getByRole('button', { name: 'Save and Close' }).click();
    const prompt = other.page.getByRole('dialog').filter({ hasText: MERGE_PROMPT });
    await expect(prompt).toBeVisible();
    await other.page.screenshot({ path: '/tmp/vst-merge-prompt.png' });
    await prompt.getByRole('button', { name: 'Merge Changes' }).click();
    await expect(toast(other.page, MERGE_APPLIED)).toBeVisible();
    // The updated form: the first person's save, with the second's unsaved edit laid over it.
    await expect(panel(other.page, 'referrer').getByLabel('Contact Number', { exact: true })).toHaveValue(
      '0390009999',
    );
    await expect(theirs.getByLabel('Patient Current Location', { exact: true })).toHaveValue('Resus bay 2');
    await expect(other.page).toHaveURL(consultPath);
    // The merged form saves as any other: the patient section once its required fields are in.
    await fillPatient(other.page, theirs);
    await save(other.page, theirs, 'Patient Information');
    await expect(theirs.getByLabel('Patient Current Location', { exact: true })).toHaveValue('Resus bay 2');
  } finally {
    await other.context.close();
  }
});

test('a Read user sees the dashboard and a consult with no edit controls', async ({ page }) => {
  await signIn(page, READER, '/vst/consults');
  await expect(page.getByRole('heading', { name: 'VST', exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'VST consults and follow ups' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Consultation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Follow up' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/vst-read-dashboard.png' });

  // An open consult: still read-only for this user.
  const open = table.getByRole('row').filter({ hasText: 'OPEN' }).first();
  await open.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/vst\/consult\/\d+\/patient$/);
  await expect(page.getByTestId('vst-study-id')).toBeVisible();
  await expect(page.getByRole('menu', { name: 'Case sections' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and Close' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /Save All/i })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^New/ })).toHaveCount(0);
  await expect(panel(page, 'attachments').getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/vst-read-consult.png' });
});

test('a manager faxes and uploads a consult to its hospital; the system admin sees both in the outbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER, '/vst/consults');
  // The demo's closed consult without follow-up: its hospital (Austin) has fax and Box enabled.
  const row = dashboardRow(page, 'Austin').filter({ hasText: 'CLOSED' }).first();
  await expect(row).toBeVisible();
  const studyId = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(studyId).toMatch(/^VST\d+$/);
  const menu = row.getByRole('button', { name: `Actions for ${studyId}` });

  await menu.click();
  await page.getByRole('menuitem', { name: 'Send Fax to Hospital' }).click();
  await expect(toast(page, FAX_SENT)).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Upload to Box' }).click();
  await expect(toast(page, BOX_SENT)).toBeVisible();
  await page.screenshot({ path: '/tmp/vst-sends.png' });

  const admin = await signedInPage(browser, SYSTEM_ADMIN, '/ccmp/outbox');
  try {
    await expect(admin.page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    const outbox = admin.page.getByRole('table');
    await expect(
      outbox.getByRole('row').filter({ hasText: 'Fax' }).filter({ hasText: studyId }),
    ).not.toHaveCount(0);
    await expect(
      outbox.getByRole('row').filter({ hasText: 'File sharing' }).filter({ hasText: studyId }),
    ).not.toHaveCount(0);
    await admin.page.screenshot({ path: '/tmp/vst-outbox.png' });
  } finally {
    await admin.context.close();
  }
});
