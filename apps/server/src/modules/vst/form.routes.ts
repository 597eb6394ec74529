import { idParam } from '@scout/domain/api/ids';
import {
  formGenerateParamsSchema,
  formGenerateQuerySchema,
  formPdfResponseSchema,
  formSendRecordSchema,
  formSendSchema,
  VST_FORM_TYPES,
} from '@scout/domain/vst/actions.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseContextOf } from '../cases/case-module.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as formService from './form.service.ts';
import { vstConsultModule as module } from './module.ts';

const tags = ['vst: forms'];
const FORM = '/api/vst/form';
const sendsQuery = z.object({ id: idParam(), serviceType: z.enum(VST_FORM_TYPES) });

/**
 * The record's PDF and its sends to the hospital (spec 3 §7.1): GET /form/generate/{type}?id=
 * (any VST user: the PDF of a record they can read), POST /form/send/fax and /form/send/box
 * (users who may write VST records), and GET /form/sends?id=&serviceType= (the record's sends,
 * for anyone who may read it; the adapters' copies are on the admin Outbox page too).
 */
export const vstFormRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  app.get(
    `${FORM}/generate/:type`,
    {
      config: { access: module.access.read },
      schema: {
        tags,
        params: formGenerateParamsSchema,
        querystring: formGenerateQuerySchema,
        response: { 200: formPdfResponseSchema },
      },
    },
    async (request) => formService.generatePdf(ctx(request), request.params.type, request.query.id),
  );
  for (const channel of ['fax', 'box'] as const) {
    app.post(
      `${FORM}/send/${channel}`,
      {
        config: { access: module.access.write },
        schema: { tags, body: formSendSchema, response: { 200: formSendRecordSchema } },
      },
      async (request) => formService.sendForm(ctx(request), channel, request.body),
    );
  }
  app.get(
    `${FORM}/sends`,
    {
      config: { access: module.access.read },
      schema: { tags, querystring: sendsQuery, response: { 200: z.array(formSendRecordSchema) } },
    },
    async (request) => formService.listSends(ctx(request), request.query),
  );
};
