import type { FastifyError, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { loggableError } from './errors.ts';

/**
 * The server's logger: the configured level; authorization and cookie headers removed; every
 * error logged under `err` (the error handler's, a module's `log.warn({ err })`, the identity
 * provider's) passes through loggableError, so SQL parameter values (patient names, dates of
 * birth, note text) never reach a log line, whichever code logs it. `stream` replaces stdout
 * (tests capture the lines).
 */
export function loggerOptions(
  level: AppConfig['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Typed by Fastify as pino's standard serializer: loggableError gives its fields (type, message,
    // stack) and the database's (code, SQLSTATE, constraint, table).
    serializers: {
      err: loggableError as (err: FastifyError) => { type: string; message: string; stack: string },
    },
    ...(stream ? { stream } : {}),
  };
}
