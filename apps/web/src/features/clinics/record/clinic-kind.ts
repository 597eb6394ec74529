import { CLINIC_SECTION_SCHEMAS, checkClinic, makeClinicFormSchema } from '@scout/domain/clinics/case.schema';
import { CLINIC_FIELDS } from '@scout/domain/clinics/field-labels';
import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { clinicCompleteness } from '@scout/domain/clinics/rules';
import { CLINIC_SECTIONS, type ClinicSectionName } from '@scout/domain/clinics/sections';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import type { StrokeFieldDeclaration, StrokeFieldSource } from '../../stroke/record/fields/declarations.ts';
import {
  asFormSchema,
  cachedPerRecord,
  emptySectionOf,
  type StrokeKind,
  type StrokeRecord,
} from '../../stroke/record/stroke-kind.ts';
import { CLINIC_KIND_NAME, getClinic, saveClinic } from '../api/clinics-api.ts';

/**
 * The TIA / minor stroke clinic (spec 3 §2.10, §3.3, §4.4, §5.4) as a stroke record kind of the VST
 * area: its sections (domain sections.ts), field declarations (field-labels.ts) and rules
 * (checkClinic, clinicCompleteness), its calls and its words. The page is the shared stroke
 * record page.
 */
const tz = () => ({ timeZone: getServiceTimeZone() });

const declarations = CLINIC_FIELDS as Partial<Record<string, readonly StrokeFieldDeclaration[]>>;

/** The clinic's fields and section rules as the shared stroke field system reads them. */
export const CLINIC_FIELD_SOURCE: StrokeFieldSource = {
  area: VST_AREA,
  name: 'VST clinic',
  fields: (section) => declarations[section] ?? [],
  check: (values, add, section) => checkClinic(values, add, [section as ClinicSectionName], tz()),
};

export const CLINIC_KIND: StrokeKind = {
  area: VST_AREA,
  kind: CLINIC_KIND_NAME,
  liveModule: 'clinics',
  label: 'VST clinic',
  sections: CLINIC_SECTIONS,
  fields: CLINIC_FIELD_SOURCE,
  presentation: 'Outpatient',
  attachments: 'clinics',
  formSchema: (names) => asFormSchema(makeClinicFormSchema(names as ClinicSectionName[], tz())),
  emptySection: emptySectionOf(CLINIC_SECTION_SCHEMAS),
  completeness: cachedPerRecord((r: StrokeRecord) =>
    clinicCompleteness(r as unknown as Record<string, unknown>, tz()),
  ),
  recordFields: (r) => ({ callDateTime: r.callDateTime }),
  load: (api, id, signal) => getClinic(api, id, signal) as unknown as Promise<StrokeRecord>,
  save: saveClinic,
  // §2.10 gives the clinic's own two; the referrer and patient use the stroke records' words.
  emptyText: {
    referrerInformation: M.noReferrer,
    patientInformation: M.noPatientInformation,
    clinicalAssessmentDetails: M.noClinicalAssessmentDetails,
    furtherFollowup: M.noFurtherFollowup,
  },
  messages: {
    saved: M.clinicSaved,
    sectionUpdated: M.sectionUpdated,
    closed: M.outpatientCaseClosed,
    deleteFailed: M.deleteClinicFailed,
  },
};
