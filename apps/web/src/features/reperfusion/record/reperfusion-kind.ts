import {
  checkReperfusionCase,
  makeReperfusionCaseFormSchema,
  REPERFUSION_SECTION_SCHEMAS,
  type ReperfusionCase,
} from '@scout/domain/reperfusion/case.schema';
import { REPERFUSION_CASE_FIELDS } from '@scout/domain/reperfusion/field-labels';
import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import {
  REPERFUSION_SECTION_NAMES,
  REPERFUSION_SECTIONS,
  type ReperfusionSectionName,
} from '@scout/domain/reperfusion/sections';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import type { StrokeFieldDeclaration, StrokeFieldSource } from '../../stroke/record/fields/declarations.ts';
import { strokeSaveFailed } from '../../stroke/record/section-factory.ts';
import {
  asFormSchema,
  cachedPerRecord,
  emptySectionOf,
  type StrokeKind,
  type StrokeRecord,
} from '../../stroke/record/stroke-kind.ts';
import { REPERFUSION_CASES } from '../api/reperfusion-api.ts';
import { CallTakerSelect } from './reperfusion-field-kinds.tsx';

/**
 * The reperfusion case (spec 3 §2.11, §3.7, §4.6) as a stroke record kind: the domain's sections
 * (REPERFUSION_SECTIONS), field declarations (REPERFUSION_CASE_FIELDS) and rules
 * (checkReperfusionCase), the load and save calls of the contract (GET /reperfusion-cases/{id},
 * PUT /reperfusion-cases) and the words of §8.1. The page is the shared stroke record page.
 */

/** A case as the page holds it: a stroke record without the consult's open/closed state. */
export type ReperfusionRecord = ReperfusionCase & StrokeRecord;

type Declarations = Partial<Record<string, readonly StrokeFieldDeclaration[]>>;

/**
 * The case's own sections' fields and rules. 'user' (who confirmed the triage time) lists the VST
 * users (GET /users), not the neurologists the shared user kind reads.
 */
export const REPERFUSION_FIELD_SOURCE: StrokeFieldSource = {
  area: VST_AREA,
  name: 'VST reperfusion case',
  fields: (section) => (REPERFUSION_CASE_FIELDS as unknown as Declarations)[section] ?? [],
  check: (values, add, section) => checkReperfusionCase(values, add, [section as ReperfusionSectionName]),
  kinds: { user: CallTakerSelect },
};

/** A section is valid when its rules find nothing wanting in the case as saved (§4.6 markers). */
function completeness(record: StrokeRecord): Partial<Record<string, boolean>> {
  const result: Partial<Record<string, boolean>> = {};
  for (const name of REPERFUSION_SECTION_NAMES) {
    let valid = true;
    checkReperfusionCase(record as unknown as Record<string, unknown>, () => {
      valid = false;
    }, [name]);
    result[name] = valid;
  }
  return result;
}

/**
 * A failed save (§8.1): a rule the server names as 'Required fields are missing' or 'Error:
 * {details}' as every stroke save; anything else 'Unable to save reperfusion case'.
 */
function reperfusionSaveFailed(error: unknown): string {
  if (isApiRequestError(error) && error.fieldErrors.length) return strokeSaveFailed(error);
  return M.caseSaveFailed;
}

export const REPERFUSION_KIND: StrokeKind = {
  area: VST_AREA,
  kind: 'reperfusion-case',
  liveModule: 'vst-reperfusion',
  label: 'VST reperfusion case',
  sections: REPERFUSION_SECTIONS,
  fields: REPERFUSION_FIELD_SOURCE,
  // The health timeline leaves out the consult the case follows (the same presentation).
  presentation: 'VST',
  attachments: 'vst-reperfusion',
  formSchema: (names) => asFormSchema(makeReperfusionCaseFormSchema(names as ReperfusionSectionName[])),
  emptySection: emptySectionOf(REPERFUSION_SECTION_SCHEMAS),
  completeness: cachedPerRecord(completeness),
  recordFields: (r) => ({
    callDateTime: r.callDateTime,
    reperfusionTherapiesDetails: (r as ReperfusionRecord).reperfusionTherapiesDetails,
  }),
  load: (api, id, signal) => api.get<StrokeRecord>(`${REPERFUSION_CASES}/${id}`, { signal }),
  save: (api, body) => api.put(REPERFUSION_CASES, body),
  emptyText: {},
  messages: {
    saved: M.sectionUpdated('Reperfusion Case'),
    sectionUpdated: M.sectionUpdated,
    closed: M.sectionUpdated('Reperfusion Case'),
    deleteFailed: M.caseSaveFailed,
    saveFailed: reperfusionSaveFailed,
  },
};
