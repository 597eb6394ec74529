import { collectIssues, type SectionIssue, sectionCompleteness } from '../stroke/completeness.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import { type ClinicRuleOptions, checkClinic } from './case.schema.ts';
import type { ClinicStatus } from './list.schema.ts';
import { CLINIC_SECTION_NAMES, type ClinicSectionName } from './sections.ts';

/**
 * Record-level rules of the clinic (spec 3 §2.10, §4.4, §6), used by the web (sidebar markers,
 * buttons) and the server alike; the clearing rules are clearing-rules.ts' (re-exported).
 *
 * Access (§6 "VST Read users have no Clinics access"): access/rules.ts' `canAccessVstClinics`
 * (re-exported), which grants the list and the clinic to a system admin, a call taker and the VST
 * Manage and Admin levels only, so a VST Read user sees no Clinics menu item and the server answers
 * 403. Delete, and Edit on a closed clinic, follow the consult's rules (`canDeleteVstRecords`,
 * `canEditClosedVstRecords`).
 */
export {
  canAccessVstClinics,
  canDeleteVstRecords as canDeleteVstClinics,
  canEditClosedVstRecords as canEditClosedVstClinics,
} from '../access/rules.ts';
export * from './clearing-rules.ts';

/**
 * The clinic's study ID. Spec 3 §9 says study ID prefixes exist per record type without giving
 * them; SCOUT's for a clinic is 'VSTOP' (VST outpatient) and its number, as 'VST12' and 'VSTFU7'
 * (stroke/record-types.ts). parseStudyId does not read it as a consult ('OP12' is not a number).
 */
export const CLINIC_STUDY_ID_PREFIX = 'VSTOP';
export const clinicStudyId = (id: number): string => `${CLINIC_STUDY_ID_PREFIX}${id}`;

/** The clinic a study ID names ('VSTOP12', case and spaces ignored), or null. */
export function parseClinicStudyId(text: string): number | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (!compact.startsWith(CLINIC_STUDY_ID_PREFIX)) return null;
  const digits = compact.slice(CLINIC_STUDY_ID_PREFIX.length);
  return /^\d{1,10}$/.test(digits) && Number(digits) > 0 && Number(digits) <= 2_147_483_647
    ? Number(digits)
    : null;
}

/** OPEN until the clinic is closed (inactive or closedOn set), CLOSED after (§4.4). */
export function clinicStatus(clinic: { isActive: boolean; closedOn?: string | null }): ClinicStatus {
  return clinic.isActive && !clinic.closedOn ? 'OPEN' : 'CLOSED';
}

/**
 * Read-only (§4.4) when the user lacks edit rights, or the clinic is closed, except while a
 * permitted user has pressed Edit, until Save and Exit.
 */
export function isClinicReadOnly(
  canEdit: boolean,
  clinic: { isActive: boolean; closedOn?: string | null },
  editingClosed = false,
): boolean {
  if (!canEdit) return true;
  return clinicStatus(clinic) === 'CLOSED' && !editingClosed;
}

export type { SectionIssue } from '../stroke/completeness.ts';

/** The rule issues of a clinic's sections (all by default), with paths such as 'furtherFollowup.nextClinicReviewTiming'. */
export function clinicIssues(
  clinic: Loose,
  sections: readonly ClinicSectionName[] = CLINIC_SECTION_NAMES,
  options: ClinicRuleOptions = {},
): SectionIssue[] {
  return collectIssues((add) => checkClinic(clinic, add, sections, options));
}

/** The sidebar's markers: a section is complete when saved and its rules pass. */
export function clinicCompleteness(
  clinic: Loose,
  options: ClinicRuleOptions = {},
): Record<ClinicSectionName, boolean> {
  return sectionCompleteness(clinic, CLINIC_SECTION_NAMES, (names) => clinicIssues(clinic, names, options));
}

/** Close Clinic and Save and Exit validate every section (§4.4): true when all are complete. */
export function isClinicComplete(clinic: Loose, options: ClinicRuleOptions = {}): boolean {
  return Object.values(clinicCompleteness(clinic, options)).every(Boolean);
}
