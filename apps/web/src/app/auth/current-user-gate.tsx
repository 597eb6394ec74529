import Button from 'antd/es/button';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Result } from '../../components/ui/lazy-result.tsx';
import { useCurrentUserQuery } from '../../features/account/api/get-current-user.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { signOut } from '../../lib/auth.ts';
import { CurrentUserProvider } from '../../lib/current-user.tsx';
import { useUserManager } from '../../lib/shell-services.tsx';

/** Loads GET /api/ccmp/admin/users/current and makes it the user every rule is applied to. */
export function CurrentUserGate() {
  const query = useCurrentUserQuery();
  const userManager = useUserManager();

  if (query.data) {
    return (
      <CurrentUserProvider user={query.data}>
        <Outlet />
      </CurrentUserProvider>
    );
  }
  // A 401 has already sent the browser to the sign-in page.
  if (query.isError && !(isApiRequestError(query.error) && query.error.status === 401)) {
    return (
      <main id="main-content" className="page-content">
        <Result
          status="warning"
          title="Unable to load your SCOUT account"
          subTitle={query.error.message}
          extra={
            <>
              <Button type="primary" onClick={() => void query.refetch()}>
                Retry
              </Button>
              <Button onClick={() => void signOut(userManager)}>Log out</Button>
            </>
          }
        />
      </main>
    );
  }
  return <PageSpinner label="Loading your account" onRetry={() => void query.refetch()} />;
}
