import { clearedWhen } from '../cases/clearing.ts';
import { DEFAULT_TIME_ZONE } from '../cases/dates.ts';
import { lengthOfStayDays } from './hospital-documentation-dates.ts';
import {
  CLINICAL_YES_DEPENDENTS,
  type Loose,
  showsDateOfDeath,
  showsDischargeDestinationOther,
  showsSmokingCessationAdvice,
  showsTimeOfStroke,
} from './hospital-documentation-rules.ts';

/**
 * The clearing rules of the hospital documentation (spec 3 §4.7): a field the form hides behind
 * an answer is emptied (null) whenever that answer does not show it, so stored data never holds a
 * value the user could not see. The web calls them when a parent answer changes, the server on
 * every save (after validation: what was typed and shown is never changed). The additional risk
 * factor, investigation and referral texts are always shown (they add detail to any choice) and
 * are only required with Other (or Pathology); they are not cleared.
 */

type Section = Record<string, unknown>;

/** Clinical information: time of stroke with accuracy Unknown; every field a Yes shows once it is not Yes. */
export function clearedClinicalInformation<T extends Section>(c: T): T {
  let v = clearedWhen(c, !showsTimeOfStroke(c), ['timeOfStroke'] as (keyof T & string)[]);
  for (const dep of CLINICAL_YES_DEPENDENTS) {
    v = clearedWhen(v, !dep.shows(v), [...dep.required, ...dep.optional] as (keyof T & string)[]);
  }
  return v;
}

/** Secondary prevention: the smoking cessation answer goes when Current smoker is not selected. */
export function clearedSecondaryPrevention<T extends Section>(s: T, clinical: Loose): T {
  return clearedWhen(s, !showsSmokingCessationAdvice(clinical), [
    'didPatientReceiveSmokingCessationAdvice',
  ] as (keyof T & string)[]);
}

/** Discharge information: date of death without a death; the Other destination text without Other. */
export function clearedDischargeInformation<T extends Section>(d: T): T {
  let v = clearedWhen(d, !showsDateOfDeath(d), ['dateOfDeath'] as (keyof T & string)[]);
  v = clearedWhen(v, !showsDischargeDestinationOther(v), ['dischargeDestinationOther'] as (keyof T &
    string)[]);
  return v;
}

type DocumentationLike = {
  admissionDetails?: Section | null;
  clinicalInformation?: Section | null;
  secondaryPrevention?: Section | null;
  dischargeInformation?: Section | null;
};

/**
 * Every clearing rule over the whole documentation (or a save body laid over it), and the length
 * of stay recomputed from the admission and discharge dates (§4.7: a computed, read-only field;
 * whatever a client sends for it is replaced). Sections not present stay as they are.
 */
export function clearedHospitalDocumentation<T extends DocumentationLike>(
  doc: T,
  timeZone: string = DEFAULT_TIME_ZONE,
): T {
  const clinical = doc.clinicalInformation ? clearedClinicalInformation(doc.clinicalInformation) : null;
  const discharge = doc.dischargeInformation ? clearedDischargeInformation(doc.dischargeInformation) : null;
  return {
    ...doc,
    ...(clinical ? { clinicalInformation: clinical } : {}),
    ...(doc.secondaryPrevention
      ? { secondaryPrevention: clearedSecondaryPrevention(doc.secondaryPrevention, clinical) }
      : {}),
    ...(discharge
      ? {
          dischargeInformation: {
            ...discharge,
            lengthOfStay: lengthOfStayDays(
              doc.admissionDetails?.hospitalAdmissionDate,
              discharge.hospitalDischargeDate,
              timeZone,
            ),
          },
        }
      : {}),
  };
}
