/**
 * The patient journey's Principal Problem (spec 1 §2, §3 Presentation.principalProblem) of a stroke
 * record: what the record knows of the diagnosis, the type first and its details after it
 * ("Ischaemic Stroke (Left MCA syndrome)"); the details alone when no type is recorded; null when
 * nothing is known yet. Each area's presentation says which answers are its diagnosis
 * (vst/principal-problem.ts, vtis/principal-problem.ts, clinics/principal-problem.ts).
 */
export function principalProblemText(type: string | null | undefined, details: unknown): string | null {
  const text = typeof details === 'string' ? details.trim() : '';
  const kind = type?.trim() ?? '';
  if (kind && text) return `${kind} (${text})`;
  return kind || text || null;
}
