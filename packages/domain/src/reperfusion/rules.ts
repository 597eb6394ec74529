import type { Loose } from '../stroke/rule-helpers.ts';
import { directorReviewStatus } from './director-review.schema.ts';
import { requiresImagingFollowUp } from './register.ts';
import { isImagingFollowUpComplete } from './task-due.ts';

/**
 * Rules of the reperfusion register (spec 3 §2.11, §4.6, §4.9, §6), used by the web and the server
 * alike: which consults are cases and which sections show (register.ts), the Task Due dates
 * (task-due.ts), the clearing rules (clearing-rules.ts) and the director review chain
 * (director-review.schema.ts), with the case's dashboard flags below.
 *
 * Access (§6): the register is open to VST users (access/rules.ts `canAccessReperfusionCases`),
 * saves and note edits need edit rights (`canEditVst`; Read users cannot edit notes), and the
 * Export Data button the VST export permission (`canExportVstData`), all re-exported.
 */
export {
  canAccessReperfusionCases,
  canEditVst as canEditReperfusionCases,
  canExportVstData as canExportReperfusionCases,
} from '../access/rules.ts';
export * from './clearing-rules.ts';
export {
  directorReviewRequiredFields,
  directorReviewStatus,
  directorReviewVisibility,
} from './director-review.schema.ts';
export * from './patient-notes.ts';
export * from './register.ts';
export * from './task-due.ts';
export { showsTriageConfirmedBy, showsTriageFields } from './triage.schema.ts';

/**
 * The dashboard flags of a case (§3.7 list row), from the consult's Recommended Management and the
 * register's sections: whether it needs imaging follow-up, whether that task is complete, and the
 * director review status.
 */
export function reperfusionRowFlags(reperfusionCase: Loose) {
  const imaging = reperfusionCase?.imagingDetails as Loose;
  const summary = reperfusionCase?.reperfusionCaseDischargeSummary as Loose;
  const status = imaging?.primaryImagingFollowUpStatus;
  return {
    patientRequiresImagingFollowUp: requiresImagingFollowUp(
      reperfusionCase?.reperfusionTherapiesDetails as Loose,
    ),
    taskDueComplete: isImagingFollowUpComplete(imaging),
    primaryImagingFollowUpStatus: typeof status === 'string' ? status : null,
    directorReview: directorReviewStatus(reperfusionCase?.reperfusionCaseDirectorReview as Loose, {
      imagingUploadedToCase: imaging?.imagingUploadedToCase,
      dischargeSummaryReceived: summary?.dischargeSummaryReceived,
    }),
  };
}
