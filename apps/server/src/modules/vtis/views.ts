import type { VtisConsult } from '@scout/domain/vtis/case.schema';
import { declineReasonText } from '@scout/domain/vtis/decline.schema';
import type { VtisFollowup } from '@scout/domain/vtis/followup.schema';
import type { HospitalDocumentation } from '@scout/domain/vtis/hospital-documentation.schema';
import {
  hospitalDocumentationStatus,
  isDocumentationRequired,
} from '@scout/domain/vtis/hospital-documentation-rules';
import type { DeclineReason } from '@scout/domain/vtis/options';
import { vtisRecordStatus, vtisStudyId } from '@scout/domain/vtis/rules';
import { type Db, readTogether, type Tx } from '../../db/client.ts';
import { recordFields, withSpecialistName } from '../stroke/record-view.ts';
import * as repo from './repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The state rules' view of a consult row (domain vtis/rules.ts `VtisStateLike`). */
export function consultState(row: repo.VtisConsultRow) {
  return {
    isActive: row.isActive,
    closedOn: iso(row.closedOn),
    isDeclined: row.declinedAt !== null,
    isPending: row.isPending,
  };
}

/** The consult's status (§2.3, §4.1): PENDING, INPATIENT, DECLINED or CLOSED. */
export const consultStatus = (row: repo.VtisConsultRow) => vtisRecordStatus(consultState(row));

/** A follow-up is INPATIENT until closed (domain `vtisRecordStatus`). */
export const followupStatus = (row: repo.VtisFollowupRow) =>
  vtisRecordStatus({ isActive: row.isActive, closedOn: iso(row.closedOn) });

/** Whether the consult needs hospital documentation now (domain `isDocumentationRequired`). */
export function documentationRequired(row: repo.VtisConsultRow): boolean {
  return isDocumentationRequired({
    closedOn: iso(row.closedOn),
    isDeclined: row.declinedAt !== null,
    diagnosisDetails: row.diagnosisDetails as { strokeType?: unknown } | null,
  });
}

/** The reason a declined consult shows in its banner ("... on {date}: {reason}"). */
function declinedReason(row: repo.VtisConsultRow): string | null {
  if (!row.declinedAt) return null;
  return declineReasonText({
    reasonForDeclining: row.reasonForDeclining as DeclineReason | null,
    otherReasonForDeclining: row.otherReasonForDeclining,
  });
}

/**
 * GET /consults/{id} and the answer of every consult save (domain `vtisConsultSchema`): the record
 * fields, the VTIS state (pending, status, decline record for the banner, hospital
 * documentation), the follow-ups and every section.
 */
export async function consultView(
  db: Db | Tx,
  row: repo.VtisConsultRow,
  timeZone: string,
): Promise<VtisConsult> {
  const [{ fields, names }, followups, docs] = await readTogether(db, [
    () =>
      recordFields(db, row, 'VtisConsult', timeZone, {
        moreUserIds: row.declinedBy ? [row.declinedBy] : [],
        faxLine: 'vtis',
      }),
    () => repo.followupsOf(db, [row.id]),
    () => repo.documentationOf(db, [row.id]),
  ] as const);
  const doc = docs.get(row.id) ?? null;
  const s = row as unknown as Record<string, unknown>;
  return {
    ...fields,
    type: 'VtisConsult',
    vstConsultId: row.vstConsultId,
    isDeclined: row.declinedAt !== null,
    isPending: row.isPending,
    vtisStatus: consultStatus(row),
    isHospitalDocumentationRequired: doc !== null || documentationRequired(row),
    vtisHospitalDocumentationStatus: doc
      ? hospitalDocumentationStatus({ closedOn: iso(doc.closedOn) })
      : null,
    vtisFollowupConsults: followups.map((f) => ({
      id: f.id,
      studyId: vtisStudyId('VtisFollowup', f.id),
      isActive: f.isActive,
      closedOn: iso(f.closedOn),
      vtisStatus: followupStatus(f),
    })),
    consultInformation: {
      declinedBy: row.declinedBy ? (names.get(row.declinedBy) ?? null) : null,
      declinedAt: iso(row.declinedAt),
      reasonForDeclining: declinedReason(row),
    },
    referrerInformation: s.referrerInformation as VtisConsult['referrerInformation'],
    patientInformation: s.patientInformation as VtisConsult['patientInformation'],
    neurologistInformation: withSpecialistName(
      s.neurologistInformation as VtisConsult['neurologistInformation'],
      names,
    ),
    patientHistory: s.patientHistory as VtisConsult['patientHistory'],
    imagingDetails: s.imagingDetails as VtisConsult['imagingDetails'],
    diagnosisDetails: s.diagnosisDetails as VtisConsult['diagnosisDetails'],
    recommendedManagement: s.recommendedManagement as VtisConsult['recommendedManagement'],
    technicalConsultationInformation:
      s.technicalConsultationInformation as VtisConsult['technicalConsultationInformation'],
  };
}

/**
 * GET /followup/{id} and the answer of every follow-up save (domain `vtisFollowupSchema`): the
 * patient information is the consult's, shown read-only (§2.8).
 */
export async function followupView(
  db: Db | Tx,
  row: repo.VtisFollowupRow,
  timeZone: string,
  consult: Pick<repo.VtisConsultRow, 'patientInformation'> | null,
): Promise<VtisFollowup> {
  const { fields, names } = await recordFields(db, row, 'VtisFollowup', timeZone, { faxLine: 'vtis' });
  const s = row as unknown as Record<string, unknown>;
  return {
    ...fields,
    type: 'VtisFollowup',
    vtisConsultId: row.vtisConsultId,
    vtisConsultStudyId: vtisStudyId('VtisConsult', row.vtisConsultId),
    vtisStatus: followupStatus(row),
    patientInformation: (consult?.patientInformation ?? null) as VtisFollowup['patientInformation'],
    referrerInformation: s.referrerInformation as VtisFollowup['referrerInformation'],
    neurologistInformation: withSpecialistName(
      s.neurologistInformation as VtisFollowup['neurologistInformation'],
      names,
    ),
    followupConsultationInformation:
      s.followupConsultationInformation as VtisFollowup['followupConsultationInformation'],
  };
}

/** The documentation's own part of its record (domain `hospitalDocumentationSchema`). */
export function documentationSections(row: repo.HospitalDocumentationRow): HospitalDocumentation {
  const s = row as unknown as Record<string, unknown>;
  return {
    closedOn: iso(row.closedOn),
    lastModified: row.lastModified.toISOString(),
    admissionDetails: s.admissionDetails as HospitalDocumentation['admissionDetails'],
    clinicalInformation: s.clinicalInformation as HospitalDocumentation['clinicalInformation'],
    secondaryPrevention: s.secondaryPrevention as HospitalDocumentation['secondaryPrevention'],
    dischargeInformation: s.dischargeInformation as HospitalDocumentation['dischargeInformation'],
  };
}
