import type { Principal } from '@scout/domain/access/principal';
import type { ClinicalApp } from '@scout/domain/access/roles';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, actorOf } from '../../lib/audit.ts';
import { currentUserOf, principalOf } from '../../plugins/auth.ts';
import { caseScopeOf, type ProviderScope, patientScopeOf } from '../../plugins/provider-scope.ts';

/**
 * The request context of the case framework (case-module.ts re-exports it): a file of its own so
 * that the framework's events (case-events.ts) can name it while case-module.ts announces them,
 * without an import cycle.
 */

/** One request's view of the world: every framework and module service takes it first. */
export interface CaseContext {
  db: Db;
  config: Pick<AppConfig, 'timeZone' | 'outbound'>;
  actor: AuditActor;
  user: { id: number; email: string; displayName: string };
  principal: Principal;
  /** The module's cases the user sees and acts on: any other case answers 404 (as if absent). */
  scope: ProviderScope;
  /** The patient profiles the user sees: a new case is only for one of them. */
  patientScope: ProviderScope;
}

export function caseContextOf(
  request: FastifyRequest,
  deps: { db: Db; config: CaseContext['config'] },
  app: ClinicalApp,
): CaseContext {
  const user = currentUserOf(request);
  return {
    db: deps.db,
    config: deps.config,
    actor: actorOf(request),
    user: { id: user.id, email: user.email, displayName: user.displayName },
    principal: principalOf(request),
    scope: caseScopeOf(request, app),
    patientScope: patientScopeOf(request),
  };
}
