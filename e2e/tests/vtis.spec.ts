import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { AUSCR_HEADER } from '../../packages/domain/src/vtis/auscr.ts';
import { answer, dayAgo, pickCallTakerAndNewPatient, timeAgo, typeDate } from './case-fixtures.ts';
import { openSignedIn, pickFirstOption, pickOption } from './helpers.ts';

/** Spec 3 §2.3, §4.1, §8 words (verbatim, as in packages/domain/src/vtis/messages.ts). */
const DASHBOARD_TITLE = 'Victorian Telestroke Inpatient Service - Consults and Follow Ups';
const CONSULT_CLOSED = 'Consult closed';
const DOCUMENTATION_CLOSED = 'Hospital documentation closed';
const REFERRED_TO_VTIS = 'Consult closed. Patient has been automatically referred to VTIS.';
const DASHBOARD_EMPTY = 'Keyword yields no results. Please change your keyword and search again.';
const SEARCH_PLACEHOLDER = 'Search by Study ID, Patient Name, or URN/THCI';
const DECLINE_OTHER_REQUIRED = 'Why are you declining this consult?';
const declinedBanner = (person: string, date: string, reason: string) =>
  `VTIS Consult declined by ${person} on ${date}: ${reason}`;

const VTIS_ONLY = 'vtis.only@scout.example';
const MANAGER = 'vst.manage@scout.example';
const MANAGER_NAME = 'Victor Strokemanager';
const EXPORTER = 'exporter@scout.example';
const READER = 'vst.read@scout.example';

const DASHBOARD = '/vst/vtisconsults';

const panel = (page: Page, key: string) => page.locator(`#case-section-${key}`);
const toast = (page: Page, text: string) =>
  page.locator('.ant-message, .shell-toasts').getByText(text, { exact: true }).first();
const dashboardTable = (page: Page) => page.getByRole('table', { name: 'VTIS consults and follow ups' });
const dashboardRow = (page: Page, text: string) =>
  dashboardTable(page).getByRole('row').filter({ hasText: text });

/** DD/MM/YYYY of today on the service's clock (the banner's date). */
const today = () => timeAgo(0).slice(0, 10);

/**
 * Creates a VTIS consult for a new patient through New VTIS Consultation: the call an hour ago, the
 * referrer Robin Referrer (Consultant, RMH ED). Returns the record's path and study ID.
 */
async function createVtisConsult(page: Page, lastName: string) {
  await openSignedIn(page, MANAGER, DASHBOARD);
  await expect(page.getByRole('heading', { name: 'VTIS', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New VTIS Consultation' }).click();
  await expect(page.getByRole('heading', { name: 'New VTIS Consultation' })).toBeVisible();
  await pickCallTakerAndNewPatient(page, {
    lastName,
    firstName: 'Casey',
    dateOfBirth: '03/02/1948',
    gender: 'Female',
    street: ['12', 'Sturt Street', 'Ballarat', '3350'],
  });
  await typeDate(page.getByLabel('Call date/time', { exact: true }), timeAgo(60));
  await page.getByLabel('Last Name', { exact: true }).fill('Referrer');
  await page.getByLabel('First Name', { exact: true }).fill('Robin');
  await pickOption(page, page.getByLabel('Position', { exact: true }), 'Consultant');
  await page.getByLabel('Contact Number', { exact: true }).fill('0353201234');
  await pickOption(page, page.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, page.getByLabel('Hospital Unit', { exact: true }), 'ED');
  await typeDate(page.getByLabel('Referral Date/Time', { exact: true }), timeAgo(58));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/vst\/vtisconsult\/\d+\/referrer$/i);
  return new URL(page.url()).pathname;
}

test('a VTIS-only user goes from the main menu to the VTIS dashboard', async ({ page }) => {
  await openSignedIn(page, VTIS_ONLY, '/');
  const tile = page.getByTestId('tile-vst');
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(page).toHaveURL(/\/vst\/vtisconsults$/);
  await expect(page.getByText(DASHBOARD_TITLE, { exact: true })).toBeVisible();
  const table = dashboardTable(page);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (const column of [
    'Study ID',
    'Type',
    'Referral Date',
    'Patient Name',
    'Hospital',
    'Neurologist/Stroke Specialist',
    'Consultation Date',
    'Status',
  ])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'VTIS Consult' }).first()).toBeVisible();
  // A Manage user of specific health care providers gets no three-dot menu (§2.3).
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New VTIS Consultation' })).toBeVisible();
  await page.screenshot({ path: '/tmp/vtis-dashboard.png', fullPage: true });
});

