import {
  FORM_TYPE_RECORD,
  type FormPdfResponse,
  type FormSend,
  type FormSendRecord,
  type SendChannel,
  type VstFormType,
} from '@scout/domain/vst/actions.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { and, desc, eq } from 'drizzle-orm';
import { users, vstFormSends } from '../../db/schema/index.ts';
import { sendFax } from '../../integrations/fax/send-fax.ts';
import { shareFile } from '../../integrations/file-share/share-file.ts';
import { recordAudit, recordRead } from '../../lib/audit.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import type { CaseContext, CaseService, CaseTable } from '../cases/case-module.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';
import { vstConsultService, vstFollowupService } from './module.ts';
import { recordPdf } from './pdf/record-pdf.ts';
import * as repo from './repo.ts';

/**
 * The PDF of a consult or follow-up and its sends to the hospital (spec 3 §7.1 GET
 * /form/generate/{type}, POST /form/send/fax and /form/send/box; issue 12 items 6 and 7).
 */

const SERVICES = { consult: vstConsultService, followup: vstFollowupService } as const;
const ENTITY = { consult: 'consult', followup: 'followup' } as const;

/** The record as the user sees it (404 when deleted or outside their providers) and its PDF. */
async function renderFor(ctx: CaseContext, type: VstFormType, id: number) {
  const found =
    type === 'consult'
      ? await viewOf(ctx, vstConsultService, id, M.consultNotFound)
      : await viewOf(ctx, vstFollowupService, id, M.followupNotFound);
  const pdf = await recordPdf(ctx.db, found.record, ctx.config.timeZone);
  return { ...found, pdf, fileName: `${found.record.studyId}.pdf` };
}

async function viewOf<T extends CaseTable, View>(
  ctx: CaseContext,
  service: CaseService<T, View>,
  id: number,
  message: string,
) {
  const row = await service.find(ctx.db, id, ctx.scope);
  if (!row) throw notFound(message);
  return { row, record: await service.module.view(ctx.db, row, ctx) };
}

/** GET /form/generate/{type}?id=: the PDF as base64; printing patient data is audited. */
export async function generatePdf(ctx: CaseContext, type: VstFormType, id: number): Promise<FormPdfResponse> {
  const { pdf, fileName } = await renderFor(ctx, type, id);
  await recordRead(ctx.db, ctx.actor, {
    action: `vst.${ENTITY[type]}.pdf`,
    entityType: `vst_${ENTITY[type]}`,
    entityId: id,
  });
  return { fileName, contentType: 'application/pdf', base64: Buffer.from(pdf).toString('base64') };
}

/**
 * POST /form/send/fax and /form/send/box: the record's PDF to its hospital (the patient's, else
 * the referring one) through the fax or file-share adapter, only where the hospital has that
 * enabled (400 on `id` otherwise, as the dashboard hides the action). The adapter records its own
 * copy in the outbox; the send is recorded here (who, when, where, result) with its audit event.
 * A delivery failure is a result (`result: 'failed'` with the error), not an HTTP error: the
 * attempt is recorded either way and the web shows "Fax failed to send" / "Box transmission failed".
 */
export async function sendForm(
  ctx: CaseContext,
  channel: SendChannel,
  input: FormSend,
): Promise<FormSendRecord> {
  const { row, record, pdf, fileName } = await renderFor(ctx, input.serviceType, input.id);
  const { patientHospitalId, referrerHospitalId } = row as {
    patientHospitalId: number | null;
    referrerHospitalId: number;
  };
  const hospitalId = patientHospitalId ?? referrerHospitalId;
  const [facts] = (await repo.providerFactsWithFax(ctx.db, hospitalId)) ?? [];
  const content = Buffer.from(pdf);
  let destination: string;
  let delivery: { success: boolean; message: string; outboundMessageId: number };
  if (channel === 'fax') {
    if (!facts?.faxEnabled || !facts.faxNumber) throw fieldError('id', S.faxNotEnabled);
    destination = facts.faxNumber;
    delivery = await sendFax(ctx, {
      to: destination,
      subject: `${record.studyId}: ${fileName}`,
      fileName,
      contentType: 'application/pdf',
      content,
    });
  } else {
    if (!facts?.boxEnabled) throw fieldError('id', S.boxNotEnabled);
    destination = `folder ${ctx.config.outbound.fileShare?.folderId ?? 'local'}`;
    delivery = await shareFile(ctx, { fileName, contentType: 'application/pdf', content });
  }
  const entity = ENTITY[input.serviceType];
  return ctx.db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(vstFormSends)
      .values({
        channel,
        recordType: FORM_TYPE_RECORD[input.serviceType],
        recordId: input.id,
        studyId: record.studyId,
        hospitalId,
        destination,
        sentBy: ctx.user.id,
        result: delivery.success ? 'sent' : 'failed',
        error: delivery.success ? null : delivery.message,
        outboundMessageId: delivery.outboundMessageId,
      })
      .returning();
    if (!sent) throw new Error('insert returned no row');
    await recordAudit(tx, ctx.actor, {
      action: `vst.${entity}.${channel}`,
      entityType: `vst_${entity}`,
      entityId: input.id,
      after: sent,
    });
    return sendRecordOf(sent, ctx.user.displayName);
  });
}

function sendRecordOf(row: typeof vstFormSends.$inferSelect, sentBy: string): FormSendRecord {
  return {
    id: row.id,
    channel: row.channel as FormSendRecord['channel'],
    recordType: row.recordType as FormSendRecord['recordType'],
    recordId: row.recordId,
    studyId: row.studyId,
    hospitalId: row.hospitalId,
    destination: row.destination,
    sentBy,
    sentAt: row.sentAt.toISOString(),
    result: row.result as FormSendRecord['result'],
    error: row.error,
  };
}

/** GET /form/sends?id=&serviceType=: the record's sends, newest first (who, when, where, result). */
export async function listSends(ctx: CaseContext, input: FormSend): Promise<FormSendRecord[]> {
  const service = SERVICES[input.serviceType];
  if (!(await service.find(ctx.db, input.id, ctx.scope)))
    throw notFound(input.serviceType === 'consult' ? M.consultNotFound : M.followupNotFound);
  const rows = await ctx.db
    .select({ send: vstFormSends, sentBy: users.displayName })
    .from(vstFormSends)
    .innerJoin(users, eq(users.id, vstFormSends.sentBy))
    .where(
      and(
        eq(vstFormSends.recordType, FORM_TYPE_RECORD[input.serviceType]),
        eq(vstFormSends.recordId, input.id),
      ),
    )
    .orderBy(desc(vstFormSends.sentAt), desc(vstFormSends.id));
  return rows.map((r) => sendRecordOf(r.send, r.sentBy));
}
