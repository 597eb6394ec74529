import type { z } from 'zod';
import type { CaseRecord } from '../../../components/case-module/case-section.ts';
import type { CaseModule } from '../../../components/case-parts/api/case-parts-api.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { StrokeArea } from '../api/stroke-area.ts';
import type { StrokeFieldSource } from './fields/declarations.ts';

/**
 * What differs between the stroke record kinds (VST consult and follow-up, VTIS consult and
 * follow-up, VTIS hospital documentation; spec 3 §2.5 to §2.9): the sections in sidebar order
 * (the domain's sections list), the form schema for the web's resolver, the completeness markers,
 * the save call and the words. The record page, its section factory, Save all, closing and the
 * field system are the same for all of them (features/stroke/record).
 */

/** A stroke record as its page holds it. */
export interface StrokeRecord extends CaseRecord {
  studyId: string;
  patientProfileId: number;
  patient: { firstName: string; lastName: string };
  isActive: boolean;
  closedOn: string | null;
  callDateTime: string;
}

/** One entry of a domain sections list: route segment, sidebar label, toast title and data name. */
export interface StrokeSectionEntry {
  readonly key: string;
  readonly label: string;
  readonly title: string;
  /** The record property `sectionsToUpdate` names; null for a part without a form. */
  readonly data: string | null;
}

/** The whole record's form values (every section and the record fields the rules read). */
export type StrokeFormValues = Record<string, unknown>;

/**
 * The body of a record save (spec 3 §4.1): the record's id, its lastModified, forceUpdate after
 * Yes to the conflict prompt, the sections saved (`sectionsToUpdate`) and their values by name.
 */
export interface StrokeSaveBody {
  id: number;
  lastModified: string;
  forceUpdate?: true;
  sectionsToUpdate: string[];
  [section: string]: unknown;
}

export interface StrokeKind<R extends StrokeRecord = StrokeRecord> {
  area: StrokeArea;
  /** The kind's name in query keys ('consult', 'vtis-followup'). */
  kind: string;
  /** 'VST consult', 'VTIS follow-up': the load failure says which. */
  label: string;
  /** The server's case module of the kind ('vst', 'vtis-followup'): its changes are announced live. */
  liveModule?: CaseModule;
  sections: readonly StrokeSectionEntry[];
  /** The field declarations and section rules of the kind (the forms' fields). */
  fields: StrokeFieldSource;
  /** The record's presentation discriminator (the health timeline leaves the record out). */
  presentation: string;
  /** Where its attachments live (the shared attachments part). */
  attachments: CaseModule;
  /** The form schema running the rules of `names` only (a section's Save: that section). */
  formSchema: (names: readonly string[]) => z.ZodType<StrokeFormValues, StrokeFormValues>;
  /** A section never saved: its schema's defaults (every field empty). */
  emptySection: (name: string) => StrokeFormValues;
  completeness: (record: R) => Partial<Record<string, boolean>>;
  /** The record fields the rules read besides the sections (call time, schema version). */
  recordFields: (record: R) => StrokeFormValues;
  /** A section's stored values (default: the record's property of that name). */
  sectionOf?: (record: R, name: string) => unknown;
  /** GET of the record. */
  load: (api: ApiClient, id: number, signal?: AbortSignal) => Promise<R>;
  /** PUT of sections; the answer is the whole updated record (the cache takes it). */
  save: (api: ApiClient, body: StrokeSaveBody) => Promise<unknown>;
  /** The read-only placeholder of a section never saved (§8.3). */
  emptyText: Partial<Record<string, string>>;
  messages: {
    /** The whole-record save's toast ('Consult saved successfully'). */
    saved: string;
    /** '{Section} section has been updated' (§8.2). */
    sectionUpdated: (title: string) => string;
    /** Save and Close's toast (§4.1, §8.2). */
    closed: string;
    deleteFailed: string;
    /** A failed save's toast; 'Required fields are missing' / 'Error: {details}' by default (§5, §8.1). */
    saveFailed?: (error: unknown) => string;
  };
}

/** Completeness per record object: the sidebar asks once per section on every render. */
export function cachedPerRecord<T extends object, R>(compute: (record: T) => R): (record: T) => R {
  const cache = new WeakMap<T, R>();
  return (record) => {
    const hit = cache.get(record);
    if (hit !== undefined) return hit;
    const value = compute(record);
    cache.set(record, value);
    return value;
  };
}

/** The data names of a kind's sections, in form order. */
export const sectionNamesOf = (kind: Pick<StrokeKind, 'sections'>): string[] =>
  kind.sections.flatMap((s) => (s.data ? [s.data] : []));

type SectionSchemas = Record<string, { safeParse: (v: unknown) => { data?: unknown } }>;

/** A kind's `emptySection` from its section schemas: a never-saved section is its schema's defaults. */
export const emptySectionOf =
  (schemas: SectionSchemas) =>
  (name: string): StrokeFormValues =>
    (schemas[name]?.safeParse({}).data as StrokeFormValues | undefined) ?? {};

/** A domain form schema as the section factory's resolver takes it. */
export const asFormSchema = (schema: unknown) => schema as z.ZodType<StrokeFormValues, StrokeFormValues>;
