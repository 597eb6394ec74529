import { clearedWhen } from '../cases/clearing.ts';
import { includesChoice as has } from '../stroke/rule-helpers.ts';
import {
  derivedDiagnosisRevised,
  showsAdverseEventType,
  showsCauseOfStroke,
  showsCauseOfStrokeKnown,
  showsCauseOfStrokeOtherNotes,
  showsDiagnosisDetailsText,
  showsFollowUpInvestigationsOther,
  showsFollowUpReferralsOther,
  showsFollowupNotStrokeDiagnoses,
  showsManagementRecommendationsOther,
  showsMedicationChangeDetails,
  showsNotStrokeDiagnoses,
  showsNotStrokeOtherNotes,
  showsStrokeOnsetDetails,
  showsStrokeOnsetTime,
  showsTestCancelledDetails,
  showsThrombolysisDetails,
} from './clinical-rules.ts';
import { asclLanguageName, saccCountryName } from './country-language.ts';
import { OTHER } from './options.ts';

/**
 * The clearing rules of the VTIS consult and follow-up (spec 3 §4.3): a field the form hides behind
 * an answer is cleared (null, or [] for a checkbox group) whenever the rule of clinical-rules.ts no
 * longer shows it, so stored data never holds a value the user could not see; and the values the
 * form sets itself are set here too (diagnosisRevised, §4.3; the names of the picked country and
 * language). Each function takes a section's values and returns them cleared; `clearedVtisConsult`
 * and `clearedVtisFollowup` run them all. The web calls them when an answer changes, the server on
 * every save.
 */
type Maybe<T> = T | null | undefined;
type Values = Record<string, unknown>;

/** cases/clearing.ts' `clearedWhen` over sections read by name. */
const clear = <T extends Values>(values: T, hidden: boolean, fields: readonly string[], empty?: 'list') =>
  clearedWhen(values, hidden, fields as readonly (keyof T & string)[], empty);

/** The country and language names are those of the picked codes (the form shows the name of the code it holds). */
export function clearedVtisPatientInformation<T extends Values>(p: T): T {
  return {
    ...p,
    countryOfBirth: saccCountryName(p.countryOfBirthCode),
    spokenLanguage: asclLanguageName(p.spokenLanguageCode),
  };
}

/**
 * Patient history (§4.3): onset known Yes shows its date, accuracy and time (Time unknown hides the
 * time); thrombolysis Yes shows its date, time and adverse-event question, whose Yes shows the type.
 */
export function clearedPatientHistory<T extends Values>(h: T): T {
  let v = clear(h, !showsStrokeOnsetDetails(h.strokeOnsetKnown), ['strokeOnsetDate', 'timeAccuracy']);
  v = clear(v, !showsStrokeOnsetTime(v.strokeOnsetKnown, v.timeAccuracy), ['strokeOnsetTime']);
  v = clear(v, !showsThrombolysisDetails(v.intravenousThrombolysisReceived), [
    'dateOfThrombolysis',
    'timeOfThrombolysis',
    'thrombolysisRelatedAdverseEvent',
  ]);
  return clear(
    v,
    !showsAdverseEventType(v.intravenousThrombolysisReceived, v.thrombolysisRelatedAdverseEvent),
    ['adverseEventType'],
  );
}

/**
 * Diagnosis (§4.3): NotStroke shows the not-stroke diagnoses (Other: the notes), the other types the
 * details text; Ischaemic, Haemorrhagic and TIA the cause chain. diagnosisRevised is set from the
 * stroke type and the working diagnosis before the consult, both ways (`derivedDiagnosisRevised`).
 */
