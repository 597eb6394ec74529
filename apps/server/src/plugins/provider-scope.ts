import { caseScope, type ProviderScope, patientScope } from '@scout/domain/access/provider-scope';
import type { ClinicalApp } from '@scout/domain/access/roles';
import { and, type Column, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { transferRequests } from '../db/schema/index.ts';
import { currentUserOf, principalOf } from './auth.ts';

export type { ProviderScope } from '@scout/domain/access/provider-scope';

/**
 * The cases of `app` the signed-in user may see and act on (docs/architecture.md, "Access by
 * health care provider"), from the user record the auth hook loaded: no extra query.
 */
export function caseScopeOf(request: FastifyRequest, app: ClinicalApp): ProviderScope {
  return caseScope(principalOf(request), currentUserOf(request).providerIdsByApp, app);
}

/** The patient profiles the signed-in user may see (a URN or a presentation at their providers). */
export function patientScopeOf(request: FastifyRequest): ProviderScope {
  return patientScope(principalOf(request), currentUserOf(request).providerIdsByApp);
}

/**
 * The SQL condition "the record is in the scope" for a record whose providers are `columns` (any
 * of them at one of the user's providers will do), plus any further `alsoVisible` conditions;
 * undefined for a user who sees everything, so their statements stay exactly as they were.
 */
export function inProviderScope(
  scope: ProviderScope,
  columns: Column[],
  alsoVisible: (ids: readonly number[]) => SQL[] = () => [],
): SQL | undefined {
  if (scope.all) return undefined;
  const ids = [...scope.providerIds];
  return or(...columns.map((c) => inArray(c, ids)), ...alsoVisible(ids));
}

/**
 * A case is also visible at the hospital planned to receive it: its transfer request (shared
 * case part, any module) names that destination. A rejected request no longer does.
 */
export function plannedDestinationIn(module: string, caseId: Column, ids: readonly number[]): SQL {
  const destination = sql`(${transferRequests.request} #>> '{plannedDestination,location,hospitalId}')`;
  return sql`exists (${sql`select 1 from ${transferRequests} where ${and(
    sql`${transferRequests.module} = ${module}`,
    sql`${transferRequests.caseId} = ${caseId}`,
    ne(transferRequests.status, 'rejected'),
    inArray(
      destination,
      ids.map((id) => String(id)),
    ),
  )}`})`;
}

/** The Postgres array literal of a scope's ids ('{3,7}'): integers only, whatever it is given. */
export function providerIdsLiteral(scope: ProviderScope & { all: false }): string {
  return `{${scope.providerIds.filter((id) => Number.isSafeInteger(id)).join(',')}}`;
}
