import type { AddIssue } from '@scout/domain/cases/fields';
import { checkVstConsult } from '@scout/domain/vst/case.schema';
import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS, type VstField } from '@scout/domain/vst/field-labels';
import { checkVstFollowup } from '@scout/domain/vst/followup.schema';
import type { VstConsultSectionName, VstFollowupSectionName } from '@scout/domain/vst/sections';
import type { VstRecordKind } from '../../api/vst-api.ts';

/**
 * The web's reading of the domain's field declarations (field-labels.ts) and section rules: a
 * field's declaration by record kind, section and name, and which fields the section's `check*`
 * rule requires for the values the form holds now.
 */

export type VstSectionName = VstConsultSectionName | VstFollowupSectionName;

const DECLARATIONS: Record<VstRecordKind, Partial<Record<VstSectionName, readonly VstField[]>>> = {
  consult: VST_CONSULT_FIELDS,
  followup: VST_FOLLOWUP_FIELDS,
};

/** The declared fields of a section, in form order ([] for a section the record does not have). */
export const vstSectionFields = (record: VstRecordKind, section: VstSectionName): readonly VstField[] =>
  DECLARATIONS[record][section] ?? [];

/** A field's declaration; an unknown name is a programming error and throws. */
export function vstFieldDeclaration(record: VstRecordKind, section: VstSectionName, name: string): VstField {
  const found = vstSectionFields(record, section).find((f) => f.name === name);
  if (!found) throw new Error(`No VST ${record} field ${section}.${name} in field-labels.ts`);
  return found;
}

/** The label a field shows (the form, the PDF and the exports read the same declaration). */
export const vstFieldLabel = (record: VstRecordKind, section: VstSectionName, name: string): string =>
  vstFieldDeclaration(record, section, name).label;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** `values` with `path` set to `value`, copying the objects along the way. */
function withPath(values: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const base = isObject(values) ? values : {};
  return { ...base, [key]: withPath(base[key], rest, value) };
}

/** The empty value of a field of this kind (what the rules read as "not answered"). */
export const emptyValueOf = (field: VstField): null | [] =>
  field.kind === 'choices' || field.kind === 'list' || field.kind === 'specialists' ? [] : null;

/**
 * The fields of `section` its domain rule requires now: a field is required when the rule
 * (checkVstConsult / checkVstFollowup for that one section, with the record's context: call time,
 * completeness toggle, stroke type) reports an issue on it once it is left empty, every other
 * answer staying as it is. Nothing here restates a rule.
 */
export function requiredVstFields(
  record: VstRecordKind,
  section: VstSectionName,
  values: Record<string, unknown>,
): ReadonlySet<string> {
  const required = new Set<string>();
  for (const field of vstSectionFields(record, section)) {
    const path = [section, ...field.name.split('.')];
    const target = path.join('.');
    const blank = withPath(values, path, emptyValueOf(field)) as Record<string, unknown>;
    let hit = false;
    const add: AddIssue = (p) => {
      if (p.join('.') === target) hit = true;
    };
    if (record === 'consult') checkVstConsult(blank, add, [section as VstConsultSectionName]);
    else checkVstFollowup(blank, add, [section as VstFollowupSectionName]);
    if (hit) required.add(field.name);
  }
  return required;
}

/** A value no rule chooses: what `shownVstFields` puts in a field to see whether the rule keeps it. */
const PROBE = '\u0000probe';

/**
 * The fields of `section` the form shows for these answers, read from the section's domain
 * clearing rule (clearing-rules.ts `cleared*`): a field shows exactly when the rule keeps a value
 * in it, so the form shows what the server keeps and hides what it clears. Without a rule every
 * field shows.
 */
export function shownVstFields<T extends object>(
  record: VstRecordKind,
  section: VstSectionName,
  sectionValues: unknown,
  cleared?: (values: T) => T,
): ReadonlySet<string> {
  const fields = vstSectionFields(record, section);
  if (!cleared) return new Set(fields.map((f) => f.name));
  const base = isObject(sectionValues) ? sectionValues : {};
  const shown = new Set<string>();
  for (const field of fields) {
    if (field.name.includes('.')) {
      shown.add(field.name);
      continue;
    }
    const probe = emptyValueOf(field) === null ? PROBE : [PROBE];
    const kept = (cleared({ ...base, [field.name]: probe } as T) as Record<string, unknown>)[field.name];
    if (kept === PROBE || (Array.isArray(kept) && kept.includes(PROBE))) shown.add(field.name);
  }
  return shown;
}