/** Declines the consult open on `page` with `reason` (and the Other text), checking the banner. */
async function decline(page: Page, reason: string, otherText?: string) {
  const studyId = (await page.getByTestId('vtis-study-id').textContent())?.trim() ?? '';
  await page.getByRole('menuitem', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: `Decline ${studyId}` });
  await expect(dialog).toBeVisible();
  await pickOption(page, dialog.getByLabel('Reason for Declining', { exact: true }), reason);
  if (otherText !== undefined) {
    // Other without its text is refused with the spec's question.
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByText(DECLINE_OTHER_REQUIRED)).toBeVisible();
    await dialog.getByLabel('Other Reason', { exact: true }).fill(otherText);
  }
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
}

/** A declined consult: the banner, no Save / Save and Close / Save all / Delete / Decline. */
async function expectDeclined(page: Page, reason: string) {
  const banner = page.getByRole('alert').filter({ hasText: 'VTIS Consult declined by' });
  await expect(banner).toBeVisible();
  // Attributed to the signed-in account, dated today on the service's clock.
  await expect(banner).toHaveText(declinedBanner(MANAGER_NAME, today(), reason));
  await expect(page.getByText('DECLINED', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and Close' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /Save All/i })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Decline' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
}

test('a manager declines a new pending VTIS consult with Other and its text', async ({ page }) => {
  test.setTimeout(120_000);
  const lastName = `Decline${Date.now() % 1_000_000}`;
  await createVtisConsult(page, lastName);
  await expect(page.getByText('PENDING', { exact: true }).first()).toBeVisible();
  const reason = 'Family declined telestroke review';
  await decline(page, 'Other', reason);
  await expectDeclined(page, reason);
  await page.screenshot({ path: '/tmp/vtis-declined.png', fullPage: true });
  // The dashboard shows it declined.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/vst\/vtisconsults$/);
  const row = dashboardRow(page, lastName);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('DECLINED', { exact: true })).toBeVisible();
});

test('a manager declines a new pending VTIS consult with a reason from the list', async ({ page }) => {
  test.setTimeout(120_000);
  await createVtisConsult(page, `Declist${Date.now() % 1_000_000}`);
  await decline(page, 'Patient discharged home');
  await expectDeclined(page, 'Patient discharged home');
  // Still declined after a reload (the server kept it).
  await page.reload();
  await expectDeclined(page, 'Patient discharged home');
});

/** The cells of one CSV line (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let k = 0; k < line.length; k++) {
    const c = line[k];
    if (quoted && c === '"' && line[k + 1] === '"') {
      cell += '"';
      k++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

test('the exporter downloads the AuSCR export as AUSCR_Report.csv with its header', async ({ page }) => {
  await openSignedIn(page, EXPORTER, DASHBOARD);
  await expect(page.getByText(DASHBOARD_TITLE, { exact: true })).toBeVisible();
  await expect(dashboardTable(page).getByRole('row').nth(1)).toBeVisible();
  const button = page.getByRole('button', { name: 'Export Data: AuSCR' });
  await expect(button).toBeEnabled();
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('AUSCR_Report.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header = '', ...rows] = text.split(/\r?\n/).filter(Boolean);
  // The first line is the header: every column's variable, in the domain's order.
  expect(csvCells(header)).toEqual([...AUSCR_HEADER]);
  // One row per consult with hospital documentation: at least the demo's two documented consults.
  const studyIds = rows.map((row) => csvCells(row)[0]);
  expect(studyIds.length).toBeGreaterThanOrEqual(2);
  for (const id of studyIds) expect(id).toMatch(/^VTIS\d+$/);
  for (const row of rows) expect(csvCells(row)).toHaveLength(AUSCR_HEADER.length);
});

test('the exports are disabled while the dashboard shows no records', async ({ page }) => {
  await openSignedIn(page, EXPORTER, DASHBOARD);
  const exports = ['Export Data: VTIS Consult', 'Export Data: VTIS Follow Up', 'Export Data: AuSCR'];
  for (const name of exports) await expect(page.getByRole('button', { name })).toBeEnabled();
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(`nobody-${Date.now()}`);
  await expect(page.getByText(DASHBOARD_EMPTY)).toBeVisible();
  for (const name of exports) await expect(page.getByRole('button', { name })).toBeDisabled();
});

test('a VTIS Read user sees a pending consult with no decline or edit controls', async ({ page }) => {
  await openSignedIn(page, READER, DASHBOARD);
  await expect(page.getByText(DASHBOARD_TITLE, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New VTIS Consultation' })).toHaveCount(0);
  const pending = dashboardTable(page).getByRole('row').filter({ hasText: 'PENDING' }).first();
  await pending.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/vst\/vtisconsult\/\d+\//i);
  await expect(page.getByTestId('vtis-study-id')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Decline' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and Close' })).toHaveCount(0);
});

const updated = (section: string) => `${section} section has been updated`;

async function save(page: Page, scope: Locator, section: string) {
  await scope.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, updated(section))).toBeVisible();
}

/** Ticks `option` in the checkbox group named `group` (a fieldset) inside `scope`. */
async function tick(scope: Locator, group: string, option: string) {
  await scope
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox', { name: option, exact: true })
    .check();
}

/** Every consult section after the referrer, for an ischaemic stroke (its documentation required). */
async function fillVtisConsult(page: Page) {
  const patient = panel(page, 'patient');
  // The patient's details are unavailable: the toggled requirements are off (§4.3, §5.5).
  await answer(patient, "Patient's Details Unavailable (Required Fields Off)", 'Yes');
  await pickOption(page, patient.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, patient.getByLabel('Hospital Unit', { exact: true }), 'Ward');
  await expect(patient.getByLabel('Hospital Address', { exact: true })).toHaveValue(/Grattan Street/);
  await patient.getByLabel('URN/THCI', { exact: true }).fill(`V${Date.now() % 1_000_000}`);
  await save(page, patient, 'Patient Information');

  const neurologist = panel(page, 'neurologist-info');
  await pickFirstOption(page, neurologist.getByLabel('Neurologist/Stroke Specialist', { exact: true }));
  await typeDate(neurologist.getByLabel('Date/Time Specialist Contacted', { exact: true }), timeAgo(15));
  await save(page, neurologist, 'Neurologist Information');

  const history = panel(page, 'patient-history');
  await answer(history, 'Stroke Onset Known', 'No');
  await answer(history, 'Previous Stroke', 'No');
  await answer(history, 'Was VST Contacted', 'No');
  await answer(history, 'Intravenous Thrombolysis Received', 'No');
  await pickOption(
    page,
    history.getByLabel('Working Diagnosis Before Consult', { exact: true }),
    'Ischaemic Stroke',
  );
  await history
    .getByLabel('Relevant Patient History', { exact: true })
    .fill('Hypertension, AF on no anticoagulation.');
  await save(page, history, 'Patient History');

  const imaging = panel(page, 'imaging-details');
  await imaging.getByLabel('Imaging Results', { exact: true }).fill('CT: left MCA territory hypodensity.');
  await save(page, imaging, 'Imaging Details');

  const diagnosis = panel(page, 'vtis-diagnosis-details');
  await pickOption(page, diagnosis.getByLabel('Stroke Type', { exact: true }), 'Ischaemic Stroke');
  await diagnosis
    .getByLabel('Diagnosis Details', { exact: true })
    .fill('Left MCA infarct, cardioembolic likely.');
  await answer(diagnosis, 'Cause of Stroke Known', 'No');
  await save(page, diagnosis, 'VTIS Diagnosis Details');
  // Set on the save: the stroke type is the working diagnosis, so the diagnosis was not revised.
  await expect(
    diagnosis.getByRole('radiogroup', { name: 'Diagnosis Revised' }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();

  const management = panel(page, 'recommended-management');
  await answer(management, 'Facilitated Inter-Hospital Transfers', 'No');
  await tick(management, 'Management Recommendations', 'Antithrombotic Therapy');
  await tick(management, 'Management Recommendations', 'Stroke Unit Care ongoing');
  await tick(management, 'Follow Up Investigations Arranged', 'Holter monitor');
  await tick(management, 'Follow Up Referrals Arranged', 'Outpatient stroke clinic');
  await answer(management, 'Test Cancelled', 'No');
  await answer(management, 'Estimated Length of Stay Advised', 'Yes');
  await answer(management, 'Recommended Changes in Medications', 'No');
  await answer(management, 'Patient Centered Counselling', 'Yes');
  await save(page, management, 'Recommended Management');

  const technical = panel(page, 'technical-consultation-info');
  await answer(technical, 'Consult Type', 'Video Conference and Phone');
  await answer(technical, 'Technical Success', 'Consultation completed without technical interference');
}

/** The hospital documentation of an admission yesterday and a discharge today. */
async function fillHospitalDocumentation(page: Page) {
  const admission = panel(page, 'admission-details');
  await typeDate(admission.getByLabel('Hospital Admission Date', { exact: true }), dayAgo(1));
  await admission.getByLabel('Hospital Admission Time', { exact: true }).fill('09:30');
  await save(page, admission, 'Admission Details');

  const clinical = panel(page, 'clinical-information');
  await typeDate(clinical.getByLabel('Date of Stroke', { exact: true }), dayAgo(1));
  await pickOption(
    page,
    clinical.getByLabel('Time of Stroke Accuracy', { exact: true }),
    'Time of onset known',
  );
  await clinical.getByLabel('Time of Stroke', { exact: true }).fill('08:15');
  await pickOption(page, clinical.getByLabel('Did the patient arrive by ambulance?', { exact: true }), 'Yes');
  await clinical.getByLabel('NIHSS on Admission', { exact: true }).fill('6');
  await clinical.getByLabel('Pre-Stroke mRS', { exact: true }).fill('0');
  await tick(clinical, 'Medical Risk Factors', 'AF');
  await save(page, clinical, 'Clinical Information');

  const prevention = panel(page, 'secondary-prevention');
  for (const label of [
    'Antithrombotics prescribed at discharge',
    'Antihypertensives prescribed at discharge',
    'Lipid-lowering treatment prescribed at discharge',
  ])
    await pickOption(page, prevention.getByLabel(label, { exact: true }), 'Yes');

  const discharge = panel(page, 'discharge-information');
  await discharge.getByLabel('Discharge mRS', { exact: true }).fill('2');
  await discharge.getByLabel('NIHSS on Discharge', { exact: true }).fill('3');
  await typeDate(discharge.getByLabel('Hospital Discharge Date', { exact: true }), dayAgo(0));
  for (const [n, code] of ['I63.4', 'I48.9', 'I10', 'E78.5'].entries())
    await discharge.getByLabel(`ICD-10 Code ${n + 1}`, { exact: true }).fill(code);
  await pickOption(
    page,
    discharge.getByLabel('Discharge Destination', { exact: true }),
    'Inpatient rehabilitation',
  );
  await pickOption(page, discharge.getByLabel('Was a discharge care plan provided?', { exact: true }), 'Yes');
  await tick(discharge, 'Follow-Up Investigations Arranged', 'Not required');
  await tick(discharge, 'Follow-Up Referrals Arranged', 'Outpatient stroke clinic');
  await tick(discharge, 'Driving Restrictions', 'Can start driving after 4 weeks');
}

test('a manager fills and closes a VTIS consult and its hospital documentation, then opens the discharge summary', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const lastName = `Vtis${Date.now() % 1_000_000}`;
  await createVtisConsult(page, lastName);
  const studyId = (await page.getByTestId('vtis-study-id').textContent())?.trim() ?? '';
  expect(studyId).toMatch(/^VTIS\d+$/);
  await fillVtisConsult(page);
  await page.screenshot({ path: '/tmp/vtis-consult-filled.png', fullPage: true });
  await panel(page, 'technical-consultation-info').getByRole('button', { name: 'Save and Close' }).click();
  await expect(toast(page, CONSULT_CLOSED)).toBeVisible();
  await expect(page).toHaveURL(/\/vst\/vtisconsults$/);

  const row = dashboardRow(page, lastName);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('CLOSED', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Expand row' }).click();
  const docRow = dashboardTable(page)
    .getByRole('row')
    .filter({ hasText: 'Hospital Documentation' })
    .filter({ hasText: studyId });
  await expect(docRow).toHaveCount(1);
  await expect(docRow.getByText('OPEN', { exact: true })).toBeVisible();
  await docRow.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/vst\/vtishospitaldocumentation\/\d+\//i);
  await expect(page.getByRole('heading', { name: 'VTIS Hospital Documentation' })).toBeVisible();

  await fillHospitalDocumentation(page);
  await page.screenshot({ path: '/tmp/vtis-hospital-documentation.png', fullPage: true });
  await panel(page, 'discharge-information').getByRole('button', { name: 'Save and Close' }).click();
  await expect(toast(page, DOCUMENTATION_CLOSED)).toBeVisible();
  await page.screenshot({ path: '/tmp/vtis-hospital-documentation-closed.png', fullPage: true });

  // The discharge summary opens in a new tab as a PDF.
  await expect(page).toHaveURL(/\/vst\/vtisconsults$/);
  await page.screenshot({ path: '/tmp/vtis-dashboard-manager.png' });
  const closedRow = dashboardRow(page, lastName);
  await closedRow.getByRole('button', { name: 'Expand row' }).click();
  const closedDoc = dashboardTable(page)
    .getByRole('row')
    .filter({ hasText: 'Hospital Documentation' })
    .filter({ hasText: studyId });
  await expect(closedDoc.getByText('CLOSED', { exact: true })).toBeVisible();
  const pdf = page.waitForResponse((r) => r.url().includes('/discharge-summary'));
  const popup = page.waitForEvent('popup');
  await closedDoc.getByRole('button', { name: 'Discharge Summary' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The same call again, with the page's credentials, to read the file (the tab got it as a blob).
  const again = await page.request.get(response.url(), { headers: await response.request().allHeaders() });
  expect(again.status()).toBe(200);
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.screenshot({ path: '/tmp/vtis-discharge-summary.png' }).catch(() => undefined);
});

/**
 * A VST consult (/vst/consults/new) for a new patient at Bendigo (a regional hospital taking part in
 * VTIS), filled as vst.spec.ts fills one: an ischaemic stroke treated on site, no tPA, no ECR.
 */
async function createAndFillVstConsult(page: Page, lastName: string) {
  await openSignedIn(page, MANAGER, '/vst/consults/new');
  await expect(page.getByRole('heading', { name: 'New Consultation' })).toBeVisible();
  await pickCallTakerAndNewPatient(page, {
    lastName,
    firstName: 'Morgan',
    dateOfBirth: '21/09/1950',
    gender: 'Male',
    street: ['4', 'Pall Mall', 'Bendigo', '3550'],
  });
  await typeDate(page.getByLabel('Call date/time', { exact: true }), timeAgo(60));
  await page.getByLabel('Last Name', { exact: true }).fill('Referrer');
  await page.getByLabel('First Name', { exact: true }).fill('Robin');
  await pickOption(page, page.getByLabel('Position', { exact: true }), 'Consultant');
  await page.getByLabel('Contact Number', { exact: true }).fill('0354546000');
  await pickOption(page, page.getByLabel('Hospital', { exact: true }), 'Bendigo', { search: 'Bendigo' });
  await pickOption(page, page.getByLabel('Hospital Unit', { exact: true }), 'ED');
  await typeDate(page.getByLabel('Referral Date/Time', { exact: true }), timeAgo(58));
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/vst\/consult\/\d+\/patient$/);

  const patient = panel(page, 'patient');
  await pickOption(page, patient.getByLabel('Hospital', { exact: true }), 'Bendigo', { search: 'Bendigo' });
  await pickOption(page, patient.getByLabel('Hospital Unit', { exact: true }), 'ED');
  await expect(patient.getByLabel('Hospital Address', { exact: true })).toHaveValue(/Barnard Street/);
  await patient.getByLabel('URN/THCI', { exact: true }).fill(`B${Date.now() % 1_000_000}`);
  await typeDate(patient.getByLabel('Hospital Triage Date/Time', { exact: true }), timeAgo(75));
  await answer(patient, 'Imaging Completed', 'Yes');
  await answer(patient, 'Is the Patient Currently Taking Anticoagulants', 'No');
  const observations: [label: string, value: string][] = [
    ['HR', '84'],
    ['SBP', '158'],
    ['DBP', '90'],
    ['GCS', '15'],
    ['Weight (kg)', '78'],
  ];
  for (const [label, value] of observations) await patient.getByLabel(label, { exact: true }).fill(value);
  await answer(patient, 'Symptom Onset More Than 24 Hours', 'No');
  await save(page, patient, 'Patient Information');

  const neurologist = panel(page, 'neurologist-info');
  await pickFirstOption(page, neurologist.getByLabel('Neurologist/Stroke Specialist', { exact: true }));
  await typeDate(neurologist.getByLabel('Date/Time Specialist Contacted', { exact: true }), timeAgo(15));
  await pickOption(page, neurologist.getByLabel('Reason for Delay', { exact: true }), 'Concurrent case');
  await save(page, neurologist, 'Neurologist Information');

  const clinical = panel(page, 'clinical-details');
  await pickOption(
    page,
    clinical.getByLabel('Site Hospital Preliminary Diagnosis', { exact: true }),
    'Ischaemic Stroke',
  );
  await answer(clinical, 'Wake Up Stroke', 'No');
  await typeDate(clinical.getByLabel('Time Last Known Well', { exact: true }), timeAgo(150));
  await typeDate(clinical.getByLabel('Estimated Time of Symptom Onset', { exact: true }), timeAgo(140));
  await clinical.getByLabel('NIHSS', { exact: true }).fill('5');
  await pickOption(page, clinical.getByLabel('NIHSS Performed By', { exact: true }), 'Hospital staff');
  await clinical.getByLabel('Pre-Stroke mRS', { exact: true }).fill('0');
  await clinical.getByRole('checkbox', { name: 'HTN', exact: true }).check();
  await clinical
    .getByLabel('Clinical Presentation Details', { exact: true })
    .fill('Right face and arm weakness.');
  await save(page, clinical, 'Clinical Presentation Information');

  const imaging = panel(page, 'imaging-details');
  for (const label of [
    'Established Infarct',
    'Haemorrhage',
    'CTA Performed',
    'CTP Performed',
    'Local PACS Accessed',
  ])
    await answer(imaging, label, 'No');
  await answer(imaging, 'Images Available on Visage', 'Yes');
  await imaging.getByLabel('Brain Imaging Results', { exact: true }).fill('No haemorrhage.');
  await save(page, imaging, 'Imaging Details');

  const diagnosis = panel(page, 'diagnosis-details');
  await pickOption(page, diagnosis.getByLabel('Stroke Type', { exact: true }), 'Ischaemic Stroke');
  await diagnosis.getByLabel('Diagnosis Details', { exact: true }).fill('Left MCA territory infarct.');
  await save(page, diagnosis, 'VST Diagnosis Details');

  const management = panel(page, 'reperfusion-therapies');
  await answer(management, 'tPA Advised', 'No');
  await management.getByRole('checkbox', { name: 'Rapidly improving symptoms', exact: true }).check();
  await answer(management, 'Patient Recommended for ECR', 'No');
  await management.getByRole('checkbox', { name: 'Stroke Unit', exact: true }).check();
  await save(page, management, 'Recommended Management');

  const technical = panel(page, 'technical-consultation-info');
  await answer(technical, 'Consult Type', 'Video Conference and Phone');
  await pickOption(page, technical.getByLabel('Internet Type', { exact: true }), 'Home');
  await answer(technical, 'Technical Success', 'Consultation completed without technical interference');
  await save(page, technical, 'Technical Consultation Information');

  const agreement = panel(page, 'hospital-agreement');
  await answer(agreement, 'Agreement from Hospital to Deliver Treatment Plan', 'Yes');
  await answer(agreement, 'Appropriate Referral to VST', 'Yes');
  return agreement;
}

test('a VST consult closed with automatic referral appears on the VTIS dashboard as pending', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const lastName = `Referred${Date.now() % 1_000_000}`;
  const agreement = await createAndFillVstConsult(page, lastName);
  await agreement.getByRole('button', { name: 'Save and Close' }).click();
  await expect(toast(page, REFERRED_TO_VTIS)).toBeVisible();
  await expect(page).toHaveURL(/\/vst\/consults$/);

  await page.goto(DASHBOARD);
  await expect(page.getByText(DASHBOARD_TITLE, { exact: true })).toBeVisible();
  const row = dashboardRow(page, lastName);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(row).toContainText('Bendigo');
  await page.screenshot({ path: '/tmp/vtis-dashboard-referred.png', fullPage: true });
  // It opens as a pending VTIS consult with the VST consult's referrer, and may be declined.
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/vst\/vtisconsult\/\d+\//i);
  await expect(page.getByText('PENDING', { exact: true }).first()).toBeVisible();
  await expect(panel(page, 'referrer').getByLabel('Contact Number', { exact: true })).toHaveValue(
    '0354546000',
  );
  await expect(page.getByRole('menuitem', { name: 'Decline' })).toBeVisible();
});
