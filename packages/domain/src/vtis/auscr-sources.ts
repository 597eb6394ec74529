/**
 * What the AuSCR export's variables were checked against (issue 13 item 8: "columns and codes
 * following the registry's published AuSCR Data Dictionary (version 7.0, June 2021)").
 *
 * Only the front matter of version 7.0 was available (title page; the list of updates from
 * version 6.1, which numbers a few new variables: 6.211 to 6.221, 7.451, 7.531 to 7.536, 7.591),
 * so the variables' numbers and answer codes of version 7.0 could not be read. The variable names
 * were checked against the contents pages of earlier editions (version 4.2 of 2017, and the
 * Victorian Stroke Telemedicine edition 3.1 of 2015, whose contents list variables by name;
 * whether 7.0 renamed any could not be checked) and against the registry's own pages. Each column
 * says which of these confirms its variable (`confirmedIn`): a source that `confirms: 'name'` lists
 * the variable under that name; one that `confirms: 'topic'` shows that the registry collects it
 * (the FeSS module's swallow, fever and glucose items, mobilisation, death, ICD-10 codes) without
 * naming it, and the column's name is SCOUT's wording. A column no source confirms says so
 * (`confirmedIn: null`): its name is SCOUT's wording of the spec's field (§3.6).
 */
export const AUSCR_SOURCES = {
  dd70: {
    title: 'AuSCR Data Dictionary, version 7.0, June 2021 (title page and list of updates only)',
    confirms: 'name',
    url: 'https://vdocuments.site/auscr-data-dictionary.html',
  },
  dd42: {
    title: 'AuSCR Data Dictionary, version 4.2, May 2017 (contents: variable names)',
    confirms: 'name',
    url: 'http://careersdocbox.com/Nursing/77607891-Auscr-data-dictionary.html',
  },
  vicVst31: {
    title:
      'AuSCR Data Dictionary VIC-VST (Victorian Stroke Telemedicine), version 3.1, November 2015 (contents)',
    confirms: 'name',
    url: 'http://careersdocbox.com/Nursing/94913283-Data-dictionary-data-information-how-to-collect-and-enter-data-victoria-vst-victorian-stroke-telemedicine-november-2015-version-3.html',
  },
  variablesPage: {
    title:
      'AuSCR, "Variables" (what the registry collects in hospital: type of stroke, complications, living arrangements after discharge)',
    confirms: 'topic',
    url: 'http://www.auscr.com.au/auscr/variables/',
  },
  fessModule: {
    title:
      'AuSCR, "Additional Modules": the Fever, Sugar, Swallow (FeSS) module (8 swallow + 6 fever and glucose variables)',
    confirms: 'topic',
    url: 'https://auscr.com.au/additional-modules/',
  },
  faqAcuteDataEntry: {
    title:
      'AuSCR, Hospital User FAQs, "Acute data entry" (mobilisation details, ICD-10 codes, patient death)',
    confirms: 'topic',
    url: 'https://auscr.com.au/resources-for-hospitals/faqs/faqs-acute-data-entry-2/',
  },
  faqIndex: {
    title:
      'AuSCR, Hospital User FAQs (topics, among them "July 2020 changes to hyperacute aspirin variables")',
    confirms: 'topic',
    url: 'https://auscr.com.au/resources-for-hospitals/faqs/',
  },
  dataEntryChecklist: {
    title: 'AuSCR data entry checklist (discharge information such as date of discharge)',
    confirms: 'topic',
    url: 'https://mwitty.com/content.php?id=5739734',
  },
} as const satisfies Record<string, { title: string; confirms: 'name' | 'topic'; url: string }>;
export type AuscrSourceKey = keyof typeof AUSCR_SOURCES;

/**
 * Registry variables SCOUT has no field for: the export leaves them to the registry (or the
 * hospital's own AuSCR entry). `number` is version 7.0's where its list of updates gives one.
 */
