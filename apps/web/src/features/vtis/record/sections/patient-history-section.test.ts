import type { PatientHistoryRecord } from '@scout/domain/vtis/dashboard.schema';
import { describe, expect, it } from 'vitest';
import { pastRecordRows } from './patient-history-section.tsx';

const record = (recordType: PatientHistoryRecord['recordType'], recordId: number, at: string) => ({
  recordId,
  recordType,
  studyId: `${recordType}-${recordId}`,
  callDateTime: at,
  hospital: 'Alfred',
  specialist: null,
  followups: [],
});

const HISTORY: PatientHistoryRecord[] = [
  record('Consult', 1, '2026-01-01T00:00:00.000Z'),
  record('VtisConsult', 7, '2026-02-01T00:00:00.000Z'),
  record('VtisConsult', 9, '2026-03-01T00:00:00.000Z'),
];

describe('VTIS past records (spec 3 §2.7, §6)', () => {
  it('lists the other records newest first, without the open one', () => {
    const rows = pastRecordRows(HISTORY, { id: 9, type: 'VtisConsult' });
    expect(rows.map((r) => r.studyId)).toEqual(['VtisConsult-7', 'Consult-1']);
  });

  it('offers a VST record its PDF only to a user who may read VST records', () => {
    const vtisOnly = pastRecordRows(HISTORY, { id: 9, type: 'VtisConsult' });
    expect(vtisOnly.map((r) => r.pdf?.type ?? null)).toEqual(['VtisConsult', null]);
    const both = pastRecordRows(HISTORY, { id: 9, type: 'VtisConsult' }, true);
    expect(both.map((r) => [r.pdf?.area.name ?? null, r.pdf?.type ?? null])).toEqual([
      ['vtis', 'VtisConsult'],
      ['vst', 'consult'],
    ]);
  });
});
