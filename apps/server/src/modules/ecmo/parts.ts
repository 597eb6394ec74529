import { areClinicalDetailsComplete } from '@scout/domain/ecmo/case-rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ecmoCases, ecmoClinicalEntries } from '../../db/schema/index.ts';
import type { CasePartsOptions } from '../cases/mounts/module-mount.ts';

/** ECMO's transfer rule (spec 2 §4.7): no request until the clinical details are complete. */
async function clinicalDetailsComplete(db: Db | Tx, caseId: number): Promise<boolean> {
  const [row] = await db
    .select({ clinicalDetails: ecmoCases.clinicalDetails })
    .from(ecmoCases)
    .where(and(eq(ecmoCases.id, caseId), isNull(ecmoCases.deletedAt)))
    .limit(1);
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
}

/**
 * The shared case parts for ECMO (spec 2 §7.1): notes, attachments and transfer under
 * /api/ecmo/cases, with the ECMO module's access rules and provider scope (module-mount.ts).
 * Readers: anyone with ECMO access; writers: Admin or Manage (Read users get 403). Deleted cases
 * and cases outside the user's providers answer 404; archived (concluded) cases are read-only
 * (spec 2 §6). The transfer request is submitted with PUT.
 */
export const ecmoCaseParts: CasePartsOptions = {
  notes: true,
  attachments: true,
  transfer: { submitMethod: 'PUT', clinicalDetailsComplete },
};
