import type { MergeInfoRow, ProfileMergeItems } from '@scout/domain/patients/merge.schema';

export type Resolution = 'target' | 'source';
export type ResolutionChoices = Readonly<Record<string, Resolution>>;

const norm = (v: string | null) => (v ?? '').trim();

/** The two profiles disagree on this row. */
export function differs(row: MergeInfoRow): boolean {
  return norm(row.targetRecordValue) !== norm(row.sourceRecordValue);
}

/**
 * A patient detail row is a choice whenever the values differ (taking the duplicate's e-mail
 * when the correct profile has none is a real choice). A URN row is a choice only when both
 * profiles hold a different URN at that provider: a URN held by one side only moves to the
 * target anyway (merge.schema.ts).
 */
export function isInfoChoice(row: MergeInfoRow): boolean {
  return differs(row);
}
export function isUrnChoice(row: MergeInfoRow): boolean {
  return differs(row) && norm(row.targetRecordValue) !== '' && norm(row.sourceRecordValue) !== '';
}

/** The rows the user chooses between, keyed by fieldName (a field name, or urn:{providerId}). */
export function choosableRows(items: ProfileMergeItems): MergeInfoRow[] {
  return [...items.patientInfo.filter(isInfoChoice), ...items.patientUrn.filter(isUrnChoice)];
}

/**
 * The mergeResolutions of PUT mergeprofiles: one entry per choosable row, target unless the user
 * chose source. The target choices are sent too, so the request states everything reviewed.
 */
export function buildMergeResolutions(items: ProfileMergeItems, choices: ResolutionChoices) {
  return choosableRows(items).map((row) => ({
    key: row.fieldName,
    resolution: choices[row.fieldName] ?? ('target' as Resolution),
  }));
}
