import { Alert, Result } from 'antd';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useMfaStatusQuery } from '../api/get-mfa-status.ts';
import { MfaEnrolment } from '../components/mfa-enrolment.tsx';

/** Route /account/security: the signed-in user's own two-factor authentication. */
export function AccountSecurityPage() {
  const status = useMfaStatusQuery();
  return (
    <>
      <PageHeading title="Two-factor authentication" />
      {status.isPending ? <PageSpinner /> : null}
      {status.isError ? (
        <Alert type="error" showIcon title="Unable to load your two-factor authentication status" />
      ) : null}
      {status.data?.hasMfa ? (
        <Result
          status="success"
          title="Two-factor authentication is on"
          subTitle="Signing in asks for a code from your authenticator app. Only an administrator can reset it, for example if you lose your phone."
        />
      ) : null}
      {status.data && !status.data.hasMfa ? <MfaEnrolment /> : null}
    </>
  );
}
