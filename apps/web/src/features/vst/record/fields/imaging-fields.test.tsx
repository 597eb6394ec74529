import { VST_CONSULT_FIELDS } from '@scout/domain/vst/field-labels';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HAEMORRHAGE_VOLUME_HINT, ImagingFields } from './imaging-fields.tsx';
import { answer, isRequired, renderFields, shows, tick } from './testing/render-fields.tsx';

const label = (name: string) => {
  const found = VST_CONSULT_FIELDS.imagingDetails.find((f) => f.name === name);
  if (!found) throw new Error(name);
  return found.label;
};

describe('ImagingFields (spec 3 §4.2, §5.12)', () => {
  it('labels every field as the domain declares it', async () => {
    await renderFields(<ImagingFields />, { section: 'imagingDetails' });
    for (const name of [
      'establishedInfarct',
      'haemorrhage',
      'ctaPerformed',
      'ctpPerformed',
      'localPACSAccessed',
    ]) {
      expect(shows(label(name))).toBe(true);
    }
  });

  it('shows the volume with the (A*B*C)/2 hint under haemorrhage Yes, and No clears it', async () => {
    const { probe } = await renderFields(<ImagingFields />, { section: 'imagingDetails' });
    expect(shows(label('haemorrhageVolume'))).toBe(false);
    answer(label('haemorrhage'), 'Yes');
    const volume = await screen.findByLabelText(label('haemorrhageVolume'));
    expect(screen.getByText(HAEMORRHAGE_VOLUME_HINT)).toBeTruthy();
    expect(HAEMORRHAGE_VOLUME_HINT).toContain('(A*B*C)/2');
    fireEvent.change(volume, { target: { value: '12' } });
    await waitFor(() => expect(probe.get('imagingDetails.haemorrhageVolume')).toBe(12));
    answer(label('haemorrhage'), 'No');
    await waitFor(() => expect(shows(label('haemorrhageVolume'))).toBe(false));
    expect(probe.get('imagingDetails.haemorrhageVolume')).toBeNull();
  });

  it('fills the volume from the three diameters with haemorrhageVolume', async () => {
    const { probe } = await renderFields(<ImagingFields />, { section: 'imagingDetails' });
    answer(label('haemorrhage'), 'Yes');
    fireEvent.change(await screen.findByLabelText('Diameter A (cm)'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Diameter B (cm)'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Diameter C (cm)'), { target: { value: '5' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Use 30 mL' }));
    await waitFor(() => expect(probe.get('imagingDetails.haemorrhageVolume')).toBe(30));
  });

  it('chains CTA -> vessel occlusion -> vessels, and CTA No clears both', async () => {
    const { probe } = await renderFields(<ImagingFields />, { section: 'imagingDetails' });
    expect(shows(label('vesselOcclusion'))).toBe(false);
    answer(label('ctaPerformed'), 'Yes');
    await waitFor(() => expect(shows(label('vesselOcclusion'))).toBe(true));
    expect(shows(label('occlusionLocationVessels'))).toBe(false);
    answer(label('vesselOcclusion'), 'Yes');
    await waitFor(() => expect(shows(label('occlusionLocationVessels'))).toBe(true));
    tick(label('occlusionLocationVessels'), 'Left MCA-M1');
    await waitFor(() =>
      expect(probe.get('imagingDetails.occlusionLocationVessels')).toEqual(['Left MCA-M1']),
    );
    answer(label('ctaPerformed'), 'No');
    await waitFor(() => expect(shows(label('vesselOcclusion'))).toBe(false));
    expect(shows(label('occlusionLocationVessels'))).toBe(false);
    expect(probe.get('imagingDetails.vesselOcclusion')).toBeNull();
    expect(probe.get('imagingDetails.occlusionLocationVessels')).toEqual([]);
  });

  it('CTP Yes shows the volumes, ratio and maps; local PACS Yes the reasons with their Other text', async () => {
    const { probe } = await renderFields(<ImagingFields />, { section: 'imagingDetails' });
    answer(label('ctpPerformed'), 'Yes');
    for (const name of [
      'ctpCoreVolume',
      'ctpPenumbralVolume',
      'ctpMismatchRatio',
      'perfusionMapsAvailable',
    ]) {
      await waitFor(() => expect(shows(label(name))).toBe(true));
    }
    answer(label('localPACSAccessed'), 'Yes');
    await waitFor(() => expect(shows(label('reasonsForAccessingLocalPACS'))).toBe(true));
    tick(label('reasonsForAccessingLocalPACS'), 'Other');
    fireEvent.change(await screen.findByLabelText(label('reasonForAccessingLocalPACSOther')), {
      target: { value: 'Old scans' },
    });
    answer(label('localPACSAccessed'), 'No');
    await waitFor(() => expect(shows(label('reasonsForAccessingLocalPACS'))).toBe(false));
    expect(probe.get('imagingDetails.reasonsForAccessingLocalPACS')).toEqual([]);
    expect(probe.get('imagingDetails.reasonForAccessingLocalPACSOther')).toBeNull();
  });

  it('marks the required fields from the domain rule, toggle on, and down the chain', async () => {
    await renderFields(<ImagingFields />, { section: 'imagingDetails' });
    expect(isRequired(label('haemorrhage'))).toBe(true);
    expect(isRequired(label('brainImagingResults'))).toBe(false);
    answer(label('haemorrhage'), 'Yes');
    await waitFor(() => expect(isRequired(label('haemorrhageVolume'))).toBe(true));
  });

  it('requires nothing with the mandatory fields off (the completeness toggle)', async () => {
    await renderFields(<ImagingFields />, {
      section: 'imagingDetails',
      values: { patientInformation: { mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' } },
    });
    expect(isRequired(label('haemorrhage'))).toBe(false);
  });
});
