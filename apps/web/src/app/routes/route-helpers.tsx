import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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

/** A route whose page is loaded when first opened (`load` imports the page's module). */
export const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});
