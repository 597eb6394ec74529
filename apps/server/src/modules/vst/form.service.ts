import {
  FORM_TYPE_RECORD,
  type FormPdfResponse,
  type FormSend,
  type FormSendRecord,
  type SendChannel,
  type VstFormType,
} from '@scout/domain/vst/actions.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { recordRead } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { CaseContext, CaseService, CaseTable } from '../cases/case-module.ts';
import { listRecordSends, sendRecordPdf } from '../stroke/form-sends.ts';
import { producerOf } from '../stroke/pdf/render-pdf.ts';
import { recordHospitalId, type StrokeRecordRow } from '../stroke/record-view.ts';
import { vstConsultService, vstFollowupService } from './module.ts';
import { recordPdf } from './pdf/record-pdf.ts';

/**
 * The PDF of a consult or follow-up and its sends to the hospital (spec 3 §7.1 GET
 * /form/generate/{type}, POST /form/send/fax and /form/send/box; issue 12 items 6 and 7), on the
 * stroke services' send code (modules/stroke/form-sends.ts).
 */

const SERVICES = { consult: vstConsultService, followup: vstFollowupService } as const;
const ENTITY = { consult: 'consult', followup: 'followup' } as const;
const NOT_FOUND = { consult: M.consultNotFound, followup: M.followupNotFound } as const;

/** The record as the user sees it (404 when deleted or outside their providers) and its PDF. */
async function renderFor(ctx: CaseContext, type: VstFormType, id: number) {
  const found =
    type === 'consult'
      ? await viewOf(ctx, vstConsultService, id, M.consultNotFound)
      : await viewOf(ctx, vstFollowupService, id, M.followupNotFound);
  const pdf = await recordPdf(ctx.db, found.record, producerOf(ctx));
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

/** POST /form/send/fax and /form/send/box: the record's PDF to its hospital (stroke/form-sends.ts). */
export async function sendForm(
  ctx: CaseContext,
  channel: SendChannel,
  input: FormSend,
): Promise<FormSendRecord> {
  const { row, record, pdf, fileName } = await renderFor(ctx, input.serviceType, input.id);
  return (await sendRecordPdf(ctx, channel, {
    recordType: FORM_TYPE_RECORD[input.serviceType],
    recordId: input.id,
    studyId: record.studyId,
    hospitalId: recordHospitalId(row as StrokeRecordRow),
    pdf,
    fileName,
    faxLine: 'ed',
    audit: { prefix: 'vst', entity: ENTITY[input.serviceType] },
  })) as FormSendRecord;
}

/** GET /form/sends?id=&serviceType=: the record's sends, newest first (who, when, where, result). */
export async function listSends(ctx: CaseContext, input: FormSend): Promise<FormSendRecord[]> {
  if (!(await SERVICES[input.serviceType].find(ctx.db, input.id, ctx.scope)))
    throw notFound(NOT_FOUND[input.serviceType]);
  return (await listRecordSends(ctx, FORM_TYPE_RECORD[input.serviceType], input.id)) as FormSendRecord[];
}
