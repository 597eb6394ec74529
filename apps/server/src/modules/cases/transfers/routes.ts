import { type TransferRequest, transferRequestSchema } from '@scout/domain/cases/transfer.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retrievalDriverFor } from '../../../integrations/retrieval/retrieval-driver.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { caseContextOf } from '../case-context.ts';
import { caseIdParams, scopedMount } from '../case-parts.ts';
import * as service from './service.ts';
import { transferResponseWire } from './wire-schemas.ts';

/**
 * Transfer requests (spec 2 §4.7, §5.5, §7.1) for one case module: GET and PUT (or POST, mount.submitMethod) {basePath}/{id}/transfer.
 * The retrieval driver comes from the configuration (RETRIEVAL_API_URL), local by default.
 */
export function caseTransferRoutes(mount: service.TransferMount): FastifyPluginAsyncZod<ModuleDeps> {
  const tags = [`${mount.module}: transfer`];
  const path = `${mount.basePath}/:id/transfer`;
  return async (app, { db, config }) => {
    const driver = retrievalDriverFor(config);
    app.get(
      path,
      {
        config: { access: mount.canRead },
        schema: { tags, params: caseIdParams, response: { 200: transferResponseWire } },
      },
      async (request) => service.getTransfer(db, scopedMount(mount, request), request.params.id),
    );
    const submitOptions = {
      config: { access: mount.canWrite },
      schema: {
        tags,
        params: caseIdParams,
        body: transferRequestSchema,
        response: { 200: transferResponseWire },
      },
    };
    const submit = async (request: FastifyRequest<{ Params: { id: number }; Body: TransferRequest }>) => {
      const ctx = caseContextOf(request, { db, config }, mount.app);
      return service.submitTransfer(
        { db, driver, log: request.log },
        scopedMount(mount, request),
        { actor: ctx.actor, userId: ctx.user.id, displayName: ctx.user.displayName, ctx },
        request.params.id,
        request.body,
      );
    };
    // The submit verb is part of the mount (ECMO PUT, Telehealth POST).
    if (mount.submitMethod === 'POST') app.post(path, submitOptions, submit);
    else app.put(path, submitOptions, submit);
  };
}
