import type { VstConsult } from '@scout/domain/vst/case.schema';
import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import { screen, within } from '@testing-library/react';
import type { MockRoutes, RecordedCall } from '../../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../../testing/render-route.tsx';
import { sectionPanel } from '../../../../testing/section-panel.ts';
import { makeCurrentUser } from '../../../../testing/test-data.ts';
import { VstConsultPage } from '../../pages/vst-consult-page.tsx';
import { VstFollowupPage } from '../../pages/vst-followup-page.tsx';

export const VST_ADMIN = makeCurrentUser({ access: { vst: 30 } });
export const VST_MANAGER = makeCurrentUser({ access: { vst: 20 } });
export const VST_READER = makeCurrentUser({ access: { vst: 10 } });

export const CONSULT_ID = 12;
export const FOLLOWUP_ID = 7;
export const CALL = '2026-11-20T10:00:00+11:00';
/** The call time plus `minutes`, as the server stores it. */
export const afterCall = (minutes: number) => new Date(Date.parse(CALL) + minutes * 60_000).toISOString();

const recordShape = {
  patientProfileId: 3,
  patient: {
    id: 3,
    firstName: 'Alex',
    lastName: 'Example',
    middlename: null,
    gender: 'Male',
    dateOfBirth: '1950-01-01',
    age: 76,
    livesOverseas: false,
    addressUnitOrRoomNumber: null,
    addressStreetNumber: '1',
    addressStreetName: 'Main St',
    addressSuburb: 'Melbourne',
    addressState: 'VIC',
    addressPostcode: '3000',
  },
  isActive: true,
  closedOn: null,
  lastModified: '2026-11-20T00:00:00.000Z',
  callDateTime: CALL,
  callTaker: 1,
  callTakerName: 'Sam Someone',
  faxEnabled: false,
  boxEnabled: false,
};

const referrerInformation = {
  referrerFirstName: 'Robin',
  referrerLastName: 'Referrer',
  referrerPosition: 'Registrar',
  referrerContactNumber: '0355551234',
  referrerHospitalId: 3,
  referrerHospitalUnit: 'ED',
  referrerHospitalAddress: '300 Grattan St',
  referrerEmailAddress: null,
  referralDateTime: '2026-11-20T09:55:00+11:00',
};
const neurologistInformation = {
  specialistId: 4,
  specialist: 'Dr Neuro',
  specialistDateAndTime: afterCall(5),
  delayReason: null,
  otherDelayReason: null,
  handoverUpdate: false,
  specialists: [],
};
const hospitalAgreementDetails = {
  agreementFromHospitalToDeliverTreatmentPlan: 'Yes',
  appropriateReferralToVST: 'Yes',
};

/** An open consult with every section saved and complete (closing may go ahead). */
export function makeVstConsult(overrides: Partial<Record<keyof VstConsult, unknown>> = {}): VstConsult {
  return {
    ...recordShape,
    id: CONSULT_ID,
    studyId: `VST${CONSULT_ID}`,
    type: 'Consult',
    schemaVersion: 1,
    referrerInformation,
    patientInformation: {
      patientHospitalId: 3,
      patientHospitalUnit: 'ED',
      patientHospitalUrn: 'UR1',
      patientHospitalAddress: '300 Grattan St',
      moreThanTwentyFourHrs: 'No',
      imagingCompleted: 'Yes',
      isPatientCurrentlyTakingAntiCoagulants: 'No',
      mandatoryFields: 'On',
      observations: {},
    },
    neurologistInformation,
    clinicalPresentationInformation: {
      siteHospitalPreliminaryDiagnosis: 'Ischaemic Stroke',
      wakeUpStroke: 'No',
      lastKnownWellDateAndTime: '2026-11-20T08:30:00+11:00',
      clinicalPresentationNIHSS: 8,
      nihssPerformedBy: 'Hospital staff',
      preStrokemRS: 0,
      currentComorbidities: ['AF'],
    },
    imagingDetails: {
      establishedInfarct: 'No',
      haemorrhage: 'No',
      ctaPerformed: 'No',
      ctpPerformed: 'No',
      imagesAvailableOnVisage: 'Yes',
      localPACSAccessed: 'No',
    },
    diagnosisDetails: { strokeType: 'Ischaemic Stroke', diagnosisDetails: 'Left MCA syndrome' },
    reperfusionTherapiesDetails: {
      tpaAdvised: 'No',
      reasonsForTPAExclusion: ['Rapidly improving symptoms'],
      patientRecommendedForECR: 'No',
      otherAcuteTreatmentManagementAdviceProvided: ['Stroke Unit'],
    },
    technicalConsultationInformation: {
      consultType: 'Phone Only',
      reasonNoVideoConsultation: 'Not clinically required',
      technicalSuccess: 'Successful',
    },
    hospitalAgreementDetails,
    ...overrides,
  } as unknown as VstConsult;
}

