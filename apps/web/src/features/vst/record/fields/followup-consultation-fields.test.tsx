import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FollowupConsultationFields } from './followup-consultation-fields.tsx';
import { answer, isRequired, pick, renderFields, shows } from './testing/render-fields.tsx';
import { vstFieldLabel } from './vst-declarations.ts';

const label = (name: string) => vstFieldLabel('followup', 'followupConsultationInformation', name);
const section = 'followupConsultationInformation' as const;

describe('FollowupConsultationFields (spec 3 §3.2, §5.3)', () => {
  it('marks the §5.3 fields required', async () => {
    await renderFields(<FollowupConsultationFields />, { record: 'followup', section });
    for (const name of [
      'reasonForFollowup',
      'followupNotes',
      'pacsAccessed',
      'followupConsultationType',
      'furtherAdviceOrTreatment',
      'seriousAdverseEvent',
    ]) {
      expect(isRequired(label(name))).toBe(true);
    }
    expect(isRequired(label('comments'))).toBe(false);
  });

  it('event Yes asks type and time (Other: explanation); No clears them all', async () => {
    const { probe } = await renderFields(<FollowupConsultationFields />, { record: 'followup', section });
    expect(shows(label('seriousAdverseEventType'))).toBe(false);
    expect(shows(label('seriousAdverseEventDateTime'))).toBe(false);
    answer(label('seriousAdverseEvent'), 'Yes');
    await waitFor(() => expect(shows(label('seriousAdverseEventType'))).toBe(true));
    expect(shows(label('seriousAdverseEventDateTime'))).toBe(true);
    expect(isRequired(label('seriousAdverseEventType'))).toBe(true);
    expect(isRequired(label('seriousAdverseEventDateTime'))).toBe(true);
    await pick(label('seriousAdverseEventType'), 'Other');
    fireEvent.change(await screen.findByLabelText(label('seriousAdverseEventTypeOtherExplanation')), {
      target: { value: 'Seizure' },
    });
    answer(label('seriousAdverseEvent'), 'No');
    await waitFor(() => expect(shows(label('seriousAdverseEventType'))).toBe(false));
    expect(shows(label('seriousAdverseEventTypeOtherExplanation'))).toBe(false);
    expect(probe.get(`${section}.seriousAdverseEventType`)).toBeNull();
    expect(probe.get(`${section}.seriousAdverseEventTypeOtherExplanation`)).toBeNull();
  });
});
