import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { ecmoCaseRoutes } from './cases.routes.ts';
import { ecmoConsumableRoutes } from './consumables.routes.ts';
import { ecmoDashboardRoutes } from './dashboard.routes.ts';

/** The ECMO (VECMOS) server module: cases, dashboards and lookups, consumables (spec 2 §7.1). */
export const ecmoRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(ecmoDashboardRoutes, deps);
  await app.register(ecmoCaseRoutes, deps);
  await app.register(ecmoConsumableRoutes, deps);
};
