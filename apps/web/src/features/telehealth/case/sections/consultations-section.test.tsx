import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeConsultation,
  makeTelehealthCase,
  renderSection,
  TH_READER,
} from '../../testing/telehealth-fixtures.tsx';
import { ConsultationsSection } from './consultations-section.tsx';

const older = makeConsultation(11, '2026-11-01T02:00:00.000Z');
const newest = makeConsultation(12, '2026-11-02T02:00:00.000Z');

describe('Telehealth consultations (spec 2 §4.10)', () => {
  it('says none have been added, and Add puts a new one on top, disabled until it is saved', async () => {
    const caseData = makeTelehealthCase();
    const { saves } = await renderSection(<ConsultationsSection />, {
      caseData,
      answer: () => ({
        body: {
          ...caseData,
          lastModified: '2026-11-02T00:00:00.000Z',
          consultations: [makeConsultation(20, new Date().toISOString())],
        },
      }),
    });
    expect(await screen.findByText(M.noConsultations)).toBeTruthy();
    const add = screen.getByRole('button', { name: /Add Consultation/ });
    fireEvent.click(add);
    expect(await screen.findByRole('radiogroup', { name: 'Endotracheal tube (ETT)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Add Consultation/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.consultationCreated);
    expect(saves[0]?.path).toBe('/api/telehealth/case/consultations');
    expect(saves[0]?.body).toMatchObject({
      id: 7,
      lastModified: caseData.lastModified,
      consultation: { id: 0 },
    });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Add Consultation/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('edits only the newest consultation; an older one picked by its date reads as a summary', async () => {
    await renderSection(<ConsultationsSection />, {
      caseData: makeTelehealthCase({ consultations: [newest, older] }),
    });
    expect(await screen.findByRole('radiogroup', { name: 'Endotracheal tube (ETT)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Consultation' });
    fireEvent.mouseDown(picker);
    const olderOption = await screen.findByTitle('#1 · 01/11/2026 13:00');
    fireEvent.click(olderOption);
    expect(await screen.findByText(M.noAirway)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Endotracheal tube (ETT)' })).toBeNull();
  });

  it('starts a new consultation with the previous one’s devices and settings, never its vitals or notes (issue 24)', async () => {
    const previous = makeConsultation(12, '2026-11-02T02:00:00.000Z');
    const caseData = makeTelehealthCase({
      consultations: [
        {
          ...previous,
          airway: { endotrachealTube: true, sizeInMM: 8 },
          breathing: {
            respiratorySupportType: 3,
            mode: 'SIMV',
            positiveEndExpiratoryPressure: 10,
            respiratoryRate: 22,
          },
          circulationAndInfusion: { ...previous.circulationAndInfusion, heartRate: 95 },
          recommendations: { recommendationNotes: 'Wean FiO2' },
        } as typeof previous,
      ],
    });
    await renderSection(<ConsultationsSection />, { caseData });
    fireEvent.click(await screen.findByRole('button', { name: /Add Consultation/ }));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Consultation' }).closest('.ant-select') as HTMLElement)
          .textContent,
      ).toMatch(/not saved/),
    );
    expect((screen.getByLabelText('Size') as HTMLInputElement).value).toBe('8');
    expect((screen.getByLabelText('Mode') as HTMLInputElement).value).toBe('SIMV');
    expect((screen.getByLabelText('PEEP') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Respiratory rate') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Heart rate') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Recommendation notes') as HTMLTextAreaElement).value).toBe('');
  });

  it('numbers consultations so two in the same minute read apart (issue 24)', async () => {
    await renderSection(<ConsultationsSection />, {
      caseData: makeTelehealthCase({
        consultations: [
          makeConsultation(13, '2026-11-02T02:00:40.000Z'),
          makeConsultation(12, '2026-11-02T02:00:05.000Z'),
        ],
      }),
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Consultation' }));
    expect(await screen.findByTitle('#1 · 02/11/2026 13:00')).toBeTruthy();
    expect(screen.getAllByTitle('#2 · 02/11/2026 13:00 (latest)').length).toBeGreaterThan(0);
  });

  it('shows a read-only user every consultation as a summary and no Add Consultation', async () => {
    await renderSection(<ConsultationsSection />, {
      caseData: makeTelehealthCase({ consultations: [newest] }),
      user: TH_READER,
    });
    expect(await screen.findByText(M.noBreathing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Consultation/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
