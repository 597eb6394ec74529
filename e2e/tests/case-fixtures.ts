import { expect, type Locator, type Page } from '@playwright/test';
import { pickFirstOption, pickOption } from './helpers.ts';

/**
 * The browser tests' case fixtures, once for every clinical area: dates as users type them, the
 * Yes/No answer, the New Case page (call taker, a new patient through the Create new patient
 * dialog, the referrer) and the shared transfer request form.
 */

/** DD/MM/YYYY of a day `daysAgo` before today. */
export function dayAgo(daysAgo: number) {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The service's time zone (the server's SERVICE_TIME_ZONE default), in which users type times. */
const SERVICE_TIME_ZONE = 'Australia/Melbourne';

/** DD/MM/YYYY HH:mm, `minutesAgo` before now, on the service's clock (as a user types it). */
export function timeAgo(minutesAgo: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: SERVICE_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() - minutesAgo * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Types a date (or date and time) into an antd picker and confirms it. */
export async function typeDate(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** Picks Yes or No in a YesNoField (a radio group named by its label). */
export async function answer(scope: Page | Locator, label: string, value: string) {
  await scope.getByRole('radiogroup', { name: label }).getByText(value, { exact: true }).click();
}

export interface NewPatient {
  lastName: string;
  firstName: string;
  dateOfBirth: string;
  gender: 'Female' | 'Male';
  street: [number: string, name: string, suburb: string, postcode: string];
}

/**
 * On a New Case page: picks a call taker (or the person `caller` labels: a new clinic's
 * Neurologist/Stroke Specialist) and creates the patient through the dialog.
 */
export async function pickCallTakerAndNewPatient(page: Page, patient: NewPatient, caller = 'Call taker') {
  await pickFirstOption(page, page.getByLabel(caller, { exact: true }));
  await page.getByRole('button', { name: 'Create new patient' }).click();
  const dialog = page.getByRole('dialog');
  const [number, street, suburb, postcode] = patient.street;
  // The dialog puts the focus on Last name as it opens: wait for it, or a field filled meanwhile
  // can lose its text to Last name (seen on CI: "Ecmopatient608220Casey").
  await expect(dialog.getByLabel('Last name', { exact: true })).toBeFocused();
  await dialog.getByLabel('Last name', { exact: true }).fill(patient.lastName);
  await dialog.getByLabel('First name', { exact: true }).fill(patient.firstName);
  await typeDate(dialog.getByLabel('Date of birth', { exact: true }), patient.dateOfBirth);
  await pickOption(page, dialog.getByLabel('Gender', { exact: true }), patient.gender);
  await dialog.getByLabel('Street number', { exact: true }).fill(number);
  await dialog.getByLabel('Street name', { exact: true }).fill(street);
  await dialog.getByLabel('Suburb', { exact: true }).fill(suburb);
  await pickOption(page, dialog.getByLabel('State', { exact: true }), 'VIC');
  await dialog.getByLabel('Postcode', { exact: true }).fill(postcode);
  await pickOption(page, dialog.getByLabel('URN hospital', { exact: true }), 'Alfred', { search: 'Alfred' });
  await dialog.getByLabel('URN/THCI', { exact: true }).fill(`P${Date.now() % 1_000_000}`);
  await dialog.getByRole('button', { name: 'Create patient' }).click();
  await expect(page.getByTestId('picked-patient')).toContainText(patient.lastName);
}

/**
 * On a stroke new record page (spec 3 §2.4): the referrer Robin Referrer (Consultant, RMH) with
 * the hospital `unit`, referred 58 minutes ago.
 */
export async function fillStrokeReferrer(page: Page, unit: string) {
  await page.getByLabel('Last Name', { exact: true }).fill('Referrer');
  await page.getByLabel('First Name', { exact: true }).fill('Robin');
  await pickOption(page, page.getByLabel('Position', { exact: true }), 'Consultant');
  await page.getByLabel('Contact Number', { exact: true }).fill('0353201234');
  await pickOption(page, page.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, page.getByLabel('Hospital Unit', { exact: true }), unit);
  await typeDate(page.getByLabel('Referral Date/Time', { exact: true }), timeAgo(58));
}

/**
 * On New Consultation (/vst/consults/new): a new patient `lastName` Jordan, the call an hour ago,
 * the referrer Robin Referrer (Consultant, RMH ED); Create, and the record page is open.
 */
export async function createNewVstConsult(page: Page, lastName: string) {
  // The page's first load on a cold server and a loaded machine.
  await expect(page.getByRole('heading', { name: 'New Consultation' })).toBeVisible({ timeout: 30_000 });
  await pickCallTakerAndNewPatient(page, {
    lastName,
    firstName: 'Jordan',
    dateOfBirth: '14/07/1952',
    gender: 'Male',
    street: ['8', 'Lydiard Street', 'Ballarat', '3350'],
  });
  await typeDate(page.getByLabel('Call date/time', { exact: true }), timeAgo(60));
  await fillStrokeReferrer(page, 'ED');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/vst\/consult\/\d+\/patient$/, { timeout: 30_000 });
}

/** On a New Case page: the referrer (Robin Referrer of RMH ICU) with the area's position. */
export async function fillNewCaseReferrer(page: Page, position: string, phone = '0390001234') {
  await page.getByLabel('Last name', { exact: true }).fill('Referrer');
  await page.getByLabel('First name', { exact: true }).fill('Robin');
  await pickOption(page, page.getByLabel('Position', { exact: true }), position);
  await page.getByLabel('Contact number', { exact: true }).fill(phone);
  await pickOption(page, page.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, page.getByLabel('Hospital unit', { exact: true }), 'ICU');
}

export interface TransferValues {
  phone: string;
  weight: string;
  observations: { hr: string; sbp: string; dbp: string; rr: string; temperature: string };
}

/**
 * Fills the shared transfer request form (components/case-parts) inside `scope` and submits it: the
 * referrer Robin Referrer (ECMO Consultant), RMH ICU, arrival yesterday 09:30, the observations
 * given (SpO2 95, GCS 15) and the Alfred as planned destination. Waits for the status view.
 */
export async function submitTransferRequest(page: Page, scope: Page | Locator, values: TransferValues) {
  const form = scope.locator('[aria-label="Transfer request"]');
  const section = (title: string) =>
    form.locator('.ant-card-small').filter({ has: page.getByText(title, { exact: true }) });
  const referrer = section('Referrer');
  await referrer.getByLabel('Last Name', { exact: true }).fill('Referrer');
  await referrer.getByLabel('First Name', { exact: true }).fill('Robin');
  await pickOption(page, referrer.getByLabel('Position', { exact: true }), 'ECMO Consultant');
  await referrer.getByLabel('Contact Number', { exact: true }).fill(values.phone);
  const patient = section('Patient');
  await pickOption(page, patient.getByLabel('Hospital', { exact: true }), 'RMH', { search: 'RMH' });
  await pickOption(page, patient.getByLabel('Unit', { exact: true }), 'ICU');
  await patient.getByLabel('Weight (kg)', { exact: true }).fill(values.weight);
  await typeDate(scope.getByLabel('Arrival Date/Time', { exact: true }), `${dayAgo(1)} 09:30`);
  const obs = section('Initial Observations');
  const { hr, sbp, dbp, rr, temperature } = values.observations;
  await obs.getByLabel('HR', { exact: true }).fill(hr);
  await obs.getByLabel('SBP', { exact: true }).fill(sbp);
  await obs.getByLabel('DBP', { exact: true }).fill(dbp);
  await obs.getByLabel('Respiratory Rate', { exact: true }).fill(rr);
  await obs.getByLabel('SpO2 (%)', { exact: true }).fill('95');
  await obs.getByLabel('GCS', { exact: true }).fill('15');
  await obs.getByLabel('Temperature (°C)', { exact: true }).fill(temperature);
  await pickOption(page, section('Planned Destination').getByLabel('Hospital', { exact: true }), 'Alfred', {
    search: 'Alfred',
  });
  await scope.getByRole('button', { name: 'Request Transfer' }).click();
  await expect(scope.getByTestId('transfer-status')).toBeVisible();
}
