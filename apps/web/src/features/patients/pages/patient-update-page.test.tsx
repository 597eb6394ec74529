import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATIENT_PROFILES_PATH } from '../../../components/patients/api/patient-api-paths.ts';
import type { MockReply, MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { findDialog } from '../../../testing/find-dialog.ts';
import { ADMIN, CONFLICT, makeProfile } from '../testing/patient-fixtures.ts';
import { renderPatients } from '../testing/render-patients.tsx';

const profile = makeProfile();
const PROFILE_PATH = `${PATIENT_PROFILES_PATH}/${profile.id}`;

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${PROFILE_PATH}`]: { body: profile },
    [`GET ${PROFILE_PATH}/previous-addresses`]: { body: [] },
    [`GET ${PATIENT_PROFILES_PATH}/validateurn`]: { body: true },
    ...extra,
  };
}

async function openUpdateForm(extra: MockRoutes = {}) {
  const view = await renderPatients({
    path: `/ccmp/patients/${profile.id}/update`,
    user: ADMIN,
    routes: routes(extra),
  });
  await screen.findByLabelText('Last name');
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const puts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === PATIENT_PROFILES_PATH);

describe('update patient profile page', () => {
  it("shows the profile, its previous addresses and the patient's name as the browser title", async () => {
    await openUpdateForm({
      [`GET ${PROFILE_PATH}/previous-addresses`]: {
        body: [
          {
            id: 3,
            addressUnitOrRoomNumber: null,
            addressStreetNumber: '1',
            addressStreetName: 'Old Road',
            addressSuburb: 'Bendigo',
            addressState: 'VIC',
            addressPostcode: '3550',
            addressCountryCode: 1101,
            country: 'Australia',
            livesOverseas: false,
            addedAt: '2026-01-05T02:30:00.000Z',
          },
        ],
      },
    });
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Citizen');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('12/03/1985');
    expect((screen.getByLabelText('Age') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('URN/THCI') as HTMLInputElement).value).toBe('445566');
    expect(await screen.findByText('1 Old Road, Bendigo VIC 3550, Australia')).toBeTruthy();
    // 02:30 UTC is 13:30 in Melbourne (daylight saving time).
    expect(screen.getByText(/Until 05\/01\/2026 13:30/)).toBeTruthy();
    expect(document.title).toBe('Jane Citizen');
  });

  it('sends the update with lastModified; on 409 No keeps the form, Yes resends with forceUpdate', async () => {
    let attempts = 0;
    const { user, calls, router } = await openUpdateForm({
      [`PUT ${PATIENT_PROFILES_PATH}`]: ({ body }: RecordedCall): MockReply => {
        attempts += 1;
        return (body as { forceUpdate?: boolean }).forceUpdate ? { body: profile } : CONFLICT;
      },
    });
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await findDialog(M.conflictQuestion);
    expect(within(dialog).getAllByText(M.conflictTitle).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(await screen.findByText(M.notSaved)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/ccmp/patients/${profile.id}/update`);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(attempts).toBe(2));
    const again = await findDialog(M.conflictQuestion);
    await user.click(within(again).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Patient Profiles' })).toBeTruthy();

    const [first, , forced] = puts(calls);
    expect(first?.body).toMatchObject({
      id: profile.id,
      firstName: 'Janet',
      lastModified: profile.lastModified,
    });
    expect(first?.body).not.toHaveProperty('forceUpdate');
    expect(forced?.body).toMatchObject({ id: profile.id, firstName: 'Janet', forceUpdate: true });
  });

  it('starts the form from the record as it is now, not from a cached older copy', async () => {
    let version = 1;
    const { router } = await openUpdateForm({
      [`GET ${PROFILE_PATH}`]: () => ({
        body:
          version === 1
            ? profile
            : { ...profile, addressStreetNumber: '3', lastModified: '2026-01-11T00:00:00.000Z' },
      }),
    });
    expect((screen.getByLabelText('Street number') as HTMLInputElement).value).toBe('12');
    await router.navigate('/ccmp/patients');
    await screen.findByLabelText('Search patient profiles');
    version = 2;
    await router.navigate(`/ccmp/patients/${profile.id}/update`);
    await waitFor(() => expect((screen.getByLabelText('Street number') as HTMLInputElement).value).toBe('3'));
  });

  it('shows the update failure toast for a server error', async () => {
    const { user } = await openUpdateForm({
      [`PUT ${PATIENT_PROFILES_PATH}`]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
      },
    });
    await user.type(screen.getByLabelText('Middle name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.updateFailed)).toBeTruthy();
  });

  it.each([
    ['an unknown id', `/ccmp/patients/404/update`],
    ['a malformed id', '/ccmp/patients/abc/update'],
  ])('says the id is invalid and returns to the list for %s', async (_, path) => {
    const { router } = await renderPatients({ path, user: ADMIN, routes: routes() });
    expect(await screen.findByText(M.invalidId)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ccmp/patients'));
  });

  it('shows a merged-away profile read-only, pointing at the profile it was merged into', async () => {
    await renderPatients({
      path: `/ccmp/patients/${profile.id}/update`,
      user: ADMIN,
      routes: routes({ [`GET ${PROFILE_PATH}`]: { body: { ...profile, mergedIntoId: 12 } } }),
    });
    expect(await screen.findByText(M.profileRetired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the current profile' }).getAttribute('href')).toBe(
      '/ccmp/patients/12/update',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Nothing can be merged into a retired profile (issue 24); its journey still opens.
    expect(screen.queryByRole('link', { name: 'Merge a duplicate into this profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Journey' })).toBeTruthy();
  });

  it('offers to merge a duplicate into a current profile', async () => {
    await openUpdateForm();
    expect(
      screen.getByRole('link', { name: 'Merge a duplicate into this profile' }).getAttribute('href'),
    ).toBe(`/ccmp/patients/${profile.id}/merge`);
  });
});
