import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import {
  declineConsultSchema,
  declineReasonText,
  deleteRecordQuerySchema,
  formGenerateParamsSchema,
  formGenerateQuerySchema,
  formSendSchema,
  recordStatusQuerySchema,
} from './actions.schema.ts';
import { VST_MESSAGES as M } from './messages.ts';

describe('delete (spec 3 §5.7)', () => {
  it('requires a reason', () => {
    expect(issuesOf(deleteRecordQuerySchema, {})).toEqual([
      { path: 'reasonForDeletion', message: M.deleteReasonRequired },
    ]);
    expect(issuesOf(deleteRecordQuerySchema, { reasonForDeletion: '  ' })).toEqual([
      { path: 'reasonForDeletion', message: M.deleteReasonRequired },
    ]);
    expect(parsed(deleteRecordQuerySchema, { reasonForDeletion: ' Duplicate ' })).toEqual({
      reasonForDeletion: 'Duplicate',
    });
    expect(issuesOf(deleteRecordQuerySchema, { reasonForDeletion: 'x'.repeat(513) })[0]?.path).toBe(
      'reasonForDeletion',
    );
  });
});

describe('decline (spec 3 §4.1, §5.7)', () => {
  it('requires a reason, and with Other the text with the spec message', () => {
    expect(issuesOf(declineConsultSchema, {})).toEqual([{ path: 'reasonForDeclining', message: M.required }]);
    expect(issuesOf(declineConsultSchema, { reasonForDeclining: 'Other' })).toEqual([
      { path: 'otherReasonForDeclining', message: 'Why are you declining this consult?' },
    ]);
    expect(issuesOf(declineConsultSchema, { reasonForDeclining: 'Moved' })[0]?.path).toBe(
      'reasonForDeclining',
    );
  });
  it('stores the chosen reason, or Other text', () => {
    expect(
      declineReasonText(parsed(declineConsultSchema, { reasonForDeclining: 'Patient discharged home' })),
    ).toBe('Patient discharged home');
    expect(
      declineReasonText(
        parsed(declineConsultSchema, {
          reasonForDeclining: 'Other',
          otherReasonForDeclining: 'Family request',
        }),
      ),
    ).toBe('Family request');
  });
});

describe('status, PDF and sends (spec 3 §4.1, §7.1)', () => {
  it('the status check takes the lastModified loaded', () => {
    expect(issuesOf(recordStatusQuerySchema, {})).toEqual([{ path: 'lastModified', message: M.required }]);
    expect(parsed(recordStatusQuerySchema, { lastModified: '2026-03-10T00:00:00.000Z' }).lastModified).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });
  it('GET /form/generate/{type}?id= takes consult or followup and an id', () => {
    expect(parsed(formGenerateParamsSchema, { type: 'followup' }).type).toBe('followup');
    expect(issuesOf(formGenerateParamsSchema, { type: 'clinic' })[0]?.path).toBe('type');
    expect(parsed(formGenerateQuerySchema, { id: '12' }).id).toBe(12);
    expect(issuesOf(formGenerateQuerySchema, { id: '0' })[0]?.path).toBe('id');
  });
  it('POST /form/send/fax|box take the id and the service type', () => {
    expect(parsed(formSendSchema, { id: 12, serviceType: 'consult' })).toEqual({
      id: 12,
      serviceType: 'consult',
    });
    expect(issuesOf(formSendSchema, {})).toEqual([
      { path: 'id', message: M.required },
      { path: 'serviceType', message: M.required },
    ]);
  });
});
