import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { presentations } from '../../db/schema/index.ts';

/**
 * The case's row of the cross-module presentations index (spec 1: the patient journey, the
 * patient's active-case indicators). A case module writes it with the case and keeps it in step
 * on every write, through the case-module framework (case-module.ts): never by hand.
 */
export interface PresentationValues {
  principalProblem?: string | null;
  healthCareProviderId?: number | null;
  isActive?: boolean;
  status?: string | null;
  deletedAt?: Date | null;
}

export interface NewPresentation {
  discriminator: string;
  caseId: number;
  patientProfileId: number;
  presentationDateTime: Date;
  studyId: string;
  healthCareProviderId: number | null;
  status: string;
  principalProblem: string | null;
  isActive: boolean;
}

export async function insertPresentation(tx: Tx, row: NewPresentation): Promise<void> {
  await tx.insert(presentations).values(row);
}

export async function updatePresentation(
  tx: Tx,
  discriminator: string,
  caseId: number,
  values: PresentationValues,
): Promise<void> {
  await tx
    .update(presentations)
    .set(values)
    .where(and(eq(presentations.discriminator, discriminator), eq(presentations.caseId, caseId)));
}
