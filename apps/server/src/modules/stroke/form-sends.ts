import type { StrokeRecordType } from '@scout/domain/stroke/record-types';
import { and, desc, eq } from 'drizzle-orm';
import { users, vstFormSends } from '../../db/schema/index.ts';
import { sendFax } from '../../integrations/fax/send-fax.ts';
import { shareFile } from '../../integrations/file-share/share-file.ts';
import { recordAudit } from '../../lib/audit.ts';
import { fieldError } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import * as lookups from './lookups.repo.ts';
import { STROKE_SERVER_MESSAGES as S } from './messages.ts';

/**
 * Sending a stroke record's PDF to its hospital (spec 3 §7.1 POST /form/send/fax and /form/send/box,
 * §7.2 "Fax to hospital and upload to Box, each by record type and id"), the same for VST and VTIS
 * records: through the fax or file-share adapter, only where the hospital has that enabled (400 on
 * `id` otherwise, as the dashboards hide the action). The adapter records its own copy in the
 * outbox; each send is a row of `vst_form_sends` (who, when, where, result; the table holds every
 * stroke record type) with its audit event. A delivery failure is a result (`result: 'failed'`
 * with the error), not an HTTP error: the attempt is recorded either way and the web shows "Fax
 * failed to send" / "Box transmission failed".
 */

export type SendChannel = 'fax' | 'box';

export interface RecordSend {
  id: number;
  channel: SendChannel;
  recordType: StrokeRecordType;
  recordId: number;
  studyId: string;
  hospitalId: number | null;
  destination: string | null;
  sentBy: string;
  sentAt: string;
  result: 'sent' | 'failed';
  error: string | null;
}

export interface PdfToSend {
  recordType: StrokeRecordType;
  recordId: number;
  studyId: string;
  /** The record's hospital: the patient's, else the referring one. */
  hospitalId: number;
  pdf: Uint8Array;
  fileName: string;
  /** The hospital's fax line the record goes to: 'ed' for VST records, 'vtis' for VTIS records. */
  faxLine: 'ed' | 'vtis';
  /** The audit event's names: action `<prefix>.<entity>.<channel>`, entity type `<prefix>_<entity>`. */
  audit: { prefix: string; entity: string };
}

export async function sendRecordPdf(
  ctx: CaseContext,
  channel: SendChannel,
  send: PdfToSend,
): Promise<RecordSend> {
  const [facts] = (await lookups.providerFactsWithFax(ctx.db, send.hospitalId)) ?? [];
  const content = Buffer.from(send.pdf);
  let destination: string;
  let delivery: { success: boolean; message: string; outboundMessageId: number };
  if (channel === 'fax') {
    const line =
      send.faxLine === 'vtis'
        ? { enabled: facts?.faxVtisEnabled, number: facts?.faxVtis }
        : { enabled: facts?.faxEdEnabled, number: facts?.faxEd };
    if (!line.enabled || !line.number) throw fieldError('id', S.faxNotEnabled);
    destination = line.number;
    delivery = await sendFax(ctx, {
      to: destination,
      subject: `${send.studyId}: ${send.fileName}`,
      fileName: send.fileName,
      contentType: 'application/pdf',
      content,
    });
  } else {
    if (!facts?.boxEnabled) throw fieldError('id', S.boxNotEnabled);
    destination = `folder ${ctx.config.outbound.fileShare?.folderId ?? 'local'}`;
    delivery = await shareFile(ctx, { fileName: send.fileName, contentType: 'application/pdf', content });
  }
  return ctx.db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(vstFormSends)
      .values({
        channel,
        recordType: send.recordType,
        recordId: send.recordId,
        studyId: send.studyId,
        hospitalId: send.hospitalId,
        destination,
        sentBy: ctx.user.id,
        result: delivery.success ? 'sent' : 'failed',
        error: delivery.success ? null : delivery.message,
        outboundMessageId: delivery.outboundMessageId,
      })
      .returning();
    if (!sent) throw new Error('insert returned no row');
    await recordAudit(tx, ctx.actor, {
      action: `${send.audit.prefix}.${send.audit.entity}.${channel}`,
      entityType: `${send.audit.prefix}_${send.audit.entity}`,
      entityId: send.recordId,
      after: sent,
    });
    return sendOf(sent, ctx.user.displayName);
  });
}

function sendOf(row: typeof vstFormSends.$inferSelect, sentBy: string): RecordSend {
  return {
    id: row.id,
    channel: row.channel as SendChannel,
    recordType: row.recordType as StrokeRecordType,
    recordId: row.recordId,
    studyId: row.studyId,
    hospitalId: row.hospitalId,
    destination: row.destination,
    sentBy,
    sentAt: row.sentAt.toISOString(),
    result: row.result as RecordSend['result'],
    error: row.error,
  };
}

/** A record's sends, newest first (who, when, where, result). The caller checks the record is visible. */
export async function listRecordSends(
  ctx: CaseContext,
  recordType: StrokeRecordType,
  recordId: number,
): Promise<RecordSend[]> {
  const rows = await ctx.db
    .select({ send: vstFormSends, sentBy: users.displayName })
    .from(vstFormSends)
    .innerJoin(users, eq(users.id, vstFormSends.sentBy))
    .where(and(eq(vstFormSends.recordType, recordType), eq(vstFormSends.recordId, recordId)))
    .orderBy(desc(vstFormSends.sentAt), desc(vstFormSends.id));
  return rows.map((r) => sendOf(r.send, r.sentBy));
}
