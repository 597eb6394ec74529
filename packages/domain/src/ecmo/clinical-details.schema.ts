import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import { sectionMetaShape } from '../cases/schema-helpers.ts';
import { makeEttSchema, ventilationSchema } from './airway.schema.ts';
import { hasBloodGasData, makeBloodGasDraftSchema, makeBloodGasSchema } from './blood-gas.schema.ts';
import { diagnosisSchema } from './diagnosis.schema.ts';
import { infusionSupportSchema, mechanicalSupportSchema } from './infusion-support.schema.ts';
import {
  hasInvestigationData,
  makeInvestigationDraftSchema,
  makeInvestigationSchema,
} from './investigation.schema.ts';
import {
  hasObservationData,
  makeObservationDraftSchema,
  makeObservationSchema,
} from './observation.schema.ts';

/**
 * Clinical details (spec 2 §3.2, §4.3) and the draft/commit design of observations, blood gases
 * and investigations.
 *
 * Each of the three is stored as `{ current: Entry | null, committed: Entry[] }`:
 * - `current` is the entry being edited. It is saved with the section (PATCH .../clinicaldetails)
 *   under the draft schema: limits and conditional rules apply, the commit requirements do not,
 *   and an entry without any value is saved as null.
 * - `committed` is the history, oldest first, and is written only by the commit calls
 *   (PATCH .../clinicaldetails/observation, /bloodgas, /investigation). A commit body carries one
 *   complete entry (the commit schema); the server appends it to `committed`, gives it an id and
 *   clears `current`. A section save never changes `committed` (the key is not part of the body,
 *   and zod drops it if a client sends it).
 * - The web shows Add New only when the current entry has its required data
 *   (`observationHasRequiredData` and friends, clinical-rules.ts), keeps the replaced current entry
 *   in memory so Cancel can restore it, and disables Save while a new entry is open.
 */
const currentEntry = <T extends z.ZodType>(
  draft: T,
  hasData: (v: Partial<Record<string, unknown>>) => boolean,
) =>
  z
    .object({
      current: draft
        .nullish()
        .transform((v) => (v && hasData(v as Partial<Record<string, unknown>>) ? v : null)),
    })
    .prefault({ current: null });

/** PATCH {ea}/cases/{id}/clinicaldetails: the whole section, with the current draft entries. */
export function makeClinicalDetailsSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    diagnosis: diagnosisSchema,
    ett: makeEttSchema(now, timeZone).prefault({}),
    ventilation: ventilationSchema.prefault({}),
    infusionSupport: infusionSupportSchema.prefault({}),
    mechanicalSupport: mechanicalSupportSchema.prefault({}),
    observations: currentEntry(makeObservationDraftSchema(now, timeZone), hasObservationData),
    bloodGas: currentEntry(makeBloodGasDraftSchema(now, timeZone), hasBloodGasData),
    investigations: currentEntry(makeInvestigationDraftSchema(now, timeZone), hasInvestigationData),
    ...sectionMetaShape,
  });
}
export const clinicalDetailsSchema = makeClinicalDetailsSchema();
export type ClinicalDetailsInput = z.input<typeof clinicalDetailsSchema>;
export type ClinicalDetailsSave = z.output<typeof clinicalDetailsSchema>;

const commitBody = <T extends z.ZodType>(entry: T) => z.object({ entry, ...sectionMetaShape });

/** PATCH {ea}/cases/{id}/clinicaldetails/observation: commit one complete observation. */
export const makeCommitObservationSchema = (now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) =>
  commitBody(makeObservationSchema(now, timeZone));
/** PATCH {ea}/cases/{id}/clinicaldetails/bloodgas: commit one blood gas. */
export const makeCommitBloodGasSchema = (now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) =>
  commitBody(makeBloodGasSchema(now, timeZone));
/** PATCH {ea}/cases/{id}/clinicaldetails/investigation: commit one investigation. */
export const makeCommitInvestigationSchema = (now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) =>
  commitBody(makeInvestigationSchema(now, timeZone));
export const commitObservationSchema = makeCommitObservationSchema();
export const commitBloodGasSchema = makeCommitBloodGasSchema();
export const commitInvestigationSchema = makeCommitInvestigationSchema();

/** A stored draft/commit list as the case response carries it. */
export interface EntryList<Entry> {
  current: Entry | null;
  committed: Entry[];
}

/** The response schema of one draft/commit list, for an entry schema (e.g. observationDraftSchema). */
export const entryListSchema = <T extends z.ZodType>(entry: T) =>
  z.object({ current: entry.nullable(), committed: z.array(entry) });

/** Clinical details as the case response carries them (section values plus the three lists). */
export type ClinicalDetails = Omit<
  ClinicalDetailsSave,
  'observations' | 'bloodGas' | 'investigations' | 'lastModified' | 'forceUpdate'
> & {
  observations: EntryList<z.output<ReturnType<typeof makeObservationSchema>>>;
  bloodGas: EntryList<z.output<ReturnType<typeof makeBloodGasSchema>>>;
  investigations: EntryList<z.output<ReturnType<typeof makeInvestigationSchema>>>;
};
