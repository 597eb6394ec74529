import { STROKE_TYPE } from '@scout/domain/vst/options';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiagnosisFields } from './diagnosis-fields.tsx';
import { isRequired, pick, renderFields, shows, tick } from './testing/render-fields.tsx';
import { vstFieldLabel } from './vst-declarations.ts';

const label = (name: string) => vstFieldLabel('consult', 'diagnosisDetails', name);
const section = 'diagnosisDetails' as const;

describe('DiagnosisFields (spec 3 §5.2)', () => {
  it('requires the stroke type even with the mandatory fields off', async () => {
    await renderFields(<DiagnosisFields />, {
      section,
      values: { patientInformation: { mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' } },
    });
    expect(isRequired(label('strokeType'))).toBe(true);
    // No type yet: the clearing rule keeps the details (not required), Not Stroke's list is hidden.
    expect(isRequired(label('diagnosisDetails'))).toBe(false);
    expect(shows(label('notStokeDiagnosisDetails'))).toBe(false);
  });

  it('Not Stroke shows the diagnoses (Other: notes); another type swaps them for the details and clears them', async () => {
    const { probe } = await renderFields(<DiagnosisFields />, { section });
    await pick(label('strokeType'), STROKE_TYPE.NotStroke);
    await waitFor(() => expect(shows(label('notStokeDiagnosisDetails'))).toBe(true));
    expect(shows(label('diagnosisDetails'))).toBe(false);
    expect(isRequired(label('notStokeDiagnosisDetails'))).toBe(true);
    tick(label('notStokeDiagnosisDetails'), 'Migraine');
    tick(label('notStokeDiagnosisDetails'), 'Other');
    fireEvent.change(await screen.findByLabelText(label('notStokeDiagnosisDetailsOtherNotes')), {
      target: { value: 'Unclear' },
    });
    await pick(label('strokeType'), STROKE_TYPE.Ischaemic);
    await waitFor(() => expect(shows(label('diagnosisDetails'))).toBe(true));
    expect(shows(label('notStokeDiagnosisDetails'))).toBe(false);
    expect(isRequired(label('diagnosisDetails'))).toBe(true);
    expect(probe.get(`${section}.notStokeDiagnosisDetails`)).toEqual([]);
    expect(probe.get(`${section}.notStokeDiagnosisDetailsOtherNotes`)).toBeNull();
  });
});
