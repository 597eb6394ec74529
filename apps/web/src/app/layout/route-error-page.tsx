import { Button, Layout, Result } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { logError } from '../../lib/logging.ts';
import { useApiClient } from '../../lib/shell-services.tsx';

/**
 * The error boundary of the routes: an error thrown while rendering or loading a page is sent to
 * POST /api/ccmp/logging/logerror and the user sees a friendly message instead of a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const api = useApiClient();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) void logError(api, `Unhandled error on ${window.location.pathname}`, error);
  }, [api, error, notFound]);

  return (
    <Layout.Content id="main-content" className="page-content">
      {notFound ? (
        <NotFoundPage />
      ) : (
        <Result
          status="error"
          title="Something went wrong"
          subTitle="The error has been reported. Reload the page to try again; if it keeps happening, contact support."
          extra={[
            <Button key="reload" onClick={() => window.location.reload()}>
              Reload
            </Button>,
            <BackHomeButton key="home" />,
          ]}
        />
      )}
    </Layout.Content>
  );
}
