import { z } from 'zod';
import { idParam } from '../api/ids.ts';
import { responseOf } from '../api/response-schema.ts';
import { casePatientSchema } from '../cases/case.schema.ts';
import { ettSchema, ventilationSchema } from './airway.schema.ts';
import { makeBloodGasSchema } from './blood-gas.schema.ts';
import { type ClinicalDetails, clinicalDetailsSchema, entryListSchema } from './clinical-details.schema.ts';
import { type Conclusion, conclusionSchema } from './conclusion.schema.ts';
import { diagnosisSchema } from './diagnosis.schema.ts';
import { type EcmoDetails, ecmoDetailsSchema } from './ecmo-details.schema.ts';
import { infusionSupportSchema, mechanicalSupportSchema } from './infusion-support.schema.ts';
import { makeInvestigationSchema } from './investigation.schema.ts';
import { makeObservationSchema } from './observation.schema.ts';
import {
  type PatientHospitalInformation,
  patientHospitalInformationSchema,
} from './patient-hospital.schema.ts';
import { type ReferrerInformation, referrerInformationSchema } from './referrer.schema.ts';

/** Route param of /ecmo/cases/{id} and the case API: a positive whole number. */
export const ecmoCaseIdParamSchema = z.object({ id: idParam() });

/** The patient as the case shows it (from the patient profile, spec 2 §3.1): the shared case patient. */
export const ecmoCasePatientSchema = casePatientSchema;
export type EcmoCasePatient = z.infer<typeof ecmoCasePatientSchema>;

type SectionValues<T> = Omit<T, 'lastModified' | 'forceUpdate'>;

const sectionAnswerParts = {
  diagnosis: responseOf(diagnosisSchema).nullable(),
  ett: responseOf(ettSchema).nullable(),
  ventilation: responseOf(ventilationSchema).nullable(),
  infusionSupport: responseOf(infusionSupportSchema).nullable(),
  mechanicalSupport: responseOf(mechanicalSupportSchema).nullable(),
  observations: entryListSchema(responseOf(makeObservationSchema())),
  bloodGas: entryListSchema(responseOf(makeBloodGasSchema())),
  investigations: entryListSchema(responseOf(makeInvestigationSchema())),
};

/**
 * GET {ea}/cases/{id} (spec 2 §3.1), and the answer of every section save (the web puts it in its
 * cache). Each section is the answer-side copy (`responseOf`) of its request schema, typed as that
 * schema's output, so the two cannot drift. A section the case has never saved is null (so are the
 * clinical details' diagnosis and support parts of a case with committed entries but no saved
 * section). Names resolved by the server for display (hospital names, call taker) sit beside the
 * ids. `lastModified` is the value every section save sends back for the 409 rule; dates are ISO
 * strings and FiO2 is a percent (`fio2FromServer` converts older fractional values).
 */
export const ecmoCaseSchema = z.object({
  id: z.number().int(),
  caseId: z.string(),
  patientProfileId: z.number().int(),
  patient: ecmoCasePatientSchema,
  callTakerId: z.number().int(),
  callTaker: z.string(),
  callDateTime: z.string(),
  referrer: responseOf<SectionValues<ReferrerInformation> & { referrerHospital: string }>(
    referrerInformationSchema,
    { referrerHospital: z.string() },
  ),
  patientHospitalInformation: responseOf<
    SectionValues<PatientHospitalInformation> & { patientHospital: string }
  >(patientHospitalInformationSchema, { patientHospital: z.string() }).nullable(),
  clinicalDetails: responseOf<ClinicalDetails>(clinicalDetailsSchema, sectionAnswerParts).nullable(),
  ecmoDetails: responseOf<SectionValues<EcmoDetails>>(ecmoDetailsSchema).nullable(),
  ecmoConclusion: responseOf<SectionValues<Conclusion>>(conclusionSchema).nullable(),
  /** Archived (closed) cases are always read-only. */
  archived: z.boolean(),
  dateCreated: z.string(),
  closedOn: z.string().nullable(),
  lastModified: z.string(),
});
export type EcmoCase = z.infer<typeof ecmoCaseSchema>;
