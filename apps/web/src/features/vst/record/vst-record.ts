import type { VstConsult } from '@scout/domain/vst/case.schema';
import { makeVstConsultFormSchema, VST_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vst/case.schema';
import {
  makeVstFollowupFormSchema,
  VST_FOLLOWUP_SECTION_SCHEMAS,
  type VstFollowup,
} from '@scout/domain/vst/followup.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { vstConsultCompleteness, vstFollowupCompleteness } from '@scout/domain/vst/rules';
import {
  VST_CONSULT_SECTIONS,
  VST_FOLLOWUP_SECTIONS,
  type VstConsultSectionName,
  type VstFollowupSectionName,
} from '@scout/domain/vst/sections';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import {
  asFormSchema,
  cachedPerRecord,
  emptySectionOf,
  type StrokeFormValues,
  type StrokeKind,
  type StrokeRecord,
} from '../../stroke/record/stroke-kind.ts';
import { getVstRecord } from '../api/get-record.ts';
import { saveVstRecord } from '../api/save-record.ts';
import type { VstRecordKind } from '../api/vst-api.ts';
import { VST_AREA } from '../api/vst-api.ts';
import { VST_FIELD_SOURCES } from './fields/vst-declarations.ts';

/**
 * The two VST record kinds (spec 3 §2.5, §2.6) as stroke record kinds: the sections in sidebar
 * order (domain sections.ts), the form schema for the web's resolver, the completeness markers,
 * the calls and the words. The record page itself is the shared stroke one.
 */

/** A VST record as the record page holds it: a consult or a follow-up. */
export type VstRecord = VstConsult | VstFollowup;
/** A section that holds data, by the name `sectionsToUpdate` uses. */
export type VstSectionName = VstConsultSectionName | VstFollowupSectionName;
export type VstFormValues = StrokeFormValues;

export interface VstKind extends StrokeKind {
  kind: VstRecordKind;
}

const timeZoneOption = () => ({ timeZone: getServiceTimeZone() });

/** The read-only placeholder of a section never saved (§8.3; SCOUT's words where §8.3 has none). */
export const VST_EMPTY_TEXT: Record<VstSectionName, string> = {
  referrerInformation: M.noReferrer,
  patientInformation: M.noPatientInformation,
  neurologistInformation: M.noNeurologistInformation,
  clinicalPresentationInformation: M.noClinicalPresentation,
  imagingDetails: M.noImagingDetails,
  diagnosisDetails: M.noDiagnosisDetails,
  reperfusionTherapiesDetails: M.noRecommendedManagement,
  technicalConsultationInformation: M.noTechnicalConsultation,
  hospitalAgreementDetails: M.noHospitalAgreement,
  followupConsultationInformation: M.noFollowupConsultation,
};

const vstMessages = (closed: string, deleteFailed: string) => ({
  saved: M.consultSaved,
  sectionUpdated: M.sectionUpdated,
  closed,
  deleteFailed,
});

export const VST_KINDS: Record<VstRecordKind, VstKind> = {
  consult: {
    area: VST_AREA,
    kind: 'consult',
    liveModule: 'vst',
    label: 'VST record',
    sections: VST_CONSULT_SECTIONS,
    fields: VST_FIELD_SOURCES.consult,
    presentation: 'VST',
    attachments: 'vst',
    formSchema: (names) =>
      asFormSchema(makeVstConsultFormSchema(names as VstConsultSectionName[], timeZoneOption())),
    emptySection: emptySectionOf(VST_CONSULT_SECTION_SCHEMAS),
    completeness: cachedPerRecord((r: StrokeRecord) => vstConsultCompleteness(r as never, timeZoneOption())),
    recordFields: (r) => ({
      callDateTime: r.callDateTime,
      schemaVersion: (r as VstConsult).schemaVersion ?? null,
    }),
    load: (api, id, signal) => getVstRecord(api, 'consult', id, signal),
    save: (api, body) => saveVstRecord(api, 'consult', body),
    emptyText: VST_EMPTY_TEXT,
    messages: vstMessages(M.consultClosed, M.deleteConsultFailed),
  },
  followup: {
    area: VST_AREA,
    kind: 'followup',
    liveModule: 'vst-followup',
    label: 'VST record',
    sections: VST_FOLLOWUP_SECTIONS,
    fields: VST_FIELD_SOURCES.followup,
    presentation: 'VSTFollowup',
    attachments: 'vst-followup',
    formSchema: (names) =>
      asFormSchema(makeVstFollowupFormSchema(names as VstFollowupSectionName[], timeZoneOption())),
    emptySection: emptySectionOf(VST_FOLLOWUP_SECTION_SCHEMAS),
    completeness: cachedPerRecord((r: StrokeRecord) => vstFollowupCompleteness(r as never, timeZoneOption())),
    recordFields: (r) => ({ callDateTime: r.callDateTime }),
    load: (api, id, signal) => getVstRecord(api, 'followup', id, signal),
    save: (api, body) => saveVstRecord(api, 'followup', body),
    emptyText: VST_EMPTY_TEXT,
    messages: vstMessages(M.followupClosed, M.deleteFollowupFailed),
  },
};
