import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { conclusionSchema, isPatientOutcomeDisabled, patientOutcomeFor } from './conclusion.schema.ts';
import { deleteCaseSchema } from './delete-case.schema.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

describe('conclusion (spec 2 §4.2, §5.3)', () => {
  it('requires both outcomes', () => {
    expect(issuesOf(conclusionSchema, {})).toEqual([
      { path: 'ecmoOutcome', message: M.required },
      { path: 'patientOutcome', message: M.required },
    ]);
    expect(issuesOf(conclusionSchema, { ecmoOutcome: 'Bridged', patientOutcome: 'Discharged' })).toEqual([]);
  });
  it('forces Died for Never weaned', () => {
    expect(parsed(conclusionSchema, { ecmoOutcome: 'Never weaned' }).patientOutcome).toBe('Died');
    expect(
      parsed(conclusionSchema, { ecmoOutcome: 'Never weaned', patientOutcome: 'Discharged' }).patientOutcome,
    ).toBe('Died');
    expect(patientOutcomeFor('Never weaned', 'Discharged')).toBe('Died');
    expect(patientOutcomeFor('Successful Wean', 'Discharged')).toBe('Discharged');
  });
  it('disables Discharged for Never weaned only', () => {
    expect(isPatientOutcomeDisabled('Never weaned', 'Discharged')).toBe(true);
    expect(isPatientOutcomeDisabled('Never weaned', 'Died')).toBe(false);
    expect(isPatientOutcomeDisabled('Successful Wean', 'Discharged')).toBe(false);
  });
});

describe('delete case (spec 2 §5.6)', () => {
  it('requires a reason', () => {
    expect(issuesOf(deleteCaseSchema, { id: '12', reasonForDeletion: '  ' })).toEqual([
      { path: 'reasonForDeletion', message: 'Please specify your reason for deleting this case' },
    ]);
    expect(issuesOf(deleteCaseSchema, { id: '12' })).toEqual([
      { path: 'reasonForDeletion', message: M.deleteReasonRequired },
    ]);
    expect(parsed(deleteCaseSchema, { id: '12', reasonForDeletion: 'Duplicate' })).toEqual({
      id: 12,
      reasonForDeletion: 'Duplicate',
    });
  });
});
