import {
  type HealthCareProvider,
  HEALTH_CARE_PROVIDER_MESSAGES as M,
} from '@scout/domain/admin/health-care-provider.schema';
import { HEALTH_CARE_PROVIDER_TYPES } from '@scout/domain/admin/provider-types';
import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths.ts';
import type { MockRoutes, RecordedCall } from '../../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../../testing/test-data.ts';
import { PROVIDERS_PATH } from '../../api/provider-keys.ts';
import { ProviderUpdatePage } from '../../pages/provider-update-page.tsx';

const ADMIN = makeCurrentUser({ role: 'systemadmin' });

const BENDIGO: HealthCareProvider = {
  id: 7,
  name: 'Bendigo Hospital',
  nickName: 'Bendigo',
  healthCareProviderType: 'Regional Hospital',
  countryId: 1101,
  countryName: 'Australia',
  jurisdictionId: 1,
  jurisdictionName: 'Victoria',
  jurisdictionShortName: 'VIC',
  address: '100 Barnard Street, Bendigo VIC 3550',
  phoneNumber: '03 5550 0114',
  commonwealthReferenceNumber: null,
  anzicsId: 'BEN',
  websiteLink: null,
  coordinateLat: -36.7496,
  coordinateLng: 144.2717,
  faxED: null,
  faxEDEnabled: false,
  faxClinic: null,
  faxClinicEnabled: false,
  faxVtis: null,
  faxVtisEnabled: false,
  isActive: true,
  boxEnabled: false,
  vtisEnabled: true,
  dischargeSummaryConfiguration: { contactNumber: null, headerSection: null, footerSection: null },
  hasLogo: false,
  lastModified: '2026-03-01T01:02:03.456Z',
};

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${PROVIDERS_PATH}/7`]: { body: BENDIGO },
    [`GET ${PROVIDERS_PATH}/types`]: { body: [...HEALTH_CARE_PROVIDER_TYPES] },
    [`GET ${PROVIDERS_PATH}/search`]: { body: [BENDIGO] },
    'GET /api/ccmp/countries/participating': { body: [{ id: 1101, name: 'Australia', shortName: 'AU' }] },
    'GET /api/ccmp/jurisdictions/1101': {
      body: [
        {
          id: 1,
          name: 'Victoria',
          shortName: 'VIC',
          isActive: true,
          countryId: 1101,
          lastModified: BENDIGO.lastModified,
        },
      ],
    },
    [`PUT ${PROVIDERS_PATH}`]: ({ body }) => ({ body: { ...BENDIGO, ...(body as object) } }),
    ...extra,
  };
}

async function openUpdateForm(extra: MockRoutes = {}) {
  const view = await renderRoute({
    pages: [{ path: paths.admin.healthCareProviderUpdate.path, element: <ProviderUpdatePage /> }],
    path: paths.admin.healthCareProviderUpdate.getHref(7),
    user: ADMIN,
    routes: routes(extra),
  });
  await screen.findByDisplayValue('Bendigo Hospital');
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** A saved form goes back to the providers list (rendered here as the 'elsewhere' marker). */
async function expectBackOnTheList(router: { state: { location: { pathname: string } } }) {
  expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  expect(router.state.location.pathname).toBe(paths.admin.healthCareProviders.getHref());
}

const formItemOf = (control: HTMLElement) => control.closest('.ant-form-item') as HTMLElement;
async function expectFieldError(control: HTMLElement, message: string) {
  await waitFor(() => expect(within(formItemOf(control)).getByText(message)).toBeTruthy());
}
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT' && c.path === PROVIDERS_PATH);
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' });

describe('provider form: fax numbers', () => {
  it('takes 9 to 12 characters with the spec messages, and needs the number of an enabled fax', async () => {
    const { user, calls, router } = await openUpdateForm();
    const ed = screen.getByLabelText('Emergency department fax');

    await user.type(ed, '12345678');
    await user.click(save());
    await expectFieldError(ed, M.faxMin);

    await user.clear(ed);
    await user.type(ed, '1234567890123');
    await expectFieldError(ed, M.faxMax);

    await user.clear(ed);
    await user.type(ed, '0355500200');
    await waitFor(() => expect(within(formItemOf(ed)).queryByText(M.faxMax)).toBeNull());

    const clinic = screen.getByLabelText('Clinic fax');
    await user.click(screen.getByRole('switch', { name: 'Clinic fax enabled' }));
    await user.click(save());
    await expectFieldError(clinic, M.faxRequiredWhenEnabled);
    expect(puts(calls)).toHaveLength(0);

    await user.type(clinic, '123456789012');
    await user.click(save());
    await expectBackOnTheList(router);
    expect(puts(calls)[0]?.body).toMatchObject({
      id: 7,
      faxED: '0355500200',
      faxClinic: '123456789012',
      faxClinicEnabled: true,
      lastModified: BENDIGO.lastModified,
    });
  });

  it("puts the server's field errors on the fields and shows the save toast", async () => {
    const { user } = await openUpdateForm({
      [`PUT ${PROVIDERS_PATH}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The jurisdiction does not belong to the selected country',
          fieldErrors: [{ field: 'faxVtis', message: M.faxMax }],
        },
      },
    });
    await user.click(save());
    await expectFieldError(screen.getByLabelText('VTIS fax'), M.faxMax);
    expect(await screen.findByText(M.saveFailed('Bendigo Hospital'))).toBeTruthy();
  });

  it('asks before overwriting a newer version (409) and resends with forceUpdate', async () => {
    const { user, calls, router } = await openUpdateForm({
      [`PUT ${PROVIDERS_PATH}`]: ({ body }) =>
        (body as { forceUpdate?: boolean }).forceUpdate
          ? { body: BENDIGO }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: CONFLICT_MESSAGES.title } },
    });
    await user.click(save());
    expect(await screen.findByText(CONFLICT_MESSAGES.question)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expectBackOnTheList(router);
    expect(puts(calls).map((c) => (c.body as { forceUpdate?: boolean }).forceUpdate)).toEqual([
      undefined,
      true,
    ]);
  });
});

describe('provider form: logo', () => {
  it('refuses a GIF and a file of 2MB before sending anything', async () => {
    const { user, calls } = await openUpdateForm();
    await user.upload(fileInput(), new File(['GIF89a'], 'crest.gif', { type: 'image/gif' }));
    expect(await screen.findByText(M.logoType)).toBeTruthy();
    // antd renders a fresh file input after each pick.
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByText(M.logoSize)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/logo') && c.method === 'POST')).toBe(false);
  });

  it('uploads a PNG at once on a saved provider and shows it', async () => {
    const imageData = 'iVBORw0KGgo=';
    const { user, calls } = await openUpdateForm({
      [`POST ${PROVIDERS_PATH}/7/logo`]: { body: { contentType: 'image/png', imageData } },
    });
    await user.upload(
      fileInput(),
      new File([new Uint8Array([0x89, 0x50])], 'crest.png', { type: 'image/png' }),
    );
    const img = await screen.findByRole('img', { name: 'Logo of Bendigo Hospital' });
    expect(img.getAttribute('src')).toBe(`data:image/png;base64,${imageData}`);
    const upload = calls.find((c) => c.method === 'POST' && c.path === `${PROVIDERS_PATH}/7/logo`);
    expect(upload).toBeTruthy();
  });
});
