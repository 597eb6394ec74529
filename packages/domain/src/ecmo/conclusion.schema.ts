import { z } from 'zod';
import {
  ALWAYS,
  issueAdder,
  optionalEnum,
  optionalText,
  requireWhen,
  sectionMetaShape,
} from '../cases/schema-helpers.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import {
  ECMO_OUTCOME_NEVER_WEANED,
  ECMO_OUTCOMES,
  type EcmoOutcome,
  PATIENT_OUTCOMES,
  type PatientOutcome,
} from './status-options.ts';

/** Never weaned forces Died; Discharged is then disabled (spec 2 §4.2). */
export function patientOutcomeFor(
  ecmoOutcome: EcmoOutcome | null | undefined,
  patientOutcome: PatientOutcome | null | undefined,
): PatientOutcome | null {
  if (ecmoOutcome === ECMO_OUTCOME_NEVER_WEANED) return 'Died';
  return patientOutcome ?? null;
}

/** True when the patient outcome choice is disabled in the form (Discharged after Never weaned). */
export function isPatientOutcomeDisabled(
  ecmoOutcome: EcmoOutcome | null | undefined,
  option: PatientOutcome,
): boolean {
  return ecmoOutcome === ECMO_OUTCOME_NEVER_WEANED && option === 'Discharged';
}

/**
 * PATCH {ea}/cases/{id}/conclusion (spec 2 §4.2, §5.3). Both outcomes are required; with Never
 * weaned the patient outcome is Died whatever was sent (and may be left out). Saving closes the
 * case; the service accepts it only for a decannulated case (`canEnterConclusion`, case-rules.ts).
 */
export const conclusionSchema = z
  .object({
    ecmoOutcome: optionalEnum(ECMO_OUTCOMES),
    patientOutcome: optionalEnum(PATIENT_OUTCOMES),
    notes: optionalText(L.longText),
    ...sectionMetaShape,
  })
  .superRefine((v, ctx) => {
    const add = issueAdder(ctx);
    requireWhen(add, true, v.ecmoOutcome, ['ecmoOutcome']);
    requireWhen(add, v.ecmoOutcome !== ECMO_OUTCOME_NEVER_WEANED, v.patientOutcome, ['patientOutcome']);
  }, ALWAYS)
  .transform((v) => ({ ...v, patientOutcome: patientOutcomeFor(v.ecmoOutcome, v.patientOutcome) }));
export type ConclusionInput = z.input<typeof conclusionSchema>;
export type Conclusion = z.output<typeof conclusionSchema>;
