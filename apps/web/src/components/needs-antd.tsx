import { lazy, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { AntdDemandContext } from '../lib/antd-demand.ts';

/**
 * Renders `children`, which use Ant Design, once antd's theme and App context are around the page,
 * loading them first where the page renders without (a dashboard: issue 15 item 5).
 */
export function NeedsAntd({ children }: { children: ReactNode }) {
  const { wrapped, demand } = useContext(AntdDemandContext);
  useEffect(() => {
    if (!wrapped) demand();
  }, [wrapped, demand]);
  return wrapped ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const NotFound = lazy(async () => ({ default: (await import('./not-found-page.tsx')).NotFoundPage }));
const Forbidden = lazy(async () => ({ default: (await import('./forbidden-page.tsx')).ForbiddenPage }));

/** The 404 page (antd's Result), for a page that renders without antd: loaded when shown. */
export function LazyNotFoundPage() {
  return (
    <NeedsAntd>
      <NotFound />
    </NeedsAntd>
  );
}

/** The 403 page (antd's Result), loaded when shown: route guards stand above pages without antd. */
export function LazyForbiddenPage() {
  return (
    <NeedsAntd>
      <Forbidden />
    </NeedsAntd>
  );
}
