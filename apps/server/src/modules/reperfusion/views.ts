import type { ReperfusionCase, ReperfusionTherapiesSummary } from '@scout/domain/reperfusion/case.schema';
import type { ReperfusionSectionName } from '@scout/domain/reperfusion/sections';
import type { Db, Tx } from '../../db/client.ts';
import { recordFields, withSpecialistName } from '../stroke/record-view.ts';
import { type ConsultRow, consultOf, type ReperfusionCaseRow } from './repo.ts';

type Loose = Record<string, unknown> | null;
type Section<K extends keyof ReperfusionCase> = ReperfusionCase[K];

/** The consult's hospital fields the case shows and never changes (§3.7 patientInformation). */
const CONSULT_PATIENT_FIELDS = [
  'patientHospitalId',
  'patientHospitalUnit',
  'patientHospitalUrn',
  'patientHospitalAddress',
  'patientCurrentLocation',
] as const;

/** What the register stores of Patient Information: the triage time as confirmed here, and who confirmed it. */
const TRIAGE_FIELDS = [
  'hospitalTriageDateAndTime',
  'triageTimeConfirmed',
  'triageTimeConfirmedById',
] as const;

const pick = (from: Loose, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, from?.[k] ?? null])) as Record<string, unknown>;

/** The consult's hospital fields, as Patient Information lays them over whatever a save sends. */
export const consultPatientFields = (consult: ConsultRow) =>
  pick(consult.patientInformation as Loose, CONSULT_PATIENT_FIELDS);

/** The triage part of a saved Patient Information, as the register stores it. */
export const triageFields = (section: Loose) => (section ? pick(section, TRIAGE_FIELDS) : null);

/**
 * The case's Patient Information (§3.7, §4.6): the consult's hospital fields, and the triage time
 * as confirmed or corrected here (the consult's until the register saves one), with its
 * confirmation. Null while neither the consult nor the register has one.
 */
export function patientInformationOf(
  consult: ConsultRow,
  row: ReperfusionCaseRow,
): Section<'patientInformation'> {
  const fromConsult = consult.patientInformation as Loose;
  const own = row.patientInformation as Loose;
  if (!fromConsult && !own) return null;
  return {
    ...consultPatientFields(consult),
    hospitalTriageDateAndTime:
      own?.hospitalTriageDateAndTime ?? fromConsult?.hospitalTriageDateAndTime ?? null,
    triageTimeConfirmed: own?.triageTimeConfirmed ?? null,
    triageTimeConfirmedById: own?.triageTimeConfirmedById ?? null,
  } as Section<'patientInformation'>;
}

/** The consult's Recommended Management answers the case reads (§3.7 reperfusionTherapiesDetails). */
export function therapiesOf(consult: ConsultRow): ReperfusionTherapiesSummary | null {
  const r = consult.reperfusionTherapiesDetails as Loose;
  if (!r) return null;
  return pick(r, [
    'tpaAdministered',
    'patientRecommendedForECR',
    'patientAcceptedForECR',
    'furtherECRReferralUndertaken',
    'secondaryECRReferralAccepted',
  ]) as ReperfusionTherapiesSummary;
}

/** The case's sections by their `sectionsToUpdate` names, as the rules and the views read them. */
export function caseSections(
  consult: ConsultRow,
  row: ReperfusionCaseRow,
): Record<ReperfusionSectionName, unknown> {
  return {
    patientInformation: patientInformationOf(consult, row),
    imagingDetails: row.imagingDetails,
    reperfusionCaseDischargeSummary: row.reperfusionCaseDischargeSummary,
    reperfusionCaseDirectorReview: row.reperfusionCaseDirectorReview,
  };
}

/**
 * GET /reperfusion-cases/{id} and the answer of every save (domain `reperfusionCaseSchema`): the
 * consult's record fields, patient, referrer, neurologist, stroke type and Recommended Management
 * (read-only), and the register's sections (null until saved). `lastModified` is the case's own:
 * the save's conflicts are the register's sections'.
 */
export async function reperfusionCaseView(
  db: Db | Tx,
  row: ReperfusionCaseRow,
  timeZone: string,
): Promise<ReperfusionCase> {
  const consult = await consultOf(db, row.id);
  const { fields, names } = await recordFields(db, consult, 'Consult', timeZone);
  const { isActive: _a, closedOn: _c, faxEnabled: _f, boxEnabled: _b, ...record } = fields;
  const strokeType = consult.strokeType as NonNullable<Section<'diagnosisDetails'>>['strokeType'] | null;
  return {
    ...record,
    lastModified: row.lastModified.toISOString(),
    referrerInformation: consult.referrerInformation as Section<'referrerInformation'>,
    neurologistInformation: withSpecialistName(
      consult.neurologistInformation as Section<'neurologistInformation'>,
      names,
    ),
    diagnosisDetails: strokeType ? { strokeType } : null,
    reperfusionTherapiesDetails: therapiesOf(consult),
    ...(caseSections(consult, row) as Pick<ReperfusionCase, ReperfusionSectionName>),
  };
}
