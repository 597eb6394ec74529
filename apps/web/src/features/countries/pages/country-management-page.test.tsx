import { COUNTRY_MESSAGES, JURISDICTION_MESSAGES } from '@scout/domain/admin/jurisdiction.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import type { MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { CREATE_JURISDICTION_PATH } from '../api/create-jurisdiction.ts';
import { PARTICIPATING_COUNTRIES_PATH } from '../api/get-participating-countries.ts';
import { CountryManagementPage } from './country-management-page.tsx';

const ADMIN = makeCurrentUser({ role: 'systemadmin' });
const AUSTRALIA = { id: 1101, name: 'Australia', shortName: 'AU' };
const VICTORIA = {
  id: 1,
  name: 'Victoria',
  shortName: 'VIC',
  isActive: true,
  countryId: 1101,
  lastModified: '2026-03-01T00:00:00.000Z',
};
const serverError = {
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
};

async function open(routes: MockRoutes) {
  const view = await renderRoute({
    pages: [{ path: paths.admin.countries.path, element: <CountryManagementPage /> }],
    path: paths.admin.countries.getHref(),
    user: ADMIN,
    routes,
  });
  await screen.findByRole('heading', { name: 'Country Management' });
  return { ...view, user: userEvent.setup() };
}

describe('Country Management page', () => {
  it('shows the spec banner when the countries cannot be loaded', async () => {
    await open({ [`GET ${PARTICIPATING_COUNTRIES_PATH}`]: serverError });
    expect(await screen.findByText(COUNTRY_MESSAGES.loadCountriesFailed)).toBeTruthy();
  });

  it('shows the jurisdictions banner per country when they cannot be loaded', async () => {
    await open({
      [`GET ${PARTICIPATING_COUNTRIES_PATH}`]: { body: [AUSTRALIA] },
      'GET /api/ccmp/jurisdictions/1101': serverError,
    });
    expect(await screen.findByText(COUNTRY_MESSAGES.loadJurisdictionsFailed)).toBeTruthy();
  });

  it('creates a jurisdiction: required messages first, then the create toast when the server fails', async () => {
    let fail = true;
    const { user, calls } = await open({
      [`GET ${PARTICIPATING_COUNTRIES_PATH}`]: { body: [AUSTRALIA] },
      'GET /api/ccmp/jurisdictions/1101': { body: [VICTORIA] },
      [`POST ${CREATE_JURISDICTION_PATH}`]: ({ body }: RecordedCall) =>
        fail ? serverError : { status: 201, body: { ...VICTORIA, ...(body as object), id: 2 } },
    });
    await screen.findByText('Victoria');
    await user.click(screen.getByRole('button', { name: /Add jurisdiction/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(JURISDICTION_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(JURISDICTION_MESSAGES.shortNameRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Name'), 'Jervis Bay Territory');
    await user.type(within(dialog).getByLabelText('Short name'), 'JBT');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(COUNTRY_MESSAGES.createJurisdictionFailed('Jervis Bay Territory', 'Australia')),
    ).toBeTruthy();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === CREATE_JURISDICTION_PATH).at(-1)?.body).toEqual({
        id: null,
        name: 'Jervis Bay Territory',
        shortName: 'JBT',
        isActive: true,
        countryId: 1101,
      }),
    );
    expect(await screen.findByText('Jurisdiction Jervis Bay Territory saved')).toBeTruthy();
  });

  it('asks before removing a country and toasts a failed removal', async () => {
    const { user } = await open({
      [`GET ${PARTICIPATING_COUNTRIES_PATH}`]: { body: [AUSTRALIA] },
      'GET /api/ccmp/jurisdictions/1101': { body: [VICTORIA] },
      'POST /api/ccmp/countries/setParticipating': serverError,
    });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove Australia from the participating list?')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Remove' }).at(-1);
    if (!confirm) throw new Error('no confirm button');
    await user.click(confirm);
    expect(await screen.findByText(COUNTRY_MESSAGES.removeFailed('Australia'))).toBeTruthy();
  });
});
