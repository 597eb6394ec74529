import { describe, expect, it } from 'vitest';
import { PeriodicTally, reportPeriodOf, reportPeriods, spreadOf } from './periodic-tally.ts';

describe('report periods (months; financial quarters counted from July)', () => {
  it('names the period of a day', () => {
    expect(reportPeriodOf('monthly', '2026-03-31')).toBe('2026-03');
    expect(reportPeriodOf('quarterly', '2026-07-01')).toBe('FY2026-27 Q1');
    expect(reportPeriodOf('quarterly', '2026-06-30')).toBe('FY2025-26 Q4');
    expect(reportPeriodOf('quarterly', '2027-01-01')).toBe('FY2026-27 Q3');
  });
  it('lists every period of a range, across years', () => {
    expect(reportPeriods('monthly', { fromDate: '2025-11-15', toDate: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(reportPeriods('quarterly', { fromDate: '2024-07-01', toDate: '2025-06-30' })).toEqual([
      'FY2024-25 Q1',
      'FY2024-25 Q2',
      'FY2024-25 Q3',
      'FY2024-25 Q4',
    ]);
    expect(reportPeriods('monthly', { fromDate: '2026-03-01', toDate: '2026-03-31' })).toEqual(['2026-03']);
  });
});

describe('median and interquartile range (QUARTILE.INC)', () => {
  it('interpolates between ranks', () => {
    expect(spreadOf([1, 2, 3, 4])).toEqual({ count: 4, median: 2.5, q1: 1.75, q3: 3.25, iqr: 1.5 });
    expect(spreadOf([10, 30, 20])).toEqual({ count: 3, median: 20, q1: 15, q3: 25, iqr: 10 });
    expect(spreadOf([7])).toEqual({ count: 1, median: 7, q1: 7, q3: 7, iqr: 0 });
    expect(spreadOf([])).toBeNull();
  });
});

describe('the tally of a report', () => {
  const call = '2026-03-10T01:00:00Z';
  const consult = (management: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
    hospital: 'Bendigo',
    localDate: '2026-03-10',
    callDateTime: call,
    specialistDateTime: '2026-03-10T01:12:00Z',
    triageDateTime: '2026-03-10T00:30:00Z',
    management,
    ...extra,
  });
  it('counts consults, follow-ups, thrombolysis and ECR by period and hospital', () => {
    const t = new PeriodicTally('monthly');
    t.addConsult(consult({ tpaAdministered: 'Yes', tpaCommenceDateAndTime: '2026-03-10T01:30:00Z' }));
    t.addConsult(consult({ patientRecommendedForECR: 'Yes', patientAcceptedForECR: 'Yes' }));
    t.addConsult(
      consult({
        patientRecommendedForECR: 'Yes',
        patientAcceptedForECR: 'No',
        furtherECRReferralUndertaken: 'Yes',
        secondaryECRReferralAccepted: 'Yes',
      }),
    );
    t.addConsult(consult({ patientRecommendedForECR: 'Yes', patientAcceptedForECR: 'No' }));
    t.addConsult(consult(null, { hospital: 'Alfred', localDate: '2026-04-02', specialistDateTime: null }));
    t.addFollowup({ hospital: 'Bendigo', localDate: '2026-03-11' });
    expect(t.headlineRows()).toEqual([
      {
        period: '2026-03',
        hospital: 'Bendigo',
        counts: { consults: 4, followups: 1, thrombolysed: 1, ecrReferred: 3, ecrAccepted: 2 },
      },
      {
        period: '2026-04',
        hospital: 'Alfred',
        counts: { consults: 1, followups: 0, thrombolysed: 0, ecrReferred: 0, ecrAccepted: 0 },
      },
    ]);
    expect(t.totals()).toEqual({
      consults: 5,
      followups: 1,
      thrombolysed: 1,
      ecrReferred: 3,
      ecrAccepted: 2,
    });
    expect(t.totals('2026-04').consults).toBe(1);
    expect(t.span()).toEqual(['2026-03', '2026-04']);
    expect(new PeriodicTally('monthly').span()).toEqual([]);
  });
  it('measures call to specialist and, for the thrombolysed with both times, door to needle', () => {
    const t = new PeriodicTally('quarterly');
    t.addConsult(consult({ tpaAdministered: 'Yes', tpaCommenceDateAndTime: '2026-03-10T01:30:00Z' }));
    t.addConsult(consult({ tpaAdministered: 'Yes' }, { triageDateTime: null, specialistDateTime: null }));
    t.addConsult(consult({ tpaAdministered: 'No', tpaCommenceDateAndTime: '2026-03-10T01:30:00Z' }));
    expect(t.spread('callToSpecialist')).toEqual({ count: 2, median: 12, q1: 12, q3: 12, iqr: 0 });
    expect(t.spread('doorToNeedle')).toEqual({ count: 1, median: 60, q1: 60, q3: 60, iqr: 0 });
    expect(t.spread('doorToNeedle', 'FY2025-26 Q3')?.count).toBe(1);
    expect(t.spread('doorToNeedle', 'FY2025-26 Q4')).toBeNull();
  });
});
