/**
 * Object-level access by health care provider for VTIS (docs/architecture.md "Access by health care
 * provider"; the VTIS part of modules/cases/provider-scoping.test.ts): a VTIS Manage user who is a
 * member of provider X (spec 3 §2.3, §6) sees and acts on the consults, follow-ups, hospital
 * documentation, PDFs and sends of X only; any other answers 404, as if it did not exist. The route
 * table covers every registered VTIS record route: a route added later fails the first test until
 * it is given a row here.
 */
import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { userHealthCareProviders } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, type ApiResult, apiClient } from '../../test/http.ts';
import { ADMIN, newPatient, userId } from '../../test/support/cases.ts';
import {
  API,
  CONSULTS,
  closedConsultWithFollowup,
  completeConsult,
  createConsult,
  DOCUMENTATION,
  FOLLOWUP,
  hospitalDocumentationSections,
  newConsultBody,
  newFollowupBody,
  VTIS_ADMIN,
  vtisConsultSections,
  vtisFollowupSections,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';

let t: TestApp;
let admin: ApiClient;
let atX: ApiClient;
let X: number;
let Y: number;
let specialistId: number;
let callTakerId: number;

/** Every record the routes of one hospital act on. */
interface Records {
  hospital: number;
  /** Closed, with its hospital documentation, an attachment and a follow-up. */
  closed: number;
  /** Complete and open (to close). */
  open: number;
  /** Pending (to decline, then delete). */
  pending: number;
  followup: number;
  at: Date;
  attachment: number;
  followupAttachment: number;
}
const records: Record<'X' | 'Y', Records> = {} as Record<'X' | 'Y', Records>;
const idsAt = (hospitalId: number) => ({ hospitalId, specialistId, callTakerId });

function pdfForm(name = 'letter.pdf') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.7 referral letter')]), name);
  return form;
}
async function attach(base: string, id: number): Promise<number> {
  const upload = await admin.send('POST', `${base}/${id}/attachments`, { body: pdfForm() });
  if (upload.status !== 201) throw new Error(`attachment failed ${upload.status}`);
  return upload.body.id;
}

async function recordsAt(hospital: number): Promise<Records> {
  const ids = idsAt(hospital);
  const patient = await newPatient(t);
  const at = new Date(Date.now() - 1_800_000);
  const { consult: closed, followup } = await closedConsultWithFollowup(admin, patient.id, ids, at);
  return {
    hospital,
    closed,
    open: await completeConsult(admin, (await newPatient(t)).id, ids),
    pending: await createConsult(admin, newConsultBody((await newPatient(t)).id, ids)),
    followup,
    at,
    attachment: await attach(CONSULTS, closed),
    followupAttachment: await attach(FOLLOWUP, followup),
  };
}

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, ADMIN);
  [X, Y] = (await providerIds(t)) as [number, number];
  specialistId = await userId(t, VTIS_ADMIN);
  callTakerId = await userId(t, 'calltaker@scout.example');
  records.X = await recordsAt(X);
  records.Y = await recordsAt(Y);
  const user = await createTestUser(t.db, { isVtisUser: true, vtisAccess: ACCESS_LEVEL.Manage });
  await t.db
    .insert(userHealthCareProviders)
    .values({ userId: user.id, healthCareProviderId: X, platformAppId: PLATFORM_APP.VTIS });
  atX = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
});
afterAll(() => t?.close());

const lastModified = async (path: string) => {
  const body = (await admin.get(path)).body;
  return body.lastModified ?? body.hospitalDocumentation?.lastModified;
};
const save = async (load: string, id: number, sections: Record<string, unknown>) => ({
  id,
  lastModified: await lastModified(load),
  sectionsToUpdate: Object.keys(sections),
  ...sections,
});

