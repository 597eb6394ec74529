import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isRefusedDate } from '../lib/typed-dates.ts';

/**
 * Hidden fields take no part in validation (issue 10.3). A field the form once showed and then
 * hid (Conversation With after the note type changed) keeps its value in react-hook-form; when
 * the schema rejects that value, the save would stop on an error nobody can see. This wraps a
 * form's resolver: errors on fields that are registered but no longer mounted are dropped, and
 * when only such errors remain their values are cleared (null, the schemas' "not entered") and
 * the values validated again, so the save goes ahead without them. Errors on visible fields, and
 * on paths no field renders, are kept as they are.
 *
 * A date input whose typed text is refused holds a RefusedDate (lib/typed-dates.ts, issue 24):
 * the wrapped resolver sees null there and the field gets the refusal as its error, so the form
 * is invalid and a save stops on the field, with the message the field shows, in every form built
 * on this wrapper (a hidden field's refused text is dropped like any hidden value).
 */
export function ignoringHiddenFields<TIn extends FieldValues, TContext, TOut>(
  resolver: Resolver<TIn, TContext, TOut>,
): Resolver<TIn, TContext, TOut> {
  const validate: Resolver<TIn, TContext, TOut> = async (values, context, options) => {
    const refused = refusedDates(values);
    if (refused.length === 0) return resolver(values, context, options);
    let cleared: unknown = values;
    for (const [path] of refused) cleared = withPath(cleared, path.split('.'), null);
    const result = await resolver(cleared as TIn, context, options);
    let errors = result.errors as Record<string, unknown>;
    for (const [path, message] of refused)
      errors = withPath(errors, path.split('.'), { type: 'refusedDate', message }) as Record<string, unknown>;
    return { values: {}, errors: errors as FieldErrors<TIn> };
  };
  return async (values, context, options) => {
    let current = values;
    // Each round clears at least one hidden value; a schema needing more rounds than fields is broken.
    for (let round = 0; round < 20; round++) {
      const result = await validate(current, context, options);
      const paths = errorPaths(result.errors);
      if (paths.length === 0) return result;
      const hidden = paths.filter((p) => isHiddenField(options.fields, p));
      if (hidden.length === 0) return result;
      if (hidden.length < paths.length) {
        let errors = result.errors as Record<string, unknown>;
        for (const p of hidden) errors = withoutPath(errors, p.split('.'));
        return { values: {}, errors: errors as FieldErrors<TIn> };
      }
      for (const p of hidden) current = withPath(current, p.split('.'), null) as typeof values;
    }
    return validate(current, context, options);
  };
}

/** The dotted paths of the values that are refused typed dates, with their messages. */
function refusedDates(values: unknown, prefix = ''): [string, string][] {
  if (isRefusedDate(values)) return [[prefix, values.message]];
  if (!isObject(values) || values instanceof Date) return [];
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(values))
    out.push(...refusedDates(value, prefix ? `${prefix}.${key}` : key));
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Dotted paths of the leaf errors (a node with a type and a message is one field's error). */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!isObject(errors)) return [];
  const out: string[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (!isObject(node) || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof node.type === 'string' && 'message' in node) out.push(path);
    else out.push(...errorPaths(node, path));
  }
  return out;
}

/** True when a field is registered at exactly `path` and is not mounted (shown) now. */
function isHiddenField(fields: unknown, path: string): boolean {
  let node: unknown = fields;
  for (const key of path.split('.')) node = isObject(node) ? node[key] : undefined;
  return isObject(node) && node.name === path && node.mount === false;
}

function withPath(target: unknown, keys: string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const copy: Record<string, unknown> = Array.isArray(target)
    ? ([...target] as unknown as Record<string, unknown>)
    : { ...(isObject(target) ? target : {}) };
  copy[key] = withPath(copy[key], rest, value);
  return copy;
}

function withoutPath(target: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const [key, ...rest] = keys;
  if (key === undefined || !(key in target)) return target;
  const copy: Record<string, unknown> = Array.isArray(target)
    ? ([...target] as unknown as Record<string, unknown>)
    : { ...target };
  const child = copy[key];
  if (rest.length === 0 || !isObject(child)) delete copy[key];
  else {
    const next = withoutPath(child, rest);
    if (Object.keys(next).length === 0) delete copy[key];
    else copy[key] = next;
  }
  return copy;
}
