import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { loggableError } from './errors.ts';

/** A query parameter name logged as it is; anything else (a value sent without `=`) is not. */
const PLAIN_NAME = /^[A-Za-z_][\w.[\]-]{0,63}$/;
const MAX_NAMES = 20;

/**
 * `?a=1&b=2` -> `?a&b`: the names of a query's parameters, never their values (set-password
 * tokens, ID tokens, patient names, dates of birth, URNs, addresses). A name that does not look
 * like one (`?Citizen%2017/04/1958`, sent without `=`) is logged as `[name]`.
 */
export function queryNames(query: string): string {
  const names = new Set<string>();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    let name = eq === -1 ? pair : pair.slice(0, eq);
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      name = '[name]';
    }
    names.add(PLAIN_NAME.test(name) ? name : '[name]');
    if (names.size >= MAX_NAMES) break;
  }
  return names.size ? `?${[...names].join('&')}` : '';
}

/** A URL as it may be logged: its path and its query's parameter names. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q) + queryNames(url.slice(q + 1));
}

/** URL paths with a query inside free text (a framework message, a stack): values removed. */
const URL_WITH_QUERY = /(\/[^\s"'`?<>]*)\?([^\s"'`<>]*)/g;
export const withoutQueryValues = (text: string) =>
  text.replace(URL_WITH_QUERY, (_match, path: string, query: string) => path + queryNames(query));

type LoggedRequest = FastifyRequest | (IncomingMessage & { originalUrl?: string });

/**
 * The `req` of every request log line: the method, the route pattern the request matched
 * (`/api/ccmp/patientprofiles/:id`; the path under a catch-all like /oidc/* or for no route) with
 * the query's parameter names, the host and the client address (request.ip, under TRUST_PROXY).
 */
export function loggableRequest(req: LoggedRequest) {
  if ('raw' in req) {
    const pattern = req.routeOptions?.url;
    const full = req.originalUrl ?? req.url;
    const q = full.indexOf('?');
    const path = pattern && !pattern.includes('*') ? pattern : q === -1 ? full : full.slice(0, q);
    return {
      method: req.method,
      url: path + (q === -1 ? '' : queryNames(full.slice(q + 1))),
      host: req.host,
      remoteAddress: req.ip,
    };
  }
  return {
    method: req.method,
    url: loggableUrl(req.originalUrl ?? req.url ?? ''),
    remoteAddress: req.socket?.remoteAddress,
  };
}

/** loggableError, and no query values in the message or stack of any logged error. */
function loggableErr(err: unknown) {
  const out = loggableError(err);
  if (!out || typeof out !== 'object') return out;
  const fields = out as { message?: unknown; stack?: unknown };
  return {
    ...fields,
    ...(typeof fields.message === 'string' ? { message: withoutQueryValues(fields.message) } : {}),
    ...(typeof fields.stack === 'string' ? { stack: withoutQueryValues(fields.stack) } : {}),
  };
}

/**
 * The server's logger: the configured level; authorization and cookie headers removed; requests
 * logged by route and query parameter names only (loggableRequest), for every route, the bundled
 * provider's included; every error logged under `err` (the error handler's, a module's
 * `log.warn({ err })`, the identity provider's) passes through loggableError, so SQL parameter
 * values (patient names, dates of birth, note text) never reach a log line, whichever code logs
 * it; and a URL inside any message text (Fastify's own warnings quote `request.url`) keeps its
 * query's names only. `stream` replaces stdout (tests capture the lines).
 */
export function loggerOptions(
  level: AppConfig['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Typed by Fastify as pino's standard serializers: loggableError gives its fields (type, message,
    // stack) and the database's (code, SQLSTATE, constraint, table).
    serializers: {
      err: loggableErr as (err: FastifyError) => { type: string; message: string; stack: string },
      req: loggableRequest as unknown as (req: FastifyRequest) => { method: string; url: string },
    },
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((a) => (typeof a === 'string' ? withoutQueryValues(a) : a));
        return method.apply(this, cleaned as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
