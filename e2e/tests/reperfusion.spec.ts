import { expect, type Locator, type Page, test } from '@playwright/test';
import { answer, timeAgo, typeDate } from './case-fixtures.ts';
import { pickOption, signIn } from './helpers.ts';

/** Spec 3 §2.11, §4.6, §5.10, §8 words (verbatim, as in packages/domain/src/reperfusion/messages.ts). */
const TITLE = 'VST Reperfusion Cases';
const REQUIRED_MISSING = 'Required fields are missing';
const HAEMORRHAGE_HELP = 'Haemorrhage is defined as deterioration of 4 or more NIHSS points within 24 hours.';
const NOTE_REQUIRED = 'New note must have content';
const CANCEL_CONFIRM = 'Discard your changes to this note?';
const updated = (section: string) => `${section} section has been updated`;

const MANAGER = 'vst.manage@scout.example';

const panel = (page: Page, key: string) => page.locator(`#case-section-${key}`);
const toast = (page: Page, text: string) =>
  page.locator('.ant-message, .shell-toasts').getByText(text, { exact: true }).first();
const table = (page: Page) => page.getByRole('table', { name: TITLE });
/**
 * A section's Save button, by its text: after a save antd may leave the spinner's "loading" icon
 * in the button's accessible name while it fades out.
 */
const saveButton = (scope: Locator) => scope.getByRole('button').filter({ hasText: /^Save$/ });

async function save(page: Page, scope: Locator, section: string) {
  await saveButton(scope).click();
  await expect(toast(page, updated(section))).toBeVisible();
}

test('a manager opens the register from the VST menu, reviews a thrombolysed case and keeps notes on it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, MANAGER, '/vst/consults');
  await page.getByRole('menuitem', { name: 'Reperfusion Cases' }).click();
  await expect(page).toHaveURL(/\/vst\/reperfusion-cases$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  for (const column of [
    'Study ID',
    'Date/Time',
    'Patient Name',
    'Referral Hospital',
    'Destination Hospital',
    'Triage Time',
    'Task Due',
    'Director Review',
  ])
    await expect(table(page).getByRole('columnheader', { name: column })).toBeVisible();
  await page.screenshot({ path: '/tmp/reperfusion-dashboard.png', fullPage: true });

  // A thrombolysed case still waiting for its imaging (the seed's "pending imaging" state).
  await pickOption(
    page,
    page.getByLabel('Director Review', { exact: true }),
    'Awaiting imaging or discharge summary',
  );
  const waiting = table(page)
    .getByRole('row')
    .filter({ hasText: /Pending/ })
    .first();
  await expect(waiting).toBeVisible();
  const studyId = ((await waiting.locator('td').first().textContent()) ?? '').trim();
  expect(studyId).toMatch(/^VST\d+$/);
  await waiting.click();
  await expect(page).toHaveURL(/\/vst\/reperfusion-case\/\d+\/case-information$/);
  await expect(page.getByTestId('vst-study-id')).toHaveText(studyId);
  const casePath = new URL(page.url()).pathname;

  // Until the imaging is on the case there is nothing for the director to review (§4.6).
  const review = panel(page, 'director-review');
  await expect(review.getByLabel('Reviewed by Director At', { exact: true })).toHaveCount(0);

  const imaging = panel(page, 'imaging-follow-up');
  await expect(imaging.getByText(/^Due \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await pickOption(
    page,
    imaging.getByLabel('Primary Imaging Follow-up Status', { exact: true }),
    'Fax received',
  );
  await answer(imaging, 'Imaging Uploaded to Case', 'Yes');
  await save(page, imaging, 'Imaging Follow-up');

  // Reviewed: the chain that shows becomes required (§5.10).
  await expect(review.getByText(HAEMORRHAGE_HELP)).toBeVisible();
  await typeDate(review.getByLabel('Reviewed by Director At', { exact: true }), timeAgo(5));
  await saveButton(review).click();
  await expect(toast(page, REQUIRED_MISSING)).toBeVisible();
  await answer(review, 'Haemorrhage', 'Yes');
  await answer(review, 'Anatomic Description', 'PH1');
  await review.getByLabel('Comments', { exact: true }).fill('Small PH1 bleed, no clinical change.');
  await save(page, review, 'Director Review');

  // Kept after a reload.
  await page.reload();
  const reloaded = panel(page, 'director-review');
  await expect(
    reloaded.getByRole('radiogroup', { name: 'Haemorrhage' }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect(
    reloaded.getByRole('radiogroup', { name: 'Anatomic Description' }).getByRole('radio', { name: 'PH1' }),
  ).toBeChecked();
  await expect(reloaded.getByLabel('Comments', { exact: true })).toHaveValue(
    'Small PH1 bleed, no clinical change.',
  );
  await expect(reloaded.getByLabel('Reviewed by Director At', { exact: true })).not.toHaveValue('');

  // Comments: a note must have content; then one is added and edited, with its history.
  const comments = panel(page, 'comments');
  await comments.getByRole('button', { name: 'Add Note' }).click();
  await expect(comments.getByText(NOTE_REQUIRED)).toBeVisible();
  await comments.getByLabel('New note', { exact: true }).fill('Radiology faxed the 24 hour CT.');
  await comments.getByRole('button', { name: 'Add Note' }).click();
  // Newest first: the note just added heads the list (its text leaves the card while it is edited).
  const note = comments.getByTestId('patient-note').first();
  await expect(note).toContainText('Radiology faxed the 24 hour CT.');
  await expect(note.getByText(/^Created \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by /)).toBeVisible();
  await note.getByRole('button', { name: 'Edit' }).click();
  await note.getByLabel('Edit note', { exact: true }).fill('Radiology faxed the 24 hour CT; uploaded.');
  await note.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: CANCEL_CONFIRM });
  await confirm.getByRole('button', { name: 'No' }).click();
  await saveButton(note).click();
  await expect(note).toContainText('Radiology faxed the 24 hour CT; uploaded.');
  await expect(note.getByText(/^Edited \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by /)).toBeVisible();
  await page.screenshot({ path: '/tmp/reperfusion-case.png', fullPage: true });

  // The dashboard shows the case reviewed, its imaging task complete.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/vst\/reperfusion-cases$/);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByLabel('Keyword', { exact: true }).fill(studyId);
  const row = table(page).getByRole('row').filter({ hasText: studyId });
  await expect(row.getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(row.getByText(/Complete$/)).toBeVisible();
  expect(casePath).toContain('/vst/reperfusion-case/');
});
