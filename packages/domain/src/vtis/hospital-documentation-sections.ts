/**
 * The sections of the VTIS hospital documentation form (spec 3 §2.9, §2.3 row click
 * /vst/vtishospitaldocumentation/{consultId}/admission-details), in form order: the route
 * segment (`key`), the side-menu `label`, the '{Section}' of "{Section} section has been updated"
 * (`title`, §8.2) and the property a save names in `sectionsToUpdate` (`data`, §3.6). Discharge
 * Information carries Save and Close (§2.9, §4.7).
 */
export const HOSPITAL_DOCUMENTATION_SECTIONS = [
  {
    key: 'admission-details',
    label: 'Admission Details',
    title: 'Admission Details',
    data: 'admissionDetails',
  },
  {
    key: 'clinical-information',
    label: 'Clinical Information',
    title: 'Clinical Information',
    data: 'clinicalInformation',
  },
  {
    key: 'secondary-prevention',
    label: 'Secondary Prevention & Stroke Education',
    title: 'Secondary Prevention & Stroke Education',
    data: 'secondaryPrevention',
  },
  {
    key: 'discharge-information',
    label: 'Discharge Information',
    title: 'Discharge Information',
    data: 'dischargeInformation',
  },
] as const;
export type HospitalDocumentationSectionKey = (typeof HOSPITAL_DOCUMENTATION_SECTIONS)[number]['key'];

/** What `sectionsToUpdate` may name on a hospital documentation save, in form order. */
export const HOSPITAL_DOCUMENTATION_SECTION_NAMES = [
  'admissionDetails',
  'clinicalInformation',
  'secondaryPrevention',
  'dischargeInformation',
] as const satisfies readonly (typeof HOSPITAL_DOCUMENTATION_SECTIONS)[number]['data'][];
export type HospitalDocumentationSectionName = (typeof HOSPITAL_DOCUMENTATION_SECTION_NAMES)[number];

/** The route segment a bare /vst/vtishospitaldocumentation/{consultId} opens (§2.3). */
export const HOSPITAL_DOCUMENTATION_FIRST_SECTION: HospitalDocumentationSectionKey = 'admission-details';