/** An open follow-up with every section saved and complete. */
export function makeVstFollowup(overrides: Partial<Record<keyof VstFollowup, unknown>> = {}): VstFollowup {
  return {
    ...recordShape,
    id: FOLLOWUP_ID,
    studyId: `VSTFU${FOLLOWUP_ID}`,
    type: 'Followup',
    vstConsultId: CONSULT_ID,
    vstConsultStudyId: `VST${CONSULT_ID}`,
    referrerInformation,
    patientInformation: { patientHospitalId: 3, patientHospitalUnit: 'ED', patientHospitalUrn: 'UR1' },
    neurologistInformation,
    followupConsultationInformation: {
      reasonForFollowup: 'tPA',
      followupNotes: 'Improving.',
      pacsAccessed: 'No',
      followupConsultationType: 'Phone only',
      furtherAdviceOrTreatment: 'Continue.',
      seriousAdverseEvent: 'No',
    },
    hospitalAgreementDetails,
    ...overrides,
  } as unknown as VstFollowup;
}

type AnswerFn = (call: RecordedCall) => { status?: number; body?: unknown };

/**
 * The VST record page alone (renderRoute) at `path`, with the record answered by its GET, the
 * lookups, and `routes` for anything else. `saves` records every PUT of the record (default
 * answer: the record with a new lastModified).
 */
export async function renderVstRecord({
  record,
  path,
  user = VST_MANAGER,
  routes = {},
  answer,
}: {
  record: VstConsult | VstFollowup;
  path: string;
  user?: ReturnType<typeof makeCurrentUser>;
  routes?: MockRoutes;
  answer?: AnswerFn;
}) {
  const base = record.type === 'Consult' ? '/api/vst/consults' : '/api/vst/followup';
  const saves: RecordedCall[] = [];
  const reply: AnswerFn =
    answer ?? (() => ({ body: { ...record, lastModified: '2026-11-21T00:00:00.000Z' } }));
  const view = await renderRoute({
    pages: [
      { path: '/vst/consult/:id/*', element: <VstConsultPage /> },
      { path: '/vst/followup/:id/*', element: <VstFollowupPage /> },
    ],
    path,
    user,
    routes: {
      [`GET ${base}/${record.id}`]: { body: record },
      [`PUT ${base}`]: (call) => {
        saves.push(call);
        return reply(call);
      },
      'GET /api/vst/hospitals': {
        body: [{ id: 3, name: 'Royal Melbourne Hospital', nickName: 'RMH', address: '300 Grattan St' }],
      },
      'GET /api/vst/managers': {
        body: [
          { id: 4, displayName: 'Dr Neuro' },
          { id: 5, displayName: 'Dr Other' },
        ],
      },
      'GET /api/vst/medications': { body: ['Aspirin'] },
      'GET /api/ccmp/patientprofiles/3/presentations': { body: [] },
      'GET /api/vst/consults/search': { body: { consults: [], totalRecordsCount: 0 } },
      [`GET ${base}/${record.id}/attachments`]: { body: [] },
      ...routes,
    },
  });
  return { ...view, saves };
}

/** The panel of a section (its collapsible frame) by sections.ts key. */
export const panel = (key: string): Promise<HTMLElement> => sectionPanel(key);

/** The last dialog showing `text` (antd keeps closed ones in the DOM). */
export async function dialog(text: string): Promise<HTMLElement> {
  const found = await screen.findAllByText(text);
  return found.at(-1)?.closest('.ant-modal') as HTMLElement;
}

export const inPanel = async (key: string) => within(await panel(key));
