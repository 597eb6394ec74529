import { USER_MESSAGES as M } from '@scout/domain/admin/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNSAVED_CHANGES } from '../../../../components/use-unsaved-changes-prompt.ts';
import { paths } from '../../../../config/paths.ts';
import type { MockRoutes, RecordedCall } from '../../../../testing/fetch-mock.ts';
import { findDialog } from '../../../../testing/find-dialog.ts';
import { renderRoute } from '../../../../testing/render-route.tsx';
import { pickOption } from '../../../../testing/select-option.ts';
import { PROVIDER_SEARCH_PATH } from '../../api/list-health-care-providers.ts';
import { COUNTRY_CODES_PATH } from '../../api/search-country-codes.ts';
import { USERS_PATH } from '../../api/users-api-paths.ts';
import { UserCreatePage } from '../../pages/user-create-page.tsx';
import { UserUpdatePage } from '../../pages/user-update-page.tsx';
import { ADMIN, COUNTRY_CODES, makeUser, PROVIDERS } from '../../testing/user-fixtures.ts';

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${PROVIDER_SEARCH_PATH}`]: { body: PROVIDERS },
    [`GET ${COUNTRY_CODES_PATH}`]: { body: COUNTRY_CODES },
    [`GET ${USERS_PATH}`]: { body: [] },
    [`POST ${USERS_PATH}`]: { status: 201, body: makeUser() },
    ...extra,
  };
}

/** The create and update pages at `path` (the users list, where a save returns, is not rendered). */
function renderUserPages(path: string, routes: MockRoutes) {
  return renderRoute({
    pages: [
      { path: paths.admin.userCreate.path, element: <UserCreatePage /> },
      { path: paths.admin.userUpdate.path, element: <UserUpdatePage /> },
    ],
    path,
    user: ADMIN,
    routes,
  });
}

async function openCreate(extra: MockRoutes = {}) {
  const view = await renderUserPages(paths.admin.userCreate.getHref(), routes(extra));
  await screen.findByRole('heading', { name: 'Create New User' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

type U = ReturnType<typeof userEvent.setup>;

async function fillAccount(user: U) {
  await user.type(screen.getByLabelText('Email'), 'new.person@scout.test');
  await user.type(screen.getByLabelText('Mobile phone'), '0491 570 006');
  await user.type(screen.getByLabelText('Given name'), 'New');
  await user.type(screen.getByLabelText('Surname'), 'Person');
  await user.type(screen.getByLabelText('Display name'), 'New Person');
}

const save = (user: U) => user.click(screen.getByRole('button', { name: 'Save' }));
const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST' && c.path === USERS_PATH);

describe('create user form: sections by role (spec 1 §4)', () => {
  it('hides the call-taker switch and app sections for a system admin, app sections for a call taker', async () => {
    const { user } = await openCreate();
    expect(screen.getByLabelText('ECMO user')).toBeTruthy();
    expect(screen.getByLabelText('Call taker')).toBeTruthy();

    await user.click(screen.getByLabelText('Call taker'));
    expect(screen.queryByLabelText('ECMO user')).toBeNull();
    await user.click(screen.getByLabelText('Call taker'));
    expect(screen.getByLabelText('ECMO user')).toBeTruthy();

    await user.click(screen.getByLabelText('System administrator'));
    expect(screen.queryByLabelText('Call taker')).toBeNull();
    expect(screen.queryByLabelText('VTIS user')).toBeNull();
  });

  it('shows an app’s access level, export flags and providers only while its flag is on', async () => {
    const { user } = await openCreate();
    expect(screen.queryByLabelText('VST access level')).toBeNull();
    await user.click(screen.getByLabelText('VST user'));
    expect(screen.getByLabelText('VST access level')).toBeTruthy();
    expect(screen.getByLabelText('VST health care providers')).toBeTruthy();
    expect(screen.getByText('Can export VST data')).toBeTruthy();
    await user.click(screen.getByLabelText('VST user'));
    expect(screen.queryByLabelText('VST access level')).toBeNull();
  });
});

describe('create user form: validation and saving', () => {
  it("shows the spec's messages for missing and invalid fields, and sends nothing", async () => {
    const { user, calls } = await openCreate();
    await user.click(screen.getByLabelText('ECMO user'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Mobile phone'), '12');
    await save(user);
    expect(await screen.findByText(M.invalidEmail)).toBeTruthy();
    expect(screen.getByText(M.invalidPhone)).toBeTruthy();
    // Given name, surname, display name and the ECMO access level.
    expect(screen.getAllByText(M.required)).toHaveLength(4);
    expect(posts(calls)).toHaveLength(0);
  });

  it('saves a user with an app, level and provider, in E.164-ready form, then returns to the list', async () => {
    const { user, calls, router } = await openCreate();
    await fillAccount(user);
    await user.click(screen.getByLabelText('ECMO user'));
    await pickOption(user, screen.getByLabelText('ECMO access level'), 'Manage');
    await pickOption(user, screen.getByLabelText('ECMO health care providers'), 'The Alfred (Alfred)', 'Alf');
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ccmp/users'));
    const [sent] = posts(calls);
    expect(sent?.body).toMatchObject({
      email: 'new.person@scout.test',
      mobilePhoneCountryCode: '61',
      mobilePhone: '0491 570 006',
      isEcmoUser: true,
      ecmoAccess: 20,
      isVstUser: false,
      userHealthCareProviders: [{ healthCareProviderId: 1, platformAppId: 20 }],
    });
  });

  it('asks before saving a user who would see all cases', async () => {
    const { user, calls } = await openCreate();
    await fillAccount(user);
    for (const app of ['ECMO', 'Telehealth', 'VST', 'VTIS']) {
      await user.click(screen.getByLabelText(`${app} user`));
      await pickOption(user, screen.getByLabelText(`${app} access level`), 'Read');
    }
    await save(user);
    const dialog = await findDialog(M.seesAllCases);
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
  });

  it('asks before leaving a form with unsaved changes (issue 24), and not after a save', async () => {
    const { user, router } = await openCreate();
    await user.type(screen.getByLabelText('Given name'), 'New');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await findDialog(UNSAVED_CHANGES.title);
    await user.click(within(dialog).getByRole('button', { name: UNSAVED_CHANGES.stay }));
    expect(router.state.location.pathname).toBe(paths.admin.userCreate.getHref());
    expect((screen.getByLabelText('Given name') as HTMLInputElement).value).toBe('New');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await findDialog(UNSAVED_CHANGES.title);
    await user.click(within(again).getByRole('button', { name: UNSAVED_CHANGES.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ccmp/users'));
  });

  it('puts server field errors on the field and shows the failure toast', async () => {
    const { user } = await openCreate({
      [`POST ${USERS_PATH}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: M.emailTaken,
          fieldErrors: [{ field: 'email', message: M.emailTaken }],
        },
      },
    });
    await fillAccount(user);
    await save(user);
    expect(await screen.findByText(M.createFailed)).toBeTruthy();
    const emailItem = screen.getByLabelText('Email').closest('.ant-form-item') as HTMLElement;
    expect(within(emailItem).getByText(M.emailTaken)).toBeTruthy();
  });
});

