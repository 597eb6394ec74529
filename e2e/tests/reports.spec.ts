import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './helpers.ts';

/**
 * The VST reports (spec 3 §2.12, §7.1; issue 14): the CSV column picker and the monthly
 * spreadsheet, as the demo's exporter (VST Manage with the VST export privilege).
 */
const EXPORTER = 'exporter@scout.example';

/** Today in the service's time zone as DD/MM/YYYY (the demo's consults are recent). */
const today = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Australia/Melbourne',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

test('the exporter picks columns and downloads VST_Consult_Report.csv with them as its header', async ({
  page,
}) => {
  await openSignedIn(page, EXPORTER, '/vst/consults');
  await page.getByRole('button', { name: 'Export Data: Consult' }).click();
  await expect(page).toHaveURL(/\/vst\/consults\/reports\/consult$/);
  await expect(page.getByRole('heading', { name: 'Export Data: Consult' })).toBeVisible();
  const record = page.getByRole('group', { name: 'Record' });
  await expect(record).toBeVisible();
  // Untick everything, then tick three columns of two sections.
  for (const none of await page.getByRole('button', { name: 'None', exact: true }).all()) await none.click();
  await expect(page.getByRole('button', { name: /Export Report/ })).toBeDisabled();
  await record.getByLabel('Study ID', { exact: true }).check();
  await record.getByLabel('Patient Last Name', { exact: true }).check();
  await page.getByRole('group', { name: 'VST Diagnosis Details' }).getByLabel('Stroke Type').check();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export Report/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('VST_Consult_Report.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).split('\r\n').filter(Boolean);
  expect(header).toBe('Study ID,Patient Last Name,Stroke Type');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/^VST\d+,/);
});

test('the exporter runs the monthly report and receives Report_VST_Monthly.xlsx', async ({ page }) => {
  await openSignedIn(page, EXPORTER, '/vst/reports/monthly');
  await expect(page.getByRole('heading', { name: 'Monthly Report' })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue('01/07/2024');
  // The default range ends with last month; the demo's consults are from the last few days.
  await page.getByLabel('To').fill(today());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Execute Report/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Report_VST_Monthly.xlsx');
  const bytes = await readFile(await file.path());
  // An xlsx is a zip archive.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
