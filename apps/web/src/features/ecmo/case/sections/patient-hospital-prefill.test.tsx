import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../testing/fetch-mock.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../../testing/ecmo-fixtures.ts';
import { renderEcmoSection } from '../../testing/render-ecmo.tsx';
import { PatientHospitalSection } from './patient-hospital-section.tsx';

/** Issue 24 item 7: a never-saved Patient Hospital Information starts with what SCOUT knows. */
const base = makeCase();
const knownCase = makeCase({
  patient: {
    ...base.patient,
    urns: [
      { healthCareProviderId: 9, urn: 'AH-1' },
      { healthCareProviderId: 5, urn: 'RMH778899' },
    ],
  },
});

async function render(caseData = knownCase) {
  const saves: RecordedCall[] = [];
  await renderEcmoSection(<PatientHospitalSection />, {
    sectionKey: 'patient',
    caseData,
    user: ECMO_MANAGER,
    routes: {
      ...lookupRoutes(),
      'GET /api/ccmp/healthcareproviders/search': {
        body: [{ id: 9, name: 'Austin Hospital', nickName: 'Austin', address: '145 Studley Rd' }],
      },
      'PATCH /api/ecmo/cases/7/patienthospitalinformation': (call: RecordedCall) => {
        saves.push(call);
        return { body: caseData };
      },
    },
  });
  return saves;
}

const urnBox = () => screen.getByLabelText('URN/THCI') as HTMLInputElement;

describe('ECMO patient hospital prefill (issue 24 item 7)', () => {
  it('starts with the referring hospital, its address and the profile’s URN there; Save sends them as shown', async () => {
    const saves = await render();
    await waitFor(() => expect(urnBox().value).toBe('RMH778899'));
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('300 Grattan St');
    expect(screen.getByText('RMH')).toBeTruthy();

    // Editable like any value; the rest of the section as the user fills it.
    fireEvent.change(urnBox(), { target: { value: 'RMH-TYPED' } });
    fireEvent.mouseDown(screen.getByLabelText('Unit'));
    fireEvent.click(await screen.findByTitle('ICU'));
    const admission = screen.getByLabelText('Hospital admission date/time');
    fireEvent.focus(admission);
    fireEvent.change(admission, { target: { value: '31/10/2026 10:00' } });
    fireEvent.blur(admission);
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.patientHospitalUpdated);
    expect(saves[0]?.body).toMatchObject({
      patientHospitalId: 5,
      patientHospitalUrn: 'RMH-TYPED',
      patientHospitalAddress: '300 Grattan St',
    });
  });

  it('leaves the section empty when the profile holds no URN at the referring hospital', async () => {
    await render(
      makeCase({ patient: { ...base.patient, urns: [{ healthCareProviderId: 9, urn: 'AH-1' }] } }),
    );
    await screen.findByLabelText('URN/THCI');
    expect(urnBox().value).toBe('');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('');
  });

  it('picking another hospital puts the profile’s URN there in place of the prefilled one', async () => {
    await render();
    await waitFor(() => expect(urnBox().value).toBe('RMH778899'));
    const hospital = screen.getByLabelText('Hospital');
    fireEvent.mouseDown(hospital);
    fireEvent.change(hospital, { target: { value: 'Aus' } });
    fireEvent.click(await screen.findByTitle('Austin'));
    await waitFor(() => expect(urnBox().value).toBe('AH-1'));
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('145 Studley Rd');
  });
});
