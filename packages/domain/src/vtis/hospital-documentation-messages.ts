import { rangeMessage } from '../cases/plausibility.ts';
import { VTIS_MESSAGES } from './messages.ts';

/**
 * Messages of the VTIS hospital documentation, its discharge summary and the AuSCR export,
 * verbatim from spec 3 (§4.7, §5, §8) where the spec gives them; imported by the server, the web
 * and the tests. The VTIS texts (VTIS_MESSAGES, which spread the stroke services' shared ones)
 * come first: required, requiredFieldsMissing, atLeastOneOption, sectionUpdated, notInFuture,
 * invalidTime, choiceStandsAlone, dischargeSummaryLoading ('Loading Discharge Summary PDF please
 * wait..'), dischargeSummaryFailed ('Error could not load Discharge Summary PDF'),
 * noRecordsForReport ('No records found for this report'). The hospital documentation's own
 * toasts are named here without their prefix. Texts SCOUT had to write itself are marked.
 */
export const HOSPITAL_DOCUMENTATION_MESSAGES = {
  ...VTIS_MESSAGES,

  // Toasts (§8.1, §8.2)
  closed: VTIS_MESSAGES.hospitalDocumentationClosed,
  saveFailed: VTIS_MESSAGES.hospitalDocumentationSaveFailed,
  updateFailed: VTIS_MESSAGES.hospitalDocumentationUpdateFailed,
  completeFailed: VTIS_MESSAGES.hospitalDocumentationCompleteFailed,

  // Not in the spec (chosen for SCOUT)
  /**
   * §5.9: "NIHSS on admission and pre-stroke mRS with range validators (bounds not shown)": the
   * consult's validators (§5.2), with their wording (VTIS_MESSAGES.nihssRange, mrsRange). At
   * discharge mRS 6 (dead) is possible too.
   */
  dischargeMrsRange: 'Please enter a value between 0 to 6 or 99',
  /** Every area's temperature message (cases/plausibility.ts). */
  temperatureRange: rangeMessage('temperature'),
  glucoseRange: 'Please enter a glucose level between 0 and 100 mmol/L',
  icd10Code:
    'Enter an ICD-10-AM code such as I63.9: a capital letter, two digits, then optionally a full stop and one or two digits',
  icd10Duplicate: 'This ICD-10 code is already entered',
  tooManyReadings: (max: number) => `No more than ${max} readings can be recorded`,
  dischargeBeforeAdmission: 'Hospital discharge date cannot be before the hospital admission date',
  strokeAfterDischarge: 'Date of stroke cannot be after the hospital discharge date',
  deathBeforeAdmission: 'Date of death cannot be before the hospital admission date',
  deathAfterDischarge: 'Date of death cannot be after the hospital discharge date',
  deceasedMrs: 'A patient who died during hospital care has a discharge mRS of 6',
  mrsSixNeedsDeceased: 'mRS 6 means the patient died: answer Yes to "Patient deceased during hospital care"',
  deceasedDestination: 'A patient who died during hospital care has the discharge destination Deceased',
  destinationDeceasedNeedsDeceased:
    'Discharge destination Deceased: answer Yes to "Patient deceased during hospital care"',
  /** The recorded readings contradict a No (a Yes is never overwritten, only checked). */
  temperatureFourTimesRecorded: 'Four or more temperatures are recorded in the first 24 hours of admission',
  glucoseFourTimesRecorded: 'Four or more glucose levels are recorded in the first 24 hours of admission',
  feverRecorded: 'A temperature of 37.5 °C or more is recorded within 72 hours of admission',
  highGlucoseRecorded: 'A glucose level above 10 mmol/L is recorded within 48 hours of admission',
  readOnly: 'This hospital documentation is closed and can be changed only by a system administrator.',
  notRequired: 'This VTIS consult does not need hospital documentation.',
  notFound: 'Hospital documentation not found',
  /** Read-only placeholders in the style of §8.3 ("Currently no ... has been saved"). */
  noAdmissionDetails: 'Currently no admission details have been saved.',
  noClinicalInformation: 'Currently no clinical information has been saved.',
  noSecondaryPrevention: 'Currently no secondary prevention and stroke education has been saved.',
  noDischargeInformation: 'Currently no discharge information has been saved.',
} as const;
