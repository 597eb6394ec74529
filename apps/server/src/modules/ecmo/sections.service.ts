import { splitPairIssues } from '@scout/domain/cases/time-order';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import type { EcmoCaseSection } from '@scout/domain/ecmo/case-options';
import { canEnterConclusion, isDecannulated } from '@scout/domain/ecmo/case-rules';
import type { ClinicalDetailsSave } from '@scout/domain/ecmo/clinical-details.schema';
import { isDiagnosisCategoryAllowed } from '@scout/domain/ecmo/clinical-rules';
import type { Conclusion } from '@scout/domain/ecmo/conclusion.schema';
import type { EcmoDetails } from '@scout/domain/ecmo/ecmo-details.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { type Observation, withDerivedObservationValues } from '@scout/domain/ecmo/observation.schema';
import type { PatientHospitalInformation } from '@scout/domain/ecmo/patient-hospital.schema';
import type { ReferrerInformation } from '@scout/domain/ecmo/referrer.schema';
import { ECMO_TIME_ORDER } from '@scout/domain/ecmo/time-order';
import { todayIn } from '@scout/domain/patients/dates';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import type { Tx } from '../../db/client.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { casePatient } from './case-view.ts';
import type { EcmoCaseRow, EntryKind } from './cases.repo.ts';
import * as repo from './cases.repo.ts';
import { listDiagnosisCategories, listLookup, unknownLookupIds } from './lookups.repo.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';
import { ecmoCaseService as cases } from './module.ts';

/** Drops the concurrency fields: what is stored is the section's values only. */
function valuesOf<T extends { lastModified?: string | undefined; forceUpdate?: boolean | undefined }>(
  input: T,
): Omit<T, 'lastModified' | 'forceUpdate'> {
  const { lastModified: _l, forceUpdate: _f, ...values } = input;
  return values;
}

/**
 * The clinical times ordered across sections (ECMO_TIME_ORDER: the call before decannulation),
 * checked on the case as the save would leave it: the saved section's values with the stored
 * call and other sections. A time out of order is a 400 at the saved section's field.
 */
function checkSplitTimeOrder(
  row: EcmoCaseRow,
  section: 'patientHospitalInformation' | 'ecmoDetails',
  values: unknown,
) {
  const merged = {
    callDateTime: row.callDateTime.toISOString(),
    patientHospitalInformation: row.patientHospitalInformation,
    ecmoDetails: row.ecmoDetails,
    [section]: values,
  };
  const issues = splitPairIssues(ECMO_TIME_ORDER, [section], merged);
  if (issues.length) {
    throw badRequest(
      API_MESSAGES.validationFailed,
      issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
    );
  }
}

const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** The web section form a save stores (its key): the saving user's draft of it goes with the save. */
const form = (key: EcmoCaseSection) => [key];

export function saveReferrer(ctx: CaseContext, id: number, input: ReferrerInformation) {
  return cases.saveSection(ctx, id, input, {
    entity: 'referrer',
    drafts: form('referrer'),
    apply: async (tx) => {
      if (!(await repo.providerExists(tx, input.referrerHospitalId))) {
        throw fieldError('referrerHospitalId', S.unknownHospital);
      }
      return { values: valuesOf(input) };
    },
  });
}

export function savePatientHospital(ctx: CaseContext, id: number, input: PatientHospitalInformation) {
  return cases.saveSection(ctx, id, input, {
    entity: 'patient-hospital',
    drafts: form('patient'),
    apply: async (tx, row) => {
      if (!(await repo.providerExists(tx, input.patientHospitalId))) {
        throw fieldError('patientHospitalId', S.unknownHospital);
      }
      checkSplitTimeOrder(row, 'patientHospitalInformation', valuesOf(input));
      return {
        values: {
          patientHospitalInformation: valuesOf(input),
          patientHospitalId: input.patientHospitalId,
          infectiousRisk: input.infectiousRisk,
        },
      };
    },
  });
}

async function patientAgeOf(ctx: CaseContext, tx: Tx, row: EcmoCaseRow): Promise<number | null> {
  return (await casePatient(tx, row.patientProfileId, todayIn(ctx.config.timeZone))).age;
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
export function saveClinicalDetails(ctx: CaseContext, id: number, input: ClinicalDetailsSave) {
  return cases.saveSection(ctx, id, input, {
    entity: 'clinical-details',
    drafts: form('clinicaldetails'),
    apply: async (tx, row) => {
      await checkDiagnosis(tx, input.diagnosis);
      const values = valuesOf(input);
      const draft = values.observations.current;
      const observations = {
        // The draft shows its derived values too (MAP, GCS, REMS, FiO2): the server computes them.
        current: draft
          ? withDerivedObservationValues(draft as unknown as Observation, await patientAgeOf(ctx, tx, row))
          : null,
      };
      return {
        values: {
          clinicalDetails: { ...values, observations },
          diagnosisCategoryId: input.diagnosis.diagnosisCategoryId,
        },
      };
    },
  });
}

/** The audited entity of a commit: 'ecmo.observation.commit', 'ecmo.blood-gas.commit', ... */
const ENTRY_ENTITY: Record<EntryKind, string> = {
  observation: 'observation',
  bloodGas: 'blood-gas',
  investigation: 'investigation',
};

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
  ctx: CaseContext,
  id: number,
  kind: EntryKind,
  input: {
    entry: Record<string, unknown>;
    lastModified?: string | undefined;
    forceUpdate?: boolean | undefined;
  },
): Promise<EcmoCase> {
  return cases.saveSection(ctx, id, input, {
    entity: ENTRY_ENTITY[kind],
    verb: 'commit',
    apply: async (tx, row) => {
      let entry = { ...input.entry };
      if (kind === 'observation') {
        entry = withDerivedObservationValues(
          entry as unknown as Observation,
          await patientAgeOf(ctx, tx, row),
        );
      }
      await repo.insertEntry(tx, row.id, kind, entry, ctx.user.id);
      const stored = row.clinicalDetails as Record<string, unknown> | null;
      if (!stored) return { values: {} };
      return { values: { clinicalDetails: { ...stored, [DRAFT_KEY[kind]]: { current: null } } } };
    },
  });
}

/** PATCH .../ecmodetails: the status follows decannulation (the domain schema applies the rule). */
export function saveEcmoDetails(ctx: CaseContext, id: number, input: EcmoDetails) {
  return cases.saveSection(ctx, id, input, {
    entity: 'ecmo-details',
    drafts: form('ecmodetails'),
    apply: async (_tx, row) => {
      const values = valuesOf(input);
      checkSplitTimeOrder(row, 'ecmoDetails', values);
      return {
        values: {
          ecmoDetails: values,
          ecmoStatus: values.ecmoStatus,
          ecmoMode: values.ecmoMode,
          ecmoDevice: values.ecmoDevice,
          ecmoStartDate: dateOrNull(values.ecmoStartDate),
          decannulationDateTime: isDecannulated(values)
            ? dateOrNull(values.decannulation.decannulationDateTime)
            : null,
        },
      };
    },
  });
}

/** PATCH .../conclusion: only once decannulated; saving it closes (archives) the case. */
export function saveConclusion(ctx: CaseContext, id: number, input: Conclusion) {
  return cases.saveSection(ctx, id, input, {
    entity: 'conclusion',
    drafts: form('conclusion'),
    apply: async (_tx, row) => {
      if (!canEnterConclusion(row.ecmoDetails as Parameters<typeof canEnterConclusion>[0])) {
        throw badRequest(M.conclusionNeedsDecannulation);
      }
      return { values: { conclusion: valuesOf(input), closedOn: new Date() } };
    },
  });
}
