import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { type AntdRouteHandle, loadAntdProviders } from '../antd-root.tsx';
import { type AccessRule, RequireAccess } from '../guards/require-access.tsx';

/** Child routes that render only when the rule allows the current user (403 page otherwise). */
export function guarded(rule: AccessRule, children: RouteObject[]): RouteObject {
  return { element: <RequireAccess rule={rule} />, children };
}

/** An area (its layout and pages) behind its entry rule; the 403 page then stands alone. */
export function guardedArea(rule: AccessRule, area: RouteObject): RouteObject {
  return { element: <RequireAccess rule={rule} standalone />, children: [area] };
}

/** A screen of a module that comes later: the route and its guard exist, the page says so. */
export function placeholder(path: string, title: string, subtitle?: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ModulePlaceholderPage } = await import('../../components/module-placeholder-page.tsx');
      return { element: <ModulePlaceholderPage title={title} subtitle={subtitle} /> };
    },
  };
}

/**
 * Pages that use Ant Design: antd's theme and App context are loaded with the first of them and
 * put around the pages from then on (antd-root.tsx). The main menu, the area layouts and the
 * areas' dashboards render without (issue 15 item 5: the main menu's 200 KB and each area's 150 KB
 * JavaScript budgets), so only their routes stand outside this one.
 */
export const withAntd = (children: RouteObject[]): RouteObject => ({
  handle: { antd: true } satisfies AntdRouteHandle,
  lazy: async () => {
    await loadAntdProviders();
    return { Component: Outlet };
  },
  children,
});

/** A route whose page is loaded when first opened (`load` imports the page's module). */
export const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});
