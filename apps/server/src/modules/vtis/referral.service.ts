import { isAutomaticVtisReferral } from '@scout/domain/vst/rules';
import { vtisPatientInformationSchema } from '@scout/domain/vtis/intake.schema';
import type { Tx } from '../../db/client.ts';
import type { vstConsults } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { copiesOf } from '../stroke/record-save.ts';
import { vtisConsultService as consults } from './module.ts';
import * as repo from './repo.ts';

type Loose = Record<string, unknown> | null;

/** The VST patient's hospital fields a VTIS consult starts with (the rest is VTIS's to record). */
function patientInformationFrom(vst: Loose) {
  const parsed = vtisPatientInformationSchema.safeParse({
    patientHospitalId: vst?.patientHospitalId ?? null,
    patientHospitalUnit: vst?.patientHospitalUnit ?? null,
    patientHospitalUrn: vst?.patientHospitalUrn ?? null,
    patientHospitalAddress: vst?.patientHospitalAddress ?? null,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The automatic referral to VTIS when a VST consult closes (spec 3 §4.1 "Consult closed. Patient
 * has been automatically referred to VTIS."; domain vst/rules.ts `isAutomaticVtisReferral`: the
 * referring hospital takes part in VTIS (its `vtis_enabled`), the stroke is ischaemic,
 * haemorrhagic or a TIA, the hospital agreed to deliver the treatment plan, and the patient is not
 * leaving for ECR or an ICH transfer). VTIS subscribes to the close's `vstConsultClosed`
 * (subscriptions.ts), so this runs inside the close's transaction: the new VTIS consult
 * (pending, for the VST consult's patient and call taker, the close's time as its call time, the
 * VST referrer and the patient's hospital fields copied, `vstConsultId` kept) and its audit event
 * (`vtis.consult.create`) commit with the close or not at all. A VST consult refers once.
 * Answers the new VTIS consult's id, or null.
 */
export async function referToVtis(
  ctx: CaseContext,
  tx: Tx,
  vst: typeof vstConsults.$inferSelect,
  closedOn: Date,
): Promise<number | null> {
  const stored = vst as unknown as Record<string, unknown>;
  if (!isAutomaticVtisReferral(stored, await repo.offersVtis(tx, vst.referrerHospitalId))) return null;
  if (await repo.consultReferredBy(tx, vst.id)) return null;
  const patientInformation = patientInformationFrom(vst.patientInformation as Loose);
  const row = await consults.insert(tx, {
    patientProfileId: vst.patientProfileId,
    callTakerId: vst.callTakerId,
    callDateTime: closedOn,
    vstConsultId: vst.id,
    referrerInformation: vst.referrerInformation,
    patientInformation,
    ...copiesOf(
      {
        referrerInformation: vst.referrerInformation as { referrerHospitalId?: number | null },
        patientInformation,
      },
      vst.referrerHospitalId,
    ),
  });
  await recordAudit(tx, ctx.actor, {
    action: consults.action('consult', 'create'),
    entityType: 'vtis_consult',
    entityId: row.id,
    after: { ...row, referredFromVstConsult: vst.id },
  });
  return row.id;
}
