import type { AddIssue } from '../cases/fields.ts';
import { STROKE_MESSAGES as M } from './messages.ts';
import type { Loose } from './rule-helpers.ts';

/**
 * The section markers of the stroke records (spec 3 §2.5 "each section header shows a completeness
 * indicator", §4.1 "section panels show done or not done"): the rule issues of a record as a flat
 * list, and a marker per section.
 */
export type SectionIssue = { path: string; message: string };

/** The issues `run` reports, with paths such as 'diagnosisDetails.strokeType'. */
export function collectIssues(run: (add: AddIssue) => void): SectionIssue[] {
  const issues: SectionIssue[] = [];
  run((path, message = M.required) => issues.push({ path: path.map(String).join('.'), message }));
  return issues;
}

/** A marker per section: saved, and no rule issue in the record's context. */
export function sectionCompleteness<N extends string>(
  record: Loose,
  names: readonly N[],
  issues: (sections: readonly N[]) => SectionIssue[],
): Record<N, boolean> {
  const entries = names.map((name) => [name, !!record?.[name] && issues([name]).length === 0] as const);
  return Object.fromEntries(entries) as Record<N, boolean>;
}
