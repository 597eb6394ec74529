import { z } from 'zod';
import { idParam } from '../api/ids.ts';
import { GENDERS } from '../patients/limits.ts';
import type { ClinicalDetails } from './clinical-details.schema.ts';
import type { Conclusion } from './conclusion.schema.ts';
import type { EcmoDetails } from './ecmo-details.schema.ts';
import type { PatientHospitalInformation } from './patient-hospital.schema.ts';
import type { ReferrerInformation } from './referrer.schema.ts';

/** Route param of /ecmo/cases/{id} and the case API: a positive whole number. */
export const ecmoCaseIdParamSchema = z.object({ id: idParam() });

/** The patient as the case shows it (from the patient profile, spec 2 §3.1). */
export const ecmoCasePatientSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middlename: z.string().nullable(),
  gender: z.enum(GENDERS),
  age: z.number().int().nullable(),
  dateOfBirth: z.string().nullable(),
});
export type EcmoCasePatient = z.infer<typeof ecmoCasePatientSchema>;

type SectionValues<T> = Omit<T, 'lastModified' | 'forceUpdate'>;

/**
 * GET {ea}/cases/{id} (spec 2 §3.1), composed from the section schemas' outputs so the two cannot
 * drift. A section the case has never saved is null. Names resolved by the server for display
 * (hospital names, call taker) sit beside the ids. `lastModified` is the value every section save
 * sends back for the 409 rule; dates are ISO strings and FiO2 is a percent (`fio2FromServer`
 * converts older fractional values).
 */
export type EcmoCase = {
  id: number;
  caseId: string;
  patientProfileId: number;
  patient: EcmoCasePatient;
  callTakerId: number;
  callTaker: string;
  callDateTime: string;
  referrer: SectionValues<ReferrerInformation> & { referrerHospital: string };
  patientHospitalInformation:
    | (SectionValues<PatientHospitalInformation> & { patientHospital: string })
    | null;
  clinicalDetails: ClinicalDetails | null;
  ecmoDetails: SectionValues<EcmoDetails> | null;
  ecmoConclusion: SectionValues<Conclusion> | null;
  /** Archived (closed) cases are always read-only. */
  archived: boolean;
  dateCreated: string;
  closedOn: string | null;
  lastModified: string;
};
