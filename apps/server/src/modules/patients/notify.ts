import type { FastifyBaseLogger } from 'fastify';
import { sendTemplate } from '../../integrations/email/send-email.ts';
import type { OutboundDeps } from '../../integrations/outbound-log.ts';

export interface PatientMergedNotice {
  targetProfileId: number;
  sourceProfileId: number;
  /** Who merged (their e-mail address) and where the notice goes. */
  mergedBy: string;
  mergedAt: Date;
}

/**
 * The Patient Profile Merged e-mail (spec 1 §2), sent after the merge has committed. The spec
 * does not say who receives it; SCOUT sends it to the administrator who merged, as the record of
 * the change they made (ids and a link only: no patient details leave by e-mail). A failed
 * e-mail never undoes the merge: the outbox records it and the merge answers 200.
 */
export async function notifyPatientMerged(
  deps: OutboundDeps & { config: OutboundDeps['config'] & { publicUrl: string } },
  notice: PatientMergedNotice,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const result = await sendTemplate(deps, 'patient-profile-merged', notice.mergedBy, {
      targetProfileId: notice.targetProfileId,
      sourceProfileId: notice.sourceProfileId,
      mergedBy: notice.mergedBy,
      mergedAt: notice.mergedAt,
      profileUrl: `${deps.config.publicUrl}/ccmp/patients/${notice.targetProfileId}/update`,
    });
    if (!result.success) log.warn({ outboundMessageId: result.outboundMessageId }, result.message);
  } catch (err) {
    log.error({ err }, 'patient merged e-mail could not be recorded');
  }
}
