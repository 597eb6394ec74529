import { testPatient } from '@scout/domain/clinics/test-clinics';
import type { ReperfusionCaseRow } from '@scout/domain/reperfusion/dashboard.schema';
import type { PatientNote } from '@scout/domain/reperfusion/patient-note.schema';
import { ecrAccepted, thrombolysed } from '@scout/domain/reperfusion/test-cases';
import type { MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { inSectionPanel } from '../../../testing/section-panel.ts';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { ReperfusionCasePage } from '../record/reperfusion-case-page.tsx';

/** VST users (spec 3 §6): Manage (edits), Read (reads only), a Manage user with the export permission. */
export const VST_MANAGER = makeCurrentUser({ access: { vst: 20 } });
export const VST_READER = makeCurrentUser({ access: { vst: 10 } });
export const VST_EXPORTER = makeCurrentUser({ access: { vst: 20 }, canExportVstData: true });

export const HOSPITALS = [
  { id: 3, name: 'Bendigo Hospital', nickName: 'Bendigo', address: '1 Hospital Rd' },
  { id: 7, name: 'Royal Melbourne Hospital', nickName: 'RMH', address: '300 Grattan St' },
];

export const vstLookupRoutes: MockRoutes = {
  'GET /api/vst/hospitals': { body: HOSPITALS },
  'GET /api/vst/users': {
    body: [
      { id: 1, displayName: 'Sam Someone' },
      { id: 4, displayName: 'Tess Triage' },
    ],
  },
  'GET /api/vst/managers': { body: [{ id: 9, displayName: 'Dr Nina Neuro' }] },
};

/** A dashboard row: a thrombolysed case of Friday 6 March 2026 (imaging due Monday 9 March). */
export function makeRow(overrides: Partial<ReperfusionCaseRow> = {}): ReperfusionCaseRow {
  const id = overrides.id ?? 5;
  return {
    id,
    studyId: `VST${id}`,
    callDateTime: '2026-03-06T10:00:00+11:00',
    patientFirstName: 'Alex',
    patientLastName: 'Example',
    referralHospitalName: 'Bendigo',
    destinationHospitalName: 'Bendigo',
    triageTime: '2026-03-06T09:40:00+11:00',
    directorReview: 'Awaiting',
    taskDueComplete: false,
    patientRequiresImagingFollowUp: true,
    primaryImagingFollowUpStatus: null,
    ...overrides,
  };
}

export const searchAnswer = (rows: ReperfusionCaseRow[], total = rows.length) => ({
  body: { consults: rows, totalRecordsCount: total },
});

/** The patient as the case answers it (the domain's stroke test patient, profile 3). */
const patient = { ...testPatient, id: 3 };

type Loose = Record<string, unknown>;

/** Case 5 (the consult's id): a thrombolysed ED patient of Bendigo, no register section saved yet. */
export function makeCase(overrides: Loose = {}): Loose {
  return {
    id: 5,
    studyId: 'VST5',
    patientProfileId: 3,
    patient,
    lastModified: '2026-03-10T00:00:00.000Z',
    callDateTime: '2026-03-06T10:00:00+11:00',
    callTaker: 1,
    callTakerName: 'Sam Someone',
    referrerInformation: {
      referrerFirstName: 'Rita',
      referrerLastName: 'Referrer',
      referrerPosition: 'ED Registrar',
      referrerContactNumber: '0400000000',
      referrerHospitalId: 3,
      referrerHospitalUnit: 'ED',
      referrerHospitalAddress: '1 Hospital Rd',
      referrerEmailAddress: null,
      referralDateTime: '2026-03-06T09:55:00+11:00',
    },
    neurologistInformation: {
      specialistId: 9,
      specialistDateAndTime: '2026-03-06T10:05:00+11:00',
      delayReason: null,
      otherDelayReason: null,
      specialists: [],
    },
    diagnosisDetails: { strokeType: 'Ischaemic' },
    reperfusionTherapiesDetails: thrombolysed,
    patientInformation: {
      patientHospitalId: 3,
      patientHospitalUnit: 'ED',
      patientHospitalUrn: 'UR1',
      patientHospitalAddress: '1 Hospital Rd',
      patientCurrentLocation: null,
      hospitalTriageDateAndTime: '2026-03-06T09:40:00+11:00',
      triageTimeConfirmed: null,
      triageTimeConfirmedById: null,
    },
    imagingDetails: null,
    reperfusionCaseDischargeSummary: null,
    reperfusionCaseDirectorReview: null,
    ...overrides,
  };
}

export { ecrAccepted, thrombolysed };

/** A note of case 5 as the server answers it. */
export function makeNote(overrides: Partial<PatientNote> = {}): PatientNote {
  return {
    id: 11,
    patientProfileId: 3,
    application: 'vst-reperfusion-case',
    foreignId: 5,
    content: 'Called Bendigo radiology',
    metadataJson: null,
    createdOn: '2026-03-09T01:00:00.000Z',
    createdBy: 'Sam Someone',
    lastModified: '2026-03-09T01:00:00.000Z',
    editHistory: [],
    ...overrides,
  };
}

export const NOTES_PATH = '/api/vst/patientnotes/3/vst-reperfusion-case/5';

/**
 * The case page alone at /vst/reperfusion-case/5/{section}: the case answered by GET (`record`),
 * the lookups, the other panels' calls, and `routes` for anything else; `saves` records every PUT
 * of the case, which answers `answer(body)` (by default the case with the saved sections laid over).
 */
export async function renderCase({
  record = makeCase(),
  section = 'case-information',
  user = VST_MANAGER,
  routes = {},
}: {
  record?: Loose;
  section?: string;
  user?: ReturnType<typeof makeCurrentUser>;
  routes?: MockRoutes;
} = {}) {
  const saves: RecordedCall[] = [];
  let current = record;
  const view = await renderRoute({
    pages: [{ path: '/vst/reperfusion-case/:id/*', element: <ReperfusionCasePage /> }],
    path: `/vst/reperfusion-case/5/${section}`,
    user,
    routes: {
      ...vstLookupRoutes,
      'GET /api/vst/reperfusion-cases/5': () => ({ body: current }),
      'PUT /api/vst/reperfusion-cases': (call) => {
        saves.push(call);
        const body = call.body as Loose & { sectionsToUpdate: string[] };
        const next: Loose = { ...current, lastModified: '2026-03-10T01:00:00.000Z' };
        for (const name of body.sectionsToUpdate) next[name] = body[name];
        current = next;
        return { body: current };
      },
      'GET /api/ccmp/patientprofiles/3/presentations': { body: [] },
      'GET /api/vst/reperfusion-cases/5/attachments': { body: [] },
      [`GET ${NOTES_PATH}`]: { body: [] },
      ...routes,
    },
  });
  return { ...view, saves };
}

/** The panel of a section by its key, once the case shows. */
export const inPanel = (key: string) => inSectionPanel(key);
