import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { fillNewCaseReferrer, pickCallTakerAndNewPatient } from './case-fixtures.ts';
import { signIn } from './helpers.ts';

/**
 * Never-lost drafts (issue 15 item 2): what a user typed into a section survives the tab being
 * closed (it is kept on the server a few seconds after the last change, and at once when the page
 * closes) and is offered back when the record is opened again: Restore puts the values back as
 * unsaved edits, Discard removes the draft for good.
 */
const OFFER = /Restore your unsaved changes from \d\d\/\d\d\/\d{4} \d\d:\d\d\?/;

async function newEcmoCase(page: Page): Promise<string> {
  await signIn(page, 'ecmo.manage@scout.example', '/ecmo/new');
  await expect(page.getByRole('heading', { name: 'New Case' })).toBeVisible();
  await pickCallTakerAndNewPatient(page, {
    lastName: `Draftpatient${Date.now() % 1_000_000}`,
    firstName: 'Dana',
    dateOfBirth: '03/04/1970',
    gender: 'Female',
    street: ['1', 'High Street', 'Carlton', '3053'],
  });
  await fillNewCaseReferrer(page, 'ICU Cons');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('ECMO case created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/ecmo\/cases\/\d+\/referrer$/);
  return new URL(page.url()).pathname;
}

const draftsOf = (casePath: string) => `/api/drafts/ecmo/${casePath.split('/')[3]}`;

/** Types into the address and waits until the draft is on the server, then closes the tab. */
async function typeAndCloseTab(page: Page, casePath: string, address: string) {
  const drafted = page.waitForResponse(
    (r) => r.url().endsWith(`${draftsOf(casePath)}/referrer`) && r.request().method() === 'PUT',
  );
  await page.getByLabel('Hospital address', { exact: true }).fill(address);
  expect((await drafted).status()).toBe(204);
  await page.close();
}

/** Opens the case in a new tab of the same browser (still signed in); resolves with the drafts read. */
async function reopen(context: BrowserContext, casePath: string) {
  const page = await context.newPage();
  const read = page.waitForResponse(
    (r) => r.url().endsWith(draftsOf(casePath)) && r.request().method() === 'GET',
  );
  await page.goto(casePath);
  const drafts = (await (await read).json()) as unknown[];
  await expect(page.getByLabel('Hospital address', { exact: true })).toBeVisible();
  return { page, drafts };
}

test('a draft survives closing the tab and is offered on return; Restore puts the values back, Discard removes it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  const casePath = await newEcmoCase(first);
  await typeAndCloseTab(first, casePath, '77 Draft Street, Carlton');

  // Restore: the typed value is back, as an unsaved edit the user then saves.
  const { page: second, drafts } = await reopen(context, casePath);
  expect(drafts).toHaveLength(1);
  const offer = second.getByRole('dialog');
  await expect(offer.getByText(OFFER)).toBeVisible();
  await second.screenshot({ path: '.tmp/drafts-offer.png' });
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  const address = second.getByLabel('Hospital address', { exact: true });
  await expect(address).toHaveValue('77 Draft Street, Carlton');
  await expect(second.getByRole('menuitem', { name: /Referrer/ })).toContainText('*');
  const purged = second.waitForResponse(
    (r) => r.url().endsWith(`${draftsOf(casePath)}/referrer`) && r.request().method() === 'DELETE',
  );
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText('Referrer Information has been updated.')).toBeVisible();
  expect((await purged).status()).toBe(204);

  // Saved: nothing is offered any more, and the saved value is the case's.
  await second.close();
  const { page: third, drafts: afterSave } = await reopen(context, casePath);
  expect(afterSave).toEqual([]);
  await expect(third.getByLabel('Hospital address', { exact: true })).toHaveValue('77 Draft Street, Carlton');
  await expect(third.getByRole('dialog')).toHaveCount(0);

  // Discard: a new draft is offered, Discard deletes it, and the next visit offers nothing.
  await typeAndCloseTab(third, casePath, '1 Discarded Lane');
  const { page: fourth } = await reopen(context, casePath);
  const again = fourth.getByRole('dialog');
  await expect(again.getByText(OFFER)).toBeVisible();
  const discarded = fourth.waitForResponse(
    (r) => r.url().endsWith(draftsOf(casePath)) && r.request().method() === 'DELETE',
  );
  await again.getByRole('button', { name: 'Discard' }).click();
  expect((await discarded).status()).toBe(204);
  await expect(fourth.getByLabel('Hospital address', { exact: true })).toHaveValue(
    '77 Draft Street, Carlton',
  );
  await fourth.close();
  const { page: fifth, drafts: afterDiscard } = await reopen(context, casePath);
  expect(afterDiscard).toEqual([]);
  await expect(fifth.getByRole('dialog')).toHaveCount(0);

  // Closed at once, before the few seconds' pause: the page's own close writes the draft (the
  // API client's keepalive request, with the token it holds), so it is offered on return.
  await fifth.getByLabel('Hospital address', { exact: true }).fill('9 Pagehide Road');
  fifth.on('dialog', (dialog) => void dialog.accept()); // the browser's leave prompt
  const closed = new Promise((resolve) => fifth.once('close', resolve));
  await fifth.close({ runBeforeUnload: true });
  await closed;
  const { page: sixth, drafts: atClose } = await reopen(context, casePath);
  expect(JSON.stringify(atClose)).toContain('9 Pagehide Road');
  await expect(sixth.getByRole('dialog').getByText(OFFER)).toBeVisible();
  await context.close();
});

test('nothing clinical stays in the browser storage after logout (a dashboard keyword, the tokens)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'vst.manage@scout.example', '/vst/consults');
  await expect(page.getByRole('heading', { name: 'VST', exact: true })).toBeVisible();
  await page.getByLabel('Keyword', { exact: true }).fill('Smith');
  // Every entry of local and session storage as 'key=value' (a string: the e2e project has no DOM types).
  const stored = async () =>
    (await page.evaluate(
      '[localStorage, sessionStorage].flatMap((s) => Array.from({ length: s.length }, (_, i) => s.key(i) + "=" + s.getItem(s.key(i))))',
    )) as string[];
  await expect.poll(async () => (await stored()).join('\n')).toContain('Smith');
  expect((await stored()).some((e) => e.startsWith('oidc.user:'))).toBe(true);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('load');
  const left = await stored();
  expect(
    left.filter((e) => e.includes('Smith') || e.startsWith('oidc.user:') || e.startsWith('scout.vst')),
  ).toEqual([]);
});
