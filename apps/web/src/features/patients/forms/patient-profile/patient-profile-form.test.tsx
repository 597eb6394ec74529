import { ageOn, todayIn } from '@scout/domain/patients/dates';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATIENT_PROFILES_PATH } from '../../../../components/patients/api/patient-api-paths.ts';
import { UNSAVED_CHANGES } from '../../../../components/use-unsaved-changes-prompt.ts';
import type { MockRoutes, RecordedCall } from '../../../../testing/fetch-mock.ts';
import { findDialog } from '../../../../testing/find-dialog.ts';
import { pickOption } from '../../../../testing/select-option.ts';
import { ADDRESS_SEARCH_PATH } from '../../api/search-addresses.ts';
import { PROVIDER_SEARCH_PATH } from '../../api/search-health-care-providers.ts';
import { expectFieldError, pickProvider } from '../../testing/form-helpers.ts';
import { ADMIN, ALFRED, makeProfile, RMH } from '../../testing/patient-fixtures.ts';
import { renderPatients } from '../../testing/render-patients.tsx';

const PROVIDERS = [ALFRED, RMH];
const created = makeProfile({ id: 99 });

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${PROVIDER_SEARCH_PATH}`]: { body: PROVIDERS },
    [`GET ${PATIENT_PROFILES_PATH}/validateurn`]: { body: true },
    [`POST ${PATIENT_PROFILES_PATH}`]: { status: 201, body: created },
    ...extra,
  };
}

async function openCreateForm(extra: MockRoutes = {}) {
  const view = await renderPatients({ path: '/ccmp/patients/new', user: ADMIN, routes: routes(extra) });
  await screen.findByRole('heading', { name: 'Create Patient Profile' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillPatient(user: User) {
  await user.type(screen.getByLabelText('Last name'), 'Citizen');
  await user.type(screen.getByLabelText('First name'), 'Jane');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByLabelText('Date of birth'), '12/03/1985');
  await pickProvider(user, 0, 'Alfr', 'The Alfred (Alfred)');
  await user.type(screen.getByLabelText('URN/THCI'), '445566');
}

const posted = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === PATIENT_PROFILES_PATH);

describe('patient profile form: date of birth and age', () => {
  it('derives the age from the date of birth and allows typing an age only without one', async () => {
    const { user } = await openCreateForm();
    const age = screen.getByLabelText('Age') as HTMLInputElement;
    expect(age.disabled).toBe(false);

    await user.type(screen.getByLabelText('Date of birth'), '12/03/1985');
    expect(age.disabled).toBe(true);
    expect(age.value).toBe(String(ageOn('1985-03-12', todayIn('Australia/Melbourne'))));

    await user.clear(screen.getByLabelText('Date of birth'));
    expect(age.disabled).toBe(false);
  });

  it('fills in no age from a date of birth the form refuses (issue 24)', async () => {
    const { user } = await openCreateForm();
    const age = screen.getByLabelText('Age') as HTMLInputElement;
    const dob = screen.getByLabelText('Date of birth');
    await user.type(dob, '01/01/1899');
    await user.tab();
    expect(age.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(dob, M.dateTooOld);
    expect(age.value).toBe('');
  });

  it('reports the date-of-birth rules and the either-or rule on save', async () => {
    const { user } = await openCreateForm();
    await fillPatient(user);
    await user.click(screen.getByLabelText('Lives overseas'));
    const dob = screen.getByLabelText('Date of birth');
    await user.clear(dob);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(dob, M.dobOrAge);

    await user.type(dob, '31/02/1985');
    // The typed date box says why in the words of every date input (issue 24).
    await expectFieldError(dob, '31/02/1985 is not a date');
    await user.clear(dob);
    await user.type(dob, '31/12/1899');
    await expectFieldError(dob, M.dateTooOld);
    await user.clear(dob);
    await user.type(screen.getByLabelText('Age'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Patient Profiles' })).toBeTruthy();
  });
});

describe('patient profile form: address', () => {
  it('blocks a save without an address, unless the patient lives overseas', async () => {
    const { user, calls } = await openCreateForm();
    await fillPatient(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.addressRequired)).toBeTruthy();
    await expectFieldError(screen.getByLabelText('Street name'), M.required);
    expect(posted(calls)).toHaveLength(0);

    await user.click(screen.getByLabelText('Lives overseas'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Patient Profiles' })).toBeTruthy();
    const [post] = posted(calls);
    expect(post?.body).toMatchObject({
      lastName: 'Citizen',
      firstName: 'Jane',
      gender: 'Female',
      dateOfBirth: '1985-03-12',
      livesOverseas: true,
      addressStreetName: null,
      addressCountryCode: 1101,
      patientHealthCareProviders: [{ healthCareProviderId: ALFRED.id, urn: '445566' }],
    });
  });

  it('fills the address from a search result (from 8 characters) and says when a part is too long', async () => {
    const result = {
      unitOrRoomNumber: '4',
      freeformAddress: '4/12 Smith Street, Carlton VIC 3053',
      countrySubdivision: 'VIC',
      postalCode: '3053',
      municipalitySubdivision: 'Carlton',
      municipality: 'Melbourne',
      streetName: 'Smith Street',
      streetNumber: '12',
    };
    const { user, calls } = await openCreateForm({ [`GET ${ADDRESS_SEARCH_PATH}`]: { body: [result] } });
    await fillPatient(user);
    await pickOption(user, screen.getByLabelText('Search address'), result.freeformAddress, '12 Smith Str');
    expect((screen.getByLabelText('Street number') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Street name') as HTMLInputElement).value).toBe('Smith Street');
    expect((screen.getByLabelText('Suburb') as HTMLInputElement).value).toBe('Carlton');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('3053');

    await user.type(screen.getByLabelText('Unit/Room'), 'x'.repeat(20));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(screen.getByLabelText('Unit/Room'), 'Must have less than 20 letters');
    expect(posted(calls)).toHaveLength(0);
  });
});

describe('patient profile form: URN/THCI entries', () => {
  it('reports a provider picked twice, keeps at least one entry', async () => {
    const { user } = await openCreateForm();
    expect(
      (screen.getByRole('button', { name: 'Remove URN/THCI entry 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await fillPatient(user);
    await user.click(screen.getByLabelText('Lives overseas'));
    await user.click(screen.getByRole('button', { name: 'Add URN/THCI' }));
    await pickProvider(user, 1, 'Alfr', 'The Alfred (Alfred)');
    expect(await screen.findByText(M.duplicateUrnProvider)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove URN/THCI entry 2' }));
    await waitFor(() => expect(screen.queryByText(M.duplicateUrnProvider)).toBeNull());
  });

  it('checks a URN with the server when it loses focus and refuses to save one used by another patient', async () => {
    const { user, calls } = await openCreateForm({
      [`GET ${PATIENT_PROFILES_PATH}/validateurn`]: { body: false },
    });
    await fillPatient(user);
    await user.tab();
    const urn = screen.getByLabelText('URN/THCI');
    await expectFieldError(urn, M.urnUsedByOther);

    await user.click(screen.getByLabelText('Lives overseas'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError(urn, M.urnUsedByOther);
    expect(posted(calls)).toHaveLength(0);
  });
});

describe('patient profile form: saving', () => {
  it('puts server field errors on their fields and shows the create failure toast', async () => {
    const { user } = await openCreateForm({
      [`POST ${PATIENT_PROFILES_PATH}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          fieldErrors: [{ field: 'patientHealthCareProviders.0.urn', message: M.urnUsedByOther }],
        },
      },
    });
    await fillPatient(user);
    await user.click(screen.getByLabelText('Lives overseas'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.createFailed)).toBeTruthy();
    await expectFieldError(screen.getByLabelText('URN/THCI'), M.urnUsedByOther);
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { user, router } = await openCreateForm();
    await user.type(screen.getByLabelText('Last name'), 'Citizen');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await findDialog(UNSAVED_CHANGES.title);
    await user.click(within(dialog).getByRole('button', { name: UNSAVED_CHANGES.stay }));
    expect(router.state.location.pathname).toBe('/ccmp/patients/new');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await findDialog(UNSAVED_CHANGES.title);
    await user.click(within(again).getByRole('button', { name: UNSAVED_CHANGES.leave }));
    expect(await screen.findByRole('heading', { name: 'Patient Profiles' })).toBeTruthy();
  });
});
