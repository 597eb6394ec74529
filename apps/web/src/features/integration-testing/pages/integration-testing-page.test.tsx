import { INTEGRATION_TEST_MESSAGES as M } from '@scout/domain/admin/integration-testing.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { INTEGRATION_TESTING_PATH, TEST_CONFIG_PATH } from '../api/get-test-config.ts';
import { IntegrationTestingPage } from './integration-testing-page.tsx';

const ADMIN = makeCurrentUser({ role: 'systemadmin' });
const CONFIG = { email: 'ops@scout.test', fax: '0355500200', testFileName: 'scout-test.txt' };
const ok = (message: string) => ({ body: { success: true, status: 'sent', message } });
const recorded = (message: string) => ({ body: { success: true, status: 'recorded', message } });

function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${TEST_CONFIG_PATH}`]: { body: CONFIG },
    [`POST ${INTEGRATION_TESTING_PATH}/send-test-email`]: ok('E-mail sent to ops@scout.test.'),
    [`POST ${INTEGRATION_TESTING_PATH}/send-test-fax`]: ok('Fax sent to 0355500200.'),
    [`POST ${INTEGRATION_TESTING_PATH}/send-test-file-to-box`]: ok('scout-test.txt uploaded.'),
    [`GET ${INTEGRATION_TESTING_PATH}/test-reachapi`]: {
      body: { success: false, status: 'failed', message: 'The reach API answered 503' },
    },
    ...extra,
  };
}

async function open(extra: MockRoutes = {}) {
  const view = await renderRoute({
    pages: [{ path: paths.admin.integrationTesting.path, element: <IntegrationTestingPage /> }],
    path: paths.admin.integrationTesting.getHref(),
    user: ADMIN,
    routes: routes(extra),
  });
  await screen.findByRole('heading', { name: 'Integration Testing' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('integration testing page', () => {
  it('starts from the configured defaults and sends a test e-mail with the chosen template', async () => {
    const { user, calls } = await open();
    const email = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe(CONFIG.email));
    expect((screen.getByLabelText('Fax number') as HTMLInputElement).value).toBe(CONFIG.fax);
    expect((screen.getByLabelText('Test file name') as HTMLInputElement).value).toBe(CONFIG.testFileName);

    await user.click(screen.getByLabelText('Email template'));
    await user.click(await screen.findByTitle('MFA Reset Confirmation Email'));
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    const result = await screen.findByTestId('email-test-result');
    expect(within(result).getByText(M.success)).toBeTruthy();
    expect(within(result).getByText('E-mail sent to ops@scout.test.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/send-test-email'))?.body).toEqual({
      email: CONFIG.email,
      emailOption: 'mfa-reset-confirmation',
    });
  });

  it('marks invalid fields with the spec messages and sends nothing', async () => {
    const { user, calls } = await open();
    const fax = (await screen.findByLabelText('Fax number')) as HTMLInputElement;
    await waitFor(() => expect(fax.value).toBe(CONFIG.fax));
    await user.clear(fax);
    await user.type(fax, '0155500200');
    await user.click(screen.getByRole('button', { name: 'Send test fax' }));
    expect(await screen.findByText(M.invalidFax)).toBeTruthy();
    expect(fax.getAttribute('aria-invalid')).toBe('true');

    const email = screen.getByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText(M.invalidEmail)).toBeTruthy();

    const file = screen.getByLabelText('Test file name');
    await user.clear(file);
    await user.type(file, 'a:b.txt');
    await user.click(screen.getByRole('button', { name: 'Upload test file' }));
    expect(await screen.findByText(M.invalidFileName)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('runs all default tests and shows Success or Failed for each', async () => {
    const { user, calls } = await open();
    const runAll = await screen.findByRole('button', { name: 'Run all default tests' });
    await waitFor(() => expect((runAll as HTMLButtonElement).disabled).toBe(false));
    await user.click(runAll);
    for (const id of ['email-test', 'fax-test', 'file-test']) {
      expect(within(await screen.findByTestId(`${id}-result`)).getByText(M.success)).toBeTruthy();
    }
    const reach = await screen.findByTestId('reach-test-result');
    expect(within(reach).getByText(M.failed)).toBeTruthy();
    expect(within(reach).getByText('The reach API answered 503')).toBeTruthy();
    expect(await screen.findByText(M.reachFailed)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/send-test-fax'))?.body).toEqual({ fax: CONFIG.fax });
  });

  it('says "Recorded, not delivered" when a message was only kept in the Outbox (issue 24)', async () => {
    const { user } = await open({
      [`POST ${INTEGRATION_TESTING_PATH}/send-test-email`]: recorded(
        'E-mail to ops@scout.test recorded in the outbox (no mail server is configured).',
      ),
      [`POST ${INTEGRATION_TESTING_PATH}/send-test-fax`]: recorded(
        'Fax to 0355500200 recorded in the outbox (no fax service is configured).',
      ),
      [`POST ${INTEGRATION_TESTING_PATH}/send-test-file-to-box`]: recorded(
        'scout-test.txt recorded in the outbox (no file-sharing service is configured).',
      ),
    });
    const runAll = await screen.findByRole('button', { name: 'Run all default tests' });
    await waitFor(() => expect((runAll as HTMLButtonElement).disabled).toBe(false));
    await user.click(runAll);
    for (const id of ['email-test', 'fax-test', 'file-test']) {
      const result = await screen.findByTestId(`${id}-result`);
      expect(within(result).getByText(M.recordedNotDelivered)).toBeTruthy();
      expect(within(result).queryByText(M.success)).toBeNull();
    }
  });

  it('says when the defaults cannot be loaded', async () => {
    await open({
      [`GET ${TEST_CONFIG_PATH}`]: { status: 500, body: { statusCode: 500, error: 'x', message: 'boom' } },
    });
    expect((await screen.findAllByText(M.loadConfigFailed)).length).toBeGreaterThan(0);
  });
});