interface Row {
  route: string;
  ok: number;
  call(api: ApiClient, r: Records): Promise<ApiResult>;
}
const attachmentRows = (base: string, id: (r: Records) => number, file: (r: Records) => number): Row[] => [
  {
    route: `GET ${base}/:id/attachments`,
    ok: 200,
    call: (api, r) => api.get(`${base}/${id(r)}/attachments`),
  },
  {
    route: `POST ${base}/:id/attachments`,
    ok: 201,
    call: (api, r) => api.send('POST', `${base}/${id(r)}/attachments`, { body: pdfForm('ct.pdf') }),
  },
  {
    route: `GET ${base}/:id/attachments/download/:attachmentId`,
    ok: 200,
    call: (api, r) => api.get(`${base}/${id(r)}/attachments/download/${file(r)}`),
  },
  {
    route: `DELETE ${base}/:id/attachments/:attachmentId`,
    ok: 204,
    call: (api, r) => api.delete(`${base}/${id(r)}/attachments/${file(r)}`),
  },
];

/** Every VTIS record route, in an order that works (closing, declining and deleting come last). */
const ROUTES: Row[] = [
  { route: `GET ${CONSULTS}/:id`, ok: 200, call: (api, r) => api.get(`${CONSULTS}/${r.closed}`) },
  {
    route: `GET ${CONSULTS}/:id/status`,
    ok: 200,
    call: async (api, r) =>
      api.get(
        `${CONSULTS}/${r.closed}/status?lastModified=${encodeURIComponent(await lastModified(`${CONSULTS}/${r.closed}`))}`,
      ),
  },
  ...attachmentRows(
    CONSULTS,
    (r) => r.closed,
    (r) => r.attachment,
  ),
  {
    route: `PUT ${CONSULTS}`,
    ok: 200,
    call: async (api, r) =>
      api.put(
        CONSULTS,
        await save(`${CONSULTS}/${r.closed}`, r.closed, {
          imagingDetails: vtisConsultSections(r.at, idsAt(r.hospital)).imagingDetails,
        }),
      ),
  },
  {
    route: `GET ${CONSULTS}/:id/hospital-documentation`,
    ok: 200,
    call: (api, r) => api.get(`${CONSULTS}/${r.closed}/hospital-documentation`),
  },
  {
    route: `PUT ${DOCUMENTATION}`,
    ok: 200,
    call: async (api, r) =>
      api.put(
        DOCUMENTATION,
        await save(
          `${CONSULTS}/${r.closed}/hospital-documentation`,
          r.closed,
          hospitalDocumentationSections(),
        ),
      ),
  },
  {
    route: `PATCH ${DOCUMENTATION}/:id/complete`,
    ok: 200,
    call: (api, r) => api.patch(`${DOCUMENTATION}/${r.closed}/complete`),
  },
  {
    route: `GET ${CONSULTS}/:id/discharge-summary`,
    ok: 200,
    call: (api, r) => api.send('GET', `${CONSULTS}/${r.closed}/discharge-summary`),
  },
  {
    route: `PATCH ${CONSULTS}/:id/close`,
    ok: 200,
    call: (api, r) => api.patch(`${CONSULTS}/${r.open}/close`),
  },
  {
    route: `DELETE ${CONSULTS}/:id/decline`,
    ok: 200,
    call: (api, r) =>
      api.delete(`${CONSULTS}/${r.pending}/decline`, { reasonForDeclining: 'Patient discharged home' }),
  },
  {
    route: `DELETE ${CONSULTS}/:id/delete`,
    ok: 200,
    call: (api, r) => api.delete(`${CONSULTS}/${r.pending}/delete?reasonForDeletion=Duplicate`),
  },
  { route: `GET ${FOLLOWUP}/:id`, ok: 200, call: (api, r) => api.get(`${FOLLOWUP}/${r.followup}`) },
  ...attachmentRows(
    FOLLOWUP,
    (r) => r.followup,
    (r) => r.followupAttachment,
  ),
  {
    route: `PUT ${FOLLOWUP}`,
    ok: 200,
    call: async (api, r) =>
      api.put(
        FOLLOWUP,
        await save(`${FOLLOWUP}/${r.followup}`, r.followup, vtisFollowupSections(r.at, idsAt(r.hospital))),
      ),
  },
  {
    route: `PATCH ${FOLLOWUP}/:id/deactivate`,
    ok: 200,
    call: (api, r) => api.patch(`${FOLLOWUP}/${r.followup}/deactivate`),
  },
  {
    route: `DELETE ${FOLLOWUP}/:id/delete`,
    ok: 200,
    call: (api, r) => api.delete(`${FOLLOWUP}/${r.followup}/delete?reasonForDeletion=Duplicate`),
  },
];

