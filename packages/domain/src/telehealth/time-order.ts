import type { TimeOrderPair } from '../cases/time-order.ts';

/**
 * The Telehealth case's ordered clinical times (issue 24, as ECMO_TIME_ORDER), over a record
 * shaped like the case: the patient is admitted to hospital before (or when) they reach critical
 * care. Labels are the form's own, so the message names both fields as the user sees them. The
 * consultation and call times are not ordered with the admissions: cases are entered after the
 * fact, and a patient may be referred before admission.
 */
export const TELEHEALTH_TIME_ORDER: readonly TimeOrderPair[] = [
  {
    earlier: ['patientInformation', 'dateOfAdmissionHospital'],
    earlierLabel: 'Date of admission to hospital',
    later: ['patientInformation', 'dateOfAdmissionCriticalCare'],
    laterLabel: 'Date of admission to critical care',
  },
];
