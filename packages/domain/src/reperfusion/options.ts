import { asOptions, type Option } from '../cases/option.ts';

/**
 * Option lists of the reperfusion case register (spec 3 §3.7, §4.6). Conventions as
 * vst/options.ts. The yes/no answers are stroke/options.ts' (re-exported).
 */
export { NO, YES, YES_NO, YES_NO_OPTIONS } from '../vst/options.ts';

/** Imaging follow-up statuses (§3.7, given in full), primary and secondary alike. */
export const IMAGING_FOLLOW_UP_STATUS = {
  NoAdditionalImaging: 'No additional imaging performed',
  YetToBeCompleted: 'Imaging yet to be completed',
  ScansRequested: 'Called and scans have been requested',
  FaxReceived: 'Fax received',
} as const;
export const IMAGING_FOLLOW_UP_STATUS_VALUES = [
  IMAGING_FOLLOW_UP_STATUS.NoAdditionalImaging,
  IMAGING_FOLLOW_UP_STATUS.YetToBeCompleted,
  IMAGING_FOLLOW_UP_STATUS.ScansRequested,
  IMAGING_FOLLOW_UP_STATUS.FaxReceived,
] as const;
export const IMAGING_FOLLOW_UP_STATUSES = asOptions(IMAGING_FOLLOW_UP_STATUS_VALUES);
export type ImagingFollowUpStatus = (typeof IMAGING_FOLLOW_UP_STATUS_VALUES)[number];

/**
 * The anatomic description of a haemorrhage after reperfusion (§3.7: PH1, PH2, PH3; given in full).
 * PH1 and PH2 are the parenchymal haematoma grades of the ECASS classification (PH1: up to 30% of
 * the infarcted area with mild space-occupying effect; PH2: over 30% with substantial
 * space-occupying effect), as the Heidelberg Bleeding Classification keeps them; the spec does not
 * define PH3, so the labels are the codes themselves.
 */
export const ANATOMIC_DESCRIPTION_VALUES = ['PH1', 'PH2', 'PH3'] as const;
export const ANATOMIC_DESCRIPTIONS = asOptions(ANATOMIC_DESCRIPTION_VALUES);
export type AnatomicDescription = (typeof ANATOMIC_DESCRIPTION_VALUES)[number];

/**
 * The director review status of a case (§2.11 Director Review column and filter; §7.3
 * directorReviewStatus). The spec gives the filter but not its values; SCOUT's, from the review
 * chain of §4.6 (the review date can be set only once the imaging is uploaded or the discharge
 * summary received): awaiting that information, ready for review, reviewed.
 */
export const DIRECTOR_REVIEW_STATUS = { Awaiting: 'Awaiting', Ready: 'Ready', Reviewed: 'Reviewed' } as const;
export const DIRECTOR_REVIEW_STATUSES = [
  { value: DIRECTOR_REVIEW_STATUS.Awaiting, label: 'Awaiting imaging or discharge summary' },
  { value: DIRECTOR_REVIEW_STATUS.Ready, label: 'Ready for review' },
  { value: DIRECTOR_REVIEW_STATUS.Reviewed, label: 'Reviewed' },
] as const satisfies readonly Option[];
export const DIRECTOR_REVIEW_STATUS_VALUES = [
  DIRECTOR_REVIEW_STATUS.Awaiting,
  DIRECTOR_REVIEW_STATUS.Ready,
  DIRECTOR_REVIEW_STATUS.Reviewed,
] as const;
export type DirectorReviewStatus = (typeof DIRECTOR_REVIEW_STATUS_VALUES)[number];

/** The colours of the Task Due column (§4.6): green when the task is complete, yellow otherwise. */
export const TASK_DUE_COLOURS = { complete: 'green', pending: 'yellow' } as const;
export type TaskDueColour = (typeof TASK_DUE_COLOURS)[keyof typeof TASK_DUE_COLOURS];
