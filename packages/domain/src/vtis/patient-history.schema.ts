import { z } from 'zod';
import { pastDateError } from '../cases/dates.ts';
import { type AddIssue, optionalDate, optionalEnum, optionalText, requireWhen } from '../cases/fields.ts';
import { todayIn } from '../patients/dates.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import { isTimeOfDay, isWallClockInFuture, optionalTimeOfDay, wallClockKey } from '../stroke/time-of-day.ts';
import type { VtisCheckContext } from './check-context.ts';
import {
  showsAdverseEventType,
  showsStrokeOnsetDetails,
  showsStrokeOnsetTime,
  showsThrombolysisDetails,
} from './clinical-rules.ts';
import { VTIS_LIMITS as L } from './limits.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import {
  ADVERSE_EVENT_TYPE_VALUES,
  PREVIOUS_STROKE_VALUES,
  TIME_ACCURACY_VALUES,
  WORKING_DIAGNOSIS_VALUES,
  YES_NO,
} from './options.ts';

/**
 * The VTIS consult's patient history (spec 3 §3.4, §4.3, §5.5): stroke onset (known, date, time
 * accuracy, time), ED presentation, previous stroke, VST contact, thrombolysis (date, time, related
 * adverse event and its type), relevant history and the working diagnosis before the consult.
 * Dates are YYYY-MM-DD and times HH:mm on the service's wall clock, recorded apart (the time may be
 * unknown while the date is known). Conventions as intake.schema.ts.
 */
const yesNo = optionalEnum(YES_NO);

export const patientHistorySchema = z.object({
  strokeOnsetKnown: yesNo,
  strokeOnsetDate: optionalDate,
  timeAccuracy: optionalEnum(TIME_ACCURACY_VALUES),
  strokeOnsetTime: optionalTimeOfDay,
  edPresentationDate: optionalDate,
  edPresentationTime: optionalTimeOfDay,
  previousStroke: optionalEnum(PREVIOUS_STROKE_VALUES),
  wasVstContacted: yesNo,
  intravenousThrombolysisReceived: yesNo,
  dateOfThrombolysis: optionalDate,
  timeOfThrombolysis: optionalTimeOfDay,
  thrombolysisRelatedAdverseEvent: yesNo,
  adverseEventType: optionalEnum(ADVERSE_EVENT_TYPE_VALUES),
  relevantPatientHistory: optionalText(L.clinicalText),
  workingDiagnosisBeforeConsult: optionalEnum(WORKING_DIAGNOSIS_VALUES),
});
export type PatientHistory = z.infer<typeof patientHistorySchema>;
export type PatientHistoryInput = z.input<typeof patientHistorySchema>;

/**
 * Patient history (§4.3, §5.5). Always: onset known; with Yes its date and accuracy, and its time
 * unless the accuracy is Time unknown; previous stroke; VST contacted; thrombolysis; with Yes its
 * date, time and the adverse-event question. With the toggle on: the adverse event type (when
 * there was one), the relevant history and the working diagnosis. ED presentation is optional.
 * Dates and times are past events, and a thrombolysis is not before the onset (SCOUT's rules).
 */
export function checkPatientHistory(v: Loose, add: AddIssue, ctx: VtisCheckContext): void {
  const req = (when: boolean, field: string) => requireWhen(add, when, v?.[field], [field]);
  const on = ctx.validationRequired;
  const onset = showsStrokeOnsetDetails(v?.strokeOnsetKnown);
  const thrombolysed = showsThrombolysisDetails(v?.intravenousThrombolysisReceived);
  req(true, 'strokeOnsetKnown');
  req(onset, 'strokeOnsetDate');
  req(onset, 'timeAccuracy');
  req(showsStrokeOnsetTime(v?.strokeOnsetKnown, v?.timeAccuracy), 'strokeOnsetTime');
  req(true, 'previousStroke');
  req(true, 'wasVstContacted');
  req(true, 'intravenousThrombolysisReceived');
  req(thrombolysed, 'dateOfThrombolysis');
  req(thrombolysed, 'timeOfThrombolysis');
  req(thrombolysed, 'thrombolysisRelatedAdverseEvent');
  req(
    on && showsAdverseEventType(v?.intravenousThrombolysisReceived, v?.thrombolysisRelatedAdverseEvent),
    'adverseEventType',
  );
  req(on, 'relevantPatientHistory');
  req(on, 'workingDiagnosisBeforeConsult');
  checkPastEvents(v, add, ctx);
  checkThrombolysisAfterOnset(v, add);
}

/**
 * The date and time pairs the form shows (hidden fields take no part in validation): each a past
 * event (SCOUT: §5.5 gives no date rule).
 */
function shownDateTimePairs(v: Loose): [string, string | null][] {
  const pairs: [string, string | null][] = [['edPresentationDate', 'edPresentationTime']];
  if (showsStrokeOnsetDetails(v?.strokeOnsetKnown)) {
    pairs.push([
      'strokeOnsetDate',
      showsStrokeOnsetTime(v?.strokeOnsetKnown, v?.timeAccuracy) ? 'strokeOnsetTime' : null,
    ]);
  }
  if (showsThrombolysisDetails(v?.intravenousThrombolysisReceived))
    pairs.push(['dateOfThrombolysis', 'timeOfThrombolysis']);
  return pairs;
}

/** Each date not after today nor before 1900; a time of today not later than now. */
function checkPastEvents(v: Loose, add: AddIssue, ctx: VtisCheckContext): void {
  const today = todayIn(ctx.timeZone, ctx.now());
  for (const [dateField, timeField] of shownDateTimePairs(v)) {
    const date = v?.[dateField];
    if (typeof date !== 'string' || wallClockKey(date) === null) continue;
    const error = pastDateError(date, today);
    const time = timeField ? v?.[timeField] : null;
    if (error) add([dateField], error);
    else if (timeField && isWallClockInFuture(date, time, ctx.now, ctx.timeZone))
      add([timeField], M.notInFuture);
  }
}

/**
 * A thrombolysis is not before the stroke onset (or the time last seen well): by date and time when
 * both times are known, else by date.
 */
function checkThrombolysisAfterOnset(v: Loose, add: AddIssue): void {
  const onsetTime = showsStrokeOnsetTime(v?.strokeOnsetKnown, v?.timeAccuracy) ? v?.strokeOnsetTime : null;
  const onset = wallClockKey(v?.strokeOnsetDate, onsetTime);
  const thrombolysis = wallClockKey(v?.dateOfThrombolysis, v?.timeOfThrombolysis);
  if (!onset || !thrombolysis) return;
  if (
    !showsStrokeOnsetDetails(v?.strokeOnsetKnown) ||
    !showsThrombolysisDetails(v?.intravenousThrombolysisReceived)
  ) {
    return;
  }
  if (thrombolysis.slice(0, 10) < onset.slice(0, 10)) add(['dateOfThrombolysis'], M.thrombolysisBeforeOnset);
  else if (isTimeOfDay(onsetTime) && isTimeOfDay(v?.timeOfThrombolysis) && thrombolysis < onset) {
    add(['timeOfThrombolysis'], M.thrombolysisBeforeOnset);
  }
}
