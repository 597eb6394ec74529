import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { AccessRule } from '../../plugins/auth.ts';

/**
 * How a case module (ECMO now; Telehealth, VST, VTIS later) mounts the shared case parts (notes,
 * attachments, transfer requests). The parts keep their rows keyed by (module, caseId); the
 * module says where its routes live, who may read and write, and how to find its cases.
 */
export interface CasePartsMount {
  /** Stored in every row: 'ecmo', 'telehealth', ... */
  module: string;
  /** Route prefix of the module's cases, e.g. '/api/ecmo/cases'. */
  basePath: string;
  canRead: AccessRule;
  canWrite: AccessRule;
  /** True when the module has a (not deleted) case with this id; otherwise the parts answer 404. */
  caseExists(db: Db | Tx, caseId: number): Promise<boolean>;
  /** True when the case may no longer change (an archived ECMO case): writes answer 403. */
  isCaseReadOnly?(db: Db | Tx, caseId: number): Promise<boolean>;
}

export const CASE_NOT_FOUND = 'Case not found';
export const CASE_READ_ONLY = 'This case is closed and can no longer be changed.';

/** 404 for a case the module does not have; for writes, 403 when the case is read-only. */
export async function requireCase(db: Db | Tx, mount: CasePartsMount, caseId: number, forWrite = false) {
  if (!(await mount.caseExists(db, caseId))) throw notFound(CASE_NOT_FOUND);
  if (forWrite && (await mount.isCaseReadOnly?.(db, caseId))) throw forbidden(CASE_READ_ONLY);
}

export const caseIdParams = z.object({ id: z.coerce.number().int().positive() });

/** 'ecmo' -> 'ecmo', used in audit actions such as 'ecmo.case-note.create'. */
export const auditAction = (module: string, what: string) => `${module}.${what}`;
