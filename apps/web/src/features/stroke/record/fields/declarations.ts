import type { AddIssue } from '@scout/domain/cases/fields';
import type { Option } from '@scout/domain/cases/option';
import type { ComponentType } from 'react';
import type { BaseFieldProps } from '../../../../components/fields/field-shell.tsx';
import type { StrokeArea } from '../../api/stroke-area.ts';

/**
 * The web's reading of a stroke record's domain field declarations (field-labels.ts: name, label,
 * kind, options; GUIDE §7 "one field definition, many uses") and section rules (`check*`). A
 * source is one record kind's: VST consult, VST follow-up, VTIS consult, ... The form derives
 * which fields a rule requires and which a clearing rule keeps from them; nothing restates a rule.
 */
export interface StrokeFieldDeclaration {
  readonly name: string;
  readonly label: string;
  readonly kind: string;
  readonly options?: readonly Option<string>[];
}

/** A field kind the shared renderer does not know (medications, country, language): the area's input. */
export type StrokeFieldKindComponent = ComponentType<{ base: BaseFieldProps; decl: StrokeFieldDeclaration }>;

export interface StrokeFieldSource {
  /** The area whose lookups the hospital and user fields read. */
  area: StrokeArea;
  /** 'VST consult': named in the errors of a missing declaration. */
  name: string;
  /** The declared fields of a section, in form order ([] for a section the record does not have). */
  fields: (section: string) => readonly StrokeFieldDeclaration[];
  /** The section's domain rule: reports an issue per path it finds wanting. */
  check: (values: Record<string, unknown>, add: AddIssue, section: string) => void;
  /** Inputs of the area's own kinds. */
  kinds?: Readonly<Record<string, StrokeFieldKindComponent>>;
  /** Kinds whose empty value is [] (lists) besides 'choices'. */
  listKinds?: readonly string[];
}

/** A field's declaration; an unknown name is a programming error and throws. */
export function fieldDeclaration(
  source: StrokeFieldSource,
  section: string,
  name: string,
): StrokeFieldDeclaration {
  const found = source.fields(section).find((f) => f.name === name);
  if (!found) throw new Error(`No ${source.name} field ${section}.${name} in field-labels.ts`);
  return found;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** `values` with `path` set to `value`, copying the objects along the way. */
function withPath(values: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const base = isObject(values) ? values : {};
  return { ...base, [key]: withPath(base[key], rest, value) };
}

/** The empty value of a field of this kind (what the rules read as "not answered"). */
export const emptyValueOf = (source: StrokeFieldSource, field: StrokeFieldDeclaration): null | [] =>
  field.kind === 'choices' || field.kind === 'specialists' || source.listKinds?.includes(field.kind)
    ? []
    : null;

/**
 * The fields of `section` its domain rule requires now: a field is required when the rule (for
 * that one section, with the record's context: call time, completeness toggle, stroke type)
 * reports an issue on it once it is left empty, every other answer staying as it is.
 */
export function requiredFields(
  source: StrokeFieldSource,
  section: string,
  values: Record<string, unknown>,
): ReadonlySet<string> {
  const required = new Set<string>();
  for (const field of source.fields(section)) {
    const path = [section, ...field.name.split('.')];
    const target = path.join('.');
    const blank = withPath(values, path, emptyValueOf(source, field)) as Record<string, unknown>;
    let hit = false;
    const add: AddIssue = (p) => {
      if (p.join('.') === target) hit = true;
    };
    source.check(blank, add, section);
    if (hit) required.add(field.name);
  }
  return required;
}

/** A value no rule chooses: what `shownFields` puts in a field to see whether the rule keeps it. */
const PROBE = '\u0000probe';

/**
 * The fields of `section` the form shows for these answers, read from the section's domain
 * clearing rule (`cleared*`): a field shows exactly when the rule keeps a value in it (or sets one
 * of its own, a derived answer), so the form shows what the server keeps and hides what it clears.
 * Without a rule every field shows.
 */
export function shownFields<T extends object>(
  source: StrokeFieldSource,
  section: string,
  sectionValues: unknown,
  cleared?: (values: T) => T,
): ReadonlySet<string> {
  const fields = source.fields(section);
  if (!cleared) return new Set(fields.map((f) => f.name));
  const base = isObject(sectionValues) ? sectionValues : {};
  const shown = new Set<string>();
  for (const field of fields) {
    if (field.name.includes('.')) {
      shown.add(field.name);
      continue;
    }
    const probe = emptyValueOf(source, field) === null ? PROBE : [PROBE];
    const kept = (cleared({ ...base, [field.name]: probe } as T) as Record<string, unknown>)[field.name];
    // Kept as typed; or set by the rule itself (a derived answer such as VTIS diagnosisRevised).
    const derived = kept !== null && kept !== undefined && !(Array.isArray(kept) && kept.length === 0);
    if (kept === PROBE || (Array.isArray(kept) && kept.includes(PROBE)) || derived) shown.add(field.name);
  }
  return shown;
}
