import type { VstConsult } from '@scout/domain/vst/case.schema';
import { makeVstConsultFormSchema } from '@scout/domain/vst/case.schema';
import { makeVstFollowupFormSchema, type VstFollowup } from '@scout/domain/vst/followup.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { vstConsultCompleteness, vstFollowupCompleteness } from '@scout/domain/vst/rules';
import {
  VST_CONSULT_SECTIONS,
  VST_FOLLOWUP_SECTIONS,
  type VstConsultSectionName,
  type VstFollowupSectionName,
} from '@scout/domain/vst/sections';
import type { z } from 'zod';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import type { VstRecordKind } from '../api/vst-api.ts';

/**
 * What differs between the two VST record kinds (spec 3 §2.5, §2.6): the sections in sidebar
 * order (domain sections.ts), the form schema for the web's resolver, the completeness markers and
 * the words. Everything else on the record page is the same for both.
 */

/** A VST record as the record page holds it: a consult or a follow-up. */
export type VstRecord = VstConsult | VstFollowup;
/** A section that holds data, by the name `sectionsToUpdate` uses. */
export type VstSectionName = VstConsultSectionName | VstFollowupSectionName;
/** One entry of sections.ts: route segment, sidebar label, title and data name. */
export type VstSectionEntry = (typeof VST_CONSULT_SECTIONS)[number] | (typeof VST_FOLLOWUP_SECTIONS)[number];
/** The whole record's form values (every section and the record fields the rules read). */
export type VstFormValues = Record<string, unknown>;

export interface VstKind {
  kind: VstRecordKind;
  sections: readonly VstSectionEntry[];
  /** The form schema running the rules of `names` only (a section's Save: that section). */
  formSchema: (names: readonly VstSectionName[]) => z.ZodType<VstFormValues, VstFormValues>;
  completeness: (record: VstRecord) => Partial<Record<VstSectionName, boolean>>;
  /** The record fields the rules read besides the sections. */
  recordFields: (record: VstRecord) => VstFormValues;
  deleteFailed: string;
  closed: string;
}

const timeZoneOption = () => ({ timeZone: getServiceTimeZone() });

/** Completeness per record object: the sidebar asks once per section on every render. */
function cached<T extends object, R>(compute: (record: T) => R): (record: T) => R {
  const cache = new WeakMap<T, R>();
  return (record) => {
    const hit = cache.get(record);
    if (hit !== undefined) return hit;
    const value = compute(record);
    cache.set(record, value);
    return value;
  };
}

export const VST_KINDS: Record<VstRecordKind, VstKind> = {
  consult: {
    kind: 'consult',
    sections: VST_CONSULT_SECTIONS,
    formSchema: (names) =>
      makeVstConsultFormSchema(names as VstConsultSectionName[], timeZoneOption()) as unknown as z.ZodType<
        VstFormValues,
        VstFormValues
      >,
    completeness: cached((r) => vstConsultCompleteness(r, timeZoneOption())),
    recordFields: (r) => ({
      callDateTime: r.callDateTime,
      schemaVersion: (r as VstConsult).schemaVersion ?? null,
    }),
    deleteFailed: M.deleteConsultFailed,
    closed: M.consultClosed,
  },
  followup: {
    kind: 'followup',
    sections: VST_FOLLOWUP_SECTIONS,
    formSchema: (names) =>
      makeVstFollowupFormSchema(names as VstFollowupSectionName[], timeZoneOption()) as unknown as z.ZodType<
        VstFormValues,
        VstFormValues
      >,
    completeness: cached((r) => vstFollowupCompleteness(r, timeZoneOption())),
    recordFields: (r) => ({ callDateTime: r.callDateTime }),
    deleteFailed: M.deleteFollowupFailed,
    closed: M.followupClosed,
  },
};

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

/** The data names of a kind's sections, in form order. */
export const sectionNamesOf = (kind: VstKind): VstSectionName[] =>
  kind.sections.flatMap((s) => (s.data ? [s.data] : []));