describe('update user page', () => {
  const stored = makeUser({ hasMfa: true });

  async function openUpdate(extra: MockRoutes = {}) {
    const view = await renderUserPages(
      paths.admin.userUpdate.getHref(7),
      routes({ [`GET ${USERS_PATH}/7`]: { body: stored }, ...extra }),
    );
    await screen.findByRole('heading', { name: 'Update User' });
    return { ...view, user: userEvent.setup({ delay: null }) };
  }

  it('shows the stored user with the e-mail locked and the national phone number', async () => {
    await openUpdate();
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe(stored.email);
    expect(email.disabled).toBe(true);
    expect((screen.getByLabelText('Mobile phone') as HTMLInputElement).value).toBe('0491 570 006');
  });

  it('resets MFA after confirmation; a failure shows the toast', async () => {
    let fail = true;
    const { user, calls } = await openUpdate({
      [`POST ${USERS_PATH}/7/reset-mfa`]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }
          : { body: makeUser({ hasMfa: false, lastModified: '2026-05-02T00:00:00.000Z' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset MFA' }));
    await user.click(within(await findDialog(M.resetMfaConfirm)).getByRole('button', { name: 'Reset MFA' }));
    expect(await screen.findByText(M.resetMfaFailed)).toBeTruthy();

    fail = false;
    // The page's own button, first in the document: the closed confirmation stays in happy-dom's
    // page (its leave animation never ends, find-dialog.ts) with a button of the same name.
    const [pageButton] = screen.getAllByRole('button', { name: 'Reset MFA' });
    await user.click(pageButton as HTMLElement);
    await user.click(within(await findDialog(M.resetMfaConfirm)).getByRole('button', { name: 'Reset MFA' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/reset-mfa'))).toHaveLength(2));
  });

  it('has no Reset MFA button for a user without MFA', async () => {
    await renderUserPages(
      paths.admin.userUpdate.getHref(7),
      routes({ [`GET ${USERS_PATH}/7`]: { body: makeUser({ hasMfa: false }) } }),
    );
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Reset MFA' })).toBeNull();
  });

  it('on a 409 asks whether to overwrite, then resends with forceUpdate', async () => {
    const { user, calls } = await openUpdate({
      [`PUT ${USERS_PATH}/7`]: ({ body }) =>
        (body as { forceUpdate?: boolean }).forceUpdate
          ? { body: stored }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' } },
    });
    await user.clear(await screen.findByLabelText('Surname'));
    await user.type(screen.getByLabelText('Surname'), 'Tran');
    await save(user);
    const dialog = await findDialog('Do you want to rewrite your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === 'PUT');
    expect(first?.body).toMatchObject({ surname: 'Tran', lastModified: stored.lastModified });
    expect(second?.body).toMatchObject({ surname: 'Tran', forceUpdate: true });
  });
});
