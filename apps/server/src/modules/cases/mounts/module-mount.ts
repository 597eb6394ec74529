import { ALL_PROVIDERS } from '@scout/domain/access/provider-scope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../../db/client.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { caseAttachmentsRoutes } from '../attachments/routes.ts';
import type { CaseService, CaseTable } from '../case-module.ts';
import { caseNotesRoutes } from '../notes/routes.ts';
import { caseTransferRoutes } from '../transfers/routes.ts';
import type { TransferMount } from '../transfers/service.ts';

/** Which shared case parts a module mounts under its basePath (spec 2 §7.1, §7.2). */
export interface CasePartsOptions {
  notes?: boolean;
  attachments?: boolean;
  transfer?: Pick<TransferMount, 'submitMethod' | 'clinicalDetailsComplete'>;
}

/**
 * The shared parts' mount of a case module, derived from its declaration: the parts find the
 * module's cases through the module's own service (deleted cases and cases outside the user's
 * providers answer 404, exactly as the case routes do), take its access rules, and refuse writes
 * (403) on a closed case for everyone (the module's mayChangeClosed exception covers the case's
 * own sections, not notes, attachments or a new transfer request).
 */
export function casePartsMount<T extends CaseTable, View>(
  service: CaseService<T, View>,
  transfer: CasePartsOptions['transfer'] = {},
): TransferMount {
  const m = service.module;
  return {
    module: m.name,
    app: m.app,
    basePath: m.basePath,
    canRead: m.access.read,
    canWrite: m.access.write,
    // The light lookup (one row, a few columns): the parts never need the case's sections.
    caseExists: async (db: Db | Tx, caseId, scope) => (await service.findState(db, caseId, scope)) !== null,
    isCaseReadOnly: async (db: Db | Tx, caseId) =>
      (await service.findState(db, caseId, ALL_PROVIDERS))?.closed === true,
    ...transfer,
  };
}

/** The routes of the parts a module mounts. */
export function casePartsRoutes(
  mount: TransferMount,
  parts: CasePartsOptions,
): FastifyPluginAsyncZod<ModuleDeps> {
  return async (app, deps) => {
    if (parts.notes) await app.register(caseNotesRoutes(mount), deps);
    if (parts.attachments) await app.register(caseAttachmentsRoutes(mount), deps);
    if (parts.transfer) await app.register(caseTransferRoutes(mount), deps);
  };
}
