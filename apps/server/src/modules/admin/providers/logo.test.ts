import {
  LOGO_MAX_BYTES,
  HEALTH_CARE_PROVIDER_MESSAGES as M,
} from '@scout/domain/admin/health-care-provider.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { auditEvents } from '../../../db/schema/index.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { GIF_BYTES, JPEG_BYTES, PNG_BYTES, uploadLogo } from '../../../test/support/providers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/api/ccmp/healthcareproviders';
let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let providerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
  reader = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'vst.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
  providerId = (await admin.get(`${BASE}/search?keyword=Bendigo`)).body[0].id;
});
afterAll(async () => {
  await t?.close();
});

const logoErrors = (message: string) => [{ field: 'logoFile', message }];

describe('provider logo', () => {
  it('round-trips: upload, read back (any signed-in user), replace, delete; every change audited', async () => {
    expect((await reader.get(`${BASE}/${providerId}/logo`)).status).toBe(404);

    const up = await uploadLogo(admin, providerId, PNG_BYTES, 'crest.png', 'image/png');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ contentType: 'image/png', imageData: PNG_BYTES.toString('base64') });
    expect((await reader.get(`${BASE}/${providerId}`)).body.hasLogo).toBe(true);
    const read = await reader.get(`${BASE}/${providerId}/logo`);
    expect(read.status).toBe(200);
    expect(Buffer.from(read.body.imageData, 'base64').equals(PNG_BYTES)).toBe(true);

    // The bytes decide: a .png name over JPEG bytes is a JPEG, and fine.
    const replaced = await uploadLogo(admin, providerId, JPEG_BYTES, 'crest.png', 'image/png');
    expect(replaced.status).toBe(200);
    expect((await reader.get(`${BASE}/${providerId}/logo`)).body).toEqual({
      contentType: 'image/jpeg',
      imageData: JPEG_BYTES.toString('base64'),
    });

    expect((await admin.delete(`${BASE}/${providerId}/logo`)).status).toBe(204);
    expect((await reader.get(`${BASE}/${providerId}/logo`)).status).toBe(404);
    expect((await reader.get(`${BASE}/${providerId}`)).body.hasLogo).toBe(false);
    expect((await admin.delete(`${BASE}/${providerId}/logo`)).status).toBe(204);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'health-care-provider'), eq(auditEvents.entityId, String(providerId))),
      )
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual([
      'health-care-provider.logo-upload',
      'health-care-provider.logo-upload',
      'health-care-provider.logo-delete',
    ]);
  });

  it('keeps lastModified, so an open form saved after a logo change does not conflict', async () => {
    const before = (await admin.get(`${BASE}/${providerId}`)).body;
    await uploadLogo(admin, providerId, PNG_BYTES, 'crest.png');
    const saved = await admin.put(BASE, { ...before, phoneNumber: '03 5550 0177' });
    expect(saved.status).toBe(200);
    expect(saved.body.hasLogo).toBe(true);
  });

  it('refuses a file that is not JPG or PNG by its bytes, whatever its name', async () => {
    const gif = await uploadLogo(admin, providerId, GIF_BYTES, 'photo.jpg', 'image/jpeg');
    expect(gif.status).toBe(400);
    expect(gif.body.fieldErrors).toEqual(logoErrors(M.logoType));
    const empty = await uploadLogo(admin, providerId, Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.body.fieldErrors).toEqual(logoErrors(M.logoType));
  });

  it('refuses 2MB and more', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES + 1000 - PNG_BYTES.length)]);
    const res = await uploadLogo(admin, providerId, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.fieldErrors).toEqual(logoErrors(M.logoSize));
    const exactly = Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES - PNG_BYTES.length)]);
    expect((await uploadLogo(admin, providerId, exactly, 'edge.png')).body.fieldErrors).toEqual(
      logoErrors(M.logoSize),
    );
    const under = Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES - 1 - PNG_BYTES.length)]);
    expect((await uploadLogo(admin, providerId, under, 'under.png')).status).toBe(200);
  });

  it('wants the file in the logoFile field of a multipart body', async () => {
    const wrongField = await uploadLogo(admin, providerId, PNG_BYTES, 'a.png', 'image/png', 'file');
    expect(wrongField.body.fieldErrors).toEqual(logoErrors(M.logoMissing));
    const json = await admin.post(`${BASE}/${providerId}/logo`, { logoFile: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.fieldErrors).toEqual(logoErrors(M.logoMissing));
  });

  it('answers 404 for an unknown provider and 403 to a non-admin upload', async () => {
    expect((await uploadLogo(admin, 999999, PNG_BYTES, 'a.png')).status).toBe(404);
    expect((await admin.delete(`${BASE}/999999/logo`)).status).toBe(404);
    expect((await reader.get(`${BASE}/999999/logo`)).status).toBe(404);
    const refused = await uploadLogo(reader, providerId, JPEG_BYTES, 'a.jpg');
    expect(refused.status).toBe(403);
  });
});
