import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClinicalPresentationFields } from './clinical-presentation-fields.tsx';
import { isRequired, pick, renderFields, shows, tick } from './testing/render-fields.tsx';
import { vstFieldLabel } from './vst-declarations.ts';

const label = (name: string) => vstFieldLabel('consult', 'clinicalPresentationInformation', name);
const section = 'clinicalPresentationInformation' as const;

describe('ClinicalPresentationFields (spec 3 §5.2)', () => {
  it('shows the NIHSS range message for 43 and not for 99', async () => {
    const { probe } = await renderFields(<ClinicalPresentationFields />, { section });
    const nihss = screen.getByLabelText(label('clinicalPresentationNIHSS'));
    fireEvent.change(nihss, { target: { value: '43' } });
    await waitFor(() => expect(probe.get(`${section}.clinicalPresentationNIHSS`)).toBe(43));
    await probe.validate();
    expect(await screen.findByText(M.nihssRange)).toBeTruthy();
    fireEvent.change(nihss, { target: { value: '99' } });
    await waitFor(() => expect(probe.get(`${section}.clinicalPresentationNIHSS`)).toBe(99));
    await probe.validate();
    await waitFor(() => expect(screen.queryByText(M.nihssRange)).toBeNull());
  });

  it('shows the mRS message for 6 and not for 5', async () => {
    const { probe } = await renderFields(<ClinicalPresentationFields />, { section });
    const mrs = screen.getByLabelText(label('preStrokemRS'));
    fireEvent.change(mrs, { target: { value: '6' } });
    await waitFor(() => expect(probe.get(`${section}.preStrokemRS`)).toBe(6));
    await probe.validate();
    expect(await screen.findByText(M.mrsRange)).toBeTruthy();
    fireEvent.change(mrs, { target: { value: '5' } });
    await waitFor(() => expect(probe.get(`${section}.preStrokemRS`)).toBe(5));
    await probe.validate();
    await waitFor(() => expect(screen.queryByText(M.mrsRange)).toBeNull());
  });

  it('shows the preliminary diagnosis notes with Other and clears them when it changes', async () => {
    const { probe } = await renderFields(<ClinicalPresentationFields />, { section });
    expect(shows(label('preliminaryDiagnosisOtherNotes'))).toBe(false);
    await pick(label('siteHospitalPreliminaryDiagnosis'), 'Other');
    fireEvent.change(await screen.findByLabelText(label('preliminaryDiagnosisOtherNotes')), {
      target: { value: 'Vertigo' },
    });
    expect(isRequired(label('preliminaryDiagnosisOtherNotes'))).toBe(true);
    await pick(label('siteHospitalPreliminaryDiagnosis'), 'TIA');
    await waitFor(() => expect(shows(label('preliminaryDiagnosisOtherNotes'))).toBe(false));
    expect(probe.get(`${section}.preliminaryDiagnosisOtherNotes`)).toBeNull();
  });

  it('shows the other comorbidities with Other, and unticking clears them', async () => {
    const { probe } = await renderFields(<ClinicalPresentationFields />, { section });
    tick(label('currentComorbidities'), 'Other');
    fireEvent.change(await screen.findByLabelText(label('otherComorbidities')), {
      target: { value: 'Gout' },
    });
    tick(label('currentComorbidities'), 'Other');
    await waitFor(() => expect(shows(label('otherComorbidities'))).toBe(false));
    expect(probe.get(`${section}.otherComorbidities`)).toBeNull();
  });

  it('offers the medications of GET /medications, several at once', async () => {
    const { probe } = await renderFields(<ClinicalPresentationFields />, { section });
    await pick(label('currentMedications'), 'Aspirin');
    await pick(label('currentMedications'), 'Apixaban');
    await waitFor(() => expect(probe.get(`${section}.currentMedications`)).toEqual(['Aspirin', 'Apixaban']));
  });

  it('marks what the rule requires with the toggle on', async () => {
    await renderFields(<ClinicalPresentationFields />, { section });
    for (const name of [
      'siteHospitalPreliminaryDiagnosis',
      'wakeUpStroke',
      'clinicalPresentationNIHSS',
      'currentComorbidities',
    ]) {
      expect(isRequired(label(name))).toBe(true);
    }
    expect(isRequired(label('symptomOnsetDateAndTime'))).toBe(false);
  });
});
