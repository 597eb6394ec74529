import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PATIENT_PROFILES_PATH } from '../../../components/patients/api/patient-api-paths.ts';
import { supportPhoneHint } from '../../../components/patients/presentation-access.ts';
import { PresentationsTable } from '../../../components/patients/presentations-table.tsx';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { findDialog } from '../../../testing/find-dialog.ts';
import { renderWithShell } from '../../../testing/render-app.tsx';
import { makeCurrentUser, TEST_CONFIG } from '../../../testing/test-data.ts';
import { ADMIN, makePresentation, makeProfile } from '../testing/patient-fixtures.ts';
import { renderPatients } from '../testing/render-patients.tsx';

const profile = makeProfile();
const PROFILE_PATH = `${PATIENT_PROFILES_PATH}/${profile.id}`;
const ecmo = makePresentation();
const vst = makePresentation({
  id: 44,
  discriminator: 'VST',
  studyId: 'VST0044',
  principalProblem: 'Stroke',
  presentationDateTime: '2026-03-01T22:15:00.000Z',
  isActive: true,
});

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${PROFILE_PATH}`]: { body: profile },
    [`GET ${PROFILE_PATH}/presentations`]: { body: [ecmo, vst] },
    ...extra,
  };
}

describe('patient journey page', () => {
  it('shows the patient and the presentations, newest first, in the service time zone', async () => {
    await renderPatients({ path: `/ccmp/patients/${profile.id}/journey`, user: ADMIN, routes: routes() });
    const body = (await screen.findByText('VST0044')).closest('tbody') as HTMLElement;
    const rows = within(body).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getByText('02/03/2026 09:15')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('03/02/2026 15:05')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Cardiogenic shock')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('The Alfred')).toBeTruthy();
    expect(screen.getByText('445566', { exact: false })).toBeTruthy();
    expect(document.title).toBe('Jane Citizen');
  });

  it("names each presentation type in the area's words and shows every row's principal problem", async () => {
    const rows = [
      makePresentation({
        id: 7,
        discriminator: 'VSTFollowup',
        studyId: 'VSTFU7',
        principalProblem: 'Ischaemic Stroke',
      }),
      makePresentation({ id: 8, discriminator: 'VTIS', studyId: 'VTIS8', principalProblem: 'TIA' }),
      makePresentation({ id: 9, discriminator: 'VTISFollowup', studyId: 'VTISFU9', principalProblem: null }),
      makePresentation({
        id: 10,
        discriminator: 'Outpatient',
        studyId: 'VSTOP10',
        principalProblem: 'Left hemisphere TIA',
      }),
      makePresentation({
        id: 11,
        discriminator: 'Telehealth',
        studyId: 'TH11',
        principalProblem: 'Septic shock',
      }),
    ];
    await renderWithShell(<PresentationsTable presentations={[ecmo, vst, ...rows]} loading={false} />, {
      user: ADMIN,
    });
    const typeOf = (studyId: string) =>
      within(screen.getByText(studyId).closest('tr') as HTMLElement).getAllByRole('cell')[0]?.textContent;
    expect(typeOf('VSTFU7')).toBe('VST follow-up');
    expect(typeOf('VST0044')).toBe('VST consult');
    expect(typeOf('VTIS8')).toBe('VTIS consult');
    expect(typeOf('VTISFU9')).toBe('VTIS follow-up');
    expect(typeOf('VSTOP10')).toBe('Outpatient clinic');
    expect(typeOf('TH11')).toBe('Telehealth case');
    expect(typeOf('ECMO0031')).toBe('ECMO case');
    expect(screen.queryByText('VSTFollowup')).toBeNull();
    expect(screen.getByText('Left hemisphere TIA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View VST follow-up VSTFU7' })).toBeTruthy();
  });

  it('opens a presentation in a new window when the user has access to its module', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderPatients({ path: `/ccmp/patients/${profile.id}/journey`, user: ADMIN, routes: routes() });
    await userEvent.click(await screen.findByRole('button', { name: 'View VST consult VST0044' }));
    expect(open).toHaveBeenCalledWith('/vst/consult/44/referrer', '_blank', 'noopener');
  });

  it('says whom to call when the user may not open that module (the table outside the admin area)', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const vstReader = makeCurrentUser({ access: { vst: ACCESS_LEVEL.Read } });
    await renderWithShell(<PresentationsTable presentations={[ecmo, vst]} loading={false} />, {
      user: vstReader,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View ECMO case ECMO0031' }));
    const dialog = await findDialog(M.noPermission);
    expect(within(dialog).getByText(supportPhoneHint(TEST_CONFIG.supportPhones.vecmos))).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'View VST consult VST0044' }));
    expect(open).toHaveBeenCalledWith('/vst/consult/44/referrer', '_blank', 'noopener');
  });

  it('names a presentation type it cannot open', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderPatients({
      path: `/ccmp/patients/${profile.id}/journey`,
      user: ADMIN,
      routes: routes({
        [`GET ${PROFILE_PATH}/presentations`]: {
          body: [makePresentation({ id: 50, discriminator: 'Dental', studyId: 'D50' })],
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Dental D50' }));
    expect(await screen.findByText('Cannot view Dental file')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it("shows 'Error getting patient presentations' when they cannot be loaded", async () => {
    await renderPatients({
      path: `/ccmp/patients/${profile.id}/journey`,
      user: ADMIN,
      routes: routes({
        [`GET ${PROFILE_PATH}/presentations`]: {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'x' },
        },
      }),
    });
    expect(await screen.findByText(M.presentationsFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
