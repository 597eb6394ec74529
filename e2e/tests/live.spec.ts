import { expect, test } from '@playwright/test';
import { fillNewCaseReferrer, pickCallTakerAndNewPatient } from './case-fixtures.ts';
import { signIn } from './helpers.ts';

/**
 * Live dashboards (issue 15 item 1): a coordinator's open ECMO dashboard shows a case another user
 * creates in another browser, without a reload. While the change stream is live the dashboard
 * polls only every 2 minutes, so a card that appears within seconds came from the stream (the
 * latency itself is measured by `npm run bench`, docs/performance.md).
 */
test('a case created in one browser appears on the open dashboard of another', async ({ browser }) => {
  test.setTimeout(120_000);
  const watcherContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const creator = await creatorContext.newPage();
  const streamOpened = watcher.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await signIn(watcher, 'ecmo.read@scout.example', '/ecmo/cases');
  await expect(watcher.getByRole('heading', { name: 'Open Cases' })).toBeVisible();
  await streamOpened;

  const lastName = `Livepatient${Date.now() % 1_000_000}`;
  await signIn(creator, 'ecmo.manage@scout.example', '/ecmo/new');
  await expect(creator.getByRole('heading', { name: 'New Case' })).toBeVisible();
  await pickCallTakerAndNewPatient(creator, {
    lastName,
    firstName: 'Lee',
    dateOfBirth: '03/04/1970',
    gender: 'Female',
    street: ['1', 'High Street', 'Carlton', '3053'],
  });
  await fillNewCaseReferrer(creator, 'ICU Cons');
  await creator.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(creator.getByText('ECMO case created successfully.')).toBeVisible();

  await expect(watcher.getByText(new RegExp(`Lee ${lastName}`))).toBeVisible({ timeout: 5_000 });
  await watcher.screenshot({ path: '.tmp/live-dashboard.png' });
  await watcherContext.close();
  await creatorContext.close();
});
