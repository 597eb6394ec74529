import type { TimeOrderPair } from '../cases/time-order.ts';
import { statusRevealsEcmoPanels } from './status-options.ts';

type Loose = Partial<Record<string, unknown>> | null | undefined;

const details = (root: Loose) => root?.ecmoDetails as Loose;
/** The ECMO panels show (status On or Off ECMO): hidden panels are neither validated nor cleared. */
const panelsShow = (root: Loose) =>
  statusRevealsEcmoPanels(details(root)?.ecmoStatus as Parameters<typeof statusRevealsEcmoPanels>[0]);
const decannulated = (root: Loose) =>
  panelsShow(root) && (details(root)?.decannulation as Loose)?.hasEcmoStoppedAndDecannulated === true;
const arrest = (root: Loose) =>
  panelsShow(root) && (details(root)?.cardiacArrest as Loose)?.isCardiacArrest === true;

const HOSPITAL_ADMISSION = ['patientHospitalInformation', 'hospitalAdmissionDateTime'];
const ICU_ADMISSION = ['patientHospitalInformation', 'icuAdmissionDateTime'];
const ECMO_START = ['ecmoDetails', 'ecmoStartDate'];
const DECANNULATION = ['ecmoDetails', 'decannulation', 'decannulationDateTime'];
const WEANING_STUDY = ['ecmoDetails', 'weaningStudies', '*', 'dateOfWeaningStudy'];
const CIRCUIT_CHANGE = ['ecmoDetails', 'cannulation', 'circuitChanges', '*', 'dateAndTimeOfCircuitChange'];
const ARREST = ['ecmoDetails', 'cardiacArrest', 'dateAndTimeOfCardiacArrest'];
const ECPR_DECISION = ['ecmoDetails', 'cardiacArrest', 'timeOfDecisionForEcpr'];
const EQUIPMENT_ARRIVED = ['ecmoDetails', 'cardiacArrest', 'timeEquipmentArrived'];
const CANNULATION_START = ['ecmoDetails', 'cardiacArrest', 'cannulationStartTime'];
const ON_SUPPORT = ['ecmoDetails', 'cardiacArrest', 'timeOnSupport'];

const L = {
  hospitalAdmission: 'Hospital admission date/time',
  icuAdmission: 'ICU admission date/time',
  ecmoStart: 'ECMO start date/time',
  decannulation: 'Decannulation date/time',
  weaningStudy: 'Weaning study date/time',
  circuitChange: 'Circuit change date/time',
  arrest: 'Date/time of arrest',
  ecprDecision: 'Decision for ECPR',
  equipmentArrived: 'Equipment arrived',
  cannulationStart: 'Cannulation start',
  onSupport: 'Time on support',
};

const pair = (
  earlier: string[],
  earlierLabel: string,
  later: string[],
  laterLabel: string,
  applies?: (root: Loose) => boolean,
): TimeOrderPair => ({ earlier, earlierLabel, later, laterLabel, ...(applies ? { applies } : {}) });

/**
 * The ECMO case's ordered clinical times (issue 24 item D), over a record shaped like the case
 * (`callDateTime`, `patientHospitalInformation`, `ecmoDetails`). Only orders that hold for every
 * patient are listed: the hospital admission and the ECMO start are not ordered (a patient may be
 * cannulated at another hospital or at the scene before admission), nor are the ICU admission and
 * the ECMO start (ED, cath lab), nor the admissions and the decannulation (which may be at another
 * hospital). The call date/time is not ordered with the clinical times either: cases are entered
 * after the fact, with the call time of the entry. So no pair is split over two sections today;
 * the server still checks any that is (sections.service.ts, `splitPairIssues`).
 */
export const ECMO_TIME_ORDER: readonly TimeOrderPair[] = [
  pair(HOSPITAL_ADMISSION, L.hospitalAdmission, ICU_ADMISSION, L.icuAdmission),
  pair(ECMO_START, L.ecmoStart, DECANNULATION, L.decannulation, decannulated),
  pair(ECMO_START, L.ecmoStart, WEANING_STUDY, L.weaningStudy, panelsShow),
  pair(WEANING_STUDY, L.weaningStudy, DECANNULATION, L.decannulation, decannulated),
  pair(ECMO_START, L.ecmoStart, CIRCUIT_CHANGE, L.circuitChange, panelsShow),
  pair(CIRCUIT_CHANGE, L.circuitChange, DECANNULATION, L.decannulation, decannulated),
  pair(ARREST, L.arrest, ECPR_DECISION, L.ecprDecision, arrest),
  pair(ARREST, L.arrest, EQUIPMENT_ARRIVED, L.equipmentArrived, arrest),
  pair(ARREST, L.arrest, CANNULATION_START, L.cannulationStart, arrest),
  pair(ECPR_DECISION, L.ecprDecision, CANNULATION_START, L.cannulationStart, arrest),
  pair(CANNULATION_START, L.cannulationStart, ON_SUPPORT, L.onSupport, arrest),
  pair(ARREST, L.arrest, ON_SUPPORT, L.onSupport, arrest),
];
