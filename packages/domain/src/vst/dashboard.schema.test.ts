import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import {
  patientHistoryQuerySchema,
  vstConsultSearchQuerySchema as query,
  vstConsultSearchResponseSchema,
} from './dashboard.schema.ts';
import { VST_MESSAGES as M } from './messages.ts';

describe('dashboard and select-consult query (spec 3 §2.2, §2.4, §7.1, §9)', () => {
  it('defaults to the first page of 10 with follow-ups', () => {
    expect(parsed(query, {})).toEqual({
      pageSize: 10,
      pageNumber: 1,
      includeFollowUps: true,
      onlyClosedCases: false,
      onlyClosedFollowupCases: false,
    });
  });
  it('reads the dashboard filters, blanks as absent', () => {
    expect(
      parsed(query, {
        keyword: ' VST12 ',
        hospitalId: '4',
        neurologistId: '6',
        fromDate: '2026-03-01T00:00:00',
        toDate: '2026-03-10T23:59:59',
        pageSize: '20',
        pageNumber: '2',
        includeFollowUps: 'false',
        patientName: '',
      }),
    ).toMatchObject({
      keyword: 'VST12',
      hospitalId: 4,
      neurologistId: 6,
      fromDate: '2026-03-01T00:00:00',
      toDate: '2026-03-10T23:59:59',
      pageSize: 20,
      pageNumber: 2,
      includeFollowUps: false,
    });
  });
  it('reads the select-consult filters', () => {
    expect(
      parsed(query, {
        patientName: 'Lee',
        patientURN: 'UR1',
        patientDOB: '1980-01-01',
        onlyClosedCases: 'true',
        patientProfileId: '9',
      }),
    ).toMatchObject({
      patientName: 'Lee',
      patientURN: 'UR1',
      patientDOB: '1980-01-01',
      onlyClosedCases: true,
      patientProfileId: 9,
    });
  });
  it('takes dates only as yyyy-MM-ddTHH:mm:ss and the range in order', () => {
    for (const bad of [
      '2026-03-01',
      '2026-02-30T00:00:00',
      '2026-03-01T24:00:00',
      '2026-03-01T10:00:00Z',
      '2026-03-01 10:00:00',
    ]) {
      expect(issuesOf(query, { fromDate: bad }), bad).toEqual([{ path: 'fromDate', message: M.invalidDate }]);
    }
    expect(issuesOf(query, { fromDate: '2026-03-02T00:00:00', toDate: '2026-03-01T23:59:59' })).toEqual([
      { path: 'toDate', message: M.fromAfterTo },
    ]);
  });
  it('refuses bad pages, ids and flags', () => {
    expect(issuesOf(query, { pageSize: '0' })[0]?.path).toBe('pageSize');
    expect(issuesOf(query, { pageSize: '101' })[0]?.path).toBe('pageSize');
    expect(issuesOf(query, { pageNumber: 'x' })[0]?.path).toBe('pageNumber');
    expect(issuesOf(query, { hospitalId: '-1' })[0]?.path).toBe('hospitalId');
    expect(issuesOf(query, { includeFollowUps: 'yes' })[0]?.path).toBe('includeFollowUps');
    expect(issuesOf(query, { keyword: 'x'.repeat(101) })[0]?.path).toBe('keyword');
  });
});

describe('dashboard rows (spec 3 §2.2, §3.8)', () => {
  const row = {
    id: 5,
    studyId: 'VST5',
    callDateTime: '2026-03-10T10:00:00+11:00',
    referralDate: null,
    consultDate: null,
    patientProfileId: 9,
    patientFirstName: 'Ann',
    patientLastName: 'Lee',
    patientUrn: 'UR1',
    patientDOB: '1980-01-01',
    hospitalId: 3,
    hospital: 'Bendigo',
    specialistId: null,
    specialist: null,
    isActive: false,
    closedOn: '2026-03-10T12:00:00+11:00',
    status: 'CLOSED',
    faxEnabled: true,
    boxEnabled: true,
    diagnosisDetails: { strokeType: 'TIA' },
  };
  it('nests follow-ups under their consult with its id', () => {
    const response = parsed(vstConsultSearchResponseSchema, {
      consults: [
        {
          ...row,
          type: 'Consult',
          followupConsults: [
            {
              ...row,
              id: 8,
              studyId: 'VSTFU8',
              type: 'Followup',
              consultId: 5,
              status: 'OPEN',
              isActive: true,
              closedOn: null,
            },
          ],
        },
      ],
      totalRecordsCount: 1,
    });
    expect(response.consults[0]?.followupConsults[0]?.consultId).toBe(5);
    expect(
      issuesOf(vstConsultSearchResponseSchema, {
        consults: [{ ...row, type: 'Consult', followupConsults: [{ ...row, type: 'Followup' }] }],
        totalRecordsCount: 1,
      }).map((i) => i.path),
    ).toEqual(['consults.0.followupConsults.0.consultId']);
  });
});

describe('patient history query (spec 3 §2.5: page size 5)', () => {
  it('needs the patient profile and pages by 5', () => {
    expect(parsed(patientHistoryQuerySchema, { patientProfileId: '9' })).toEqual({
      patientProfileId: 9,
      pageSize: 5,
      pageNumber: 1,
    });
    expect(issuesOf(patientHistoryQuerySchema, {}).map((i) => i.path)).toEqual(['patientProfileId']);
  });
});