export const AUSCR_VARIABLES_WITHOUT_SOURCE: readonly {
  variable: string;
  number: string | null;
  confirmedIn: AuscrSourceKey;
  why: string;
}[] = [
  {
    variable: 'Hospital ID',
    number: null,
    confirmedIn: 'dd42',
    why: 'SCOUT identifies hospitals by its own id; it holds no HPI-O or AuSCR hospital id.',
  },
  {
    variable: 'Auditor name',
    number: null,
    confirmedIn: 'dd42',
    why: 'The person entering the registry record.',
  },
  {
    variable: 'Patient Record ID Number',
    number: null,
    confirmedIn: 'dd42',
    why: 'Assigned by the registry; the export carries SCOUT’s study ID to match rows back.',
  },
  {
    variable: 'Statistical linkage key',
    number: null,
    confirmedIn: 'dd42',
    why: 'Not derived by SCOUT (a linkage key is built from name, date of birth and sex, which are exported).',
  },
  {
    variable: 'Individual Healthcare Identifier (IHI)',
    number: null,
    confirmedIn: 'vicVst31',
    why: 'SCOUT does not hold IHIs.',
  },
  { variable: 'Phone number', number: null, confirmedIn: 'dd42', why: 'SCOUT holds the mobile number only.' },
  { variable: 'Address type', number: null, confirmedIn: 'dd42', why: 'Not recorded.' },
  {
    variable: 'Alternate contact details; Relationship to participant',
    number: null,
    confirmedIn: 'dd42',
    why: 'SCOUT records one contact, the next of kin (exported as the emergency contact).',
  },
  {
    variable: 'General practitioner (GP) contact',
    number: null,
    confirmedIn: 'vicVst31',
    why: 'Not recorded.',
  },
  {
    variable: 'Direct admission to hospital (bypass ED)',
    number: null,
    confirmedIn: 'dd42',
    why: 'Not recorded (the ED arrival date and time are exported when the consult has them).',
  },
  { variable: 'What was the reason for transfer?', number: null, confirmedIn: 'dd42', why: 'Not recorded.' },
  { variable: 'Was this brain scan diagnostic?', number: '7.451', confirmedIn: 'dd70', why: 'Not recorded.' },
  {
    variable:
      'Advanced imaging during subsequent scan (CT angiography, CT perfusion, DWI, MR angiography, PWI, No)',
    number: '7.531 to 7.536',
    confirmedIn: 'dd70',
    why: 'SCOUT keeps the consult’s imaging as free text (imagingResults).',
  },
  {
    variable: 'Type/cause of stroke: mechanism (paediatric program)',
    number: '7.591',
    confirmedIn: 'dd70',
    why: 'Paediatric program variable; the VTIS consult’s causeOfStroke is not the same classification.',
  },
  {
    variable:
      'History of known risk factors: cardiac disease, anaemia, infection, other (paediatric program)',
    number: '6.211 to 6.213, 6.221',
    confirmedIn: 'dd70',
    why: 'Paediatric program variables; SCOUT’s adult risk factor list is exported as one column.',
  },
  {
    variable: 'Post-discharge follow-up (90 to 180 days: survival, residence, mRS, quality of life)',
    number: null,
    confirmedIn: 'variablesPage',
    why: 'Collected by the AuSCR office, not by the hospital.',
  },
];

/**
 * Hospital documentation fields (§3.6) no registry variable was found for: kept in SCOUT (the
 * form, the discharge summary), not exported. The readings back up the fever and glucose answers,
 * which are exported; the length of stay is the registry's to derive from the two dates.
 */
export const HOSPITAL_DOCUMENTATION_FIELDS_NOT_EXPORTED: readonly { field: string; why: string }[] = [
  { field: 'clinicalInformation.didPatientPassSwallowScreen', why: 'No registry variable found.' },
  {
    field: 'clinicalInformation.temperatureReadings',
    why: 'Backs up the fever answers, which are exported.',
  },
  {
    field: 'clinicalInformation.fingerPrickGlucoseReadings',
    why: 'Backs up the glucose answers, which are exported.',
  },
  {
    field: 'dischargeInformation.lengthOfStay',
    why: 'Derived from the admission and discharge dates, both exported.',
  },
  {
    field: 'dischargeInformation.followUpInvestigationsArranged',
    why: 'Discharge plan: no registry variable found.',
  },
  { field: 'dischargeInformation.additionalFollowUpInvestigationsArranged', why: 'As above.' },
  {
    field: 'dischargeInformation.followUpReferralsArranged',
    why: 'Discharge plan: no registry variable found.',
  },
  { field: 'dischargeInformation.additionalFollowUpReferralsArranged', why: 'As above.' },
  {
    field: 'dischargeInformation.equipmentRequiredForHome',
    why: 'Discharge plan: no registry variable found.',
  },
  {
    field: 'dischargeInformation.ongoingTherapyRequired',
    why: 'Discharge plan: no registry variable found.',
  },
  { field: 'dischargeInformation.drivingRestrictions', why: 'Discharge plan: no registry variable found.' },
];
