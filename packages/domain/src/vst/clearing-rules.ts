import { clearedWhen } from '../cases/clearing.ts';
import { includesChoice as has } from './check-context.ts';
import { isImpeded, isPhoneOnly, isVideo, type StrokePatientLike } from './clinical-rules.ts';
import {
  clearedReperfusionTherapies,
  type ReperfusionContext,
  type ReperfusionLike,
} from './management-clearing.ts';
import { OTHER, STROKE_TYPE, YES } from './options.ts';

/**
 * The clearing rules of the VST consult and follow-up (spec 3 §4.2, §5.3): a field the form hides
 * behind an answer is cleared (null, or [] for a checkbox group) whenever that answer does not
 * show it, so stored data never holds a value the user could not see. Each function takes a
 * section's values and returns them with the dependent fields cleared; `clearedVstConsult` runs
 * them all (stroke type reaches into Recommended Management). The web calls them when a parent
 * answer changes, the server on every save. Recommended Management's are management-clearing.ts'
 * (re-exported here).
 */
export * from './management-clearing.ts';

type Maybe<T> = T | null | undefined;
const clear = clearedWhen;

type PatientInformationLike = {
  mandatoryFields?: Maybe<string>;
  reasonMandatoryFieldsNotRequired?: Maybe<string>;
  otherReasonMandatoryFieldsNotRequired?: Maybe<string>;
};

/** Mandatory fields On clears its off-reason; a reason other than Other clears the Other text. */
export function clearedPatientInformation<T extends PatientInformationLike>(p: T): T {
  let v = clear(p, p.mandatoryFields !== 'Off', ['reasonMandatoryFieldsNotRequired']);
  v = clear(v, v.reasonMandatoryFieldsNotRequired !== OTHER, ['otherReasonMandatoryFieldsNotRequired']);
  return v;
}

/** A delay reason other than Other clears the other-delay text. */
export function clearedNeurologistInformation<
  T extends { delayReason?: Maybe<string>; otherDelayReason?: Maybe<string> },
>(n: T): T {
  return clear(n, n.delayReason !== OTHER, ['otherDelayReason']);
}

type ClinicalLike = {
  siteHospitalPreliminaryDiagnosis?: Maybe<string>;
  preliminaryDiagnosisOtherNotes?: Maybe<string>;
  currentComorbidities?: Maybe<readonly string[]>;
  otherComorbidities?: Maybe<string>;
};

/** The Other notes of the preliminary diagnosis and the comorbidities go with their Other. */
export function clearedClinicalPresentation<T extends ClinicalLike>(c: T): T {
  let v = clear(c, c.siteHospitalPreliminaryDiagnosis !== OTHER, ['preliminaryDiagnosisOtherNotes']);
  v = clear(v, !has(v.currentComorbidities, OTHER), ['otherComorbidities']);
  return v;
}

type ImagingLike = {
  haemorrhage?: Maybe<string>;
  haemorrhageVolume?: Maybe<number>;
  ctaPerformed?: Maybe<string>;
  vesselOcclusion?: Maybe<string>;
  occlusionLocationVessels?: Maybe<readonly string[]>;
  ctpPerformed?: Maybe<string>;
  ctpCoreVolume?: Maybe<number>;
  ctpPenumbralVolume?: Maybe<number>;
  ctpMismatchRatio?: Maybe<number>;
  perfusionMapsAvailable?: Maybe<string>;
  localPACSAccessed?: Maybe<string>;
  reasonsForAccessingLocalPACS?: Maybe<readonly string[]>;
  reasonForAccessingLocalPACSOther?: Maybe<string>;
  didImpactTreatmentDecision?: Maybe<string>;
};

/**
 * Imaging (§4.2): haemorrhage Yes shows the volume; CTA Yes shows vessel occlusion, which Yes
 * shows the vessels; CTP Yes shows the volumes, mismatch ratio and maps; local PACS Yes shows the
 * reasons (Other: its text) and whether it changed the treatment decision.
 */
export function clearedImagingDetails<T extends ImagingLike>(i: T): T {
  let v = clear(i, i.haemorrhage !== YES, ['haemorrhageVolume']);
  v = clear(v, v.ctaPerformed !== YES, ['vesselOcclusion']);
  v = clear(v, v.vesselOcclusion !== YES, ['occlusionLocationVessels'], 'list');
  v = clear(v, v.ctpPerformed !== YES, [
    'ctpCoreVolume',
    'ctpPenumbralVolume',
    'ctpMismatchRatio',
    'perfusionMapsAvailable',
  ]);
  v = clear(v, v.localPACSAccessed !== YES, ['reasonsForAccessingLocalPACS'], 'list');
  v = clear(v, v.localPACSAccessed !== YES, ['didImpactTreatmentDecision']);
  v = clear(v, !has(v.reasonsForAccessingLocalPACS, OTHER), ['reasonForAccessingLocalPACSOther']);
  return v;
}

