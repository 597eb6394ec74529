import { describe, expect, it } from 'vitest';
import { VTIS_MESSAGES as M } from './messages.ts';
import { paths, patientHistory, saving } from './test-consults.ts';

const history = (values: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
  saving('patientHistory', { ...patientHistory, ...values }, rest);
const toggleOff = { patientInformation: { mandatoryFieldsOff: 'Yes' } };

describe('patient history: required rules (spec 3 §4.3, §5.5)', () => {
  it('always requires onset known, previous stroke, VST contacted and thrombolysis', () => {
    expect(paths(saving('patientHistory', {}, toggleOff))).toEqual([
      'patientHistory.strokeOnsetKnown',
      'patientHistory.previousStroke',
      'patientHistory.wasVstContacted',
      'patientHistory.intravenousThrombolysisReceived',
    ]);
  });
  it('with the toggle on also the relevant history and the working diagnosis', () => {
    expect(paths(saving('patientHistory', {}))).toEqual([
      'patientHistory.strokeOnsetKnown',
      'patientHistory.previousStroke',
      'patientHistory.wasVstContacted',
      'patientHistory.intravenousThrombolysisReceived',
      'patientHistory.relevantPatientHistory',
      'patientHistory.workingDiagnosisBeforeConsult',
    ]);
  });
  it('onset known Yes requires its date, accuracy and time', () => {
    const cleared = { strokeOnsetDate: null, timeAccuracy: null, strokeOnsetTime: null };
    expect(paths(history(cleared))).toEqual([
      'patientHistory.strokeOnsetDate',
      'patientHistory.timeAccuracy',
      'patientHistory.strokeOnsetTime',
    ]);
    expect(history({ ...cleared, strokeOnsetKnown: 'No' })).toEqual([]);
  });
  it('accuracy "Time unknown" does not require the onset time; every other accuracy does', () => {
    expect(history({ timeAccuracy: 'Unknown', strokeOnsetTime: null })).toEqual([]);
    for (const accuracy of ['Known', 'Uncertain', 'WakeUp']) {
      expect(paths(history({ timeAccuracy: accuracy, strokeOnsetTime: null })), accuracy).toEqual([
        'patientHistory.strokeOnsetTime',
      ]);
    }
  });
  it('thrombolysis Yes requires its date, time and the adverse-event question; No none of them', () => {
    const cleared = {
      dateOfThrombolysis: null,
      timeOfThrombolysis: null,
      thrombolysisRelatedAdverseEvent: null,
    };
    expect(paths(history(cleared))).toEqual([
      'patientHistory.dateOfThrombolysis',
      'patientHistory.timeOfThrombolysis',
      'patientHistory.thrombolysisRelatedAdverseEvent',
    ]);
    expect(history({ ...cleared, intravenousThrombolysisReceived: 'No' })).toEqual([]);
  });
  it('an adverse event requires its type while the toggle is on, not when it is off', () => {
    expect(paths(history({ thrombolysisRelatedAdverseEvent: 'Yes' }))).toEqual([
      'patientHistory.adverseEventType',
    ]);
    expect(history({ thrombolysisRelatedAdverseEvent: 'Yes' }, toggleOff)).toEqual([]);
    expect(
      history({ thrombolysisRelatedAdverseEvent: 'Yes', adverseEventType: 'Intracranial Haemorrhage' }),
    ).toEqual([]);
  });
  it('the toggle relaxes the relevant history and the working diagnosis', () => {
    const without = { relevantPatientHistory: null, workingDiagnosisBeforeConsult: null };
    expect(paths(history(without))).toEqual([
      'patientHistory.relevantPatientHistory',
      'patientHistory.workingDiagnosisBeforeConsult',
    ]);
    expect(history(without, toggleOff)).toEqual([]);
  });
  it('keeps the ED presentation optional', () => {
    expect(history({ edPresentationDate: '2026-03-09', edPresentationTime: '08:40' })).toEqual([]);
  });
  it('offers the spec lists: previous stroke Yes, No, Not documented; working diagnosis without NotStroke', () => {
    expect(history({ previousStroke: 'Not documented' })).toEqual([]);
    expect(paths(history({ previousStroke: 'Unknown', workingDiagnosisBeforeConsult: 'NotStroke' }))).toEqual(
      ['patientHistory.previousStroke', 'patientHistory.workingDiagnosisBeforeConsult'],
    );
  });
});

describe('patient history: dates and times (SCOUT: past events, thrombolysis not before onset)', () => {
  it('refuses a future date, and a later time today (now is 10/03/2026 11:00)', () => {
    expect(history({ strokeOnsetDate: '2026-03-11', intravenousThrombolysisReceived: 'No' })).toEqual([
      { path: 'patientHistory.strokeOnsetDate', message: M.futureDate },
    ]);
    expect(history({ edPresentationDate: '2026-03-10', edPresentationTime: '11:01' })).toEqual([
      { path: 'patientHistory.edPresentationTime', message: M.notInFuture },
    ]);
    expect(history({ edPresentationDate: '2026-03-10', edPresentationTime: '11:00' })).toEqual([]);
    expect(history({ strokeOnsetDate: '1899-12-31' })[0]).toEqual({
      path: 'patientHistory.strokeOnsetDate',
      message: M.dateTooOld,
    });
  });
  it('refuses a thrombolysis before the onset, by time on the same day and by date', () => {
    expect(history({ timeOfThrombolysis: '07:29' })).toEqual([
      { path: 'patientHistory.timeOfThrombolysis', message: M.thrombolysisBeforeOnset },
    ]);
    expect(history({ timeOfThrombolysis: '07:30' })).toEqual([]);
    expect(history({ dateOfThrombolysis: '2026-03-08' })).toEqual([
      { path: 'patientHistory.dateOfThrombolysis', message: M.thrombolysisBeforeOnset },
    ]);
  });
  it('compares by date only when the onset time is unknown', () => {
    expect(history({ timeAccuracy: 'Unknown', strokeOnsetTime: null, timeOfThrombolysis: '00:05' })).toEqual(
      [],
    );
  });
  it('leaves hidden dates out of the date rules', () => {
    expect(history({ intravenousThrombolysisReceived: 'No', dateOfThrombolysis: '2026-03-20' })).toEqual([]);
    expect(
      history({ timeAccuracy: 'Unknown', strokeOnsetDate: '2026-03-10', strokeOnsetTime: '23:00' }),
    ).toEqual([{ path: 'patientHistory.dateOfThrombolysis', message: M.thrombolysisBeforeOnset }]);
  });
  it('refuses malformed dates and times', () => {
    expect(paths(history({ strokeOnsetDate: '09/03/2026', strokeOnsetTime: '7.30' }))).toEqual([
      'patientHistory.strokeOnsetDate',
      'patientHistory.strokeOnsetTime',
    ]);
  });
});
