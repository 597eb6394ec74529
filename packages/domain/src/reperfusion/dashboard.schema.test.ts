import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import {
  REPERFUSION_EXPORT_FILE_NAME,
  reperfusionCaseExportQuerySchema,
  reperfusionCaseSearchQuerySchema,
  reperfusionCaseSearchResponseSchema,
} from './dashboard.schema.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';

describe('reperfusion dashboard search (spec 3 §2.11, §7.3)', () => {
  it('reads the filters, a date-time range and paging', () => {
    expect(
      parsed(reperfusionCaseSearchQuerySchema, {
        keyword: ' VST5 ',
        referralHospitalId: '3',
        destinationHospitalId: '',
        fromDate: '2026-03-01T00:00:00',
        toDate: '2026-03-31T23:59:59',
        directorReviewStatus: 'Ready',
      }),
    ).toEqual({
      keyword: 'VST5',
      referralHospitalId: 3,
      destinationHospitalId: undefined,
      fromDate: '2026-03-01T00:00:00',
      toDate: '2026-03-31T23:59:59',
      directorReviewStatus: 'Ready',
      pageSize: 10,
      pageNumber: 1,
    });
  });
  it('refuses an unknown review status and a From after To', () => {
    expect(issuesOf(reperfusionCaseSearchQuerySchema, { directorReviewStatus: 'Done' })).toHaveLength(1);
    expect(
      issuesOf(reperfusionCaseSearchQuerySchema, {
        fromDate: '2026-03-02T00:00:00',
        toDate: '2026-03-01T00:00:00',
      }),
    ).toEqual([{ path: 'toDate', message: M.fromAfterTo }]);
  });
  it('answers consults and totalRecordsCount', () => {
    const row = {
      id: 5,
      studyId: 'VST5',
      callDateTime: '2026-03-06T10:00:00+11:00',
      patientFirstName: 'Ann',
      patientLastName: 'Lee',
      referralHospitalName: 'Bendigo',
      destinationHospitalName: 'Bendigo',
      triageTime: null,
      directorReview: 'Awaiting',
      taskDueComplete: false,
      patientRequiresImagingFollowUp: true,
      primaryImagingFollowUpStatus: null,
    };
    expect(
      parsed(reperfusionCaseSearchResponseSchema, { consults: [row], totalRecordsCount: 1 }).consults[0],
    ).toEqual(row);
  });
});

describe('reperfusion export (spec 3 §7.3, §9: dates only, ReperfusionCasesDataExport.csv)', () => {
  it('takes the dashboard filters with calendar dates, no paging', () => {
    expect(
      parsed(reperfusionCaseExportQuerySchema, { fromDate: '2026-03-01', toDate: '2026-03-31' }),
    ).toMatchObject({
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
    expect(issuesOf(reperfusionCaseExportQuerySchema, { fromDate: '2026-03-01T00:00:00' })).toEqual([
      { path: 'fromDate', message: M.invalidDate },
    ]);
    expect(REPERFUSION_EXPORT_FILE_NAME).toBe('ReperfusionCasesDataExport.csv');
  });
});
