import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../testing/fetch-mock.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../../testing/ecmo-fixtures.ts';
import { renderEcmoSection } from '../../testing/render-ecmo.tsx';
import { PatientHospitalSection } from './patient-hospital-section.tsx';

const withPatientHospital = makeCase({
  patientHospitalInformation: {
    patientHospitalId: 5,
    patientHospital: 'RMH',
    patientHospitalUnit: 'ICU',
    patientHospitalUrn: 'U123',
    patientHospitalAddress: '300 Grattan St',
    hospitalAdmissionDateTime: '2026-10-30T23:00:00.000Z',
    icuAdmissionDateTime: null,
    patientWeight: null,
    patientHeight: null,
    insuranceStatus: null,
    infectiousRisk: false,
    infectiousRiskDetails: null,
    acceptedByHospital: null,
  } as never,
});

const ADMISSION = 'Hospital admission date/time';

describe('ECMO patient hospital information: a typed admission date-time (issue 24 item A)', () => {
  it('31/02/2026 10:00 is kept, refused on the field, and Save sends nothing and shows no success toast', async () => {
    const saves: RecordedCall[] = [];
    await renderEcmoSection(<PatientHospitalSection />, {
      sectionKey: 'patient',
      caseData: withPatientHospital,
      user: ECMO_MANAGER,
      routes: {
        ...lookupRoutes(),
        'PATCH /api/ecmo/cases/7/patienthospitalinformation': (call: RecordedCall) => {
          saves.push(call);
          return { body: {} };
        },
      },
    });
    const box = (await screen.findByLabelText(ADMISSION)) as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '31/02/2026 10:00' } });
    fireEvent.blur(box);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(M.validationFailed)).length).toBeGreaterThan(0);
    expect(box.value).toBe('31/02/2026 10:00');
    expect(screen.getByText('31/02/2026 10:00 is not a date')).toBeTruthy();
    await act(async () => {});
    expect(saves).toEqual([]);
    expect(screen.queryByText(M.patientHospitalUpdated)).toBeNull();

    // The date as it should have been typed is saved exactly.
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '28/02/2026 10:00' } });
    fireEvent.blur(box);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.patientHospitalUpdated);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({ hospitalAdmissionDateTime: '2026-02-27T23:00:00.000Z' });
  });
});
