import {
  makeVtisConsultFormSchema,
  VTIS_CONSULT_SECTION_SCHEMAS,
  type VtisConsult,
} from '@scout/domain/vtis/case.schema';
import {
  makeVtisFollowupFormSchema,
  VTIS_FOLLOWUP_SECTION_SCHEMAS,
  type VtisFollowup,
} from '@scout/domain/vtis/followup.schema';
import {
  HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS,
  makeHospitalDocumentationFormSchema,
} from '@scout/domain/vtis/hospital-documentation.schema';
import { hospitalDocumentationCompleteness } from '@scout/domain/vtis/hospital-documentation-checks';
import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import {
  HOSPITAL_DOCUMENTATION_SECTIONS,
  type HospitalDocumentationSectionName,
} from '@scout/domain/vtis/hospital-documentation-sections';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { vtisConsultCompleteness, vtisFollowupCompleteness } from '@scout/domain/vtis/rules';
import {
  VTIS_CONSULT_SECTIONS,
  VTIS_FOLLOWUP_SECTIONS,
  type VtisConsultSectionName,
  type VtisFollowupSectionName,
} from '@scout/domain/vtis/sections';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import { strokeSaveFailed } from '../../stroke/record/section-factory.ts';
import {
  asFormSchema,
  cachedPerRecord,
  emptySectionOf,
  type StrokeKind,
  type StrokeRecord,
} from '../../stroke/record/stroke-kind.ts';
import {
  getHospitalDocumentation,
  getVtisConsult,
  getVtisFollowup,
  type HospitalDocumentationAnswer,
  type HospitalDocumentationRecord,
  toHospitalDocumentationRecord,
} from '../api/get-records.ts';
import { VTIS_AREA, VTIS_CONSULTS, VTIS_FOLLOWUP, VTIS_HOSPITAL_DOCUMENTATION } from '../api/vtis-api.ts';
import {
  HOSPITAL_DOCUMENTATION_FIELD_SOURCE,
  VTIS_CONSULT_FIELD_SOURCE,
  VTIS_FOLLOWUP_FIELD_SOURCE,
} from './vtis-declarations.ts';

/**
 * The three VTIS record kinds (spec 3 §2.7 to §2.9) as stroke record kinds: their sections (domain
 * sections.ts, hospital-documentation-sections.ts), form schemas, completeness markers, calls and
 * words. The pages themselves are the shared stroke record page.
 */

const tz = () => ({ timeZone: getServiceTimeZone() });

const loose = (r: StrokeRecord) => r as unknown as Record<string, unknown>;

/** The read-only placeholders of never-saved sections (§8.3; SCOUT's words where §8.3 has none). */
const EMPTY_TEXT: Record<string, string> = {
  referrerInformation: M.noReferrer,
  patientInformation: M.noPatientInformation,
  neurologistInformation: M.noNeurologistInformation,
  patientHistory: M.noPatientHistoryInformation,
  imagingDetails: M.noImagingDetails,
  diagnosisDetails: M.noDiagnosisDetails,
  recommendedManagement: M.noRecommendedManagement,
  technicalConsultationInformation: M.noTechnicalConsultation,
  followupConsultationInformation: M.noFollowupConsultation,
  admissionDetails: HM.noAdmissionDetails,
  clinicalInformation: HM.noClinicalInformation,
  secondaryPrevention: HM.noSecondaryPrevention,
  dischargeInformation: HM.noDischargeInformation,
};

export interface VtisKind<R extends StrokeRecord = StrokeRecord> extends StrokeKind<R> {
  kind: 'vtis-consult' | 'vtis-followup' | 'vtis-hospital-documentation';
}

export const VTIS_CONSULT_KIND: VtisKind = {
  area: VTIS_AREA,
  kind: 'vtis-consult',
  liveModule: 'vtis',
  label: 'VTIS consult',
  sections: VTIS_CONSULT_SECTIONS,
  fields: VTIS_CONSULT_FIELD_SOURCE,
  presentation: 'VTIS',
  attachments: 'vtis',
  formSchema: (names) => asFormSchema(makeVtisConsultFormSchema(names as VtisConsultSectionName[], tz())),
  emptySection: emptySectionOf(VTIS_CONSULT_SECTION_SCHEMAS),
  completeness: cachedPerRecord((r: StrokeRecord) => vtisConsultCompleteness(loose(r), tz())),
  recordFields: (r) => ({ callDateTime: r.callDateTime }),
  load: (api, id, signal) => getVtisConsult(api, id, signal) as unknown as Promise<StrokeRecord>,
  save: (api, body) => api.put<VtisConsult>(VTIS_CONSULTS, body),
  emptyText: EMPTY_TEXT,
  messages: {
    saved: M.consultSaved,
    sectionUpdated: M.sectionUpdated,
    closed: M.consultClosed,
    deleteFailed: M.deleteConsultFailed,
  },
};

