import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import {
  closeVtisConsultResponseSchema,
  declineVtisConsultResponseSchema,
  deleteRecordQuerySchema,
  recordStatusQuerySchema,
  vtisFormSendSchema,
} from './actions.schema.ts';
import { VTIS_MESSAGES as M } from './messages.ts';

describe('VTIS record calls (spec 3 §4.1, §5.7, §7.2)', () => {
  it('delete needs a reason (a follow-up too)', () => {
    expect(issuesOf(deleteRecordQuerySchema, { reasonForDeletion: ' ' })).toEqual([
      { path: 'reasonForDeletion', message: M.deleteReasonRequired },
    ]);
    expect(parsed(deleteRecordQuerySchema, { reasonForDeletion: ' Duplicate ' })).toEqual({
      reasonForDeletion: 'Duplicate',
    });
  });
  it('the status check takes the lastModified loaded', () => {
    expect(issuesOf(recordStatusQuerySchema, {})).toEqual([{ path: 'lastModified', message: M.required }]);
  });
  it('the close answers CLOSED and whether documentation is now required', () => {
    const closed = {
      isActive: false,
      closedOn: '2026-03-12T12:00:00+11:00',
      vtisStatus: 'CLOSED',
      isHospitalDocumentationRequired: true,
    };
    expect(issuesOf(closeVtisConsultResponseSchema, closed)).toEqual([]);
    expect(issuesOf(closeVtisConsultResponseSchema, { ...closed, vtisStatus: 'INPATIENT' })[0]?.path).toBe(
      'vtisStatus',
    );
  });
  it('the decline answers the banner record', () => {
    const consultInformation = {
      declinedBy: 'Dr A',
      declinedAt: '2026-03-10T10:00:00+11:00',
      reasonForDeclining: 'Patient discharged home',
    };
    expect(
      issuesOf(declineVtisConsultResponseSchema, {
        isDeclined: true,
        vtisStatus: 'DECLINED',
        consultInformation,
      }),
    ).toEqual([]);
  });
  it('fax and Box sends name a VTIS record', () => {
    expect(issuesOf(vtisFormSendSchema, { id: 3, recordType: 'VtisFollowup' })).toEqual([]);
    expect(issuesOf(vtisFormSendSchema, { id: 3, recordType: 'Consult' })[0]?.path).toBe('recordType');
  });
});