describe('VTIS routes for a Manage user of provider X', () => {
  it('the table covers every registered VTIS record route', () => {
    const registered = t.app.scoutRoutes
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .filter((key) => !key.startsWith('HEAD '))
      .filter((key) => key.split(' ')[1]?.startsWith(CONSULTS) || key.split(' ')[1]?.startsWith(FOLLOWUP))
      // The search, the patient history and the creates are scoped by their own tests.
      .filter(
        (key) =>
          ![
            `GET ${CONSULTS}/search`,
            `GET ${CONSULTS}/patientHistory`,
            `POST ${CONSULTS}`,
            `POST ${FOLLOWUP}`,
          ].includes(key),
      );
    expect(registered.sort()).toEqual(ROUTES.map((r) => r.route).sort());
  });

  for (const row of ROUTES) {
    it(`${row.route}: 404 for the record at Y, ${row.ok} for the record at X`, async () => {
      const outside = await row.call(atX, records.Y);
      expect(outside.status, JSON.stringify(outside.body)).toBe(404);
      const inside = await row.call(atX, records.X);
      expect(inside.status, JSON.stringify(inside.body)).toBe(row.ok);
    });
  }

  it('left the records at Y untouched', async () => {
    expect((await admin.get(`${CONSULTS}/${records.Y.pending}`)).body).toMatchObject({
      isDeclined: false,
      vtisStatus: 'PENDING',
    });
    expect((await admin.get(`${CONSULTS}/${records.Y.open}`)).body).toMatchObject({ isActive: true });
    expect((await admin.get(`${FOLLOWUP}/${records.Y.followup}`)).body).toMatchObject({
      isActive: true,
      followupConsultationInformation: null,
    });
    expect(
      (await admin.get(`${CONSULTS}/${records.Y.closed}/hospital-documentation`)).body.hospitalDocumentation,
    ).toMatchObject({
      closedOn: null,
      admissionDetails: null,
    });
  });

  it('prints and sends the PDFs of records at its providers only', async () => {
    const x = await recordsAt(X);
    const y = await recordsAt(Y);
    const pdf = (id: number) => atX.get(`${API}/form/generate/VtisConsult?id=${id}`);
    expect((await pdf(y.closed)).status).toBe(404);
    expect((await pdf(x.closed)).status).toBe(200);
    const box = (id: number) => atX.post(`${API}/form/send/fax`, { id, recordType: 'VtisFollowup' });
    expect((await box(y.followup)).status).toBe(404);
    const sends = (id: number) => atX.get(`${API}/form/sends?id=${id}&recordType=VtisConsult`);
    expect((await sends(y.closed)).status).toBe(404);
    expect((await sends(x.closed)).status).toBe(200);
  });

  it('creates consults only at its providers, and follow-ups only of consults it sees', async () => {
    const patient = await newPatient(t);
    const elsewhere = await atX.post(CONSULTS, newConsultBody(patient.id, idsAt(Y)));
    expect(elsewhere.status).toBe(400);
    // INPATIENT, so only the scope can refuse it.
    const y = await completeConsult(admin, patient.id, idsAt(Y));
    const refused = await atX.post(FOLLOWUP, newFollowupBody(y, patient.id, idsAt(X)));
    expect(refused.body.fieldErrors?.[0]?.field).toBe('vtisConsultId');
  });
});
