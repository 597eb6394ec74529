import type { TransferStatus } from '@scout/domain/cases/case-options';
import { todayIn } from '@scout/domain/patients/dates';
import type {
  Consultation,
  IntensivistInformation,
  OutcomeInformation,
  PatientHistoryInformation,
  PatientInformation,
  ReferrerInformation,
  TelehealthCase,
  TelehealthCasePatient,
} from '@scout/domain/telehealth/case.schema';
import { lengthOfStayDays } from '@scout/domain/telehealth/clinical-rules';
import { formatTelehealthCaseId } from '@scout/domain/telehealth/options';
import { outcomeAfterTransfer } from '@scout/domain/telehealth/rules';
import { type Db, readTogether, type Tx } from '../../db/client.ts';
import { casePatient } from '../cases/case-lookups.ts';
import { findLatestTransfer } from '../cases/transfers/repo.ts';
import * as repo from './repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The transfer request's status, or null without one. A request only recorded (its hand-over to
 * the retrieval service failed: 'saved') is not a request made, so it counts as none.
 */
export async function transferStatusOf(db: Db | Tx, caseId: number): Promise<TransferStatus | null> {
  const latest = await findLatestTransfer(db, 'telehealth', caseId);
  if (!latest || latest.status === 'saved') return null;
  return latest.status as TransferStatus;
}

/** The outcome as the case shows it: Transfer once a transfer is requested (spec 2 §4.10). */
export function effectiveOutcome(
  stored: OutcomeInformation['outcome'] | undefined,
  transferStatus: TransferStatus | null,
): OutcomeInformation['outcome'] {
  return outcomeAfterTransfer(stored, transferStatus) as OutcomeInformation['outcome'];
}

/** A stored consultation as the case carries it (its row's id, case and creation time). */
export function consultationOf(row: repo.ConsultationRow): Consultation {
  return {
    ...(row.data as Consultation),
    id: row.id,
    caseId: row.caseId,
    createdOn: row.createdOn.toISOString(),
  };
}

/**
 * GET /case/{id} and the answer of every save (spec 2 §3.6): the stored sections with the names
 * the server resolves beside their ids, the length of stay in whole days (to the closure, or now),
 * consultations newest first, and the transfer status.
 */
export async function caseView(
  db: Db | Tx,
  row: repo.TelehealthCaseRow,
  timeZone: string,
): Promise<TelehealthCase> {
  const referrer = row.referrerInformation as ReferrerInformation;
  const intensivist = row.intensivistInformation as IntensivistInformation | null;
  const patientInformation = row.patientInformation as PatientInformation | null;
  const outcome = row.outcomeInformation as OutcomeInformation | null;
  const providerIds = [row.referrerHospitalId, row.healthCareProviderId].filter(
    (id): id is number => id !== null,
  );
  const userIds = [referrer.callTaker, intensivist?.caseIntensivistId].filter((id): id is number => !!id);
  const [patient, providers, names, consultations, transferStatus] = await readTogether(db, [
    () => casePatient(db, row.patientProfileId, todayIn(timeZone)),
    () => repo.providerNames(db, providerIds),
    () => repo.userNames(db, userIds),
    () => repo.listConsultations(db, row.id),
    () => transferStatusOf(db, row.id),
  ] as const);
  const patientHospital = providers.get(row.healthCareProviderId ?? 0);
  return {
    id: row.id,
    caseId: formatTelehealthCaseId(row.id),
    createdOn: row.createdAt.toISOString(),
    closedDateTime: iso(row.closedDateTime),
    lastModified: row.lastModified.toISOString(),
    patientProfileId: row.patientProfileId,
    patientProfile: patient as TelehealthCasePatient,
    referrerInformation: {
      ...referrer,
      hospital: providers.get(row.referrerHospitalId)?.nickName ?? '',
      callTakerName: names.get(referrer.callTaker) ?? '',
    },
    intensivistInformation: intensivist
      ? { ...intensivist, caseIntensivist: names.get(intensivist.caseIntensivistId) ?? '' }
      : null,
    patientInformation: patientInformation
      ? {
          ...patientInformation,
          healthCareProvider: {
            name: patientHospital?.name ?? '',
            nickName: patientHospital?.nickName ?? null,
          },
          lengthOfStay: lengthOfStayDays(
            patientInformation.dateOfAdmissionCriticalCare,
            row.closedDateTime ?? new Date(),
            timeZone,
          ),
        }
      : null,
    patientHistoryInformation: row.patientHistoryInformation as PatientHistoryInformation | null,
    consultations: consultations.map(consultationOf),
    outcomeInformation: {
      outcome: effectiveOutcome(outcome?.outcome, transferStatus),
      closedDateTime: iso(row.closedDateTime),
    },
    transferStatus,
  };
}
