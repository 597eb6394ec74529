import { addDays, DEFAULT_TIME_ZONE, formatDate, localDateOf } from '../cases/dates.ts';
import { REPERFUSION_LIMITS as L } from './limits.ts';
import { IMAGING_FOLLOW_UP_STATUS, TASK_DUE_COLOURS, type TaskDueColour } from './options.ts';

/**
 * The imaging follow-up due dates and the dashboard's Task Due column (spec 3 §4.6, §9), in
 * calendar days of the service's time zone (Australia/Melbourne by default): the call's day is
 * the day on the Melbourne wall clock, whatever the UTC date, and adding days never meets a
 * daylight-saving hour. Dates are YYYY-MM-DD.
 */

type Maybe<T> = T | null | undefined;

/** 0 Sunday to 6 Saturday, of a YYYY-MM-DD day. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A day falling on a weekend moves to the Monday after: Saturday + 2, Sunday + 1 (§4.6). */
export function weekendAdjusted(date: string): string {
  const day = dayOfWeek(date);
  if (day === 6) return addDays(date, 2);
  if (day === 0) return addDays(date, 1);
  return date;
}

/** Primary imaging follow-up due (§4.6): the call's day + 3 days, weekend-adjusted; null without a call. */
export function primaryImagingFollowUpDue(
  callDateTime: Maybe<string>,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const callDay = callDateTime ? localDateOf(callDateTime, timeZone) : null;
  return callDay ? weekendAdjusted(addDays(callDay, L.imagingFollowUpDays)) : null;
}

/** Secondary imaging follow-up due (§4.6): the primary due date + 2 days, weekend-adjusted. */
export function secondaryImagingFollowUpDue(primaryDue: string): string {
  return weekendAdjusted(addDays(primaryDue, L.secondaryImagingFollowUpDays));
}

/** True when the primary status asks for a secondary follow-up (§4.6: "Imaging yet to be completed"). */
export const needsSecondaryFollowUp = (primaryStatus: unknown): boolean =>
  primaryStatus === IMAGING_FOLLOW_UP_STATUS.YetToBeCompleted;

/**
 * The due date in force (§4.6): the secondary due date while the primary status is "Imaging yet
 * to be completed", the primary due date otherwise.
 */
export function imagingFollowUpDue(
  callDateTime: Maybe<string>,
  primaryStatus: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const primary = primaryImagingFollowUpDue(callDateTime, timeZone);
  if (primary === null) return null;
  return needsSecondaryFollowUp(primaryStatus) ? secondaryImagingFollowUpDue(primary) : primary;
}

/** What the row carries for its Task Due (§3.7 list row). */
export interface TaskDueRow {
  callDateTime: string;
  patientRequiresImagingFollowUp: boolean;
  primaryImagingFollowUpStatus: Maybe<string>;
  taskDueComplete: boolean;
}

export type TaskDue =
  | { kind: 'notApplicable'; text: 'N/A' }
  | { kind: 'due'; date: string; text: string; complete: boolean; colour: TaskDueColour };

/**
 * The Task Due cell (§4.6): "N/A" when the case needs no imaging follow-up; otherwise the due
 * date in force (DD/MM/YYYY), green when the task is complete (taskDueComplete), yellow otherwise.
 */
export function taskDue(row: TaskDueRow, timeZone: string = DEFAULT_TIME_ZONE): TaskDue {
  const date = row.patientRequiresImagingFollowUp
    ? imagingFollowUpDue(row.callDateTime, row.primaryImagingFollowUpStatus, timeZone)
    : null;
  if (date === null) return { kind: 'notApplicable', text: 'N/A' };
  const complete = row.taskDueComplete;
  return {
    kind: 'due',
    date,
    text: formatDate(date),
    complete,
    colour: complete ? TASK_DUE_COLOURS.complete : TASK_DUE_COLOURS.pending,
  };
}

type ImagingLike = { primaryImagingFollowUpStatus?: unknown; secondaryImagingFollowUpStatus?: unknown };

const DONE: readonly unknown[] = [
  IMAGING_FOLLOW_UP_STATUS.FaxReceived,
  IMAGING_FOLLOW_UP_STATUS.NoAdditionalImaging,
];

/**
 * The row's taskDueComplete (§3.7). The spec gives the flag, not when it is set; SCOUT's rule: the
 * follow-up of the due date in force is done when its status says the images are in ("Fax
 * received") or that there are none to get ("No additional imaging performed"). While the primary
 * status is "Imaging yet to be completed" that is the secondary status; "Called and scans have
 * been requested" is still waiting.
 */
export function isImagingFollowUpComplete(imaging: Maybe<ImagingLike>): boolean {
  const primary = imaging?.primaryImagingFollowUpStatus;
  const status = needsSecondaryFollowUp(primary) ? imaging?.secondaryImagingFollowUpStatus : primary;
  return DONE.includes(status);
}
