import { getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import type { CaseService, CaseTable } from './case-module.ts';
import { caseDeleteRoute } from './delete-route.ts';
import { type CasePartsOptions, casePartsMount, casePartsRoutes } from './mounts/module-mount.ts';

/** One case module as app.ts registers it: its service, its own routes and its shared parts. */
export interface CaseModuleRegistration {
  // biome-ignore lint/suspicious/noExplicitAny: a list of modules of different tables and views
  service: CaseService<any, any>;
  routes: FastifyPluginAsyncZod<ModuleDeps>;
  parts: CasePartsOptions;
}

export function caseModuleRegistration<T extends CaseTable, View>(
  service: CaseService<T, View>,
  routes: FastifyPluginAsyncZod<ModuleDeps>,
  parts: CasePartsOptions,
): CaseModuleRegistration {
  return { service, routes, parts };
}

/**
 * Registers each case module at start-up, explicitly (nothing happens as a side effect of an
 * import): its case table (and any further tables it declares) as patient references, so a
 * patient merge moves its cases to the surviving profile; its routes; the delete route every case
 * module has (delete-route.ts); and its shared case parts.
 */
export async function registerCaseModules(
  app: FastifyInstance,
  deps: ModuleDeps,
  modules: readonly CaseModuleRegistration[],
): Promise<void> {
  for (const { service, routes, parts } of modules) {
    const m = service.module;
    deps.patientReferences.register({ table: getTableName(m.table), column: m.table.patientProfileId.name });
    for (const ref of m.patientReferences ?? []) deps.patientReferences.register(ref);
    await app.register(routes, deps);
    await app.register(caseDeleteRoute(service), deps);
    await app.register(casePartsRoutes(casePartsMount(service, parts.transfer), parts), deps);
  }
}
