import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { pick } from '../../../testing/select-option.ts';
import { PATIENT } from '../../stroke/testing/vst-service-fixtures.ts';
import { CLINIC_MANAGER, lookupRoutes } from '../testing/clinic-fixtures.tsx';
import { NewClinicPage } from './new-clinic-page.tsx';

const render = () =>
  renderRoute({
    pages: [{ path: '/vst/clinics/new', element: <NewClinicPage /> }],
    path: '/vst/clinics/new',
    user: CLINIC_MANAGER,
    routes: {
      ...lookupRoutes,
      'GET /api/ccmp/patientprofiles/search': { body: { profiles: [PATIENT], totalRecordsCount: 1 } },
      'POST /api/vst/outpatient': { status: 201, body: { data: { id: 31 } } },
    },
  });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const createButton = () => screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;

describe('New Clinic (spec 3 §2.4, §5.1, §5.8)', () => {
  it('checks the referring doctor provider number (domain provider-number.ts)', async () => {
    await render();
    const provider = await screen.findByLabelText('Referring Doctor Provider Number');
    fireEvent.change(provider, { target: { value: '4024742A' } });
    fireEvent.blur(provider);
    expect(await screen.findByText(M.providerNumberInvalid)).toBeTruthy();
    fireEvent.change(provider, { target: { value: '4024742F' } });
    await waitFor(() => expect(screen.queryByText(M.providerNumberInvalid)).toBeNull());
  });

  it('asks the specialist instead of a call taker, then creates and opens the clinic', async () => {
    const { router, calls } = await render();
    expect(await screen.findByLabelText('Neurologist/Stroke Specialist')).toBeTruthy();
    expect(screen.queryByLabelText('Call taker')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search patients'), { target: { value: 'Example' } });
    await pick('Neurologist/Stroke Specialist', 'Dr Nina Neuro');
    type('Last Name', 'Referrer');
    type('First Name', 'Robin');
    type('Contact Number', '0390001111');
    type('Referring Doctor Provider Number', '4024742F');
    await pick('Position', 'Consultant');
    await pick('Hospital', 'RMH');
    // The clinic's unit list offers Outpatient Clinic (§3.9).
    await pick('Hospital Unit', 'Outpatient Clinic');
    expect(createButton().disabled).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    await waitFor(() => expect(createButton().disabled).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/clinic/31'));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      patientProfileId: 3,
      specialistId: 9,
      referrerInformation: {
        referrerLastName: 'Referrer',
        referrerHospitalId: 5,
        referrerHospitalUnit: 'Outpatient Clinic',
        referrerDoctorProviderNumber: '4024742F',
      },
    });
    expect(body.callTakerId).toBeUndefined();
  });
});
