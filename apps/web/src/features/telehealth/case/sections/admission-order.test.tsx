import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTelehealthCase, renderSection } from '../../testing/telehealth-fixtures.tsx';
import { PatientInformationSection } from './patient-information-section.tsx';

describe('Telehealth admissions in order (issue 24)', () => {
  it('refuses critical care before the hospital admission, naming both fields, and sends nothing', async () => {
    const { saves } = await renderSection(<PatientInformationSection />, {
      caseData: makeTelehealthCase({
        patientInformation: {
          healthCareProviderId: 5,
          healthCareProvider: { name: 'Royal Melbourne Hospital', nickName: 'RMH' },
          hospitalURN: 'UR1',
          dateOfAdmissionHospital: '2026-10-31T01:00:00.000Z',
          dateOfAdmissionCriticalCare: '2026-10-30T01:00:00.000Z',
          lengthOfStay: 2,
          patientWeight: 74,
          patientHeight: null,
          icuAdmissionDiagnoses: [{ diagnosis: 'Pneumonia' }],
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Date of admission to critical care cannot be before Date of admission to hospital',
      ),
    ).toBeTruthy();
    expect(saves).toHaveLength(0);
  });
});
