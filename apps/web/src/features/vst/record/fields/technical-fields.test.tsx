import { CONSULT_TYPE, CONSULT_TYPES, TECHNICAL_SUCCESS_OPTIONS } from '@scout/domain/vst/options';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TechnicalConsultationFields } from './technical-fields.tsx';
import { answer, isRequired, pick, renderFields, shows, tick } from './testing/render-fields.tsx';
import { vstFieldLabel } from './vst-declarations.ts';

const label = (name: string) => vstFieldLabel('consult', 'technicalConsultationInformation', name);
const section = 'technicalConsultationInformation' as const;
const typeLabel = (value: string) => CONSULT_TYPES.find((o) => o.value === value)?.label ?? value;
const [successful, impeded] = TECHNICAL_SUCCESS_OPTIONS.map((o) => o.label) as [string, string];

describe('TechnicalConsultationFields (spec 3 §4.2, §5.2)', () => {
  it('always requires consult type and technical success', async () => {
    await renderFields(<TechnicalConsultationFields />, { section });
    expect(isRequired(label('consultType'))).toBe(true);
    expect(isRequired(label('technicalSuccess'))).toBe(true);
  });

  it('phone only asks why there was no video; video the internet type (Other: text), cleared on change', async () => {
    const { probe } = await renderFields(<TechnicalConsultationFields />, { section });
    answer(label('consultType'), typeLabel(CONSULT_TYPE.PhoneOnly));
    await waitFor(() => expect(shows(label('reasonNoVideoConsultation'))).toBe(true));
    expect(shows(label('internetType'))).toBe(false);
    await pick(label('reasonNoVideoConsultation'), 'Technical issue');
    answer(label('consultType'), typeLabel(CONSULT_TYPE.Video));
    await waitFor(() => expect(shows(label('internetType'))).toBe(true));
    expect(shows(label('reasonNoVideoConsultation'))).toBe(false);
    expect(probe.get(`${section}.reasonNoVideoConsultation`)).toBeNull();
    await pick(label('internetType'), 'Other');
    fireEvent.change(await screen.findByLabelText(label('otherInternetTypeNotes')), {
      target: { value: 'Satellite' },
    });
    answer(label('consultType'), typeLabel(CONSULT_TYPE.PhoneOnly));
    await waitFor(() => expect(shows(label('internetType'))).toBe(false));
    expect(probe.get(`${section}.internetType`)).toBeNull();
    expect(probe.get(`${section}.otherInternetTypeNotes`)).toBeNull();
  });

  it('impeded shows the technical issues, and success clears them', async () => {
    const { probe } = await renderFields(<TechnicalConsultationFields />, { section });
    expect(shows(label('technicalIssues'))).toBe(false);
    answer(label('technicalSuccess'), impeded);
    await waitFor(() => expect(shows(label('technicalIssues'))).toBe(true));
    tick(label('technicalIssues'), 'VC audio');
    answer(label('technicalSuccess'), successful);
    await waitFor(() => expect(shows(label('technicalIssues'))).toBe(false));
    expect(probe.get(`${section}.technicalIssues`)).toEqual([]);
  });
});
