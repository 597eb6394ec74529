import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  answer,
  dayAgo,
  fillNewCaseReferrer,
  pickCallTakerAndNewPatient,
  submitTransferRequest,
  typeDate,
} from './case-fixtures.ts';
import { pickFirstOption, pickOption, pickOptionAt, signIn } from './helpers.ts';

/** Spec 2 §8.2 words the journeys wait for (verbatim, as in packages/domain/src/telehealth/messages.ts). */
const CREATED = 'Telehealth case created successfully.';
const CONSULTATION_CREATED = 'New case consultation created.';
const CLOSED = 'Telehealth case closed';
const SECTION_CONFLICT =
  'Do you want to proceed and overwrite any changes to this section? Select Yes to save and reload the record.';
const updated = (section: string) => `${section} section has been updated`;

const MANAGER = 'telehealth.manage@scout.example';
const READER = 'telehealth.read@scout.example';

/** The collapsible panel of one case section (its anchor id, case-module's sectionAnchorId). */
const panel = (page: Page, key: string) => page.locator(`#case-section-${key}`);

/** The toast showing `text` (antd's message, or the toasts of the pages without antd: shell-toast.tsx). */
const toast = (page: Page, text: string) =>
  page.locator('.ant-message, .shell-toasts').getByText(text, { exact: true }).first();

async function save(page: Page, scope: Locator, toastText: string) {
  await scope.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, toastText)).toBeVisible();
}

