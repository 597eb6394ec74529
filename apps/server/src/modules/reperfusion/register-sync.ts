import { destinationHospitalId, isReperfusionCase } from '@scout/domain/reperfusion/register';
import type { Loose } from '@scout/domain/stroke/rule-helpers';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { vstReperfusionCases } from '../../db/schema/index.ts';
import type { VstConsultSaved } from '../stroke/events.ts';

/**
 * Keeps the register in step with one VST consult (spec 3 §4.6; domain reperfusion/register.ts),
 * inside the consult write's transaction (the register subscribes to `vstConsultSaved`,
 * subscriptions.ts): a consult the rule admits gets its case row (created on first qualifying,
 * `isCase` set again if it had left); one that no longer qualifies keeps its row with `isCase`
 * false, so it leaves the dashboard and its register answers come back with it. The destination
 * hospital is copied for the dashboard's filter. The case's own lastModified is not touched: the
 * consult's answers are shown read-only and the case's conflicts are its own sections'.
 */
export async function syncReperfusionCase(tx: Tx, consult: VstConsultSaved): Promise<void> {
  const record = consult as unknown as Loose;
  const isCase = isReperfusionCase(record);
  const destination = destinationHospitalId(record);
  if (!isCase) {
    await tx
      .update(vstReperfusionCases)
      .set({ isCase: false, destinationHospitalId: destination })
      .where(eq(vstReperfusionCases.id, consult.id));
    return;
  }
  await tx
    .insert(vstReperfusionCases)
    .values({
      id: consult.id,
      patientProfileId: consult.patientProfileId,
      callDateTime: consult.callDateTime,
      isCase: true,
      destinationHospitalId: destination,
    })
    .onConflictDoUpdate({
      target: vstReperfusionCases.id,
      set: { isCase: true, destinationHospitalId: destination, patientProfileId: consult.patientProfileId },
    });
}
