import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { createNewVstConsult, timeAgo, typeDate } from './case-fixtures.ts';
import { openSignedIn, pickFirstOption, pickOptionAt, selectOf } from './helpers.ts';

/**
 * The neurologist handover of a VST consult (spec 3 §4.2; issue 23 item 2): once a handover is
 * saved the section leaves handover mode, Cancel only ever returns to what is saved, and the
 * handover stays in the field and in the history through the next save and a reload.
 */

const MANAGER = 'vst.manage@scout.example';
const SECTION_UPDATED = 'Neurologist Information section has been updated';
/** This file's waits: a page or a save's answer takes seconds on a loaded 2-core machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const toast = (page: Page, text: string) =>
  page.locator('.ant-message, .shell-toasts').getByText(text, { exact: true }).first();

async function saveNeurologist(page: Page, section: Locator) {
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, SECTION_UPDATED)).toBeVisible();
  // The toast of the next save must be a new one.
  await expect(toast(page, SECTION_UPDATED)).toBeHidden({ timeout: 15_000 });
}

/** A new VST consult for a new patient (the call an hour ago); its record page is open. */
async function newConsult(page: Page) {
  // The app's first load on a cold server and a loaded machine can outlast the sign-in helper's
  // wait for the sign-in page: load it once (into the browser's cache) until it asks to sign in.
  await page.goto('/vst/consults/new');
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 60_000 });
  await openSignedIn(page, MANAGER, '/vst/consults/new');
  await createNewVstConsult(page, `Handover${Date.now() % 100_000}`);
}

test('a saved handover leaves handover mode and Cancel never takes it back (issue 23)', async ({ page }) => {
  test.setTimeout(300_000);
  await newConsult(page);
  const section = page.locator('#case-section-neurologist-info');
  const specialist = section.getByLabel('Neurologist/Stroke Specialist', { exact: true });
  const contacted = section.getByLabel('Date/Time Specialist Contacted', { exact: true });
  const history = section.getByRole('table');
  const historyRows = history.locator('tbody tr.ant-table-row');
  const handover = section.getByRole('button', { name: 'Handover', exact: true });
  const cancel = section.getByRole('button', { name: 'Cancel', exact: true });
  await section.scrollIntoViewIfNeeded();

  // The first neurologist, contacted 5 minutes after the call, saved.
  await pickFirstOption(page, specialist);
  const first = (await selectOf(specialist).textContent())?.trim() ?? '';
  expect(first).not.toBe('');
  await typeDate(contacted, timeAgo(55));
  await saveNeurologist(page, section);

  // Handover: the first joins the history; a second neurologist and their time; Save succeeds.
  await handover.click();
  await expect(historyRows).toHaveCount(1);
  await expect(historyRows.first()).toContainText(first);
  await pickOptionAt(page, specialist, 1);
  const second = (await selectOf(specialist).textContent())?.trim() ?? '';
  expect(second).not.toBe(first);
  await typeDate(contacted, timeAgo(30));
  await saveNeurologist(page, section);

  // The section has left handover mode: Handover again, no Cancel; the handover is shown.
  await expect(handover).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect(selectOf(specialist)).toContainText(second);
  await expect(historyRows).toHaveCount(1);

  // A new Handover's Cancel returns to what is saved: the second neurologist, one history row.
  await handover.click();
  await expect(historyRows).toHaveCount(2);
  await cancel.click();
  await expect(selectOf(specialist)).toContainText(second);
  await expect(historyRows).toHaveCount(1);
  await expect(historyRows.first()).toContainText(first);

  // The next Save keeps the handover, and so does the record as the server holds it.
  await saveNeurologist(page, section);
  await page.reload();
  await expect(selectOf(specialist)).toContainText(second);
  await expect(historyRows).toHaveCount(1);
  await expect(historyRows.first()).toContainText(first);
  await expect(handover).toBeVisible();
});