type DiagnosisLike = {
  strokeType?: Maybe<string>;
  diagnosisDetails?: Maybe<string>;
  notStokeDiagnosisDetails?: Maybe<readonly string[]>;
  notStokeDiagnosisDetailsOtherNotes?: Maybe<string>;
};

/** Not Stroke shows the not-stroke diagnoses (Other: its notes); every other type the details text (§5.2). */
export function clearedDiagnosisDetails<T extends DiagnosisLike>(d: T): T {
  const notStroke = d.strokeType === STROKE_TYPE.NotStroke;
  let v = clear(d, notStroke, ['diagnosisDetails']);
  v = clear(v, !notStroke, ['notStokeDiagnosisDetails'], 'list');
  v = clear(v, !has(v.notStokeDiagnosisDetails, OTHER), ['notStokeDiagnosisDetailsOtherNotes']);
  return v;
}

type TechnicalLike = {
  consultType?: Maybe<string>;
  reasonNoVideoConsultation?: Maybe<string>;
  internetType?: Maybe<string>;
  otherInternetTypeNotes?: Maybe<string>;
  technicalSuccess?: Maybe<string>;
  technicalIssues?: Maybe<readonly string[]>;
  technicalIssuesOtherNotes?: Maybe<string>;
};

/**
 * Technical consultation (§4.2): Phone Only shows the reason there was no video, Video the
 * internet type (Other: its notes); Impeded shows the technical issues (Other: its notes).
 */
export function clearedTechnicalConsultation<T extends TechnicalLike>(t: T): T {
  let v = clear(t, !isPhoneOnly(t.consultType), ['reasonNoVideoConsultation']);
  v = clear(v, !isVideo(v.consultType), ['internetType']);
  v = clear(v, v.internetType !== OTHER, ['otherInternetTypeNotes']);
  v = clear(v, !isImpeded(v.technicalSuccess), ['technicalIssues'], 'list');
  v = clear(v, !has(v.technicalIssues, OTHER), ['technicalIssuesOtherNotes']);
  return v;
}

type FollowupLike = {
  seriousAdverseEvent?: Maybe<string>;
  seriousAdverseEventType?: Maybe<string>;
  seriousAdverseEventTypeOtherExplanation?: Maybe<string>;
  seriousAdverseEventDateTime?: Maybe<string>;
};

/** Follow-up (§5.3): the adverse event type and time go with event Yes; the explanation with type Other. */
export function clearedFollowupConsultation<T extends FollowupLike>(f: T): T {
  let v = clear(f, f.seriousAdverseEvent !== YES, ['seriousAdverseEventType', 'seriousAdverseEventDateTime']);
  v = clear(v, v.seriousAdverseEventType !== OTHER, ['seriousAdverseEventTypeOtherExplanation']);
  return v;
}

type ConsultLike = {
  callDateTime?: Maybe<string>;
  patient?: Maybe<StrokePatientLike>;
  patientInformation?: Maybe<PatientInformationLike>;
  neurologistInformation?: Maybe<{ delayReason?: Maybe<string>; otherDelayReason?: Maybe<string> }>;
  clinicalPresentationInformation?: Maybe<ClinicalLike>;
  imagingDetails?: Maybe<ImagingLike>;
  diagnosisDetails?: Maybe<DiagnosisLike>;
  reperfusionTherapiesDetails?: Maybe<ReperfusionLike>;
  technicalConsultationInformation?: Maybe<TechnicalLike>;
};

const mapped = <S>(section: Maybe<S>, fn: (s: S) => S): Maybe<S> => (section ? fn(section) : section);

/**
 * Every clearing rule of the consult at once. Stroke type comes from the diagnosis section;
 * Young Stroke Service is derived only when the consult carries its patient (or `patient` is
 * given). Sections that are absent (null) stay absent.
 */
export function clearedVstConsult<T extends ConsultLike>(
  consult: T,
  options: { doorOutTimeEnabled?: boolean; patient?: Maybe<StrokePatientLike>; timeZone?: string } = {},
): T {
  const ctx: ReperfusionContext = {
    strokeType: consult.diagnosisDetails?.strokeType,
    doorOutTimeEnabled: options.doorOutTimeEnabled ?? true,
    patient: options.patient ?? consult.patient,
    callDateTime: consult.callDateTime,
    timeZone: options.timeZone,
  };
  return {
    ...consult,
    patientInformation: mapped(consult.patientInformation, clearedPatientInformation),
    neurologistInformation: mapped(consult.neurologistInformation, clearedNeurologistInformation),
    clinicalPresentationInformation: mapped(
      consult.clinicalPresentationInformation,
      clearedClinicalPresentation,
    ),
    imagingDetails: mapped(consult.imagingDetails, clearedImagingDetails),
    diagnosisDetails: mapped(consult.diagnosisDetails, clearedDiagnosisDetails),
    reperfusionTherapiesDetails: mapped(consult.reperfusionTherapiesDetails, (r) =>
      clearedReperfusionTherapies(r, ctx),
    ),
    technicalConsultationInformation: mapped(
      consult.technicalConsultationInformation,
      clearedTechnicalConsultation,
    ),
  };
}