/**
 * The follow-up shows its consult's patient information read-only (§2.8): the patient panel is a
 * part without a form here, and `sectionsToUpdate` never names it.
 */
const FOLLOWUP_SECTIONS = VTIS_FOLLOWUP_SECTIONS.map((s) => (s.key === 'patient' ? { ...s, data: null } : s));

export const VTIS_FOLLOWUP_KIND: VtisKind = {
  area: VTIS_AREA,
  kind: 'vtis-followup',
  liveModule: 'vtis-followup',
  label: 'VTIS follow-up',
  sections: FOLLOWUP_SECTIONS,
  fields: VTIS_FOLLOWUP_FIELD_SOURCE,
  presentation: 'VTISFollowup',
  attachments: 'vtis-followup',
  formSchema: (names) => asFormSchema(makeVtisFollowupFormSchema(names as VtisFollowupSectionName[], tz())),
  emptySection: emptySectionOf(VTIS_FOLLOWUP_SECTION_SCHEMAS),
  completeness: cachedPerRecord((r: StrokeRecord) => vtisFollowupCompleteness(loose(r), tz())),
  recordFields: (r) => ({ callDateTime: r.callDateTime }),
  load: (api, id, signal) => getVtisFollowup(api, id, signal) as unknown as Promise<StrokeRecord>,
  save: (api, body) => api.put<VtisFollowup>(VTIS_FOLLOWUP, body),
  emptyText: EMPTY_TEXT,
  messages: {
    saved: M.consultSaved,
    sectionUpdated: M.sectionUpdated,
    closed: M.followupClosed,
    // §8.1 gives no text for a failed VTIS follow-up delete: SCOUT's, in the style of the others.
    deleteFailed: 'Unable to delete VTIS followup.',
  },
};

/**
 * A failed documentation save (§8.1): validation as every stroke save ('Required fields are missing',
 * 'Error: {details}'); a refused change of closed documentation 'Cannot update hospital
 * documentation'; anything else 'Unable to save hospital documentation'.
 */
function hospitalDocumentationSaveFailed(error: unknown): string {
  if (isApiRequestError(error) && error.fieldErrors.length) return strokeSaveFailed(error);
  if (isApiRequestError(error) && error.status === 403) return HM.updateFailed;
  return HM.saveFailed;
}

const docOf = (r: StrokeRecord) => (r as unknown as HospitalDocumentationRecord).hospitalDocumentation;

/** A save's answer as the page holds it (the documentation's lastModified lifted to the record). */
function asDocumentationRecord(answer: unknown): unknown {
  const a = answer as Partial<HospitalDocumentationAnswer> | null;
  return a && typeof a === 'object' && a.hospitalDocumentation
    ? toHospitalDocumentationRecord(a as HospitalDocumentationAnswer)
    : answer;
}

export const HOSPITAL_DOCUMENTATION_KIND: VtisKind = {
  area: VTIS_AREA,
  kind: 'vtis-hospital-documentation',
  liveModule: 'vtis-hospital-documentation',
  label: 'VTIS hospital documentation',
  sections: HOSPITAL_DOCUMENTATION_SECTIONS,
  fields: HOSPITAL_DOCUMENTATION_FIELD_SOURCE,
  presentation: 'VTIS',
  attachments: 'vtis',
  formSchema: (names) =>
    asFormSchema(makeHospitalDocumentationFormSchema(names as HospitalDocumentationSectionName[], tz())),
  emptySection: emptySectionOf(HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS),
  completeness: cachedPerRecord((r: StrokeRecord) =>
    hospitalDocumentationCompleteness(docOf(r) as unknown as Record<string, unknown>, tz()),
  ),
  recordFields: () => ({}),
  sectionOf: (r, name) => (docOf(r) as unknown as Record<string, unknown> | undefined)?.[name],
  load: (api, id, signal) => getHospitalDocumentation(api, id, signal) as unknown as Promise<StrokeRecord>,
  save: async (api, body) => asDocumentationRecord(await api.put(VTIS_HOSPITAL_DOCUMENTATION, body)),
  emptyText: EMPTY_TEXT,
  messages: {
    saved: HM.sectionUpdated('Hospital Documentation'),
    sectionUpdated: HM.sectionUpdated,
    closed: HM.closed,
    deleteFailed: HM.saveFailed,
    saveFailed: hospitalDocumentationSaveFailed,
  },
};
