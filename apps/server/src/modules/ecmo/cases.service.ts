import { isInScope } from '@scout/domain/access/provider-scope';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import type { NewCase } from '@scout/domain/ecmo/referrer.schema';
import { isProfileInScope } from '../../db/queries/profile-scope.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { isCallTakerOf } from '../cases/case-lookups.ts';
import type { CaseContext } from '../cases/case-module.ts';
import * as repo from './cases.repo.ts';
import { ECMO_ACCESS } from './lookups.repo.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';
import { ecmoCaseService as cases } from './module.ts';

/** POST /api/ecmo/cases: one open case per patient; the presentation row is written with it. */
export async function createCase(ctx: CaseContext, input: NewCase) {
  const { id, caseId } = await cases.create(ctx, async (tx) => {
    // Locking the profile serialises two creates for the same patient (no duplicate open case).
    if (
      !(await repo.findPatient(tx, input.patientProfileId, true)) ||
      !(await isProfileInScope(tx, ctx.patientScope, input.patientProfileId))
    ) {
      throw fieldError('patientProfileId', S.patientNotFound);
    }
    if (await repo.hasActiveCase(tx, input.patientProfileId)) {
      throw fieldError('patientProfileId', S.patientHasOpenCase);
    }
    if (!(await isCallTakerOf(tx, input.callTakerId, ECMO_ACCESS)))
      throw fieldError('callTakerId', S.unknownUser);
    if (!(await repo.providerExists(tx, input.referrerHospitalId))) {
      throw fieldError('referrerHospitalId', S.unknownHospital);
    }
    // A user limited to some providers opens cases at those providers only (else they could not see it).
    if (!isInScope(ctx.scope, input.referrerHospitalId)) {
      throw fieldError('referrerHospitalId', S.hospitalOutsideProviders);
    }
    return {
      patientProfileId: input.patientProfileId,
      callTakerId: input.callTakerId,
      callDateTime: new Date(input.callDateTime),
      referrerFirstName: input.referrerFirstName,
      referrerLastName: input.referrerLastName,
      referrerPosition: input.referrerPosition,
      referrerContactNumber: input.referrerContactNumber,
      referrerHospitalId: input.referrerHospitalId,
      referrerHospitalUnit: input.referrerHospitalUnit,
      referrerHospitalAddress: input.referrerHospitalAddress,
      referrerEmailAddress: input.referrerEmailAddress,
    };
  });
  return { id, caseId };
}

/** GET {ea}/cases/{id}: reading patient data is audited (GUIDE §3.5). */
export function getCase(ctx: CaseContext, id: number): Promise<EcmoCase> {
  return cases.read(ctx, id);
}
