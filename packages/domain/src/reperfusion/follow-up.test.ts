import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../cases/test-issues.ts';
import {
  clearedReperfusionDischargeSummary,
  clearedReperfusionImagingDetails,
  dischargeSummaryDateIssues,
  imagingStatusInForce,
} from './follow-up.schema.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import { ecrAccepted, saving } from './test-cases.ts';

const REQUESTED = '2026-03-07T09:00:00+11:00';

describe('discharge summary dates (spec 3 §4.6, §5.10: received after requested, before now)', () => {
  const issues = (received: string | null, requested: string | null = REQUESTED) =>
    dischargeSummaryDateIssues(
      { dischargeSummaryRequested: requested, dischargeSummaryReceived: received },
      FIXED_NOW,
    );
  it('accepts a received date after the requested one and not after now', () => {
    expect(issues('2026-03-07T09:01:00+11:00')).toEqual([]);
    // FIXED_NOW is 10 March 2026 11:00 in Melbourne: now itself is not in the future.
    expect(issues('2026-03-10T11:00:00+11:00')).toEqual([]);
    expect(issues(null)).toEqual([]);
  });
  it('refuses a received date equal to or before the requested one', () => {
    const refused = [{ field: 'dischargeSummaryReceived', message: M.dischargeReceivedBeforeRequested }];
    expect(issues(REQUESTED)).toEqual(refused);
    expect(issues('2026-03-06T09:00:00+11:00')).toEqual(refused);
  });
  it('refuses a received date after now', () => {
    expect(issues('2026-03-10T11:01:00+11:00')).toEqual([
      { field: 'dischargeSummaryReceived', message: M.notInFuture },
    ]);
  });
  it('refuses a request in the future', () => {
    expect(issues(null, '2026-03-11T09:00:00+11:00')).toEqual([
      { field: 'dischargeSummaryRequested', message: M.notInFuture },
    ]);
  });
  it('shows the received date only once requested: without a request it is cleared, not checked', () => {
    expect(issues('2026-03-01T09:00:00+11:00', null)).toEqual([]);
    expect(
      clearedReperfusionDischargeSummary({
        dischargeSummaryRequested: null,
        dischargeSummaryReceived: REQUESTED,
      }),
    ).toEqual({ dischargeSummaryRequested: null, dischargeSummaryReceived: null });
  });
  it('reports the rule on a save of the section', () => {
    expect(
      saving(
        'reperfusionCaseDischargeSummary',
        { dischargeSummaryRequested: REQUESTED, dischargeSummaryReceived: '2026-03-06T09:00:00+11:00' },
        { reperfusionTherapiesDetails: ecrAccepted },
      ),
    ).toEqual([
      {
        path: 'reperfusionCaseDischargeSummary.dischargeSummaryReceived',
        message: M.dischargeReceivedBeforeRequested,
      },
    ]);
  });
});

describe('imaging follow-up section', () => {
  const YET = 'Imaging yet to be completed';
  const NONE = 'No additional imaging performed';
  it('requires the primary status, and the reason when no additional imaging was performed', () => {
    expect(saving('imagingDetails', {})).toEqual([
      { path: 'imagingDetails.primaryImagingFollowUpStatus', message: M.required },
    ]);
    expect(saving('imagingDetails', { primaryImagingFollowUpStatus: NONE })).toEqual([
      { path: 'imagingDetails.noAdditionalImagingReason', message: M.required },
    ]);
    expect(
      saving('imagingDetails', { primaryImagingFollowUpStatus: YET, secondaryImagingFollowUpStatus: NONE }),
    ).toEqual([{ path: 'imagingDetails.noAdditionalImagingReason', message: M.required }]);
    expect(saving('imagingDetails', { primaryImagingFollowUpStatus: YET })).toEqual([]);
  });
  it('requires nothing when the case needs no imaging follow-up (ECR-related)', () => {
    expect(saving('imagingDetails', {}, { reperfusionTherapiesDetails: ecrAccepted })).toEqual([]);
  });
  it('clears the secondary status unless the primary is yet to be completed, and the reason with its status', () => {
    expect(
      clearedReperfusionImagingDetails({
        primaryImagingFollowUpStatus: 'Fax received',
        secondaryImagingFollowUpStatus: NONE,
        noAdditionalImagingReason: 'Discharged',
      }),
    ).toEqual({
      primaryImagingFollowUpStatus: 'Fax received',
      secondaryImagingFollowUpStatus: null,
      noAdditionalImagingReason: null,
    });
    const secondaryNone = {
      primaryImagingFollowUpStatus: YET,
      secondaryImagingFollowUpStatus: NONE,
      noAdditionalImagingReason: 'Palliated',
    };
    expect(clearedReperfusionImagingDetails(secondaryNone)).toEqual(secondaryNone);
    expect(imagingStatusInForce(secondaryNone)).toBe(NONE);
  });
});
