import type { ClinicalApp } from '@scout/domain/access/roles';
import { idParam } from '@scout/domain/api/ids';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { AccessRule } from '../../plugins/auth.ts';
import { caseScopeOf, type ProviderScope } from '../../plugins/provider-scope.ts';

/**
 * How a case module (ECMO now; Telehealth, VST, VTIS later) mounts the shared case parts (notes,
 * attachments, transfer requests). The parts keep their rows keyed by (module, caseId); the
 * module says where its routes live, who may read and write, and how to find its cases.
 */
export interface CasePartsMount {
  /** Stored in every row: 'ecmo', 'telehealth', ... */
  module: string;
  /** The clinical app whose providers scope the module's cases (docs/architecture.md). */
  app: ClinicalApp;
  /** Route prefix of the module's cases, e.g. '/api/ecmo/cases'. */
  basePath: string;
  canRead: AccessRule;
  canWrite: AccessRule;
  /**
   * True when the module has a (not deleted) case with this id that the user's provider scope
   * lets them see; otherwise the parts answer 404, exactly as for a case that does not exist.
   */
  caseExists(db: Db | Tx, caseId: number, scope: ProviderScope): Promise<boolean>;
  /** True when the case may no longer change (an archived ECMO case): writes answer 403. */
  isCaseReadOnly?(db: Db | Tx, caseId: number): Promise<boolean>;
}

/** A mount as one request sees it: with the signed-in user's provider scope. */
export type ScopedMount<M extends CasePartsMount = CasePartsMount> = M & { scope: ProviderScope };

/** The mount for this request: every part's service takes it, so no part can skip the scope. */
export function scopedMount<M extends CasePartsMount>(mount: M, request: FastifyRequest): ScopedMount<M> {
  return { ...mount, scope: caseScopeOf(request, mount.app) };
}

export const CASE_NOT_FOUND = 'Case not found';
export const CASE_READ_ONLY = 'This case is closed and can no longer be changed.';

/**
 * 404 for a case the module does not have or the user may not see (outside their providers);
 * for writes, 403 when the case is read-only.
 */
export async function requireCase(db: Db | Tx, mount: ScopedMount, caseId: number, forWrite = false) {
  if (!(await mount.caseExists(db, caseId, mount.scope))) throw notFound(CASE_NOT_FOUND);
  if (forWrite && (await mount.isCaseReadOnly?.(db, caseId))) throw forbidden(CASE_READ_ONLY);
}

export const caseIdParams = z.object({ id: idParam() });

/** 'ecmo' -> 'ecmo', used in audit actions such as 'ecmo.case-note.create'. */
export const auditAction = (module: string, what: string) => `${module}.${what}`;
