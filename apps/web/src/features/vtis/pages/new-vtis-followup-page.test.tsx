import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeVtisConsult, VTIS_MANAGER, vtisLookupRoutes } from '../testing/vtis-fixtures.tsx';
import { NewVtisConsultPage } from './new-vtis-consult-page.tsx';
import { NewVtisFollowupPage } from './new-vtis-followup-page.tsx';

const render = (path: string, consult = makeVtisConsult()) =>
  renderRoute({
    pages: [
      { path: '/vst/vtisConsults/new', element: <NewVtisConsultPage /> },
      { path: '/vst/vtisConsults/:consultId/new', element: <NewVtisFollowupPage /> },
    ],
    path,
    user: VTIS_MANAGER,
    routes: {
      ...vtisLookupRoutes,
      'GET /api/vtis/consults/5': { body: consult },
      'POST /api/vtis/followup': { status: 201, body: { data: { id: 8 } } },
    },
  });

describe('New VTIS Follow up (spec 3 §2.1, §2.4)', () => {
  it("locks the referrer hospital and address to the consult's and creates the follow-up", async () => {
    const { router, calls } = await render('/vst/vtisConsults/5/new');
    expect(await screen.findByRole('heading', { name: M.newFollowupTitle })).toBeTruthy();
    await screen.findByTitle('Bendigo');
    const hospital = screen.getByLabelText('Hospital').closest('.ant-select') as HTMLElement;
    expect(hospital.className).toContain('ant-select-disabled');
    const address = screen.getByLabelText('Hospital Address') as HTMLInputElement;
    expect(address.disabled).toBe(true);
    expect(address.value).toBe('1 Hospital Rd, Bendigo VIC 3550');
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Lee' } });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Contact Number'), { target: { value: '0355551234' } });
    fireEvent.mouseDown(screen.getByLabelText('Position'));
    fireEvent.click(await screen.findByTitle('Registrar'));
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/vtisfollowup/8/referrer'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      vtisConsultId: 5,
      patientProfileId: 3,
      referrerInformation: { referrerHospitalId: 3, referrerHospitalUnit: 'Ward' },
    });
  });

  it('is also reached as /vst/vtisConsults/new?consultId=', async () => {
    await render('/vst/vtisConsults/new?consultId=5');
    expect(await screen.findByRole('heading', { name: M.newFollowupTitle })).toBeTruthy();
  });

  it('says so when the consult already has an active inpatient follow-up', async () => {
    await render(
      '/vst/vtisConsults/5/new',
      makeVtisConsult({
        vtisFollowupConsults: [
          { id: 8, studyId: 'VTISFU8', isActive: true, closedOn: null, vtisStatus: 'INPATIENT' },
        ],
      }),
    );
    expect(await screen.findByText(M.followupNotAllowed)).toBeTruthy();
  });
});
