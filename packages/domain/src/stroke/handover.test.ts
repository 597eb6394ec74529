import { describe, expect, it } from 'vitest';
import { cancelHandover, handoverNeurologist, hasUnsavedHandover, rewrittenHistoryRow } from './handover.ts';

const first = {
  serialNo: 1,
  specialistId: 4,
  specialist: 'Dr A',
  specialistDateAndTime: '2026-03-10T10:05:00+11:00',
};
const saved = {
  specialistId: 5,
  specialist: 'Dr B',
  specialistDateAndTime: '2026-03-10T10:20:00+11:00',
  delayReason: null,
  handoverUpdate: true,
  specialists: [first],
};

describe('Cancel of a handover (spec 3 §4.2; issue 23)', () => {
  it('is in handover mode only while the form has a history row the saved section has not', () => {
    expect(hasUnsavedHandover(saved, saved)).toBe(false);
    expect(hasUnsavedHandover(handoverNeurologist(saved), saved)).toBe(true);
    expect(hasUnsavedHandover(handoverNeurologist(saved), null)).toBe(true);
    expect(hasUnsavedHandover({ ...saved, specialists: [] }, null)).toBe(false);
  });
  it('puts the handed-over specialist back and the history is the saved one', () => {
    const handed = { ...handoverNeurologist(saved), specialistId: 6, delayReason: 'Other' };
    expect(cancelHandover(handed, saved)).toEqual({ ...saved, delayReason: 'Other' });
  });
  it('never drops a saved row: with nothing unsaved it changes nothing', () => {
    const form = { ...saved, specialistId: 6 };
    expect(cancelHandover(form, saved)).toBe(form);
  });
  it('restores the first handover of a section never saved with a history', () => {
    const before = { ...saved, handoverUpdate: false, specialists: [] };
    expect(cancelHandover(handoverNeurologist(before), before)).toEqual(before);
  });
});

describe('the handover history only grows (server check)', () => {
  it('accepts the stored rows kept (times compared as instants) and rows added after them', () => {
    expect(rewrittenHistoryRow([first], [first])).toBeNull();
    expect(
      rewrittenHistoryRow([first], [{ ...first, specialistDateAndTime: '2026-03-09T23:05:00.000Z' }]),
    ).toBeNull();
    expect(rewrittenHistoryRow([first], [first, { ...first, serialNo: 2 }])).toBeNull();
    expect(rewrittenHistoryRow(null, [])).toBeNull();
  });
  it('names the first stored row dropped or changed', () => {
    expect(rewrittenHistoryRow([first], [])).toBe(0);
    expect(rewrittenHistoryRow([first], null)).toBe(0);
    expect(rewrittenHistoryRow([first, { ...first, serialNo: 2 }], [first])).toBe(1);
    expect(rewrittenHistoryRow([first], [{ ...first, specialistId: 5 }])).toBe(0);
    expect(rewrittenHistoryRow([first], [{ ...first, specialist: 'Dr Z' }])).toBe(0);
    expect(rewrittenHistoryRow([first], [{ ...first, specialistDateAndTime: null }])).toBe(0);
  });
});