/** Creates a Telehealth case for a new patient through the New Case page; returns the case path. */
async function createCase(page: Page, lastName: string): Promise<string> {
  await signIn(page, MANAGER, '/telehealth/new');
  await expect(page.getByRole('heading', { name: 'New Case' })).toBeVisible();
  await pickCallTakerAndNewPatient(page, {
    lastName,
    firstName: 'Morgan',
    dateOfBirth: '03/02/1958',
    gender: 'Female',
    street: ['12', 'Mair Street', 'Ballarat', '3350'],
  });
  await fillNewCaseReferrer(page, 'Consultant', '0353201234');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, CREATED)).toBeVisible();
  await expect(page).toHaveURL(/\/telehealth\/cases\/\d+$/);
  await expect(page.getByRole('heading', { name: 'TELEHEALTH' })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function fillIntensivistPatientAndHistory(page: Page) {
  const intensivist = panel(page, 'intensivist');
  await pickFirstOption(page, intensivist.getByRole('combobox', { name: /Intensivist/ }));
  await save(page, intensivist, updated('Intensivist'));

  const patient = panel(page, 'patient');
  await pickOption(page, patient.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await patient.getByLabel('Hospital URN/THCI', { exact: true }).fill(`U${Date.now() % 1_000_000}`);
  await typeDate(patient.getByLabel('Date of admission to hospital', { exact: true }), `${dayAgo(3)} 08:00`);
  await typeDate(
    patient.getByLabel('Date of admission to critical care', { exact: true }),
    `${dayAgo(2)} 09:30`,
  );
  await patient.getByLabel('Weight', { exact: true }).fill('74');
  await patient.getByLabel('Height', { exact: true }).fill('168');
  await patient.getByLabel('ICU admission diagnosis 1', { exact: true }).fill('Community-acquired pneumonia');
  await save(page, patient, updated('Patient Information'));
  // Whole days since the critical care admission (2 or 3, by the service time zone's clock now).
  await expect(patient.getByTestId('length-of-stay')).toHaveText(/^[23] days$/);

  const history = panel(page, 'patient-history');
  await history
    .getByLabel('History of presenting case', { exact: true })
    .fill('Three days of fever and dyspnoea.');
  await history.getByLabel('Allergies', { exact: true }).fill('Penicillin');
  await save(page, history, updated('Patient History'));
}

/** Fills every part of the new consultation and saves it. */
async function fillConsultation(page: Page, consultations: Locator) {
  await consultations.getByRole('button', { name: /Add Consultation/ }).click();
  await expect(consultations.getByRole('button', { name: /Add Consultation/ })).toBeDisabled();
  const part = (name: string) => consultations.getByTestId(`consultation-${name}`);

  const airway = part('airway');
  await answer(airway, 'Endotracheal tube (ETT)', 'Yes');
  await airway.getByLabel('Size', { exact: true }).fill('7.5');
  await airway.getByLabel('Length at lip', { exact: true }).fill('22');
  await pickOption(page, airway.getByLabel('Laryngoscopic grade', { exact: true }), '2');
  await pickOption(page, airway.getByLabel('Intubation difficulty', { exact: true }), 'Routine');

  const breathing = part('breathing');
  await pickOption(
    page,
    breathing.getByLabel('Respiratory support', { exact: true }),
    'Invasive Ventilation',
  );
  await breathing.getByLabel('Estimated FiO2', { exact: true }).fill('40');
  await breathing.getByLabel('Respiratory rate', { exact: true }).fill('16');
  await breathing.getByLabel('O2 sats', { exact: true }).fill('95');
  await breathing.getByLabel('Mode', { exact: true }).fill('SIMV');
  await breathing.getByLabel('Pressure support', { exact: true }).fill('10');
  await breathing.getByLabel('PEEP', { exact: true }).fill('8');
  await breathing.getByLabel('Tidal volume', { exact: true }).fill('450');
  await breathing.getByLabel('Peak inspiratory pressure', { exact: true }).fill('24');
  await breathing.getByLabel('Plateau pressure', { exact: true }).fill('20');

  const circulation = part('circulationAndInfusion');
  await circulation.getByLabel('Temperature', { exact: true }).fill('38.2');
  await circulation.getByLabel('Heart rate', { exact: true }).fill('104');
  await pickOption(page, circulation.getByLabel('Rhythm', { exact: true }), 'Sinus Rhythm');
  await circulation.getByLabel('Systolic BP', { exact: true }).fill('96');
  await circulation.getByLabel('Diastolic BP', { exact: true }).fill('54');
  await answer(circulation, 'Inotropes administered', 'Yes');
  await circulation.getByLabel('Urine output', { exact: true }).fill('30');
  await circulation.getByRole('button', { name: /Add Infusion/ }).click();
  await pickFirstOption(page, circulation.getByLabel('Drug', { exact: true }).first());
  await circulation.getByLabel('Rate', { exact: true }).fill('5');

  const disability = part('disability');
  await disability.getByRole('button', { name: 'GCS 15' }).click();
  await expect(disability.getByTestId('consultation-gcs')).toContainText('15');
  await pickOption(page, disability.getByLabel('Pain score', { exact: true }), '3');

  const environment = part('environmentAndExposure');
  await environment.getByLabel('Peripheral IVs', { exact: true }).fill('2');
  await environment.getByLabel('Blood sugar', { exact: true }).fill('7.4');
  await answer(environment, 'Nutrition', 'EN');

  const investigations = part('investigations');
  await investigations.getByLabel('Haemoglobin', { exact: true }).fill('112');
  await investigations.getByLabel('pH', { exact: true }).fill('7.31');
  await investigations.getByLabel('Radiology', { exact: true }).fill('CXR: right lower lobe consolidation');

  const recommendations = part('recommendations');
  await recommendations.getByLabel('Conversation with', { exact: true }).fill('Dr Robin Referrer');
  await recommendations
    .getByLabel('Recommendation notes', { exact: true })
    .fill('Start noradrenaline, repeat gas in 2 h.');

  await save(page, consultations, CONSULTATION_CREATED);
  await expect(consultations.getByRole('button', { name: /Add Consultation/ })).toBeEnabled();
}

/** Requests a transfer through the shared transfer form of the Transfer panel. */
async function requestTransfer(page: Page) {
  const transfer = panel(page, 'transfer');
  await transfer.getByRole('button', { name: 'Request Transfer' }).click();
  await submitTransferRequest(page, transfer, {
    phone: '0353201234',
    weight: '74',
    observations: { hr: '104', sbp: '96', dbp: '54', rr: '16', temperature: '38.2' },
  });
}

test('a manager creates a case for a new patient, fills every section, consults twice, requests a transfer and closes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const lastName = `Tele${Date.now() % 1_000_000}`;
  await createCase(page, lastName);
  await expect(page.getByTestId('telehealth-case-id')).toHaveText(/^TH\d+$/);
  await fillIntensivistPatientAndHistory(page);

  const consultations = panel(page, 'consultations');
  await fillConsultation(page, consultations);
  // A second consultation: the first becomes read-only. It starts with the first one's devices and
  // ventilator settings (issue 24), never its vitals: those a ventilated patient needs are typed.
  await consultations.getByRole('button', { name: /Add Consultation/ }).click();
  const breathing = consultations.getByTestId('consultation-breathing');
  await expect(breathing.getByLabel('Mode', { exact: true })).toHaveValue('SIMV');
  await expect(
    consultations.getByTestId('consultation-airway').getByLabel('Size', { exact: true }),
  ).toHaveValue('7.5');
  await expect(breathing.getByLabel('Respiratory rate', { exact: true })).toHaveValue('');
  await expect(consultations.getByLabel('Heart rate', { exact: true })).toHaveValue('');
  await breathing.getByLabel('Estimated FiO2', { exact: true }).fill('35');
  await breathing.getByLabel('Respiratory rate', { exact: true }).fill('14');
  await breathing.getByLabel('O2 sats', { exact: true }).fill('97');
  await breathing.getByLabel('Peak inspiratory pressure', { exact: true }).fill('22');
  await breathing.getByLabel('Plateau pressure', { exact: true }).fill('18');
  await save(page, consultations, CONSULTATION_CREATED);
  const picker = consultations.getByRole('combobox', { name: 'Consultation' });
  // The picker showing the option's title does not tell the pick took (a re-render may lag), the
  // first consultation turning read-only does.
  await expect(async () => {
    await pickOptionAt(page, picker, 1);
    await expect(consultations.getByRole('radiogroup', { name: 'Endotracheal tube (ETT)' })).toHaveCount(0, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(consultations.getByTestId('ro-recommendations.recommendationNotes')).toHaveText(
    'Start noradrenaline, repeat gas in 2 h.',
  );
  await expect(consultations.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  await requestTransfer(page);
  const outcome = panel(page, 'outcome');
  await expect(outcome.getByLabel('Transfer', { exact: true })).toBeChecked();
  await outcome.getByRole('button', { name: 'Close', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to close this case?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, CLOSED)).toBeVisible();
  await expect(page).toHaveURL(/\/telehealth\/archive\/cases\/\d+/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const menu = page.getByRole('menu', { name: 'Case sections' });
  for (const section of ['Transfer', 'Outcome']) {
    await expect(
      menu.getByRole('menuitem', { name: new RegExp(section) }).getByRole('img', { name: 'Complete' }),
    ).toBeVisible();
  }

  await page.goto('/telehealth/archive');
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(1);
  await page.screenshot({ path: '.tmp/telehealth-journey-archive.png', fullPage: true });
});

async function signedInPage(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, path);
  return { context, page };
}

test('a Read user sees the case with no edit controls and no New Case', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const casePath = await createCase(page, `Read${Date.now() % 1_000_000}`);
  const reader = await signedInPage(browser, READER, '/telehealth/cases');
  try {
    await expect(reader.page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await expect(reader.page.getByRole('link', { name: /New Case/ })).toHaveCount(0);
    await reader.page.goto(casePath);
    await expect(reader.page.getByRole('heading', { name: 'TELEHEALTH' })).toBeVisible();
    await expect(reader.page.getByText('This case is read-only.')).toBeVisible();
    await expect(reader.page.getByText('No intensivist information has been entered.')).toBeVisible();
    await expect(reader.page.getByText('No consultations have been added.')).toBeVisible();
    await expect(reader.page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(reader.page.getByRole('button', { name: /Add Consultation/ })).toHaveCount(0);
    await expect(reader.page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  } finally {
    await reader.context.close();
  }
});

test('two people saving one section: the second is asked before overwriting', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const casePath = await createCase(page, `Both${Date.now() % 1_000_000}`);
  const other = await signedInPage(browser, MANAGER, casePath);
  try {
    await expect(other.page.getByRole('heading', { name: 'TELEHEALTH' })).toBeVisible();
    const mine = panel(page, 'patient-history');
    const theirs = panel(other.page, 'patient-history');
    await mine.getByLabel('History of presenting case', { exact: true }).fill('Seen first by me.');
    await theirs.getByLabel('History of presenting case', { exact: true }).fill('Seen first by the other.');
    await save(page, mine, updated('Patient History'));
    await theirs.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = other.page.getByRole('dialog').filter({ hasText: SECTION_CONFLICT });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(other.page, updated('Patient History'))).toBeVisible();
    await page.reload();
    await expect(
      panel(page, 'patient-history').getByLabel('History of presenting case', { exact: true }),
    ).toHaveValue('Seen first by the other.');
  } finally {
    await other.context.close();
  }
});
