import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import type { CaseService, CaseTable } from './case-module.ts';
import type { CasePartsOptions } from './mounts/module-mount.ts';
import { type CaseModuleRegistration, caseModuleRegistration, registerCaseModules } from './register.ts';

/**
 * A clinical area as the app composes it (issue 25 item 1): one entry of app.ts's `areas` list,
 * from which the app derives everything the areas share, so no area can be in one list and miss
 * another: its routes, delete routes, shared parts and patient references (`register`), and, for
 * each of its record services, a change feed source, a never-lost drafts source and its place in
 * `app.caseServices` (the registry test's list).
 *
 * An area declared on the framework (`defineCaseArea`, area-routes.ts) is one; an area whose routes
 * are still hand-written joins the list through `handWrittenArea`, unchanged.
 */
export interface CaseArea {
  /** 'ecmo', 'vst', 'sample': names the entry in errors. */
  readonly name: string;
  /**
   * Every record service of the area: each gets a feed source, a drafts source, and is checked by
   * the registry test (VTIS: its consult, follow-up and hospital documentation).
   */
  // biome-ignore lint/suspicious/noExplicitAny: services of different tables and views
  readonly services: readonly CaseService<any, any>[];
  /** Registers the area's routes (and its records' delete routes, parts and patient references). */
  register(app: FastifyInstance, deps: ModuleDeps): Promise<void>;
}

/** One record of a hand-written area: its service, its own routes and its shared parts. */
export type HandWrittenRecord = CaseModuleRegistration;

/** One record of a hand-written area (`caseModuleRegistration`, typed by its service). */
export function handWrittenRecord<T extends CaseTable, View>(
  service: CaseService<T, View>,
  routes: FastifyPluginAsyncZod<ModuleDeps>,
  parts: CasePartsOptions,
): HandWrittenRecord {
  return caseModuleRegistration(service, routes, parts);
}

/**
 * An area whose routes are still hand-written, as one entry of the list: its records register as
 * before (`registerCaseModules`: routes, delete route, parts, patient references). `alsoServes`
 * are record services whose routes the area's own routes already carry (the VTIS hospital
 * documentation) or that register themselves (`registerOwn`: the reperfusion register, which has no
 * delete route of its own): they get the feed and drafts sources all the same.
 */
export function handWrittenArea(
  name: string,
  records: readonly HandWrittenRecord[],
  options: {
    // biome-ignore lint/suspicious/noExplicitAny: services of different tables and views
    alsoServes?: readonly CaseService<any, any>[];
    registerOwn?(app: FastifyInstance, deps: ModuleDeps): Promise<void>;
  } = {},
): CaseArea {
  return {
    name,
    services: [...records.map((r) => r.service), ...(options.alsoServes ?? [])],
    register: async (app, deps) => {
      await registerCaseModules(app, deps, records);
      await options.registerOwn?.(app, deps);
    },
  };
}

/** Every record service of the areas, in list order (feed sources, drafts sources, `caseServices`). */
export function areaServices(areas: readonly CaseArea[]) {
  const services = areas.flatMap((a) => a.services);
  const names = services.map((s) => s.module.name);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw new Error(`case areas: module ${twice.join(', ')} is served twice`);
  return services;
}

/** Registers every area, in list order. */
export async function registerCaseAreas(
  app: FastifyInstance,
  deps: ModuleDeps,
  areas: readonly CaseArea[],
): Promise<void> {
  for (const area of areas) await area.register(app, deps);
}
