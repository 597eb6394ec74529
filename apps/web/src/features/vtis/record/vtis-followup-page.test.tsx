import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inPanel, makeVtisFollowup, renderVtisRecord } from '../testing/vtis-fixtures.tsx';

type Body = Record<string, unknown>;
const FOLLOWUP = { get: '/api/vtis/followup/8', put: '/api/vtis/followup' };

describe('VTIS follow-up (spec 3 §2.8, §4.1)', () => {
  it("shows the consult's patient read-only, locks the referrer hospital and closes with its message", async () => {
    const view = await renderVtisRecord({
      ...FOLLOWUP,
      record: makeVtisFollowup(),
      path: '/vst/vtisfollowup/8/followup-consultation',
      routes: {
        'PATCH /api/vtis/followup/8/deactivate': {
          body: { isActive: false, closedOn: '2026-03-10T03:00:00.000Z', vtisStatus: 'CLOSED' },
        },
      },
    });
    const patient = await inPanel('patient');
    expect(patient.getByTestId('ro-patientInformation.patientHospitalUrn').textContent).toBe('UR1');
    expect(patient.queryByRole('button', { name: 'Save' })).toBeNull();
    const referrer = await inPanel('referrer');
    const hospital = referrer.getByLabelText('Hospital').closest('.ant-select') as HTMLElement;
    expect(hospital.className).toContain('ant-select-disabled');
    expect((referrer.getByLabelText('Hospital Address') as HTMLInputElement).disabled).toBe(true);
    expect((referrer.getByLabelText('First Name') as HTMLInputElement).disabled).toBe(false);

    fireEvent.click((await inPanel('followup-consultation')).getByRole('button', { name: 'Save and Close' }));
    expect(await screen.findByText(M.followupClosed)).toBeTruthy();
    expect((view.saves[0]?.body as Body | undefined)?.sectionsToUpdate).toEqual([
      'referrerInformation',
      'neurologistInformation',
      'followupConsultationInformation',
    ]);
    expect(view.calls.some((c) => c.path === '/api/vtis/followup/8/status')).toBe(false);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/vst/vtisconsults'));
  });
});
