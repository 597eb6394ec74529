import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { dashboardCaseSchema, dashboardQuerySchema, isUnfilteredDashboardQuery } from './dashboard.schema.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

describe('dashboard filters (spec 2 §2.1)', () => {
  it('reads query strings and treats blanks as absent', () => {
    const q = parsed(dashboardQuerySchema, {
      keyword: ' ECMO12 ',
      hospitalId: '4',
      ecmoMode: 'VA',
      status: '',
      fromDate: '',
    });
    expect(q).toEqual({
      keyword: 'ECMO12',
      hospitalId: 4,
      ecmoMode: 'VA',
      status: undefined,
      fromDate: null,
      toDate: null,
    });
    expect(isUnfilteredDashboardQuery(parsed(dashboardQuerySchema, {}))).toBe(true);
    expect(isUnfilteredDashboardQuery(q)).toBe(false);
  });
  it('refuses unknown modes and statuses, bad dates and a reversed range', () => {
    expect(issuesOf(dashboardQuerySchema, { ecmoMode: 'XX' }).map((i) => i.path)).toEqual(['ecmoMode']);
    expect(issuesOf(dashboardQuerySchema, { fromDate: '2026-02-30' })).toEqual([
      { path: 'fromDate', message: M.invalidDate },
    ]);
    expect(issuesOf(dashboardQuerySchema, { fromDate: '2026-03-10', toDate: '2026-03-09' })).toEqual([
      { path: 'toDate', message: M.fromAfterTo },
    ]);
    expect(issuesOf(dashboardQuerySchema, { fromDate: '2026-03-10', toDate: '2026-03-10' })).toEqual([]);
  });
});

describe('dashboard card (spec 2 §3.4)', () => {
  it('accepts a card with missing values', () => {
    const card = {
      id: 1,
      caseId: 'ECMO1',
      firstName: 'Jane',
      lastName: 'Citizen',
      gender: 'Female',
      age: 45,
      diagnosisCategory: null,
      dateCreated: '2026-03-01T09:00:00+11:00',
      ecmoStatus: 'OnEcmo',
      ecmoType: 'VV',
      ecmoDevice: 'Cardiohelp',
      ecmoStartDate: '2026-03-01T09:00:00+11:00',
      decannulationDate: null,
      originalLocation: 'Bendigo Health',
      destinationLocation: null,
      arrivalAtOriginalHospital: null,
      arrivalAtDestinationHospital: null,
      closedOn: null,
      patientOutcome: null,
      ecmoOutcome: null,
      infectiousRisk: false,
      infectiousRiskDetails: null,
    };
    expect(issuesOf(dashboardCaseSchema, card)).toEqual([]);
  });
});
