import { clearedWhen as clear } from '../cases/clearing.ts';
import { includesChoice as has } from '../stroke/rule-helpers.ts';
import { OTHER, YES } from './options.ts';

/**
 * The clinic's clearing rules (spec 3 §4.4), as vst/clearing-rules.ts describes them: a field the
 * form hides behind an answer is cleared whenever that answer does not show it. §4.4 names the
 * change that hides each one (therapy "No", Other removed, review "No"); SCOUT clears on any answer
 * other than the one that shows the field (a blank answer shows nothing either). The web calls them
 * when a parent answer changes, the server on every save.
 */

type Maybe<T> = T | null | undefined;

type ClinicalAssessmentLike = {
  reperfusionTherapyReceived?: Maybe<string>;
  reperfusionTherapy?: Maybe<readonly string[]>;
  investigationsPerformed?: Maybe<readonly string[]>;
  investigationsPerformedOther?: Maybe<string>;
};

/** Reperfusion therapy not Yes clears the therapy list; Other removed from the investigations clears its text. */
export function clearedClinicalAssessmentDetails<T extends ClinicalAssessmentLike>(c: T): T {
  const v = clear(c, c.reperfusionTherapyReceived !== YES, ['reperfusionTherapy'], 'list');
  return clear(v, !has(v.investigationsPerformed, OTHER), ['investigationsPerformedOther']);
}

type FurtherFollowupLike = {
  furtherClinicReviewRequired?: Maybe<string>;
  nextClinicReviewTiming?: Maybe<string>;
};

/** A further clinic review not required (not Yes) clears its timing. */
export function clearedFurtherFollowup<T extends FurtherFollowupLike>(f: T): T {
  return clear(f, f.furtherClinicReviewRequired !== YES, ['nextClinicReviewTiming']);
}

type ClinicLike = {
  clinicalAssessmentDetails?: Maybe<ClinicalAssessmentLike>;
  furtherFollowup?: Maybe<FurtherFollowupLike>;
};

/** Every clearing rule of the clinic at once; absent (null) sections stay absent. */
export function clearedClinic<T extends ClinicLike>(clinic: T): T {
  const assessment = clinic.clinicalAssessmentDetails;
  const followup = clinic.furtherFollowup;
  return {
    ...clinic,
    clinicalAssessmentDetails: assessment ? clearedClinicalAssessmentDetails(assessment) : assessment,
    furtherFollowup: followup ? clearedFurtherFollowup(followup) : followup,
  };
}
