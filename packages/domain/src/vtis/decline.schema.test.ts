import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { declineConsultSchema, declineReasonText } from './decline.schema.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import { DECLINE_REASON_VALUES } from './options.ts';

describe('decline (spec 3 §3.9, §4.1, §5.7)', () => {
  it('requires a reason from the list', () => {
    expect(issuesOf(declineConsultSchema, {})).toEqual([{ path: 'reasonForDeclining', message: M.required }]);
    expect(issuesOf(declineConsultSchema, { reasonForDeclining: 'Moved' })[0]?.path).toBe(
      'reasonForDeclining',
    );
    for (const reason of DECLINE_REASON_VALUES.filter((r) => r !== 'Other')) {
      expect(issuesOf(declineConsultSchema, { reasonForDeclining: reason }), reason).toEqual([]);
    }
  });
  it('with Other requires the text, with the spec message', () => {
    const expected = [{ path: 'otherReasonForDeclining', message: 'Why are you declining this consult?' }];
    expect(issuesOf(declineConsultSchema, { reasonForDeclining: 'Other' })).toEqual(expected);
    expect(
      issuesOf(declineConsultSchema, { reasonForDeclining: 'Other', otherReasonForDeclining: '   ' }),
    ).toEqual(expected);
    expect(
      issuesOf(declineConsultSchema, { reasonForDeclining: 'Other', otherReasonForDeclining: 'Family wish' }),
    ).toEqual([]);
  });
  it('keeps the Other text within the reason limit', () => {
    expect(
      issuesOf(declineConsultSchema, {
        reasonForDeclining: 'Other',
        otherReasonForDeclining: 'x'.repeat(513),
      })[0]?.path,
    ).toBe('otherReasonForDeclining');
  });
  it('stores the chosen reason, or the Other text, for the banner', () => {
    expect(
      declineReasonText(parsed(declineConsultSchema, { reasonForDeclining: 'Patient discharged home' })),
    ).toBe('Patient discharged home');
    expect(
      declineReasonText(
        parsed(declineConsultSchema, { reasonForDeclining: 'Other', otherReasonForDeclining: 'Family wish' }),
      ),
    ).toBe('Family wish');
    expect(M.declinedBanner('Dr Ada Lee', '10/03/2026', 'Family wish')).toBe(
      'VTIS Consult declined by Dr Ada Lee on 10/03/2026: Family wish',
    );
  });
});
