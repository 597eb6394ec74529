import { urnMergeKey } from '@scout/domain/patients/merge.schema';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATIENT_PROFILES_PATH } from '../../../components/patients/api/patient-api-paths.ts';
import type { MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { findDialog } from '../../../testing/find-dialog.ts';
import { ADMIN, makeMergeItems, makeProfile } from '../testing/patient-fixtures.ts';
import { renderPatients } from '../testing/render-patients.tsx';

const target = makeProfile({ id: 7 });
const duplicate = makeProfile({ id: 8, firstName: 'Janet', emailAddress: 'janet@example.org' });
const MERGE_PATH = `${PATIENT_PROFILES_PATH}/mergeprofiles`;

const items = makeMergeItems({
  patientInfo: [
    {
      fieldName: 'lastName',
      fieldLabel: 'Last Name',
      targetRecordValue: 'Citizen',
      sourceRecordValue: 'Citizen',
    },
    {
      fieldName: 'firstName',
      fieldLabel: 'First Name',
      targetRecordValue: 'Jane',
      sourceRecordValue: 'Janet',
    },
    {
      fieldName: 'emailAddress',
      fieldLabel: 'Email Address',
      targetRecordValue: null,
      sourceRecordValue: 'janet@example.org',
    },
  ],
  patientUrn: [
    {
      fieldName: urnMergeKey(1),
      fieldLabel: 'The Alfred',
      targetRecordValue: '445566',
      sourceRecordValue: '998877',
    },
  ],
  ecmoCases: [
    {
      fieldName: 'presentation:ECMO:9',
      fieldLabel: 'ECMO 9',
      targetRecordValue: null,
      sourceRecordValue: 'ECMO0009',
    },
  ],
});

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${PATIENT_PROFILES_PATH}/7`]: { body: target },
    [`GET ${PATIENT_PROFILES_PATH}/7/previous-addresses`]: { body: [] },
    [`GET ${PATIENT_PROFILES_PATH}/search`]: {
      body: { profiles: [target, duplicate], totalRecordsCount: 2 },
    },
    [`GET ${PATIENT_PROFILES_PATH}/profilemergeitems`]: { body: items },
    [`PUT ${MERGE_PATH}`]: { body: target },
    ...extra,
  };
}

async function openMerge(extra: MockRoutes = {}) {
  const view = await renderPatients({ path: '/ccmp/patients/7/merge', user: ADMIN, routes: routes(extra) });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Search for the duplicate profile'), 'Citizen');
  await screen.findByRole('button', { name: 'Select Janet Citizen' });
  return { ...view, user };
}

const keepRadio = (label: string, choice: 'Correct' | 'Duplicate') =>
  within(screen.getByRole('radiogroup', { name: `Keep for ${label}` })).getByRole('radio', { name: choice });

describe('merge patient profiles page (spec 1 §4)', () => {
  it('refuses the correct profile as its own duplicate', async () => {
    const { user, calls } = await openMerge();
    await user.click(screen.getByRole('button', { name: 'Select Jane Citizen' }));
    expect(await screen.findByText(M.sameProfile)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/profilemergeitems'))).toBe(false);
  });

  it('compares both profiles, sends the chosen resolutions and lands on the correct profile', async () => {
    const { user, calls, fetchMock, router } = await openMerge();
    await user.click(screen.getByRole('button', { name: 'Select Janet Citizen' }));
    expect(await screen.findByText('Janet')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('targetProfileId=7&sourceProfileId=8');

    // Equal values need no choice; a URN held by both with different values does.
    expect(screen.queryByRole('radiogroup', { name: 'Keep for Last Name' })).toBeNull();
    expect((keepRadio('First Name', 'Correct') as HTMLInputElement).checked).toBe(true);
    await user.click(keepRadio('Email Address', 'Duplicate'));
    await user.click(keepRadio('The Alfred', 'Duplicate'));
    expect(screen.getByText('ECMO 9')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Merge profiles' }));
    const dialog = await findDialog(/Merge Janet Citizen into Jane Citizen\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ccmp/patients/7/update'));
    const merge = calls.find((c: RecordedCall) => c.method === 'PUT' && c.path === MERGE_PATH);
    expect(merge?.body).toEqual({
      targetProfileId: 7,
      sourceProfileId: 8,
      mergeResolutions: [
        { key: 'firstName', resolution: 'target' },
        { key: 'emailAddress', resolution: 'source' },
        { key: 'urn:1', resolution: 'source' },
      ],
    });
  });

  it('says the merge failed and stays on the page', async () => {
    const { user, router } = await openMerge({
      [`PUT ${MERGE_PATH}`]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'x' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Select Janet Citizen' }));
    await user.click(await screen.findByRole('button', { name: 'Merge profiles' }));
    await user.click(within(await findDialog(/Merge Janet Citizen/)).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(M.mergeFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ccmp/patients/7/merge');
  });
});
