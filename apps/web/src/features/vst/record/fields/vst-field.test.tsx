import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS } from '@scout/domain/vst/field-labels';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { ImagingFields } from './imaging-fields.tsx';
import { answer, renderFields, shows } from './testing/render-fields.tsx';
import { VstField } from './vst-field.tsx';
import { VstFieldSection } from './vst-section.tsx';

const BODY_SECTIONS = [
  'clinicalPresentationInformation',
  'imagingDetails',
  'diagnosisDetails',
  'reperfusionTherapiesDetails',
  'technicalConsultationInformation',
] as const;

describe('VstField', () => {
  it.each(BODY_SECTIONS)('renders every field of %s under its declared label', async (section) => {
    const fields = VST_CONSULT_FIELDS[section];
    await renderFields(
      <VstFieldSection section={section}>
        <FieldGrid>
          {fields.map((f) => (
            <VstField key={f.name} name={f.name} />
          ))}
        </FieldGrid>
      </VstFieldSection>,
      { section },
    );
    for (const f of fields) expect(shows(f.label), f.name).toBe(true);
  });

  it('renders the follow-up declarations with record="followup"', async () => {
    const fields = VST_FOLLOWUP_FIELDS.followupConsultationInformation;
    await renderFields(
      <FieldGrid>
        {fields.map((f) => (
          <VstField key={f.name} record="followup" section="followupConsultationInformation" name={f.name} />
        ))}
      </FieldGrid>,
      { record: 'followup', section: 'followupConsultationInformation' },
    );
    for (const f of fields) expect(shows(f.label), f.name).toBe(true);
  });

  it('shows values as text in a read-only form', async () => {
    await renderFields(<ImagingFields />, {
      section: 'imagingDetails',
      values: { imagingDetails: { haemorrhage: 'Yes', haemorrhageVolume: 12 } },
      readOnly: true,
    });
    expect(screen.getByTestId('ro-imagingDetails.haemorrhage').textContent).toBe('Yes');
    expect(screen.getByTestId('ro-imagingDetails.haemorrhageVolume').textContent).toBe('12');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('useSectionClearing', () => {
  it('leaves the values as loaded, and clears once the user changes an answer', async () => {
    const { probe } = await renderFields(<ImagingFields />, {
      section: 'imagingDetails',
      values: {
        imagingDetails: {
          haemorrhage: 'No',
          haemorrhageVolume: 5,
          ctaPerformed: 'Yes',
          vesselOcclusion: 'Yes',
        },
      },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(probe.get('imagingDetails.haemorrhageVolume')).toBe(5);
    answer('CTA Performed', 'No');
    await waitFor(() => expect(probe.get('imagingDetails.vesselOcclusion')).toBeNull());
    expect(probe.get('imagingDetails.haemorrhageVolume')).toBeNull();
  });
});
