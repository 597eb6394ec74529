import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useSetupMfa } from '../api/setup-mfa.ts';
import { MfaVerifyForm } from './mfa-verify-form.tsx';

/** Two-factor authentication is off: start the setup, scan the QR code, confirm with a code. */
export function MfaEnrolment() {
  const setup = useSetupMfa();

  if (!setup.data) {
    return (
      <Card>
        <Typography.Paragraph>
          Two-factor authentication is off. Once it is on, signing in to SCOUT also asks for a code from an
          authenticator app on your phone.
        </Typography.Paragraph>
        {setup.isError ? (
          <Alert type="error" showIcon title={setup.error.message} className="mfa-verify-form__error" />
        ) : null}
        <Button type="primary" loading={setup.isPending} onClick={() => setup.mutate()}>
          Set up two-factor authentication
        </Button>
      </Card>
    );
  }

  const { qrCodeDataUrl, secret } = setup.data;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Paragraph>
          1. Scan this QR code with your authenticator app (for example Microsoft Authenticator or Google
          Authenticator).
        </Typography.Paragraph>
        <img
          src={qrCodeDataUrl}
          alt="QR code to add SCOUT to your authenticator app"
          width={200}
          height={200}
        />
        <Typography.Paragraph>
          If you cannot scan it, enter this key in the app instead:{' '}
          <Typography.Text code copyable>
            {secret}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph>2. Enter the 6-digit code the app shows.</Typography.Paragraph>
        <MfaVerifyForm />
      </Flex>
    </Card>
  );
}
