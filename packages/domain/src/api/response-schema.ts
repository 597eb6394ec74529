import { z } from 'zod';

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/**
 * The answer-side copy of a request schema: the same keys, kinds and choices, with what only a
 * request needs taken out, so the schema can describe and serialise (fastify-type-provider-zod
 * encodes every answer) what the request schema once output and the server stored:
 * - transforms are dropped (zod cannot encode a one-way transform): a `.transform` is replaced by
 *   the schema it reads from, whose values include what it outputs (`x.nullish().transform(v =>
 *   v ?? null)` accepts the null it made);
 * - refinements and limits (required-when rules, max lengths, past dates, formats) are dropped:
 *   stored values were checked when saved, and a rule tightened later must not turn the reading
 *   of an older record into a 500;
 * - objects keep keys they do not name (nothing the server sends is silently removed), and
 *   defaults become optional (an older record may lack a later key).
 * Enums, literals, arrays, unions and nesting are kept. `extend` adds or replaces keys of the top
 * object (names the server resolves beside ids). `T` is the type the answer has: the request
 * schema's output (the same type the web already uses), so the case type is still `z.infer`'d.
 */
export function responseOf<T>(schema: AnySchema, extend: z.ZodRawShape = {}): z.ZodType<T> {
  const top = answerSide(schema);
  if (!Object.keys(extend).length) return top as unknown as z.ZodType<T>;
  if (!(top instanceof z.ZodObject)) throw new Error('responseOf: extend needs an object schema');
  return top.extend(extend) as unknown as z.ZodType<T>;
}

function answerSide(schema: AnySchema): z.ZodType {
  const def = defOf(schema);
  const inner = () => answerSide(def.innerType as AnySchema);
  switch (def.type) {
    case 'string':
      return z.string();
    case 'number':
      return z.number();
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'unknown':
    case 'any':
      return schema as z.ZodType;
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      return z.looseObject(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, answerSide(v)])));
    }
    case 'array':
      return z.array(answerSide(def.element as AnySchema));
    case 'optional':
    case 'default':
    case 'prefault':
      return inner().optional();
    case 'nullable':
      return inner().nullable();
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner();
    case 'pipe': {
      const from = def.in as AnySchema;
      const to = def.out as AnySchema;
      return defOf(to).type === 'transform' ? answerSide(from) : answerSide(to);
    }
    case 'union':
      return z.union((def.options as AnySchema[]).map(answerSide) as [z.ZodType, z.ZodType]);
    case 'intersection':
      return z.intersection(answerSide(def.left as AnySchema), answerSide(def.right as AnySchema));
    case 'record':
      return z.record(z.string(), answerSide(def.valueType as AnySchema));
    case 'lazy':
      return z.lazy(() => answerSide((def.getter as () => AnySchema)()));
    default:
      return z.unknown();
  }
}
