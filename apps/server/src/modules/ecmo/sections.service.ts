import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { canEnterConclusion, isDecannulated } from '@scout/domain/ecmo/case-rules';
import type { ClinicalDetailsSave } from '@scout/domain/ecmo/clinical-details.schema';
import { isDiagnosisCategoryAllowed } from '@scout/domain/ecmo/clinical-rules';
import type { Conclusion } from '@scout/domain/ecmo/conclusion.schema';
import type { EcmoDetails } from '@scout/domain/ecmo/ecmo-details.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { type Observation, withDerivedObservationValues } from '@scout/domain/ecmo/observation.schema';
import type { PatientHospitalInformation } from '@scout/domain/ecmo/patient-hospital.schema';
import type { ReferrerInformation } from '@scout/domain/ecmo/referrer.schema';
import { todayIn } from '@scout/domain/patients/dates';
import type { Tx } from '../../db/client.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import { casePatient } from './case-view.ts';
import type { EcmoCaseRow, EntryKind } from './cases.repo.ts';
import * as repo from './cases.repo.ts';
import { type EcmoServiceDeps, saveSection } from './cases.service.ts';
import { listDiagnosisCategories, listLookup, unknownLookupIds } from './lookups.repo.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';

/** Drops the concurrency fields: what is stored is the section's values only. */
function valuesOf<T extends { lastModified?: string | undefined; forceUpdate?: boolean | undefined }>(
  input: T,
): Omit<T, 'lastModified' | 'forceUpdate'> {
  const { lastModified: _l, forceUpdate: _f, ...values } = input;
  return values;
}

const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export function saveReferrer(
  deps: EcmoServiceDeps,
  actor: AuditActor,
  id: number,
  input: ReferrerInformation,
) {
  return saveSection(deps, actor, id, input, 'ecmo-case.referrer', async (tx) => {
    if (!(await repo.providerExists(tx, input.referrerHospitalId))) {
      throw fieldError('referrerHospitalId', S.unknownHospital);
    }
    return valuesOf(input);
  });
}

export function savePatientHospital(
  deps: EcmoServiceDeps,
  actor: AuditActor,
  id: number,
  input: PatientHospitalInformation,
) {
  return saveSection(deps, actor, id, input, 'ecmo-case.patient-hospital', async (tx) => {
    if (!(await repo.providerExists(tx, input.patientHospitalId))) {
      throw fieldError('patientHospitalId', S.unknownHospital);
    }
    return {
      patientHospitalInformation: valuesOf(input),
      patientHospitalId: input.patientHospitalId,
      infectiousRisk: input.infectiousRisk,
    };
  });
}

async function patientAgeOf(deps: EcmoServiceDeps, tx: Tx, row: EcmoCaseRow): Promise<number | null> {
  return (await casePatient(tx, row.patientProfileId, todayIn(deps.config.timeZone))).age;
}

/** The lookup rules the schema cannot check alone: known ids, and a category of the failure. */
async function checkDiagnosis(tx: Tx, diagnosis: ClinicalDetailsSave['diagnosis']) {
  const failures = await listLookup(tx, 'ecmoprimaryorganfailures');
  if (!failures.some((f) => f.id === diagnosis.primaryOrganFailureId)) {
    throw fieldError('diagnosis.primaryOrganFailureId', S.unknownOption);
  }
  const categories = await listDiagnosisCategories(tx);
  const category = diagnosis.diagnosisCategoryId;
  if (category !== null && !categories.some((c) => c.id === category)) {
    throw fieldError('diagnosis.diagnosisCategoryId', S.unknownOption);
  }
  if (!isDiagnosisCategoryAllowed(category, categories, failures, diagnosis.primaryOrganFailureId)) {
    throw fieldError('diagnosis.diagnosisCategoryId', M.categoryNotInFailure);
  }
  if ((await unknownLookupIds(tx, 'ecmosecondarydiagnoses', diagnosis.secondaryDiagnosisIds)).length) {
    throw fieldError('diagnosis.secondaryDiagnosisIds', S.unknownOption);
  }
}

/** PATCH .../clinicaldetails: the section with the current drafts; committed lists are untouched. */
export function saveClinicalDetails(
  deps: EcmoServiceDeps,
  actor: AuditActor,
  id: number,
  input: ClinicalDetailsSave,
) {
  return saveSection(deps, actor, id, input, 'ecmo-case.clinical-details', async (tx, row) => {
    await checkDiagnosis(tx, input.diagnosis);
    const values = valuesOf(input);
    const draft = values.observations.current;
    const observations = {
      // The draft shows its derived values too (MAP, GCS, REMS, FiO2): the server computes them.
      current: draft
        ? withDerivedObservationValues(draft as unknown as Observation, await patientAgeOf(deps, tx, row))
        : null,
    };
    return {
      clinicalDetails: { ...values, observations },
      diagnosisCategoryId: input.diagnosis.diagnosisCategoryId,
    };
  });
}

const DRAFT_KEY: Record<EntryKind, 'observations' | 'bloodGas' | 'investigations'> = {
  observation: 'observations',
  bloodGas: 'bloodGas',
  investigation: 'investigations',
};

/**
 * PATCH .../clinicaldetails/observation, /bloodgas, /investigation: appends the entry to the
 * history (server-computed values for observations) and clears the list's current draft.
 */
export function commitEntry(
  deps: EcmoServiceDeps,
  actor: AuditActor,
  id: number,
  kind: EntryKind,
  input: {
    entry: Record<string, unknown>;
    lastModified?: string | undefined;
    forceUpdate?: boolean | undefined;
  },
): Promise<EcmoCase> {
  return saveSection(deps, actor, id, input, `ecmo-case.commit-${kind}`, async (tx, row) => {
    let entry = { ...input.entry };
    if (kind === 'observation') {
      entry = withDerivedObservationValues(
        entry as unknown as Observation,
        await patientAgeOf(deps, tx, row),
      );
    }
    await repo.insertEntry(tx, row.id, kind, entry, actor.userId);
    const stored = row.clinicalDetails as Record<string, unknown> | null;
    if (!stored) return {};
    return { clinicalDetails: { ...stored, [DRAFT_KEY[kind]]: { current: null } } };
  });
}

/** PATCH .../ecmodetails: the status follows decannulation (the domain schema applies the rule). */
export function saveEcmoDetails(deps: EcmoServiceDeps, actor: AuditActor, id: number, input: EcmoDetails) {
  return saveSection(deps, actor, id, input, 'ecmo-case.ecmo-details', async () => {
    const values = valuesOf(input);
    return {
      ecmoDetails: values,
      ecmoStatus: values.ecmoStatus,
      ecmoMode: values.ecmoMode,
      ecmoDevice: values.ecmoDevice,
      ecmoStartDate: dateOrNull(values.ecmoStartDate),
      decannulationDateTime: isDecannulated(values)
        ? dateOrNull(values.decannulation.decannulationDateTime)
        : null,
    };
  });
}

/** PATCH .../conclusion: only once decannulated; saving it closes (archives) the case. */
export function saveConclusion(deps: EcmoServiceDeps, actor: AuditActor, id: number, input: Conclusion) {
  return saveSection(deps, actor, id, input, 'ecmo-case.conclusion', async (_tx, row) => {
    if (!canEnterConclusion(row.ecmoDetails as Parameters<typeof canEnterConclusion>[0])) {
      throw badRequest(M.conclusionNeedsDecannulation);
    }
    return { conclusion: valuesOf(input), closedOn: new Date() };
  });
}
