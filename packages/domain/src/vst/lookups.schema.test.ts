import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import {
  medicationsResponseSchema,
  vstHospitalsResponseSchema,
  vstUsersResponseSchema,
} from './lookups.schema.ts';

describe('VST lookups (spec 3 §3.8, §7.1)', () => {
  it('describe hospitals, users and medication names', () => {
    expect(
      parsed(vstHospitalsResponseSchema, [
        { id: 1, name: 'Bendigo Health', nickName: 'Bendigo', address: null },
      ]),
    ).toHaveLength(1);
    expect(parsed(vstUsersResponseSchema, [{ id: 4, displayName: 'Dr A' }])[0]?.displayName).toBe('Dr A');
    expect(parsed(medicationsResponseSchema, ['Aspirin', 'Apixaban'])).toEqual(['Aspirin', 'Apixaban']);
    expect(issuesOf(vstUsersResponseSchema, [{ id: 4 }]).map((i) => i.path)).toEqual(['0.displayName']);
  });
});
