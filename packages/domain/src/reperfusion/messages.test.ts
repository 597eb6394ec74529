import { describe, expect, it } from 'vitest';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import { REPERFUSION_SECTIONS } from './sections.ts';

describe('reperfusion texts (spec 3 §2.11, §5.10, §8.1)', () => {
  it('are the spec words', () => {
    expect(M.caseLoadFailed).toBe('Error getting VST Reperfusion Case');
    expect(M.caseSaveFailed).toBe('Unable to save reperfusion case');
    expect(M.caseRefetchFailed).toBe('Unable to refetch reperfusion case');
    expect(M.notesLoadFailed).toBe('Error getting patient notes');
    expect(M.noteSaveFailed).toBe('Error saving new note');
    expect(M.providerLoadFailed).toBe('Error getting health care provider');
    expect(M.sectionConflict).toBe(
      'Do you want to proceed and overwrite any changes to this section? Select Yes to save and reload the record.',
    );
  });
  it('lists the case sections of §2.11 in order', () => {
    expect(REPERFUSION_SECTIONS.map((s) => s.label)).toEqual([
      'Case Information',
      'Patient Information',
      'Neurologist Information',
      'Health Timeline',
      'Reperfusion Therapy Details',
      'Imaging Follow-up',
      'Comments',
      'Discharge Summary',
      'Director Review',
      'Attachments',
    ]);
  });
});
