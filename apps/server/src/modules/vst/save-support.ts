import type { FieldError } from '@scout/domain/api/errors';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import { providerExists } from '../cases/case-lookups.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';
import * as repo from './repo.ts';

/**
 * What consult and follow-up saves share: the body laid over the stored record (domain
 * case.schema.ts `makeVstConsultSaveSchema`), its issues as field errors, and the lookups the
 * schema cannot check.
 */

/** A parse's issues as the API's field errors ('diagnosisDetails.strokeType'). */
export function validationError(error: z.ZodError): Error {
  const fieldErrors: FieldError[] = error.issues.map((i) => ({
    field: i.path.map(String).join('.') || 'body',
    message: i.message,
  }));
  return badRequest(API_MESSAGES.validationFailed, fieldErrors);
}

/**
 * The record the rules see: the stored sections, the body's listed sections over them, and the
 * stored call time and schema version (a save never changes them).
 */
export function laidOver(
  stored: Record<string, unknown>,
  body: Record<string, unknown> & { sectionsToUpdate: readonly string[] },
  names: readonly string[],
  record: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {
    id: body.id,
    lastModified: body.lastModified,
    forceUpdate: body.forceUpdate,
    sectionsToUpdate: body.sectionsToUpdate,
    ...record,
  };
  for (const name of names) merged[name] = body.sectionsToUpdate.includes(name) ? body[name] : stored[name];
  return merged;
}

type Sections = {
  referrerInformation?: { referrerHospitalId?: number | null } | null;
  patientInformation?: { patientHospitalId?: number | null } | null;
  neurologistInformation?: { specialistId?: number | null } | null;
  reperfusionTherapiesDetails?: {
    acceptingHospitalForECR?: number | null;
    ichAcceptingHospitalIfPathwayNotUsed?: number | null;
  } | null;
};

/** The ids the listed sections name must exist (400 on the field, by the body's path). */
export async function checkLookups(tx: Tx, v: Sections, listed: readonly string[]): Promise<void> {
  const hospitals: Array<[string, number | null | undefined]> = [];
  if (listed.includes('referrerInformation'))
    hospitals.push(['referrerInformation.referrerHospitalId', v.referrerInformation?.referrerHospitalId]);
  if (listed.includes('patientInformation'))
    hospitals.push(['patientInformation.patientHospitalId', v.patientInformation?.patientHospitalId]);
  if (listed.includes('reperfusionTherapiesDetails')) {
    const r = v.reperfusionTherapiesDetails;
    hospitals.push(['reperfusionTherapiesDetails.acceptingHospitalForECR', r?.acceptingHospitalForECR]);
    hospitals.push([
      'reperfusionTherapiesDetails.ichAcceptingHospitalIfPathwayNotUsed',
      r?.ichAcceptingHospitalIfPathwayNotUsed,
    ]);
  }
  for (const [field, id] of hospitals) {
    if (id != null && !(await providerExists(tx, id))) throw fieldError(field, S.unknownHospital);
  }
  const specialistId = v.neurologistInformation?.specialistId;
  if (
    listed.includes('neurologistInformation') &&
    specialistId != null &&
    !(await repo.isManager(tx, specialistId))
  )
    throw fieldError('neurologistInformation.specialistId', S.unknownSpecialist);
}

const at = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

type Copied = Sections & {
  referrerInformation?: { referrerHospitalId?: number | null; referralDateTime?: string | null } | null;
  patientInformation?: { patientHospitalId?: number | null; patientHospitalUrn?: string | null } | null;
  neurologistInformation?: { specialistId?: number | null; specialistDateAndTime?: string | null } | null;
};

/** The plain columns the dashboard, the search and the provider scope read, from the sections. */
export function copiesOf(v: Copied, storedReferrerHospitalId: number) {
  return {
    referrerHospitalId: v.referrerInformation?.referrerHospitalId ?? storedReferrerHospitalId,
    referralDateTime: at(v.referrerInformation?.referralDateTime),
    patientHospitalId: v.patientInformation?.patientHospitalId ?? null,
    patientHospitalUrn: v.patientInformation?.patientHospitalUrn ?? null,
    specialistId: v.neurologistInformation?.specialistId ?? null,
    specialistDateTime: at(v.neurologistInformation?.specialistDateAndTime),
  };
}
