import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { openSignedIn, pickOption } from './helpers.ts';

/** CRC-32 of PNG chunks (ISO 3309), table-free: a test fixture does not need speed. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG: a blue band over white, 64 x 32 pixels. */
function makePng(width = 64, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 0xff); // filter 0, then white pixels
    row[0] = 0;
    if (y >= height / 4 && y < (3 * height) / 4) {
      for (let x = 0; x < width; x++) row.set([0x1f, 0x4e, 0x9c], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an administrator creates a provider with a logo, finds it and sees the logo', async ({ page }) => {
  await openSignedIn(page, 'admin@scout.example', '/ccmp/health-care-providers');
  await expect(page.getByRole('heading', { name: 'Health Care Providers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Alfred' })).toBeVisible();

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Create Health Care Provider' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Geelong University Hospital');
  await page.getByLabel('Common name').fill('Geelong');
  await pickOption(page, page.getByLabel('Type', { exact: true }), 'Regional Hospital');
  await pickOption(page, page.getByLabel('Jurisdiction', { exact: true }), 'Victoria');
  await page.getByLabel('Emergency department fax', { exact: true }).fill('0355500290');
  await page.getByRole('switch', { name: 'Emergency department fax enabled' }).click();
  await page.getByLabel('Latitude').fill('-38.1521');
  await page.getByLabel('Longitude').fill('144.3656');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'geelong.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(page.getByRole('img', { name: 'Logo to upload' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  // Create, then the logo upload, then back to the list: allow for a loaded CI machine.
  await expect(page.getByRole('heading', { name: 'Health Care Providers' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('geel');
  const row = page.getByRole('row', { name: /Geelong University Hospital/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: 'The Alfred' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Geelong University Hospital' }).click();

  await expect(page.getByRole('heading', { name: 'Update Health Care Provider' })).toBeVisible();
  const logo = page.getByRole('img', { name: 'Logo of Geelong University Hospital' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(64);
  await expect(page.getByLabel('Emergency department fax', { exact: true })).toHaveValue('0355500290');
});

test('the provider form refuses a short fax number', async ({ page }) => {
  await openSignedIn(page, 'admin@scout.example', '/ccmp/health-care-providers/create');
  await page.getByLabel('Emergency department fax', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fax number has a minimum of 9 characters')).toBeVisible();
  await expect(page.getByText('Required')).toHaveCount(4); // name, common name, type, jurisdiction
});

test('an administrator adds a jurisdiction to a participating country', async ({ page }) => {
  await openSignedIn(page, 'admin@scout.example', '/ccmp/countries');
  const australia = page.getByTestId('country-1101');
  await expect(australia.getByRole('cell', { name: 'Victoria', exact: true })).toBeVisible();

  await australia.getByRole('button', { name: 'Add jurisdiction' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter jurisdiction name')).toBeVisible();
  await expect(dialog.getByText('Please enter jurisdiction short name or abbreviation')).toBeVisible();
  await dialog.locator('#jurisdiction-name').fill('Jervis Bay Territory');
  await dialog.locator('#jurisdiction-short-name').fill('JBT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(australia.getByRole('cell', { name: 'Jervis Bay Territory', exact: true })).toBeVisible();
});
