import { optionLabel } from '../cases/option.ts';
import { principalProblemText } from '../cases/principal-problem.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import { VTIS_STROKE_TYPES, type VtisStrokeType } from './options.ts';

const typeLabel = (v: unknown) =>
  typeof v === 'string' && v ? optionLabel(VTIS_STROKE_TYPES, v as VtisStrokeType) : null;

/**
 * A VTIS consult's Principal Problem on the patient journey: the diagnosis (stroke type by its
 * label, "Ischaemic Stroke", and its details) once given, else the working diagnosis the patient
 * was referred with.
 */
export function vtisConsultPrincipalProblem(consult: {
  diagnosisDetails?: unknown;
  patientHistory?: unknown;
}): string | null {
  const diagnosis = consult.diagnosisDetails as Loose;
  const type = typeLabel(diagnosis?.strokeType);
  if (type) return principalProblemText(type, diagnosis?.diagnosisDetails);
  return typeLabel((consult.patientHistory as Loose)?.workingDiagnosisBeforeConsult);
}

/**
 * A VTIS follow-up's: the working diagnosis after the follow-up (with its details) once given, else
 * the one from the initial consult, else `consultProblem` (its consult's).
 */
export function vtisFollowupPrincipalProblem(
  followup: { followupConsultationInformation?: unknown },
  consultProblem: string | null = null,
): string | null {
  const info = followup.followupConsultationInformation as Loose;
  const after = typeLabel(info?.workingDiagnosisAfterFollowupVtisConsult);
  if (after) return principalProblemText(after, info?.workingDiagnosisAfterFollowupVtisConsultDetails);
  return typeLabel(info?.workingDiagnosisFromInitialVtisConsult) ?? consultProblem;
}
