import type { ApiError, FieldError } from '@scout/domain/api/errors';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fieldErrors?: FieldError[],
) {
  const body: ApiError = { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message };
  if (fieldErrors?.length) body.fieldErrors = fieldErrors;
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fields are named by their dotted path inside the part that failed (body, querystring, params). */
function zodFieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((v) => {
    const field = v.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? 'body');
    return { field, message: v.message ?? 'Invalid value' };
  });
}

/** One error shape for every 4xx/5xx; stack traces and internals never reach the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, error.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, API_MESSAGES.validationFailed, zodFieldErrors(error));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, API_MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type).
      return sendError(reply, status, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, API_MESSAGES.internal);
  });
}
