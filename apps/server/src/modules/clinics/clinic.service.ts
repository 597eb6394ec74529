import { type Clinic, makeClinicSaveSchema, type NewClinic } from '@scout/domain/clinics/case.schema';
import { clinicPatientInformationSchema } from '@scout/domain/clinics/intake.schema';
import type { DeactivateClinicResponse } from '@scout/domain/clinics/list.schema';
import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { clearedClinic, clinicIssues } from '@scout/domain/clinics/rules';
import { CLINIC_SECTION_NAMES, CLINIC_SECTIONS } from '@scout/domain/clinics/sections';
import type { Tx } from '../../db/client.ts';
import type { vstClinics } from '../../db/schema/index.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import type { CaseContext, SectionChange } from '../cases/case-module.ts';
import { isNeurologist } from '../stroke/lookups.repo.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';
import { patientInformationFromProfile } from '../stroke/new-record-prefill.ts';
import {
  checkNewRecord,
  checkRecordLookups,
  copiesOf,
  type RecordSaveBody,
  refuseIncomplete,
  saveListedSections,
  storedSections,
} from '../stroke/record-save.ts';
import { clinicService as clinics } from './module.ts';
import type { ClinicRow } from './repo.ts';

type Values = NonNullable<SectionChange<typeof vstClinics>['values']>;

/**
 * The plain columns the clinic list and the provider scope read, from the sections: the stroke
 * records' copies (stroke/record-save.ts) but the specialist's, which a clinic keeps in its own
 * column (chosen on the new clinic form, not in a section).
 */
export function clinicCopiesOf(v: Parameters<typeof copiesOf>[0], storedReferrerHospitalId: number) {
  const c = copiesOf(v, storedReferrerHospitalId);
  return {
    referrerHospitalId: c.referrerHospitalId,
    referralDateTime: c.referralDateTime,
    patientHospitalId: c.patientHospitalId,
    patientHospitalUrn: c.patientHospitalUrn,
  };
}

/** The clinic's specialist is one of VST's neurologists (GET /api/vst/managers); 400 on the field otherwise. */
async function checkSpecialist(tx: Tx, specialistId: number): Promise<void> {
  if (!(await isNeurologist(tx, 'vst', specialistId))) throw fieldError('specialistId', S.unknownSpecialist);
}

/**
 * POST /outpatient (spec 3 §2.4 New Clinic, §5.8): the patient (a profile the user sees), the
 * neurologist or stroke specialist, the call time and the referrer with the referring doctor's
 * provider number. The stroke records' checks of a new record (stroke/record-save.ts
 * `checkNewRecord`: patient in scope, referring hospital known and one of the user's providers)
 * apply; the specialist stands in its call-taker check, already checked as a VST neurologist
 * here. More than one open clinic per patient is allowed. Patient Information starts with what
 * the profile knows (`patientInformationFromProfile`). Answers { data: { id } }.
 */
export async function createClinic(ctx: CaseContext, input: NewClinic) {
  const { id } = await clinics.create(ctx, async (tx) => {
    await checkSpecialist(tx, input.specialistId);
    const hospitalId = await checkNewRecord(ctx, tx, { ...input, callTakerId: input.specialistId });
    const patientInformation = await patientInformationFromProfile(
      tx,
      input.patientProfileId,
      hospitalId,
      clinicPatientInformationSchema,
    );
    return {
      patientProfileId: input.patientProfileId,
      specialistId: input.specialistId,
      callDateTime: new Date(input.callDateTime),
      referrerInformation: input.referrerInformation,
      patientInformation,
      ...clinicCopiesOf({ referrerInformation: input.referrerInformation, patientInformation }, hospitalId),
    };
  });
  return { data: { id } };
}

export function getClinic(ctx: CaseContext, id: number): Promise<Clinic> {
  return clinics.read(ctx, id);
}

/**
 * PUT /outpatient (§4.4, §7.1; Save, Save and Next, Save all, Save and Exit): the listed sections
 * laid over the stored clinic (with its call time, which the date of referral's rule reads),
 * parsed by the domain's save schema (field checks of every section, rules of the listed ones),
 * cleared by `clearedClinic` (§4.4) and stored. One lastModified check for the whole clinic (409
 * unless forceUpdate). A closed clinic takes the save only from a permitted user (Edit, then Save
 * and Exit). Answers the whole clinic.
 */
export function saveClinic(ctx: CaseContext, body: RecordSaveBody): Promise<Clinic> {
  const timeZone = ctx.config.timeZone;
  return saveListedSections(clinics, ctx, body, {
    entity: 'clinic',
    names: CLINIC_SECTION_NAMES,
    sections: CLINIC_SECTIONS,
    schema: makeClinicSaveSchema({ timeZone }),
    record: (row) => ({ callDateTime: row.callDateTime.toISOString() }),
    store: async (tx, parsed, row) => {
      await checkRecordLookups(tx, parsed, body.sectionsToUpdate, {
        isSpecialist: (db, id) => isNeurologist(db, 'vst', id),
      });
      const cleared = clearedClinic(parsed);
      const values: Values = {
        referrerInformation: cleared.referrerInformation ?? row.referrerInformation,
        patientInformation: cleared.patientInformation,
        clinicalAssessmentDetails: cleared.clinicalAssessmentDetails,
        furtherFollowup: cleared.furtherFollowup,
        ...clinicCopiesOf(cleared, row.referrerHospitalId),
      };
      return { values };
    },
  });
}

/**
 * PATCH /outpatient/{id}/deactivate (§4.4 Close Clinic: "Save and Close validates all sections,
 * saves, deactivates"; "Outpatient case closed"): the server checks the stored clinic is complete
 * (every section saved and passing its rules; 400 with the issues otherwise), then closes it at
 * the server's clock. No body and no lastModified (§7.1): the check reads the stored clinic inside
 * the write's lock, so nothing unsaved is lost. Audited `clinics.clinic.close`.
 */
export async function deactivateClinic(ctx: CaseContext, id: number): Promise<DeactivateClinicResponse> {
  const view = await clinics.saveSection(
    ctx,
    id,
    { forceUpdate: true },
    {
      entity: 'clinic',
      verb: 'close',
      apply: async (_tx, row: ClinicRow) => {
        if (!row.isActive) throw badRequest(S.alreadyClosed);
        const stored = storedSections(row, CLINIC_SECTION_NAMES);
        const record = { ...stored, callDateTime: row.callDateTime.toISOString() };
        refuseIncomplete(
          clinicIssues(record, CLINIC_SECTION_NAMES, { timeZone: ctx.config.timeZone }),
          stored,
          CLINIC_SECTION_NAMES,
          M.required,
        );
        return { values: { isActive: false, closedOn: new Date() } };
      },
    },
  );
  return { isActive: false, closedOn: view.closedOn ?? new Date().toISOString() };
}
