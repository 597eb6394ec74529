import { clearedDirectorReview } from './director-review.schema.ts';
import { clearedReperfusionDischargeSummary, clearedReperfusionImagingDetails } from './follow-up.schema.ts';
import { clearedReperfusionPatientInformation } from './triage.schema.ts';

/**
 * The reperfusion case's clearing rules (spec 3 §4.6), as vst/clearing-rules.ts describes them;
 * each section's is beside its schema. Whether the Imaging Follow-up and Discharge Summary sections
 * show is decided by the consult (register.ts), not by an answer here, so a hidden section is kept
 * as saved (it shows again if the consult changes back) and never cleared by these rules.
 */
export {
  clearedDirectorReview,
  clearedReperfusionDischargeSummary,
  clearedReperfusionImagingDetails,
  clearedReperfusionPatientInformation,
};

type Maybe<T> = T | null | undefined;
type CaseLike = {
  patientInformation?: Maybe<Parameters<typeof clearedReperfusionPatientInformation>[0]>;
  imagingDetails?: Maybe<Parameters<typeof clearedReperfusionImagingDetails>[0]>;
  reperfusionCaseDischargeSummary?: Maybe<Parameters<typeof clearedReperfusionDischargeSummary>[0]>;
  reperfusionCaseDirectorReview?: Maybe<Parameters<typeof clearedDirectorReview>[0]>;
};

const mapped = <S>(section: Maybe<S>, fn: (s: S) => S): Maybe<S> => (section ? fn(section) : section);

/**
 * Every clearing rule of the case at once; absent sections stay absent. The director review is
 * cleared after the sections it reads (imaging uploaded, discharge summary received).
 */
export function clearedReperfusionCase<T extends CaseLike>(c: T): T {
  const imagingDetails = mapped(c.imagingDetails, clearedReperfusionImagingDetails);
  const reperfusionCaseDischargeSummary = mapped(
    c.reperfusionCaseDischargeSummary,
    clearedReperfusionDischargeSummary,
  );
  const inputs = {
    imagingUploadedToCase: imagingDetails?.imagingUploadedToCase,
    dischargeSummaryReceived: reperfusionCaseDischargeSummary?.dischargeSummaryReceived,
  };
  return {
    ...c,
    patientInformation: mapped(c.patientInformation, clearedReperfusionPatientInformation),
    imagingDetails,
    reperfusionCaseDischargeSummary,
    reperfusionCaseDirectorReview: mapped(c.reperfusionCaseDirectorReview, (r) =>
      clearedDirectorReview(r, inputs),
    ),
  };
}
