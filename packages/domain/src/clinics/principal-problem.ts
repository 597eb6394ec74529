import type { Loose } from '../stroke/rule-helpers.ts';

/**
 * An outpatient clinic's Principal Problem on the patient journey: the initial diagnosis the
 * patient was referred with (Clinical Details, "Left hemisphere TIA"), once given.
 */
export function clinicPrincipalProblem(clinic: { clinicalAssessmentDetails?: unknown }): string | null {
  const details = (clinic.clinicalAssessmentDetails as Loose)?.initialDiagnosisDetails;
  return typeof details === 'string' && details.trim() ? details.trim() : null;
}
