import { VST_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vst/case.schema';
import { VST_FOLLOWUP_SECTION_SCHEMAS } from '@scout/domain/vst/followup.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import type { FieldErrors } from 'react-hook-form';
import type {
  CaseSectionDef,
  CaseSectionMeta,
  SaveMessages,
  SendContext,
} from '../../../components/case-module/case-section.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { saveVstRecord, type VstSaveBody } from '../api/save-record.ts';
import type { VstRecordKind } from '../api/vst-api.ts';
import {
  sectionNamesOf,
  VST_EMPTY_TEXT,
  VST_KINDS,
  type VstFormValues,
  type VstKind,
  type VstRecord,
  type VstSectionEntry,
  type VstSectionName,
} from './vst-record.ts';

/**
 * The VST section factory (spec 3 §2.5, §2.6, §4.1, §5, §8): one CaseSectionDef per data section
 * of either record kind, from its sections.ts entry. Each section form holds the whole record's
 * form values (so the cross-section rules see the record's context) and runs its own rules only;
 * its Save sends PUT with `sectionsToUpdate: [name]` and that section's values.
 */
export type VstSectionDef = CaseSectionDef<VstRecord, VstFormValues, VstFormValues>;

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
export const vstValidationFailed = (errors: FieldErrors): string =>
  firstErrorMessage(errors) === M.required ? M.requiredFieldsMissing : M.validationFailed;

/** §5, §8.1 for a failed save: the server's Required as above, anything else 'Error: {details}'. */
export function vstSaveFailed(error: unknown): string {
  if (isApiRequestError(error)) {
    const first = error.fieldErrors[0]?.message;
    if (first === M.required) return M.requiredFieldsMissing;
    return M.errorDetail(first ?? error.message);
  }
  return M.errorDetail(error instanceof Error ? error.message : String(error));
}

/** The head of every save body: id, lastModified and, after Yes to the conflict prompt, forceUpdate. */
export function saveHead(ctx: SendContext<VstRecord>) {
  return {
    id: ctx.caseData.id,
    lastModified: ctx.lastModified,
    ...(ctx.forceUpdate ? { forceUpdate: true as const } : {}),
  };
}

/** Sends the named sections of the form values (Save: one; Save all and closing: every one). */
export function sendSections(
  kind: VstRecordKind,
  names: readonly VstSectionName[],
  values: VstFormValues,
  ctx: SendContext<VstRecord>,
) {
  const body: VstSaveBody = { ...saveHead(ctx), sectionsToUpdate: [...names] };
  for (const name of names) body[name] = values[name];
  return saveVstRecord(ctx.api, kind, body);
}

const SECTION_SCHEMAS: Record<
  VstRecordKind,
  Record<string, { safeParse: (v: unknown) => { data?: unknown } }>
> = {
  consult: VST_CONSULT_SECTION_SCHEMAS,
  followup: VST_FOLLOWUP_SECTION_SCHEMAS,
};

/** A section never saved: its schema's defaults (every field empty, the toggle On). */
function emptySection(kind: VstRecordKind, name: VstSectionName): VstFormValues {
  const parsed = SECTION_SCHEMAS[kind][name]?.safeParse({});
  return (parsed?.data as VstFormValues | undefined) ?? {};
}

/** The whole record's form values, with `name` ready for its fields even when never saved. */
export function vstFormValues(kind: VstKind, record: VstRecord, name?: VstSectionName): VstFormValues {
  const r = record as unknown as Record<string, unknown>;
  const values: VstFormValues = { ...kind.recordFields(record) };
  for (const n of sectionNamesOf(kind)) values[n] = r[n] ?? null;
  if (name && !r[name]) values[name] = emptySection(kind.kind, name);
  return values;
}

const sectionConflict = { question: M.sectionConflict };

/** A section's toasts: '{Section} section has been updated' (§8.2) and the failures of §5 / §8.1. */
export const vstSectionMessages = (title: string): SaveMessages => ({
  saved: M.sectionUpdated(title),
  failed: vstSaveFailed,
  validationFailed: vstValidationFailed,
  conflict: sectionConflict,
});

/** The next section Save and Next opens: the next one in the sidebar (never the transfer). */
function nextKey(kind: VstKind, key: string): string | null {
  const keys = kind.sections.map((s) => s.key).filter((k) => k !== 'transfer');
  return keys[keys.indexOf(key as never) + 1] ?? null;
}

/** The def of one data section of a kind. */
export function vstSection(kind: VstKind, entry: VstSectionEntry & { data: VstSectionName }): VstSectionDef {
  const name = entry.data;
  return {
    key: entry.key,
    title: entry.title,
    menuLabel: entry.label,
    next: nextKey(kind, entry.key),
    isComplete: (record) => kind.completeness(record)[name] ?? false,
    schema: () => kind.formSchema([name]),
    defaults: (record) => vstFormValues(kind, record, name),
    send: (values, ctx) => sendSections(kind.kind, [name], values, ctx),
    messages: vstSectionMessages(entry.title),
    emptyText: VST_EMPTY_TEXT[name],
    isEmpty: (record) => !(record as unknown as Record<string, unknown>)[name],
  };
}

/** The sidebar entry of a part that is not a form (health timeline, history, attachments, transfer). */
const partMeta = (entry: VstSectionEntry): CaseSectionMeta<VstRecord> => ({
  key: entry.key,
  title: entry.title,
  menuLabel: entry.label,
});

/** Every sidebar entry of a kind: the data sections' defs and the parts' metas, by key. */
function buildSections(kind: VstKind) {
  const byKey = new Map<string, CaseSectionMeta<VstRecord>>();
  for (const entry of kind.sections) {
    byKey.set(
      entry.key,
      entry.data ? vstSection(kind, entry as VstSectionEntry & { data: VstSectionName }) : partMeta(entry),
    );
  }
  return byKey;
}

export const VST_SECTIONS: Record<VstRecordKind, Map<string, CaseSectionMeta<VstRecord>>> = {
  consult: buildSections(VST_KINDS.consult),
  followup: buildSections(VST_KINDS.followup),
};

/** The def of a data section of a kind by its key (route segment); throws for a part. */
export function vstSectionDef(kind: VstRecordKind, key: string): VstSectionDef {
  const def = VST_SECTIONS[kind].get(key);
  if (!def || !('send' in def)) throw new Error(`No VST ${kind} section '${key}'`);
  return def as VstSectionDef;
}
