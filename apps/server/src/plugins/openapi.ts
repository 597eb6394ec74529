import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document's operations (GET /api/docs/json; API clients are generated from it), kept
 * clean under Redocly's recommended ruleset (issue 23 item 5, openapi-lint.test.ts):
 *
 * - every operation has a `summary` and a unique `operationId`, derived from the route's
 *   declaration (its method and path) unless its schema declares its own;
 * - the error answers every route may give are declared once (`components.responses`, the
 *   ApiError shape of plugins/errors.ts) and referenced by each operation they apply to.
 */

/** The error answers, once for the document: what each status means for any route. */
const ERROR_RESPONSES = {
  400: 'The request is malformed or a field is invalid (the message names it).',
  401: 'No valid bearer token.',
  403: 'The signed-in user may not do this.',
  404: 'No such record (or not one the user may read).',
  409: 'The record changed since it was read, or the change conflicts with another record.',
  413: 'The request body is too large.',
  429: 'Too many requests: retry later.',
  503: 'The database is unavailable: retry later.',
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Where an operation lists the errors that apply to it until the document is finished. */
const ERRORS_KEY = 'x-scout-errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers a route can give, from its declaration (public or not, path, method). */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): ErrorStatus[] {
  const methods = [route.method].flat().map(String);
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  const statuses: ErrorStatus[] = [400];
  if (!isPublic) statuses.push(401, 403);
  if (route.url.includes(':')) statuses.push(404);
  if (!isPublic && methods.some((m) => WRITES.has(m))) statuses.push(409);
  if (methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH')) statuses.push(413);
  statuses.push(429);
  // A signed-in request reads its user from the database first; public routes mostly do not.
  if (!isPublic) statuses.push(503);
  return statuses;
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's id from its method and path: `getVstConsultsById` for GET /api/vst/consults/:id
 * (the /api prefix dropped, each path parameter read as "By<Name>"). Method and path identify a
 * route, so the ids are unique; the lint test holds them to it.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter(Boolean)
    .filter((segment, i) => !(i === 0 && segment === 'api'))
    .flatMap((segment) =>
      segment.startsWith(':')
        ? [`By${words(segment).map(capitalized).join('')}`]
        : words(segment).map(capitalized),
    );
  return `${method.toLowerCase()}${parts.join('')}`;
}

/** An operation's summary from its declaration: the method and the path as the document shows it. */
export function summaryOf(method: string, url: string): string {
  return `${method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/**
 * The per-route transform: the zod schemas as JSON schemas (fastify-type-provider-zod), then the
 * summary, the operationId and the applicable errors from the route's declaration. A route with
 * several methods gets the first's summary and id (Fastify declares HEAD routes apart).
 */
export const documentedRoute: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...(result.schema ?? {}) } as Record<string, unknown>;
  if (schema.hide) return { ...result, schema };
  const method = String([input.route.method].flat()[0] ?? 'GET');
  schema.summary ??= summaryOf(method, input.route.url);
  schema.operationId ??= operationIdOf(method, input.route.url);
  schema[ERRORS_KEY] = errorStatusesOf(input.route);
  return { ...result, schema };
};

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: ErrorStatus[] };

/**
 * The finished document: the error answers in `components.responses` (each the ApiError shape),
 * referenced by every operation they apply to unless the route declared its own for that status.
 */
export const withErrorResponses: SwaggerTransformObject = (input) => {
  const document = (input as { openapiObject: Record<string, unknown> }).openapiObject as {
    components?: { responses?: Record<string, unknown> };
    paths?: Record<string, Record<string, Operation>>;
  };
  document.components ??= {};
  document.components.responses = {
    ...document.components.responses,
    ...Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([status, description]) => [
        `Error${status}`,
        {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ]),
    ),
  };
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path)) {
      const statuses = operation[ERRORS_KEY];
      if (!statuses) continue;
      delete operation[ERRORS_KEY];
      operation.responses ??= {};
      for (const status of statuses) {
        operation.responses[status] ??= { $ref: `#/components/responses/Error${status}` };
      }
    }
  }
  return document;
};
