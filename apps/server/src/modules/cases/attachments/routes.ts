import multipart from '@fastify/multipart';
import { idParam } from '@scout/domain/api/ids';
import {
  ATTACHMENT_MESSAGES as AM,
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  attachmentListQuerySchema,
  caseAttachmentSchemaOut,
} from '@scout/domain/cases/attachment.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../lib/audit.ts';
import { fieldError } from '../../../lib/http-errors.ts';
import { currentUserOf } from '../../../plugins/auth.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { type CasePartsMount, caseIdParams, scopedMount } from '../case-parts.ts';
import { attachmentDisposition } from './file-names.ts';
import * as service from './service.ts';

const attachmentParams = caseIdParams.extend({ attachmentId: idParam() });

function userOf(request: FastifyRequest): service.AttachmentUser {
  const user = currentUserOf(request);
  return { actor: actorOf(request), userId: user.id, displayName: user.displayName };
}

/**
 * Case attachments (spec 2 §7.1) for one case module: POST and GET {basePath}/{id}/attachments,
 * DELETE {basePath}/{id}/attachments/{attachmentId} (soft), GET
 * {basePath}/{id}/attachments/download/{attachmentId}.
 */
export function caseAttachmentsRoutes(mount: CasePartsMount): FastifyPluginAsyncZod<ModuleDeps> {
  const tags = [`${mount.module}: case attachments`];
  const read = { access: mount.canRead };
  const write = { access: mount.canWrite };
  const base = `${mount.basePath}/:id/attachments`;
  return async (app, { db, fileStore }) => {
    // Multipart only in this plugin's scope, every limit set (GUIDE §6): one file of at most
    // ATTACHMENT_MAX_BYTES (a longer one is cut and flagged truncated), no other parts to speak of.
    await app.register(multipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
      throwFileSizeLimit: false,
    });

    app.get(
      base,
      {
        config: read,
        schema: {
          tags,
          params: caseIdParams,
          querystring: attachmentListQuerySchema,
          response: { 200: z.array(caseAttachmentSchemaOut) },
        },
      },
      async (request) =>
        service.listAttachments(
          db,
          scopedMount(mount, request),
          request.params.id,
          request.query.includeDeleted === 'true',
        ),
    );
    app.post(
      base,
      {
        config: { ...write, upload: service.ATTACHMENT_UPLOAD },
        schema: {
          tags,
          params: caseIdParams,
          consumes: ['multipart/form-data'],
          response: { 201: caseAttachmentSchemaOut },
        },
      },
      async (request, reply) => {
        const missing = () => fieldError(ATTACHMENT_FIELD, AM.missing);
        if (!request.isMultipart()) throw missing();
        const part = await request.file();
        if (!part || part.fieldname !== ATTACHMENT_FIELD) throw missing();
        const bytes = await part.toBuffer();
        const created = await service.uploadAttachment(
          { db, fileStore, log: request.log },
          scopedMount(mount, request),
          userOf(request),
          request.params.id,
          { filename: part.filename, bytes, truncated: part.file.truncated },
        );
        return reply.status(201).send(created);
      },
    );
    app.delete(
      `${base}/:attachmentId`,
      { config: write, schema: { tags, params: attachmentParams } },
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        await service.deleteAttachment(db, scopedMount(mount, request), userOf(request), id, attachmentId);
        return reply.status(204).send();
      },
    );
    app.get(
      `${base}/download/:attachmentId`,
      { config: read, schema: { tags, params: attachmentParams } },
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        const { row, body } = await service.downloadAttachment(
          { db, fileStore, log: request.log },
          scopedMount(mount, request),
          actorOf(request),
          id,
          attachmentId,
        );
        return reply
          .header('content-type', row.contentType)
          .header('content-disposition', attachmentDisposition(row.filename))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
