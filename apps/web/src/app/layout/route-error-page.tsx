import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Result } from '../../components/ui/lazy-result.tsx';
import { paths } from '../../config/paths.ts';
import { logError } from '../../lib/logging.ts';
import { useApiClient } from '../../lib/shell-services.tsx';

/**
 * The error boundary of the routes: an error thrown while rendering or loading a page is sent to
 * POST /api/ccmp/logging/logerror and the user sees a friendly message instead of a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const api = useApiClient();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) void logError(api, `Unhandled error on ${window.location.pathname}`, error);
  }, [api, error, notFound]);

  const backHome = (
    <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
      {SHELL_MESSAGES.backHome}
    </Button>
  );
  return (
    <main id="main-content" className="page-content">
      {notFound ? (
        <Result status="warning" title="404" subTitle={SHELL_MESSAGES.notFound} extra={backHome} />
      ) : (
        <Result
          status="error"
          title="Something went wrong"
          subTitle="The error has been reported. Reload the page to try again; if it keeps happening, contact support."
          extra={
            <>
              <Button onClick={() => window.location.reload()}>Reload</Button>
              {backHome}
            </>
          }
        />
      )}
    </main>
  );
}
