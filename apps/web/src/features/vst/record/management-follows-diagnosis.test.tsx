import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../testing/select-option.ts';
import { SAVE_DIAGNOSIS_FIRST } from './sections/clinical-sections.tsx';
import { inPanel, makeVstConsult, panel, renderVstRecord } from './testing/vst-fixtures.tsx';

/** The waits after a change on a loaded machine. */
const slow = { timeout: 15_000 };

/** A consult saved as a TIA: Recommended Management shows the advice list only. */
const savedTia = () =>
  makeVstConsult({
    diagnosisDetails: { strokeType: 'TIA', diagnosisDetails: 'Transient right arm weakness' },
    reperfusionTherapiesDetails: { otherAcuteTreatmentManagementAdviceProvided: ['Stroke Unit'] },
  });

describe('Recommended Management follows the stroke type on screen (issue 24 item 3)', () => {
  it('shows the thrombolysis and ECR questions as soon as Ischaemic Stroke is chosen, before any save', async () => {
    const { saves } = await renderVstRecord({
      record: savedTia(),
      path: '/vst/consult/12/diagnosis-details',
    });
    const management = await inPanel('reperfusion-therapies');
    await management.findByText('Other Acute Treatment/Management Advice Provided', undefined, slow);
    expect(management.queryByText('tPA Advised')).toBeNull();

    await pick('Stroke Type', 'Ischaemic Stroke', await panel('diagnosis-details'));
    expect(await management.findByText('tPA Advised', undefined, slow)).toBeTruthy();
    expect(management.getByText('Patient Recommended for ECR')).toBeTruthy();
    expect(management.queryByText('ICH: Was Transfer Recommended')).toBeNull();

    await pick('Stroke Type', 'Haemorrhagic Stroke', await panel('diagnosis-details'));
    expect(await management.findByText('ICH: Was Transfer Recommended', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(management.queryByText('tPA Advised')).toBeNull());
    // Nothing was saved: the other section's choice is only the context of this one.
    expect(saves).toHaveLength(0);
  }, 40_000);

  it('does not save Recommended Management alone against the saved stroke type', async () => {
    // Saved ischaemic, with the thrombolysis and ECR answers; TIA chosen on screen, not saved.
    const { saves } = await renderVstRecord({
      record: makeVstConsult(),
      path: '/vst/consult/12/diagnosis-details',
    });
    const management = await inPanel('reperfusion-therapies');
    await management.findByText('tPA Advised', undefined, slow);
    await pick('Stroke Type', 'TIA', await panel('diagnosis-details'));
    await waitFor(() => expect(management.queryByText('tPA Advised')).toBeNull(), slow);
    fireEvent.click(management.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVE_DIAGNOSIS_FIRST, undefined, slow)).toBeTruthy();
    expect(saves).toHaveLength(0);
    expect(screen.queryByText(M.sectionUpdated('Recommended Management'))).toBeNull();
  }, 40_000);
});
