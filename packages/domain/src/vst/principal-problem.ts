import { principalProblemText } from '../cases/principal-problem.ts';
import type { Loose } from './check-context.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * A VST consult's Principal Problem on the patient journey: the VST diagnosis (stroke type and its
 * details) once given, else the site hospital's preliminary diagnosis; its follow-ups show the
 * consult's.
 */
export function vstConsultPrincipalProblem(consult: {
  diagnosisDetails?: unknown;
  clinicalPresentationInformation?: unknown;
}): string | null {
  const diagnosis = consult.diagnosisDetails as Loose;
  const presentation = consult.clinicalPresentationInformation as Loose;
  const type = text(diagnosis?.strokeType);
  if (type) return principalProblemText(type, diagnosis?.diagnosisDetails);
  return text(presentation?.siteHospitalPreliminaryDiagnosis);
}
