import { idParam } from '@scout/domain/api/ids';
import { STROKE_RECORD_TYPES } from '@scout/domain/stroke/record-types';
import { formPdfResponseSchema } from '@scout/domain/vst/actions.schema';
import { VTIS_SEND_RECORD_TYPES, vtisFormSendSchema } from '@scout/domain/vtis/actions.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as formService from './form.service.ts';
import { vtisConsultModule as module } from './module.ts';

const tags = ['vtis: forms'];
const API = '/api/vtis';
const recordTypeParams = z.object({ recordType: z.enum(VTIS_SEND_RECORD_TYPES) });
const sendsQuery = z.object({ id: idParam(), recordType: z.enum(VTIS_SEND_RECORD_TYPES) });
/** One send as recorded (who, when, where, result); the shape of VST's, with the stroke record types. */
const sendRecordSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['fax', 'box']),
  recordType: z.enum(STROKE_RECORD_TYPES),
  recordId: z.number().int(),
  studyId: z.string(),
  hospitalId: z.number().int().nullable(),
  destination: z.string().nullable(),
  sentBy: z.string(),
  sentAt: z.string(),
  result: z.enum(['sent', 'failed']),
  error: z.string().nullable(),
});

/**
 * The VTIS records' PDFs and sends (spec 3 §2.3, §7.2): GET /form/generate/{recordType}?id= (the
 * dashboard's PDF view link; the PDF as base64, as VST's /form/generate), GET
 * /consults/{id}/discharge-summary (a PDF blob, opened in a new tab), POST /form/send/fax and
 * /form/send/box ({ id, recordType }: "each by record type and id"; users who may write VTIS
 * records) and GET /form/sends?id=&recordType= (the record's sends). §7.2 does not show the send
 * and generate paths: these follow VST's under /api/vtis.
 */
export const vtisFormRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  const read = { access: module.access.read };
  app.get(
    `${API}/form/generate/:recordType`,
    {
      config: read,
      schema: {
        tags,
        params: recordTypeParams,
        querystring: z.object({ id: idParam() }),
        response: { 200: formPdfResponseSchema },
      },
    },
    async (request) => formService.generatePdf(ctx(request), request.params.recordType, request.query.id),
  );
  app.get(
    `${API}/consults/:id/discharge-summary`,
    { config: read, schema: { tags, params: caseIdParams } },
    async (request, reply) => {
      const { pdf, fileName } = await formService.dischargeSummary(ctx(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );
  for (const channel of ['fax', 'box'] as const) {
    app.post(
      `${API}/form/send/${channel}`,
      {
        config: { access: module.access.write },
        schema: { tags, body: vtisFormSendSchema, response: { 200: sendRecordSchema } },
      },
      async (request) => formService.sendForm(ctx(request), channel, request.body),
    );
  }
  app.get(
    `${API}/form/sends`,
    { config: read, schema: { tags, querystring: sendsQuery, response: { 200: z.array(sendRecordSchema) } } },
    async (request) => formService.listSends(ctx(request), request.query),
  );
};
