import { describe, expect, it } from 'vitest';
import {
  clearedDirectorReview,
  directorReviewRequiredFields,
  directorReviewStatus,
  directorReviewVisibility,
} from './director-review.schema.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import { saving } from './test-cases.ts';

const REVIEWED = '2026-03-09T15:00:00+11:00';
const uploaded = { imagingUploadedToCase: 'Yes', dischargeSummaryReceived: null };
const received = { imagingUploadedToCase: null, dischargeSummaryReceived: '2026-03-08T12:00:00+11:00' };
const neither = { imagingUploadedToCase: 'No', dischargeSummaryReceived: null };
const both = { imagingUploadedToCase: 'Yes', dischargeSummaryReceived: '2026-03-08T12:00:00+11:00' };

describe('director review chain (spec 3 §4.6)', () => {
  it('shows the review date only once the imaging is uploaded or the discharge summary received', () => {
    expect(directorReviewVisibility({}, neither).reviewedByDirectorAt).toBe(false);
    expect(directorReviewVisibility({}, uploaded).reviewedByDirectorAt).toBe(true);
    expect(directorReviewVisibility({}, received).reviewedByDirectorAt).toBe(true);
  });
  it('shows haemorrhage with the imaging, PH1/PH2/PH3 with haemorrhage Yes', () => {
    expect(directorReviewVisibility({}, uploaded)).toMatchObject({
      haemorrhage: true,
      anatomicDescription: false,
    });
    expect(directorReviewVisibility({ haemorrhage: 'Yes' }, uploaded).anatomicDescription).toBe(true);
    expect(directorReviewVisibility({ haemorrhage: 'Yes' }, received).anatomicDescription).toBe(false);
  });
  it('shows EVT with the discharge summary, the outcome with EVT Yes', () => {
    expect(directorReviewVisibility({}, received)).toMatchObject({
      evtUndertaken: true,
      patientOutcome: false,
    });
    expect(directorReviewVisibility({ evtUndertaken: 'Yes' }, received).patientOutcome).toBe(true);
    expect(directorReviewVisibility({ evtUndertaken: 'Yes' }, uploaded).patientOutcome).toBe(false);
  });
  it('gives the haemorrhage definition as help', () => {
    expect(M.haemorrhageHelp).toBe(
      'Haemorrhage is defined as deterioration of 4 or more NIHSS points within 24 hours.',
    );
  });
});

describe('director review requirements (spec 3 §4.6, §5.10: required once reviewed-at is set)', () => {
  it('requires nothing before the review date is set', () => {
    expect(directorReviewRequiredFields({}, both)).toEqual([]);
    expect(directorReviewRequiredFields({ haemorrhage: 'Yes', evtUndertaken: 'Yes' }, both)).toEqual([]);
  });
  it('requires the fields that show once it is set', () => {
    const at = { reviewedByDirectorAt: REVIEWED };
    expect(directorReviewRequiredFields(at, uploaded)).toEqual(['haemorrhage']);
    expect(directorReviewRequiredFields({ ...at, haemorrhage: 'Yes' }, uploaded)).toEqual([
      'haemorrhage',
      'anatomicDescription',
    ]);
    expect(directorReviewRequiredFields(at, received)).toEqual(['evtUndertaken']);
    expect(directorReviewRequiredFields({ ...at, evtUndertaken: 'Yes' }, received)).toEqual([
      'evtUndertaken',
      'patientOutcome',
    ]);
    expect(directorReviewRequiredFields({ ...at, haemorrhage: 'Yes', evtUndertaken: 'Yes' }, both)).toEqual([
      'haemorrhage',
      'anatomicDescription',
      'evtUndertaken',
      'patientOutcome',
    ]);
  });
  it('reports them on a save of the section, with the case as context', () => {
    const imagingDetails = { primaryImagingFollowUpStatus: 'Fax received', imagingUploadedToCase: 'Yes' };
    const section = 'reperfusionCaseDirectorReview';
    expect(
      saving(section, { reviewedByDirectorAt: REVIEWED, haemorrhage: 'Yes' }, { imagingDetails }),
    ).toEqual([{ path: `${section}.anatomicDescription`, message: M.required }]);
    expect(
      saving(
        section,
        { reviewedByDirectorAt: REVIEWED, haemorrhage: 'Yes', anatomicDescription: 'PH2' },
        { imagingDetails },
      ),
    ).toEqual([]);
    expect(
      saving(section, { reviewedByDirectorAt: REVIEWED, haemorrhage: 'No' }, { imagingDetails }),
    ).toEqual([]);
    expect(saving(section, { comments: 'Awaiting scans' })).toEqual([]);
  });
  it('refuses a review date in the future and an anatomic description outside PH1/PH2/PH3', () => {
    const imagingDetails = { imagingUploadedToCase: 'Yes' };
    const section = 'reperfusionCaseDirectorReview';
    expect(
      saving(
        section,
        { reviewedByDirectorAt: '2026-03-10T12:00:00+11:00', haemorrhage: 'No' },
        { imagingDetails },
      ),
    ).toEqual([{ path: `${section}.reviewedByDirectorAt`, message: M.notInFuture }]);
    expect(saving(section, { anatomicDescription: 'PH4' }, { imagingDetails })).toHaveLength(1);
  });
});

describe('director review clearing and status', () => {
  const full = {
    reviewedByDirectorAt: REVIEWED,
    haemorrhage: 'Yes',
    anatomicDescription: 'PH1',
    evtUndertaken: 'Yes',
    patientOutcome: 'mRS 2 at 90 days',
    comments: 'Reviewed at M&M',
  };
  it('keeps what shows and clears the rest, comments always kept', () => {
    expect(clearedDirectorReview(full, both)).toEqual(full);
    expect(clearedDirectorReview(full, uploaded)).toEqual({
      ...full,
      evtUndertaken: null,
      patientOutcome: null,
    });
    expect(clearedDirectorReview({ ...full, haemorrhage: 'No' }, both).anatomicDescription).toBeNull();
    expect(clearedDirectorReview(full, neither)).toEqual({
      reviewedByDirectorAt: null,
      haemorrhage: null,
      anatomicDescription: null,
      evtUndertaken: null,
      patientOutcome: null,
      comments: 'Reviewed at M&M',
    });
  });
  it('is Awaiting, Ready, then Reviewed', () => {
    expect(directorReviewStatus(null, neither)).toBe('Awaiting');
    expect(directorReviewStatus({}, uploaded)).toBe('Ready');
    expect(directorReviewStatus({ reviewedByDirectorAt: REVIEWED }, received)).toBe('Reviewed');
  });
});
