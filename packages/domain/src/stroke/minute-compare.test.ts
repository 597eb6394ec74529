import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { VST_MESSAGES } from '../vst/messages.ts';
import * as vst from '../vst/test-consults.ts';
import * as vtis from '../vtis/test-consults.ts';
import { STROKE_MESSAGES } from './messages.ts';
import { isAfter, isInFuture } from './rule-helpers.ts';

/**
 * Issue 24 item 2: a call stored with seconds (16:49:37) shows as 16:49, and the forms take times
 * to the minute; every rule that compares two times compares the minutes the user sees.
 */

/** 10 March 2026 in Melbourne (+11:00), at `hhmmss`. */
const at = (hhmmss: string) => `2026-03-10T${hhmmss}+11:00`;

describe('times are compared at the minute shown (issue 24 item 2)', () => {
  it('a VTIS follow-up takes a specialist contact in the minute of a call stored with seconds', () => {
    const save = (contact: string) =>
      issuesOf(vtis.followupSave, {
        ...vtis.completeFollowup,
        callDateTime: at('09:00:37'),
        sectionsToUpdate: ['neurologistInformation'],
        neurologistInformation: { specialistId: 4, specialistDateAndTime: contact },
      });
    expect(save(at('09:00:00'))).toEqual([]);
    expect(save(at('08:59:00'))).toEqual([
      { path: 'neurologistInformation.specialistDateAndTime', message: STROKE_MESSAGES.specialistBeforeCall },
    ]);
  });
  it('a VTIS consult and a VST consult take it too', () => {
    const contact = { specialistId: 4, specialistDateAndTime: at('09:00:00') };
    expect(vtis.saving('neurologistInformation', contact, { callDateTime: at('09:00:59') })).toEqual([]);
    expect(vst.saving('neurologistInformation', contact, { callDateTime: at('09:00:59.999') })).toEqual([]);
  });
  it('a tPA start in the minute of a decision recorded with seconds is not before it', () => {
    const management = {
      ...vst.management,
      ...vst.tpaChain,
      timeOfDecisionToThrombolyse: at('10:20:45'),
      tpaCommenceDateAndTime: at('10:20:00'),
    };
    expect(vst.saving('reperfusionTherapiesDetails', management)).toEqual([]);
    expect(
      vst.saving('reperfusionTherapiesDetails', { ...management, tpaCommenceDateAndTime: at('10:19:00') }),
    ).toEqual([
      {
        path: 'reperfusionTherapiesDetails.tpaCommenceDateAndTime',
        message: VST_MESSAGES.tpaStartBeforeDecision,
      },
    ]);
  });
  it('the shared comparisons: a later minute only; the current minute is not in the future', () => {
    expect(isAfter(at('16:49:37'), at('16:49:00'))).toBe(false);
    expect(isAfter(at('16:50:00'), at('16:49:59'))).toBe(true);
    expect(isAfter(at('16:50:00'), 'not a time')).toBe(false);
    // FIXED_NOW is 11:00:00.000 in Melbourne.
    expect(isInFuture(at('11:00:30'), FIXED_NOW)).toBe(false);
    expect(isInFuture(at('11:01:00'), FIXED_NOW)).toBe(true);
  });
});
