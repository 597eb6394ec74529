import { checkVtisConsult } from '@scout/domain/vtis/case.schema';
import { VTIS_CONSULT_FIELDS, VTIS_FOLLOWUP_FIELDS } from '@scout/domain/vtis/field-labels';
import { checkVtisFollowup } from '@scout/domain/vtis/followup.schema';
import { checkHospitalDocumentation } from '@scout/domain/vtis/hospital-documentation-checks';
import { HOSPITAL_DOCUMENTATION_FIELDS } from '@scout/domain/vtis/hospital-documentation-labels';
import type { HospitalDocumentationSectionName } from '@scout/domain/vtis/hospital-documentation-sections';
import type { VtisConsultSectionName, VtisFollowupSectionName } from '@scout/domain/vtis/sections';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import type { StrokeFieldDeclaration, StrokeFieldSource } from '../../stroke/record/fields/declarations.ts';
import { VTIS_AREA } from '../api/vtis-api.ts';
import { CountryField, LanguageField } from './country-language-select.tsx';
import { ComputedField, PhoneField, ReadingsField } from './vtis-field-kinds.tsx';

/**
 * The VTIS records' field declarations (domain field-labels.ts, hospital-documentation-labels.ts)
 * and section rules (checkVtisConsult, checkVtisFollowup, checkHospitalDocumentation) as the shared
 * stroke field system reads them: one source per record kind, with VTIS's own field kinds (country
 * and language searched from the SACC and ASCL lists, phone, timed readings, computed).
 */
type Declarations = Partial<Record<string, readonly StrokeFieldDeclaration[]>>;

const options = () => ({ timeZone: getServiceTimeZone() });

const KINDS = {
  country: CountryField,
  language: LanguageField,
  phone: PhoneField,
  readings: ReadingsField,
  computed: ComputedField,
};

const source = (
  name: string,
  fields: Declarations,
  check: StrokeFieldSource['check'],
): StrokeFieldSource => ({
  area: VTIS_AREA,
  name,
  fields: (section) => fields[section] ?? [],
  check,
  kinds: KINDS,
  listKinds: ['readings'],
});

export const VTIS_CONSULT_FIELD_SOURCE = source(
  'VTIS consult',
  VTIS_CONSULT_FIELDS as unknown as Declarations,
  (values, add, section) => checkVtisConsult(values, add, [section as VtisConsultSectionName], options()),
);

export const VTIS_FOLLOWUP_FIELD_SOURCE = source(
  'VTIS follow-up',
  VTIS_FOLLOWUP_FIELDS as unknown as Declarations,
  (values, add, section) => checkVtisFollowup(values, add, [section as VtisFollowupSectionName], options()),
);

export const HOSPITAL_DOCUMENTATION_FIELD_SOURCE = source(
  'VTIS hospital documentation',
  HOSPITAL_DOCUMENTATION_FIELDS as unknown as Declarations,
  (values, add, section) =>
    checkHospitalDocumentation(values, add, [section as HospitalDocumentationSectionName], options()),
);
