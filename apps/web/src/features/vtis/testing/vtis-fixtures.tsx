import { PLATFORM_APP } from '@scout/domain/access/roles';
import type {
  VtisConsultRow,
  VtisFollowupRow,
  VtisHospitalDocumentationRow,
} from '@scout/domain/vtis/dashboard.schema';
import { completeDocumentation } from '@scout/domain/vtis/hospital-documentation-test-data';
import { completeConsult, completeFollowup } from '@scout/domain/vtis/test-consults';
import type { RouteObject } from 'react-router';
import type { MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { inSectionPanel } from '../../../testing/section-panel.ts';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import {
  VtisConsultPage,
  VtisFollowupPage,
  VtisHospitalDocumentationPage,
} from '../record/vtis-record-pages.tsx';

/** VTIS users (spec 3 §6): Manage, Read, Admin, a Manage member of a provider, exporters. */
export const VTIS_MANAGER = makeCurrentUser({ access: { vtis: 20 } });
export const VTIS_READER = makeCurrentUser({ access: { vtis: 10 } });
export const VTIS_ADMIN = makeCurrentUser({ access: { vtis: 30 } });
export const SYSTEM_ADMIN = makeCurrentUser({ role: 'systemadmin' });
export const VTIS_PROVIDER_MANAGER = makeCurrentUser({
  access: { vtis: 20 },
  healthCareProviderIds: [{ healthCareProviderId: 3, platformAppId: PLATFORM_APP.VTIS }],
});
export const VTIS_EXPORTER = makeCurrentUser({
  access: { vtis: 20 },
  canExportVtisData: true,
  canExportVtisAuscrData: true,
});

export const HOSPITALS = [{ id: 3, name: 'Bendigo Hospital', nickName: 'Bendigo', address: '1 Hospital Rd' }];
export const NEUROLOGISTS = [
  { id: 4, displayName: 'Dr Vera Vtis' },
  { id: 9, displayName: 'Dr Other' },
];

export const vtisLookupRoutes: MockRoutes = {
  'GET /api/vtis/hospitals': { body: HOSPITALS },
  'GET /api/vtis/vtisNeurologists': { body: NEUROLOGISTS },
  'GET /api/vtis/users': { body: [{ id: 1, displayName: 'Sam Someone' }] },
};

const rowShared = {
  callDateTime: '2026-03-10T09:00:00+11:00',
  referralDate: '2026-03-10T08:55:00+11:00',
  consultDate: '2026-03-10T09:20:00+11:00',
  patientProfileId: 3,
  patientFirstName: 'Alex',
  patientLastName: 'Example',
  patientUrn: 'UR1',
  patientDOB: '1950-01-01',
  hospitalId: 3,
  hospital: 'Bendigo',
  specialistId: 4,
  specialist: 'Dr Vera Vtis',
  faxEnabled: false,
  boxEnabled: false,
  diagnosisDetails: { strokeType: 'Ischaemic' as const },
};

/** A dashboard follow-up row (inpatient unless overridden). */
export function makeFollowupRow(overrides: Partial<VtisFollowupRow> = {}): VtisFollowupRow {
  const id = overrides.id ?? 8;
  return {
    ...rowShared,
    id,
    studyId: `VTISFU${id}`,
    type: 'VtisFollowup',
    consultId: 5,
    isActive: true,
    closedOn: null,
    vtisStatus: 'INPATIENT',
    faxVtisEnabled: false,
    ...overrides,
  };
}

/** A hospital documentation row of consult 5 (open unless overridden). */
export function makeDocumentationRow(
  overrides: Partial<VtisHospitalDocumentationRow> = {},
): VtisHospitalDocumentationRow {
  return {
    ...rowShared,
    id: 5,
    studyId: 'VTIS5',
    type: 'HospitalDocumentation',
    consultId: 5,
    isActive: true,
    closedOn: null,
    status: 'OPEN',
    ...overrides,
  };
}

/** A dashboard consult row (inpatient unless overridden), no children. */
export function makeConsultRow(overrides: Partial<VtisConsultRow> = {}): VtisConsultRow {
  const id = overrides.id ?? 5;
  return {
    ...rowShared,
    id,
    studyId: `VTIS${id}`,
    type: 'VtisConsult',
    isActive: true,
    closedOn: null,
    vtisStatus: 'INPATIENT',
    faxVtisEnabled: false,
    vtisFollowupConsults: [],
    hospitalDocumentation: null,
    ...overrides,
  };
}

export const searchAnswer = (rows: VtisConsultRow[], total = rows.length) => ({
  body: { vtisConsults: rows, totalRecordsCount: total },
});

const patient = {
  id: 3,
  firstName: 'Alex',
  lastName: 'Example',
  middlename: null,
  gender: 'Female',
  dateOfBirth: '1950-01-01',
  age: 76,
  livesOverseas: false,
  addressUnitOrRoomNumber: null,
  addressStreetNumber: '1',
  addressStreetName: 'Main St',
  addressSuburb: 'Bendigo',
  addressState: 'VIC',
  addressPostcode: '3550',
};

const recordShape = {
  patientProfileId: 3,
  patient,
  isActive: true,
  closedOn: null,
  callTaker: 1,
  callTakerName: 'Sam Someone',
  faxEnabled: false,
  boxEnabled: false,
};

type Loose = Record<string, unknown>;

/** An inpatient VTIS consult with every section saved and complete (the domain's test consult). */
export function makeVtisConsult(overrides: Loose = {}): Loose {
  return {
    ...recordShape,
    ...completeConsult,
    neurologistInformation: {
      ...completeConsult.neurologistInformation,
      specialist: 'Dr Vera Vtis',
      handoverUpdate: false,
      specialists: [],
    },
    studyId: 'VTIS5',
    type: 'VtisConsult',
    vstConsultId: null,
    isDeclined: false,
    isPending: false,
    vtisStatus: 'INPATIENT',
    isHospitalDocumentationRequired: false,
    vtisHospitalDocumentationStatus: null,
    vtisFollowupConsults: [],
    consultInformation: { declinedBy: null, declinedAt: null, reasonForDeclining: null },
    ...overrides,
  };
}

/** An open VTIS follow-up of consult 5. */
export function makeVtisFollowup(overrides: Loose = {}): Loose {
  return {
    ...recordShape,
    ...completeFollowup,
    id: 8,
    neurologistInformation: {
      ...completeFollowup.neurologistInformation,
      specialists: [],
      handoverUpdate: false,
    },
    studyId: 'VTISFU8',
    type: 'VtisFollowup',
    vtisConsultId: 5,
    vtisConsultStudyId: 'VTIS5',
    vtisStatus: 'INPATIENT',
    patientInformation: completeConsult.patientInformation,
    ...overrides,
  };
}

/** Consult 5's hospital documentation as GET /consults/5/hospital-documentation answers it. */
export function makeDocumentation(overrides: Loose = {}, doc: Loose = {}): Loose {
  return {
    id: 5,
    studyId: 'VTIS5',
    patient,
    patientInformation: completeConsult.patientInformation,
    strokeType: 'Ischaemic',
    hospitalDocumentation: {
      closedOn: null,
      lastModified: '2026-03-10T00:00:00.000Z',
      ...completeDocumentation,
      dischargeInformation: { ...completeDocumentation.dischargeInformation, lengthOfStay: 5 },
      ...doc,
    },
    ...overrides,
  };
}

const PAGES: RouteObject[] = [
  { path: '/vst/vtisconsult/:id/*', element: <VtisConsultPage /> },
  { path: '/vst/vtisfollowup/:id/*', element: <VtisFollowupPage /> },
  { path: '/vst/vtishospitaldocumentation/:id/*', element: <VtisHospitalDocumentationPage /> },
];

/**
 * A VTIS record page alone (renderRoute) at `path`: the record answered by its GET (`get`), the
 * lookups, the other panels' calls, and `routes` for anything else; `saves` records every PUT.
 */
export async function renderVtisRecord({
  get,
  record,
  put,
  path,
  user = VTIS_MANAGER,
  routes = {},
}: {
  get: string;
  record: unknown;
  put: string;
  path: string;
  user?: ReturnType<typeof makeCurrentUser>;
  routes?: MockRoutes;
}) {
  const saves: RecordedCall[] = [];
  const view = await renderRoute({
    pages: PAGES,
    path,
    user,
    routes: {
      ...vtisLookupRoutes,
      [`GET ${get}`]: { body: record },
      [`PUT ${put}`]: (call) => {
        saves.push(call);
        return { body: record };
      },
      'GET /api/ccmp/patientprofiles/3/presentations': { body: [] },
      'GET /api/vtis/consults/patientHistory': { body: { records: [], totalRecordsCount: 0 } },
      'GET /api/vtis/consults/5/attachments': { body: [] },
      'GET /api/vtis/followup/8/attachments': { body: [] },
      ...routes,
    },
  });
  return { ...view, saves };
}

/** The panel of a section (its collapsible frame) by its key, once the record shows. */
export const inPanel = (key: string) => inSectionPanel(key, 'vtis-study-id');
