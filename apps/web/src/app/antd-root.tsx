import { useCallback, useMemo, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { AntdDemandContext } from '../lib/antd-demand.ts';

type Providers = typeof import('./providers.tsx');

/** The antd providers' module once loaded (loadAntdProviders). */
let providers: Providers | undefined;

/**
 * Loads Ant Design's theme, locale and App context (providers.tsx). The routes of pages that use
 * antd call it while they load (routes/route-helpers.tsx, withAntd), so the providers are there
 * when such a page first renders.
 */
export async function loadAntdProviders(): Promise<Providers> {
  providers ??= await import('./providers.tsx');
  return providers;
}

/** Routes marked so (withAntd) hold pages that use Ant Design. */
export interface AntdRouteHandle {
  antd?: boolean;
}

const needsAntd = (matches: ReturnType<typeof useMatches>) =>
  matches.some((m) => (m.handle as AntdRouteHandle | undefined)?.antd === true);

/**
 * The layout route around every page but the main menu: Ant Design's theme, locale and App context
 * around the pages, from the first page that uses antd on. Until then (the main menu, an area
 * layout and its dashboard: issue 15 item 5, the 200 KB and 150 KB JavaScript budgets) the pages
 * render without, and antd is not loaded at all. Once wrapped, the pages stay wrapped, so a toast
 * or dialog a page opened stays on screen when its page goes back to a dashboard. A part of a page
 * without antd that uses it (a 403 page) asks for the providers (components/needs-antd.tsx).
 */
export function AntdRoot() {
  const matches = useMatches();
  const [wrapped, setWrapped] = useState(false);
  const wrap = wrapped || (providers !== undefined && needsAntd(matches));
  if (wrap && !wrapped) setWrapped(true);
  // A part of a page without antd that uses it (components/needs-antd.tsx) asks for the providers.
  const demand = useCallback(() => {
    void loadAntdProviders().then(() => setWrapped(true));
  }, []);
  const context = useMemo(() => ({ wrapped: wrap, demand }), [wrap, demand]);
  const AntdProviders = wrap ? providers?.AntdProviders : undefined;
  return (
    <AntdDemandContext.Provider value={context}>
      {AntdProviders ? (
        <AntdProviders>
          <Outlet />
        </AntdProviders>
      ) : (
        <Outlet />
      )}
    </AntdDemandContext.Provider>
  );
}