export function clearedVtisDiagnosisDetails<T extends Values>(
  d: T,
  workingDiagnosisBeforeConsult: unknown,
): T {
  const type = d.strokeType;
  let v = clear(d, !showsNotStrokeDiagnoses(type), ['notStrokeDiagnosisDetails'], 'list');
  v = clear(v, !showsNotStrokeOtherNotes(type, v.notStrokeDiagnosisDetails), [
    'notStrokeDiagnosisDetailsOtherNotes',
  ]);
  v = clear(v, !showsDiagnosisDetailsText(type), ['diagnosisDetails']);
  v = clear(v, !showsCauseOfStrokeKnown(type), ['causeOfStrokeKnown']);
  v = clear(v, !showsCauseOfStroke(type, v.causeOfStrokeKnown), ['causeOfStroke']);
  v = clear(v, !showsCauseOfStrokeOtherNotes(type, v.causeOfStrokeKnown, v.causeOfStroke), [
    'causeOfStrokeOtherNotes',
  ]);
  return { ...v, diagnosisRevised: derivedDiagnosisRevised(type, workingDiagnosisBeforeConsult) };
}

/** Recommended management (§5.5): each Other / Pathology text and each Yes's details go with their answer. */
export function clearedRecommendedManagement<T extends Values>(m: T): T {
  let v = clear(m, !showsManagementRecommendationsOther(m.managementRecommendations), [
    'managementRecommendationsOther',
  ]);
  v = clear(v, !showsFollowUpInvestigationsOther(v.followUpInvestigationsArranged), [
    'followUpInvestigationsArrangedOther',
  ]);
  v = clear(v, !showsFollowUpReferralsOther(v.followUpReferralsArranged), ['followUpReferralsArrangedOther']);
  v = clear(v, !showsTestCancelledDetails(v.testCancelled), ['testCancelledDetails']);
  return clear(v, !showsMedicationChangeDetails(v.recommendedChangesInMedications), [
    'recommendedChangesInMedicationsDetails',
  ]);
}

const INITIAL = 'workingDiagnosisFromInitialVtisConsult';
const AFTER = 'workingDiagnosisAfterFollowupVtisConsult';

/**
 * Follow-up consultation (§4.3): a working diagnosis NotStroke shows its not-stroke diagnoses (Other:
 * their details); after the follow-up, any other diagnosis shows the details text instead.
 */
export function clearedFollowupConsultation<T extends Values>(f: T): T {
  let v = f;
  for (const prefix of [INITIAL, AFTER]) {
    const notStroke = showsFollowupNotStrokeDiagnoses(v[prefix]);
    v = clear(v, !notStroke, [`${prefix}NotStrokeDiagnosis`], 'list');
    v = clear(v, !notStroke || !has(v[`${prefix}NotStrokeDiagnosis`], OTHER), [
      `${prefix}NotStrokeDiagnosisOtherDetails`,
    ]);
  }
  return clear(v, showsFollowupNotStrokeDiagnoses(v[AFTER]), [`${AFTER}Details`]);
}

const mapped = <S>(section: Maybe<S>, fn: (s: S) => S): Maybe<S> => (section ? fn(section) : section);

type ConsultLike = {
  patientInformation?: Maybe<Values>;
  patientHistory?: Maybe<Values>;
  diagnosisDetails?: Maybe<Values>;
  recommendedManagement?: Maybe<Values>;
};

/**
 * Every clearing rule of the consult at once; diagnosisRevised reads the working diagnosis of the
 * patient history, so saving either section keeps it right. Absent (null) sections stay absent.
 */
export function clearedVtisConsult<T extends ConsultLike>(consult: T): T {
  const working = consult.patientHistory?.workingDiagnosisBeforeConsult;
  return {
    ...consult,
    patientInformation: mapped(consult.patientInformation, clearedVtisPatientInformation),
    patientHistory: mapped(consult.patientHistory, clearedPatientHistory),
    diagnosisDetails: mapped(consult.diagnosisDetails, (d) => clearedVtisDiagnosisDetails(d, working)),
    recommendedManagement: mapped(consult.recommendedManagement, clearedRecommendedManagement),
  };
}

/** Every clearing rule of the follow-up at once. */
export function clearedVtisFollowup<T extends { followupConsultationInformation?: Maybe<Values> }>(
  followup: T,
): T {
  return {
    ...followup,
    followupConsultationInformation: mapped(
      followup.followupConsultationInformation,
      clearedFollowupConsultation,
    ),
  };
}
