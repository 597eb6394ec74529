import { collectIssues, type SectionIssue, sectionCompleteness } from '../stroke/completeness.ts';
import { strokeStudyId } from '../stroke/record-types.ts';
import { checkVstConsult, type VstRuleOptions } from './case.schema.ts';
import type { Loose } from './check-context.ts';
import { isEcrAccepted } from './clinical-rules.ts';
import type { VstRecordStatus } from './dashboard.schema.ts';
import { checkVstFollowup } from './followup.schema.ts';
import { STROKE_TYPE, YES } from './options.ts';
import {
  VST_CONSULT_SECTION_NAMES,
  VST_FOLLOWUP_SECTION_NAMES,
  type VstConsultSectionName,
  type VstFollowupSectionName,
} from './sections.ts';

/**
 * Rules of the VST records (spec 3 §2.2, §4.1, §4.5, §9): the clinical rules (clinical-rules.ts),
 * the clearing rules (clearing-rules.ts) and the record-level ones below, used by the web
 * (sidebar markers, menus, buttons) and by the server alike.
 */
export { parseStudyId } from '../stroke/record-types.ts';
export * from './clearing-rules.ts';
export * from './clinical-rules.ts';

/**
 * A VST follow-up can be created only from an inactive consult with no active follow-up (§2.2,
 * §4.1): the Create follow-up menu item and the server's POST /followup check apply it.
 */
export function canCreateFollowup(consult: {
  isActive: boolean;
  followupConsults?: readonly { isActive: boolean }[] | null;
}): boolean {
  return !consult.isActive && !(consult.followupConsults ?? []).some((f) => f.isActive);
}

/** OPEN until the record is closed (inactive or closedOn set), CLOSED after (§4.1). */
export function vstRecordStatus(record: { isActive: boolean; closedOn?: string | null }): VstRecordStatus {
  return record.isActive && !record.closedOn ? 'OPEN' : 'CLOSED';
}

/**
 * A record is read-only for a read-only user, and once closed or inactive (§4.1, §6), except
 * while a permitted user (`canEditClosedVstRecords`) has pressed Edit, until Save and Exit.
 */
export function isVstRecordReadOnly(
  readOnlyUser: boolean,
  record: { isActive: boolean; closedOn?: string | null },
  editingClosed = false,
): boolean {
  if (readOnlyUser) return true;
  return vstRecordStatus(record) === 'CLOSED' && !editingClosed;
}

/** The study ID people read (stroke/record-types.ts): 'VST12', 'VSTFU7'. */
export const vstStudyId = strokeStudyId;

export type { SectionIssue } from '../stroke/completeness.ts';

/** The rule issues of a consult's sections (all by default), with paths such as 'diagnosisDetails.strokeType'. */
export function vstConsultIssues(
  consult: Loose,
  sections: readonly VstConsultSectionName[] = VST_CONSULT_SECTION_NAMES,
  options: VstRuleOptions = {},
): SectionIssue[] {
  return collectIssues((add) => checkVstConsult(consult, add, sections, options));
}

/**
 * The sidebar's completeness markers (§2.5 "each section header shows a completeness
 * indicator"): a section is complete when it was saved and its rules pass in the consult's
 * context (so the completeness toggle relaxes them). Web and server call it with form values or
 * the stored consult.
 */
export function vstConsultCompleteness(
  consult: Loose,
  options: VstRuleOptions = {},
): Record<VstConsultSectionName, boolean> {
  return sectionCompleteness(consult, VST_CONSULT_SECTION_NAMES, (names) =>
    vstConsultIssues(consult, names, options),
  );
}

/** Closing validates every section (§4.1): true when all are complete. */
export function isVstConsultComplete(consult: Loose, options: VstRuleOptions = {}): boolean {
  return Object.values(vstConsultCompleteness(consult, options)).every(Boolean);
}

/** The follow-up's rule issues, as `vstConsultIssues`. */
export function vstFollowupIssues(
  followup: Loose,
  sections: readonly VstFollowupSectionName[] = VST_FOLLOWUP_SECTION_NAMES,
  options: VstRuleOptions = {},
): SectionIssue[] {
  return collectIssues((add) => checkVstFollowup(followup, add, sections, options));
}

/** The follow-up's completeness markers, as `vstConsultCompleteness`. */
export function vstFollowupCompleteness(
  followup: Loose,
  options: VstRuleOptions = {},
): Record<VstFollowupSectionName, boolean> {
  return sectionCompleteness(followup, VST_FOLLOWUP_SECTION_NAMES, (names) =>
    vstFollowupIssues(followup, names, options),
  );
}

const VTIS_STROKE_TYPES: readonly unknown[] = [
  STROKE_TYPE.Ischaemic,
  STROKE_TYPE.Haemorrhagic,
  STROKE_TYPE.Tia,
];

/**
 * Whether closing a consult refers the patient to VTIS automatically (§4.1 "Consult closed.
 * Patient has been automatically referred to VTIS."). The spec implies an inpatient handover;
 * SCOUT's rule: the referring hospital takes part in VTIS, the stroke is ischaemic, haemorrhagic
 * or a TIA, the hospital agreed to deliver the treatment plan (so the patient stays in), and the
 * patient is not leaving for ECR (accepted) or an ICH transfer (recommended).
 */
export function isAutomaticVtisReferral(consult: Loose, hospitalOffersVtis: boolean): boolean {
  if (!hospitalOffersVtis) return false;
  const diagnosis = consult?.diagnosisDetails as Loose;
  const management = consult?.reperfusionTherapiesDetails as Loose;
  const agreement = consult?.hospitalAgreementDetails as Loose;
  if (!VTIS_STROKE_TYPES.includes(diagnosis?.strokeType)) return false;
  if (agreement?.agreementFromHospitalToDeliverTreatmentPlan !== YES) return false;
  return !isEcrAccepted(management) && management?.haemorrhageICHWasTransferRecommended !== YES;
}
