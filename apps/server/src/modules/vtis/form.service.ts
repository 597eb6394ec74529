import type { FormPdfResponse } from '@scout/domain/vst/actions.schema';
import type { VtisFormSend, VtisSendRecordType } from '@scout/domain/vtis/actions.schema';
import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { eq } from 'drizzle-orm';
import { vtisConsults } from '../../db/schema/index.ts';
import { recordRead } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { listRecordSends, type RecordSend, type SendChannel, sendRecordPdf } from '../stroke/form-sends.ts';
import { userNames } from '../stroke/lookups.repo.ts';
import { producerOf } from '../stroke/pdf/render-pdf.ts';
import { recordHospitalId } from '../stroke/record-view.ts';
import { hospitalDocumentationService, vtisConsultService, vtisFollowupService } from './module.ts';
import { dischargeSummaryPdf } from './pdf/discharge-summary.ts';
import { vtisRecordPdf } from './pdf/record-pdf.ts';

/**
 * The PDFs of VTIS records and their sends to the hospital (spec 3 §2.3 PDF view link and
 * discharge summary button, §7.2 GET /consults/{id}/discharge-summary and "Fax to hospital and
 * upload to Box, each by record type and id"), on the stroke services' PDF and send code
 * (modules/stroke/pdf, form-sends.ts). VTIS records fax to the hospital's VTIS fax line.
 */

const ENTITY: Record<VtisSendRecordType, 'consult' | 'followup'> = {
  VtisConsult: 'consult',
  VtisFollowup: 'followup',
};

/** The record as the user sees it (404 when deleted or outside their providers), its row and its PDF. */
async function renderFor(ctx: CaseContext, recordType: VtisSendRecordType, id: number) {
  if (recordType === 'VtisConsult') {
    const row = await vtisConsultService.find(ctx.db, id, ctx.scope);
    if (!row) throw notFound(M.consultNotFound);
    const record = await vtisConsultService.module.view(ctx.db, row, ctx);
    return { row, studyId: record.studyId, pdf: await vtisRecordPdf(ctx.db, record, producerOf(ctx)) };
  }
  const row = await vtisFollowupService.find(ctx.db, id, ctx.scope);
  if (!row) throw notFound(M.followupNotFound);
  const record = await vtisFollowupService.module.view(ctx.db, row, ctx);
  return { row, studyId: record.studyId, pdf: await vtisRecordPdf(ctx.db, record, producerOf(ctx)) };
}

/** GET /form/generate/{recordType}?id=: the record's PDF as base64; printing patient data is audited. */
export async function generatePdf(
  ctx: CaseContext,
  recordType: VtisSendRecordType,
  id: number,
): Promise<FormPdfResponse> {
  const { pdf, studyId } = await renderFor(ctx, recordType, id);
  await recordRead(ctx.db, ctx.actor, {
    action: `vtis.${ENTITY[recordType]}.pdf`,
    entityType: `vtis_${ENTITY[recordType]}`,
    entityId: id,
  });
  return {
    fileName: `${studyId}.pdf`,
    contentType: 'application/pdf',
    base64: Buffer.from(pdf).toString('base64'),
  };
}

/** POST /form/send/fax and /form/send/box: the record's PDF to its hospital (stroke/form-sends.ts). */
export async function sendForm(
  ctx: CaseContext,
  channel: SendChannel,
  input: VtisFormSend,
): Promise<RecordSend> {
  const { row, studyId, pdf } = await renderFor(ctx, input.recordType, input.id);
  return sendRecordPdf(ctx, channel, {
    recordType: input.recordType,
    recordId: input.id,
    studyId,
    hospitalId: recordHospitalId(row),
    pdf,
    fileName: `${studyId}.pdf`,
    faxLine: 'vtis',
    audit: { prefix: 'vtis', entity: ENTITY[input.recordType] },
  });
}

/** GET /form/sends?id=&recordType=: the record's sends, newest first (who, when, where, result). */
export async function listSends(ctx: CaseContext, input: VtisFormSend): Promise<RecordSend[]> {
  const service = input.recordType === 'VtisConsult' ? vtisConsultService : vtisFollowupService;
  if (!(await service.find(ctx.db, input.id, ctx.scope)))
    throw notFound(input.recordType === 'VtisConsult' ? M.consultNotFound : M.followupNotFound);
  return listRecordSends(ctx, input.recordType, input.id);
}

/**
 * GET /consults/{id}/discharge-summary: the discharge summary PDF of the consult's hospital
 * documentation (404 'Hospital documentation not found' when the consult has none, or is not the
 * user's to see). SCOUT prints it for any documentation, whatever the stroke type; the dashboard
 * offers the button for Ischaemic and Haemorrhagic strokes (§2.3, domain `hasDischargeSummary`).
 * Audited `vtis.hospital-documentation.discharge-summary`.
 */
export async function dischargeSummary(ctx: CaseContext, consultId: number) {
  const docRow = await hospitalDocumentationService.find(ctx.db, consultId, ctx.scope);
  if (!docRow) throw notFound(HM.notFound);
  const [consult] = await ctx.db.select().from(vtisConsults).where(eq(vtisConsults.id, consultId)).limit(1);
  if (!consult) throw notFound(HM.notFound);
  const record = await hospitalDocumentationService.module.view(ctx.db, docRow, ctx);
  const specialist = consult.specialistId
    ? ((await userNames(ctx.db, [consult.specialistId])).get(consult.specialistId) ?? null)
    : null;
  const pdf = await dischargeSummaryPdf(
    ctx.db,
    {
      record,
      diagnosisDetails: consult.diagnosisDetails as Record<string, unknown> | null,
      hospitalId: recordHospitalId(consult),
      specialist,
    },
    producerOf(ctx),
  );
  await recordRead(ctx.db, ctx.actor, {
    action: 'vtis.hospital-documentation.discharge-summary',
    entityType: 'vtis_hospital-documentation',
    entityId: consultId,
  });
  return { pdf: Buffer.from(pdf), fileName: `Discharge_Summary_${record.studyId}.pdf` };
}
