import type { ApiError, FieldError } from '@scout/domain/api/errors';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-errors.ts';
import { sqlStateOf } from '../lib/sql-state.ts';

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
  503: 'Service Unavailable',
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

/**
 * A zod error a handler threw (a schema it parsed itself, e.g. a form of the sign-in pages): the
 * fields its issues name, or 'body' for the value as a whole. Route schemas never get here
 * (fastify-type-provider-zod wraps them, above), nor do response schemas (their failure is a
 * ResponseSerializationError, a 500).
 */
function thrownZodFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
}

export const INPUT_ERROR_MESSAGES = {
  unreadableUpload: 'The upload could not be read: send one multipart/form-data body with its boundary.',
  uploadTooLarge: 'The upload is too large.',
  invalidValue: 'A value in the request cannot be stored.',
  unreadableUrl: 'The request URL cannot be read: it holds a malformed percent-encoding.',
} as const;

/** Multipart limits reached (@fastify/multipart codes): the body is too large. */
const MULTIPART_LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);
/** busboy's own parse errors carry no code, only these messages. */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: |Unexpected end of (form|multipart data)|Part terminated early|Malformed (part header|urlencoded form))/;

/**
 * Input the edge checks did not catch, recognised by its cause: an unreadable or oversized
 * upload, or a value the database refuses as data (SQLSTATE class 22: out of range, invalid
 * text, bad byte sequence). These are the client's errors, answered 4xx rather than 500; the
 * shared schema helpers and the input guard should stop them first, so each is logged.
 */
function inputErrorOf(error: FastifyError): { status: number; message: string } | null {
  if (MULTIPART_LIMIT_CODES.has(error.code))
    return { status: 413, message: INPUT_ERROR_MESSAGES.uploadTooLarge };
  if (
    error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    error.code === 'FST_PROTO_VIOLATION' ||
    MULTIPART_PARSE_ERROR.test(error.message ?? '')
  ) {
    return { status: 400, message: INPUT_ERROR_MESSAGES.unreadableUpload };
  }
  if (sqlStateOf(error)?.startsWith('22')) return { status: 400, message: INPUT_ERROR_MESSAGES.invalidValue };
  return null;
}

export const UNAVAILABLE_MESSAGE = 'SCOUT cannot reach its database at the moment. Try again shortly.';
/** Seconds a client (or load balancer) should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Connection-level failures of the database driver (node, pg, pg-pool, PGlite). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|is not currently accepting connections|the database system is (starting up|shutting down|in recovery)|PGlite is closed|Cannot use a pool after calling end/i;

/**
 * True when the error says the database cannot be reached (rather than that a statement failed):
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down / starting up), 53300 (too
 * many connections), 3D000 (the database is gone), a database not accepting connections, or a connection-level error of the driver, also when wrapped (cause).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '3D000'].includes(state)))
    return true;
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** PostgreSQL puts an offending value after a colon ('... for type integer: "Smith"'). */
const redactValueAfterColon = (text: string) => text.replace(/:\s[\s\S]*$/, ': [redacted]');

/**
 * What of an error goes into the log: its kind, code, SQLSTATE, constraint and table, the
 * statement text and the stack, but never the values (query parameters, a constraint's detail
 * "Key (email)=(...)", a value quoted in PostgreSQL's message), which carry patient names, dates
 * of birth and note text. The logger's `err` serializer (plugins/logging.ts), so every
 * `log.x({ err })` goes through it; anything that is not an Error is logged as it is.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & { code?: unknown; cause?: unknown };
  const cause = (e.cause ?? {}) as { code?: string; constraint?: string; table?: string; message?: string };
  const sqlState = sqlStateOf(error);
  // Drizzle's "Failed query: <statement>\nparams: <values>"; a driver's own error is PostgreSQL's text.
  const ownState = typeof e.code === 'string' && e.code === sqlState;
  const message = ownState
    ? redactValueAfterColon(e.message)
    : e.message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  return {
    type: e.name,
    message,
    code: typeof e.code === 'string' ? e.code : undefined,
    sqlState,
    constraint: cause.constraint,
    table: cause.table,
    causeMessage: typeof cause.message === 'string' ? redactValueAfterColon(cause.message) : undefined,
    stack: e.message ? e.stack?.replace(e.message, message) : e.stack,
  };
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
    if ((error as unknown) instanceof z.core.$ZodError) {
      const issues = thrownZodFieldErrors(error as unknown as z.core.$ZodError);
      return sendError(reply, 400, API_MESSAGES.validationFailed, issues);
    }
    const input = inputErrorOf(error);
    if (input) {
      request.log.warn(
        { code: error.code ?? sqlStateOf(error), route: request.routeOptions.url },
        'input refused',
      );
      return sendError(reply, input.status, input.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ code: error.code ?? sqlStateOf(error) }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, UNAVAILABLE_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, API_MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type).
      return sendError(reply, status, error.message);
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(reply, 500, API_MESSAGES.internal);
  });
}
