import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import type { FieldErrors } from 'react-hook-form';
import type {
  CaseSectionDef,
  CaseSectionMeta,
  SaveMessages,
  SendContext,
} from '../../../components/case-module/case-section.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import {
  type StrokeFormValues,
  type StrokeKind,
  type StrokeRecord,
  type StrokeSaveBody,
  type StrokeSectionEntry,
  sectionNamesOf,
} from './stroke-kind.ts';

/**
 * The stroke section factory (spec 3 §2.5 to §2.9, §4.1, §5, §8): one CaseSectionDef per data
 * section of a record kind, from its domain sections entry. Each section form holds the whole
 * record's form values (so the cross-section rules see the record's context) and runs its own
 * rules only; its Save sends the kind's PUT with `sectionsToUpdate: [name]` and that section.
 */
export type StrokeSectionDef = CaseSectionDef<StrokeRecord, StrokeFormValues, StrokeFormValues>;

/** The first message of a form's errors, depth first (the order the fields were checked). */
function firstErrorMessage(errors: unknown): string | null {
  if (!errors || typeof errors !== 'object') return null;
  const node = errors as { message?: unknown; type?: unknown };
  if (typeof node.type === 'string' && typeof node.message === 'string') return node.message;
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const found = firstErrorMessage(child);
    if (found !== null) return found;
  }
  return null;
}

/** §5, §8.1: 'Required fields are missing' when the first error is Required, else 'Validation failed'. */
export const strokeValidationFailed = (errors: FieldErrors): string =>
  firstErrorMessage(errors) === M.required ? M.requiredFieldsMissing : M.validationFailed;

/** §5, §8.1 for a failed save: the server's Required as above, anything else 'Error: {details}'. */
export function strokeSaveFailed(error: unknown): string {
  if (isApiRequestError(error)) {
    const first = error.fieldErrors[0]?.message;
    if (first === M.required) return M.requiredFieldsMissing;
    return M.errorDetail(first ?? error.message);
  }
  return M.errorDetail(error instanceof Error ? error.message : String(error));
}

/** The head of every save body: id, lastModified and, after Yes to the conflict prompt, forceUpdate. */
export function saveHead(ctx: SendContext<StrokeRecord>) {
  return {
    id: ctx.caseData.id,
    lastModified: ctx.lastModified,
    ...(ctx.forceUpdate ? { forceUpdate: true as const } : {}),
  };
}

/** Sends the named sections of the form values (Save: one; Save all and closing: every one). */
export function sendSections(
  kind: StrokeKind,
  names: readonly string[],
  values: StrokeFormValues,
  ctx: SendContext<StrokeRecord>,
) {
  const body: StrokeSaveBody = { ...saveHead(ctx), sectionsToUpdate: [...names] };
  for (const name of names) body[name] = values[name];
  return kind.save(ctx.api, body);
}

/** A section's stored values on the record. */
export const storedSection = (kind: StrokeKind, record: StrokeRecord, name: string): unknown =>
  kind.sectionOf ? kind.sectionOf(record, name) : (record as unknown as Record<string, unknown>)[name];

/** The whole record's form values, with `name` ready for its fields even when never saved. */
export function strokeFormValues(kind: StrokeKind, record: StrokeRecord, name?: string): StrokeFormValues {
  const values: StrokeFormValues = { ...kind.recordFields(record) };
  for (const n of sectionNamesOf(kind)) values[n] = storedSection(kind, record, n) ?? null;
  if (name && !storedSection(kind, record, name)) values[name] = kind.emptySection(name);
  return values;
}

const sectionConflict = { question: M.sectionConflict };

/** A section's toasts: '{Section} section has been updated' (§8.2) and the failures of §5 / §8.1. */
export const strokeSectionMessages = (kind: StrokeKind, title: string): SaveMessages => ({
  saved: kind.messages.sectionUpdated(title),
  failed: kind.messages.saveFailed ?? strokeSaveFailed,
  validationFailed: strokeValidationFailed,
  conflict: sectionConflict,
});

/** The next section Save and Next opens: the next one in the sidebar (never the transfer). */
function nextKey(kind: StrokeKind, key: string): string | null {
  const keys = kind.sections.map((s) => s.key).filter((k) => k !== 'transfer');
  return keys[keys.indexOf(key) + 1] ?? null;
}

/** The def of one data section of a kind. */
export function strokeSection(
  kind: StrokeKind,
  entry: StrokeSectionEntry & { data: string },
): StrokeSectionDef {
  const name = entry.data;
  return {
    key: entry.key,
    title: entry.title,
    menuLabel: entry.label,
    next: nextKey(kind, entry.key),
    isComplete: (record) => kind.completeness(record)[name] ?? false,
    schema: () => kind.formSchema([name]),
    defaults: (record) => strokeFormValues(kind, record, name),
    send: (values, ctx) => sendSections(kind, [name], values, ctx),
    messages: strokeSectionMessages(kind, entry.title),
    emptyText: kind.emptyText[name],
    isEmpty: (record) => !storedSection(kind, record, name),
  };
}

/** The sidebar entry of a part that is not a form (health timeline, history, attachments, transfer). */
const partMeta = (entry: StrokeSectionEntry): CaseSectionMeta<StrokeRecord> => ({
  key: entry.key,
  title: entry.title,
  menuLabel: entry.label,
});

/** Every sidebar entry of a kind: the data sections' defs and the parts' metas, by key. */
export function buildStrokeSections(kind: StrokeKind): Map<string, CaseSectionMeta<StrokeRecord>> {
  const byKey = new Map<string, CaseSectionMeta<StrokeRecord>>();
  for (const entry of kind.sections) {
    byKey.set(
      entry.key,
      entry.data ? strokeSection(kind, entry as StrokeSectionEntry & { data: string }) : partMeta(entry),
    );
  }
  return byKey;
}

/** Section defs per kind, built once per kind object. */
const built = new WeakMap<StrokeKind, Map<string, CaseSectionMeta<StrokeRecord>>>();

/** The sidebar entries of a kind (built once). */
export function strokeSectionsOf(kind: StrokeKind): Map<string, CaseSectionMeta<StrokeRecord>> {
  let sections = built.get(kind);
  if (!sections) {
    sections = buildStrokeSections(kind);
    built.set(kind, sections);
  }
  return sections;
}

/** The def of a data section of a kind by its key (route segment); throws for a part. */
export function strokeSectionDef(kind: StrokeKind, key: string): StrokeSectionDef {
  const def = strokeSectionsOf(kind).get(key);
  if (!def || !('send' in def)) throw new Error(`No ${kind.label} section '${key}'`);
  return def as StrokeSectionDef;
}
