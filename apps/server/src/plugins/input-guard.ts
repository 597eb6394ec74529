import type { FieldError } from '@scout/domain/api/errors';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../lib/http-errors.ts';

export const INPUT_MESSAGES = {
  nulCharacter: 'Must not contain a NUL character',
  loneSurrogate: 'Must not contain an unpaired UTF-16 surrogate',
  bodyNotObject: 'The request body must be a JSON object',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for
const NUL = /\u0000/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The problem with a text, if any: PostgreSQL stores neither NUL nor half a character. */
export function textProblem(value: string): string | null {
  if (NUL.test(value)) return INPUT_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(value)) return INPUT_MESSAGES.loneSurrogate;
  return null;
}

const MAX_DEPTH = 64;

/** Every text (values and keys) at any depth of a parsed input, with its dotted path. */
function collectTextProblems(value: unknown, path: string, out: FieldError[], depth = 0): void {
  if (out.length >= 20 || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) out.push({ field: path, message: problem });
    return;
  }
  if (!value || typeof value !== 'object') return;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    const keyProblem = textProblem(key);
    if (keyProblem) out.push({ field: childPath, message: keyProblem });
    collectTextProblems(child, childPath, out, depth + 1);
  }
}

const bodyRequiredCache = new WeakMap<object, boolean>();

/**
 * True when a route's body schema refuses a missing body. Checked here, once per schema, rather
 * than left to the schema: a refinement may read the body's fields before any type check has run.
 */
function bodyRequired(schema: unknown): boolean {
  if (!(schema instanceof z.ZodType)) return false;
  let required = bodyRequiredCache.get(schema);
  if (required === undefined) {
    try {
      required = !schema.safeParse(undefined).success;
    } catch {
      required = true;
    }
    bodyRequiredCache.set(schema, required);
  }
  return required;
}

/**
 * Refuses, at the edge and for every route, input that no database column can hold: NUL
 * characters and unpaired surrogates anywhere in the path parameters, query string or JSON body
 * (400 naming the field, as the zod validation errors do), and a JSON body of `null` or no body
 * at all where the route expects one. It runs before validation, after authentication, so nobody
 * unauthenticated learns anything from it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problems: FieldError[] = [];
    collectTextProblems(request.params, '', problems);
    collectTextProblems(request.query, '', problems);
    const missing = request.body === null || request.body === undefined;
    if (
      (request.body === null && request.headers['content-type']?.includes('json')) ||
      (missing && bodyRequired(request.routeOptions.schema?.body))
    ) {
      throw badRequest(INPUT_MESSAGES.bodyNotObject, [
        { field: 'body', message: INPUT_MESSAGES.bodyNotObject },
      ]);
    }
    if (typeof request.body === 'string') {
      const problem = textProblem(request.body);
      if (problem) problems.push({ field: 'body', message: problem });
    } else {
      collectTextProblems(request.body, '', problems);
    }
    if (problems.length) throw badRequest(API_MESSAGES.validationFailed, problems);
  });
}
