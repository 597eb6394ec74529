import { ALL_PROVIDERS, type ProviderScope } from '@scout/domain/access/provider-scope';
import { canCreateEcmoCase, canViewEcmoCases } from '@scout/domain/access/rules';
import { areClinicalDetailsComplete } from '@scout/domain/ecmo/case-rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../../db/client.ts';
import { ecmoCases, ecmoClinicalEntries } from '../../../db/schema/index.ts';
import { ecmoCaseInScope } from '../../ecmo/cases.repo.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { caseAttachmentsRoutes } from '../attachments/routes.ts';
import { caseNotesRoutes } from '../notes/routes.ts';
import { caseTransferRoutes } from '../transfers/routes.ts';
import type { TransferMount } from '../transfers/service.ts';

async function liveCase(db: Db | Tx, caseId: number, scope: ProviderScope = ALL_PROVIDERS) {
  const [row] = await db
    .select({ closedOn: ecmoCases.closedOn, clinicalDetails: ecmoCases.clinicalDetails })
    .from(ecmoCases)
    .where(and(eq(ecmoCases.id, caseId), isNull(ecmoCases.deletedAt), ecmoCaseInScope(scope)))
    .limit(1);
  return row;
}

/**
 * The shared case parts for ECMO (spec 2 §7.1): notes, attachments and transfer under
 * /api/ecmo/cases. Readers: anyone with ECMO access; writers: Admin or Manage (Read users get
 * 403). Deleted cases answer 404, and so do cases outside the user's providers (the same
 * rule as the case routes: ecmoCaseInScope); archived (concluded) cases are read-only (spec 2 §6).
 */
export const ecmoMount: TransferMount = {
  module: 'ecmo',
  app: 'ecmo',
  basePath: '/api/ecmo/cases',
  canRead: canViewEcmoCases,
  canWrite: canCreateEcmoCase,
  caseExists: async (db, caseId, scope) => (await liveCase(db, caseId, scope)) !== undefined,
  isCaseReadOnly: async (db, caseId) => (await liveCase(db, caseId))?.closedOn != null,
  clinicalDetailsComplete: async (db, caseId) => {
    const row = await liveCase(db, caseId);
    if (!row) return false;
    const observations = await db
      .select({ id: ecmoClinicalEntries.id })
      .from(ecmoClinicalEntries)
      .where(and(eq(ecmoClinicalEntries.caseId, caseId), eq(ecmoClinicalEntries.kind, 'observation')))
      .limit(1);
    const details = row.clinicalDetails as {
      diagnosis?: { primaryOrganFailureId?: number | null } | null;
    } | null;
    return areClinicalDetailsComplete({
      diagnosis: details?.diagnosis,
      observations: { committed: observations },
    });
  },
};

export const ecmoCasePartsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(caseNotesRoutes(ecmoMount), deps);
  await app.register(caseAttachmentsRoutes(ecmoMount), deps);
  await app.register(caseTransferRoutes(ecmoMount), deps);
};
