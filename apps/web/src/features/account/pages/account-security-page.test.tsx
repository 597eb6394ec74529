import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import type { MockRoutes, RecordedCall } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { MFA_STATUS_PATH } from '../api/get-mfa-status.ts';
import { MFA_SETUP_PATH } from '../api/setup-mfa.ts';
import { MFA_VERIFY_PATH } from '../api/verify-mfa.ts';
import { AccountSecurityPage } from './account-security-page.tsx';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/SCOUT:someone@example.org?secret=JBSWY3DPEHPK3PXP&issuer=SCOUT',
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

function openSecurity(routes: MockRoutes) {
  return renderRoute({
    pages: [{ path: paths.accountSecurity.path, element: <AccountSecurityPage /> }],
    path: paths.accountSecurity.getHref(),
    routes,
  });
}

describe('two-factor authentication page', () => {
  it('says two-factor authentication is on when it is', async () => {
    await openSecurity({ [`GET ${MFA_STATUS_PATH}`]: { body: { hasMfa: true } } });
    expect(await screen.findByText('Two-factor authentication is on')).toBeTruthy();
    expect(screen.getByText(/Only an administrator can reset it/)).toBeTruthy();
  });

  it('enrols: QR code and secret, field errors from the schema and the server, then on', async () => {
    let enrolled = false;
    await openSecurity({
      [`GET ${MFA_STATUS_PATH}`]: () => ({ body: { hasMfa: enrolled } }),
      [`POST ${MFA_SETUP_PATH}`]: { body: SETUP },
      [`POST ${MFA_VERIFY_PATH}`]: ({ body }: RecordedCall) => {
        if ((body as { code: string }).code !== '246810') {
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Validation failed',
              fieldErrors: [{ field: 'code', message: 'The code is not valid. Try again.' }],
            },
          };
        }
        enrolled = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(SETUP.qrCodeDataUrl);
    expect(screen.getByText(SETUP.secret)).toBeTruthy();

    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid. Try again.')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Two-factor authentication is on')).toBeTruthy();
  });
});
