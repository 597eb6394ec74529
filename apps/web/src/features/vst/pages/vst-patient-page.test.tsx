import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import {
  closed,
  makeConsultRow,
  makeFollowupRow,
  PATIENT,
  searchAnswer,
  VST_READER,
} from '../testing/vst-dashboard-fixtures.ts';
import { VstPatientPage } from './vst-patient-page.tsx';

const render = (consults: ReturnType<typeof makeConsultRow>[]) =>
  renderRoute({
    pages: [{ path: '/vst/patients/:id', element: <VstPatientPage /> }],
    path: '/vst/patients/3',
    user: VST_READER,
    routes: {
      'GET /api/ccmp/patientprofiles/3': { body: PATIENT },
      'GET /api/vst/consults/search': searchAnswer(consults),
    },
  });

describe('VST patient page (spec 3 §2.1, issue item 9)', () => {
  it('shows the profile and every VST record of the patient with View and PDF', async () => {
    const { calls } = await render([
      makeConsultRow({ id: 12, ...closed, followupConsults: [makeFollowupRow({ id: 4 })] }),
      makeConsultRow({ id: 20 }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Example, Alex' })).toBeTruthy();
    expect(screen.getByText('09/03/1964')).toBeTruthy();
    await screen.findByText('VSTFU4');
    const rows = [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')];
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'VST12',
      'VSTFU4',
      'VST20',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('VST Follow up')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('OPEN')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View VSTFU4' }).getAttribute('href')).toBe(
      '/vst/followup/4/patient',
    );
    expect(screen.getByRole('link', { name: 'View VST12' }).getAttribute('href')).toBe(
      '/vst/consult/12/patient',
    );
    expect(screen.getAllByRole('button', { name: /PDF/ })).toHaveLength(3);
    expect(calls.some((c) => c.path === '/api/vst/consults/search')).toBe(true);
  });

  it('says the patient has no history when there is no record', async () => {
    await render([]);
    expect(await screen.findByText(M.noPatientHistory)).toBeTruthy();
  });
});
