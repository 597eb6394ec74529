import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTelehealthCase, renderSection, TH_READER } from '../../testing/telehealth-fixtures.tsx';
import { IntensivistSection } from './intensivist-section.tsx';
import { PatientHistorySection } from './patient-history-section.tsx';
import { PatientInformationSection } from './patient-information-section.tsx';

async function dialog(text: string) {
  const found = await screen.findAllByText(text);
  return found.at(-1)?.closest('.ant-modal') as HTMLElement;
}

describe('Telehealth section saves (spec 2 §5.7, §8.2)', () => {
  it('refuses an empty history of presenting case with the section toast and Required', async () => {
    const { saves } = await renderSection(<PatientHistorySection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText(M.patientHistoryValidationFailed);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('saves a section with PUT /case/patient-history and offers the section overwrite on a 409', async () => {
    const { saves } = await renderSection(<PatientHistorySection />, {
      answer: (call) =>
        (call.body as { forceUpdate?: boolean }).forceUpdate
          ? { body: { ...makeTelehealthCase(), lastModified: '2026-11-03T00:00:00.000Z' } }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' } },
    });
    fireEvent.change(await screen.findByLabelText('History of presenting case'), {
      target: { value: 'Fall from ladder, chest trauma.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await dialog(M.sectionConflict)).getByRole('button', { name: 'Yes' }));
    await screen.findByText(M.sectionUpdated('Patient History'));
    expect(saves[1]?.path).toBe('/api/telehealth/case/patient-history');
    expect(saves[1]?.body).toMatchObject({
      id: 7,
      forceUpdate: true,
      historyOfPresentingCase: 'Fall from ladder, chest trauma.',
    });
  });

  it('keeps one ICU admission diagnosis row: Remove appears only with more than one', async () => {
    await renderSection(<PatientInformationSection />);
    await screen.findByLabelText('ICU admission diagnosis 1');
    expect(screen.queryByRole('button', { name: 'Remove diagnosis 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Add diagnosis/ }));
    await screen.findByLabelText('ICU admission diagnosis 2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove diagnosis 2' }));
    expect(screen.queryByLabelText('ICU admission diagnosis 2')).toBeNull();
  });

  it('fills the URN/THCI the patient profile holds for the picked hospital', async () => {
    const base = makeTelehealthCase();
    await renderSection(<PatientInformationSection />, {
      caseData: {
        ...base,
        patientProfile: { ...base.patientProfile, urns: [{ healthCareProviderId: 2, urn: 'UR4455' }] },
      },
      routes: {
        'GET /api/telehealth/referencedata/healthcareproviders': {
          body: [{ id: 2, name: 'Royal Melbourne Hospital', nickName: 'RMH' }],
        },
      },
    });
    fireEvent.mouseDown(await screen.findByLabelText('Hospital'));
    fireEvent.click(await screen.findByTitle('RMH'));
    await waitFor(() =>
      expect((screen.getByLabelText('Hospital URN/THCI') as HTMLInputElement).value).toBe('UR4455'),
    );
  });

  it('shows a read-only user the placeholder of an empty section and no Save', async () => {
    await renderSection(<IntensivistSection />, { user: TH_READER });
    expect(await screen.findByText(M.noIntensivist)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
