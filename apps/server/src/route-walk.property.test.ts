import { apiErrorSchema } from '@scout/domain/api/errors';
import { DB_INT_MAX } from '@scout/domain/api/ids';
import {
  bulkTypeConfusions,
  type Confusion,
  confusionText,
  inputJsonSchema,
  pathsOf,
  STAND_INS,
  sampleOf,
  typeConfusions,
} from '@scout/domain/api/type-confusion';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn } from '../tools/sign-in.ts';
import { seedDemoData } from './seed/demo.ts';
import { DEMO_PASSWORD } from './seed/demo-data.ts';
import { BROKEN_MULTIPART, jsonSchemaOf, textFor, valueFor } from './test/hostile-input.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

/**
 * Property: no input answers 5xx. Every registered API route (so every route a later module adds,
 * without anyone listing it) gets path parameters, query strings and JSON bodies generated from
 * its own zod schemas, mixed with the hostile values that once answered 500 (ids above 2^31-1,
 * NUL, unpaired surrogates, a null body, broken multipart). Each answer must be below 500 and,
 * when it is an error, in the one error shape. Bounded: a fixed seed and a fixed number of runs
 * per route, so a failure reproduces and the file stays well under a minute.
 */

const RUNS_PER_ROUTE = 25;
const SEED = 20261125;

let t: TestApp;
let tokens: string[] = [];
/** Users whose access between them reaches every area's validation (the type-confusion walk). */
const AREA_USERS = [
  'admin@scout.example',
  'ecmo.manage@scout.example',
  'vst.admin@scout.example',
  'telehealth.admin@scout.example',
  'exporter@scout.example',
];
let areaTokens: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  areaTokens = await Promise.all(
    AREA_USERS.map(async (email) => (await signIn(t.baseUrl, email, DEMO_PASSWORD)).accessToken),
  );
  tokens = areaTokens.slice(0, 2);
  // Five sign-ins: more than the default hook time on a loaded two-core machine.
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  text: string;
}

async function send(method: string, path: string, token: string, body?: { type: string; data: string }) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body) headers['content-type'] = body.type;
  const res = await fetch(`${t.baseUrl}${path}`, { method, headers, body: body?.data });
  // A stream that stays open (GET /api/events): its status is the answer; reading on would wait forever.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' } satisfies Answer;
  }
  return { status: res.status, text: await res.text() } satisfies Answer;
}

/** Why an answer breaks the property, or null when it holds. */
function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  try {
    if (apiErrorSchema.safeParse(JSON.parse(answer.text)).success) return null;
  } catch {
    // not JSON
  }
  return `answered ${answer.status} outside the error shape: ${answer.text.slice(0, 200)}`;
}

/** The values each parameter and field is also tried with, deterministically (issue 9 §2). */
const SWEEP = ['a\u0000b', 'x\ud800', '\udc00y', '2147483648', '99999999999999999999'] as const;
const fill = (keys: string[], value: string) => Object.fromEntries(keys.map((k) => [k, value]));
const isNumeric = (s: { type?: string | string[] } | undefined) =>
  [s?.type].flat().some((t) => t === 'integer' || t === 'number');

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/**
 * Percent-encodes like encodeURIComponent, and also what it refuses: an unpaired surrogate goes
 * out as its three generalised-UTF-8 bytes, as a hostile raw client could send it.
 */
function encodeAny(text: string): string {
  return Array.from(text, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }).join('');
}

function pathFor(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeAny(values[name] ?? '1'));
}

function queryString(values: Record<string, string | undefined>): string {
  const pairs = Object.entries(values)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** JSON.stringify keeps unpaired surrogates as \\u escapes, as a hostile client would send them. */
const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

function routesUnderTest(): Array<{ route: RouteOptions; method: string }> {
  return t.app.scoutRoutes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ route, method })),
    );
}

describe('no input answers 5xx', () => {
  it('holds for generated and hostile input on every registered API route', async () => {
    const failures: string[] = [];
    const routes = routesUnderTest();
    expect(routes.length).toBeGreaterThan(40);
    for (const { route, method } of routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const params = jsonSchemaOf(schema.params);
      const query = jsonSchemaOf(schema.querystring);
      const bodySchema = jsonSchemaOf(schema.body);
      const multipart = ((schema.consumes as string[] | undefined) ?? []).some((c) =>
        c.includes('multipart'),
      );

      const paramArb = fc.record(
        Object.fromEntries(paramNames(route.url).map((n) => [n, textFor(params?.properties?.[n])])),
      );
      const queryArb = fc.record(
        Object.fromEntries(Object.entries(query?.properties ?? {}).map(([k, s]) => [k, textFor(s)])),
        { requiredKeys: [] },
      );
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const bodyArb = hasBody
        ? fc.oneof(
            { arbitrary: valueFor(bodySchema ?? undefined), weight: 4 },
            { arbitrary: fc.constantFrom<unknown>(null, [], 'text', 12), weight: 1 },
          )
        : fc.constant(undefined);

      // Before the random runs: every path parameter, then every query parameter, then every
      // top-level body field at once set to each of the values that once answered 500.
      const names = paramNames(route.url);
      const queryKeys = Object.keys(query?.properties ?? {});
      const bodyProps = Object.entries(bodySchema?.properties ?? {});
      const examples: Array<[Record<string, string>, Record<string, string>, unknown, number]> = [];
      for (const hostile of SWEEP) {
        if (names.length) examples.push([fill(names, hostile), {}, undefined, 0]);
        if (queryKeys.length) examples.push([fill(names, '1'), fill(queryKeys, hostile), undefined, 0]);
        if (hasBody && bodyProps.length) {
          const body = Object.fromEntries(
            bodyProps.map(([k, s]) => [k, isNumeric(s) ? Number(hostile) || DB_INT_MAX + 1 : hostile]),
          );
          examples.push([fill(names, '1'), {}, body, 0]);
        }
      }
      if (hasBody) examples.push([fill(names, '1'), {}, null, 0]);

      await fc.assert(
        fc.asyncProperty(paramArb, queryArb, bodyArb, fc.nat(tokens.length - 1), async (p, q, b, who) => {
          const path = `${pathFor(route.url, p)}${queryString(q)}`;
          const body = b === undefined ? undefined : { type: 'application/json', data: jsonText(b) };
          const answer = await send(method, path, tokens[who] as string, body);
          const problem = problemWith(answer);
          if (problem) failures.push(`${method} ${path} ${body?.data.slice(0, 120) ?? ''} ${problem}`);
          return true;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true, examples },
      );

      if (multipart) {
        for (const broken of BROKEN_MULTIPART) {
          const path = pathFor(route.url, {});
          const answer = await send(method, path, tokens[0] as string, {
            type: broken.contentType,
            data: broken.body,
          });
          const problem = problemWith(answer);
          if (problem) failures.push(`${method} ${path} multipart(${broken.contentType}) ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

/**
 * Issue 23 item 4: no wrongly typed field answers 5xx. Every route with a JSON body gets a
 * plausible body from its own schema (every field present, last options) with, for each depth
 * (top-level fields, the fields and items inside them, ...) and each JSON kind (array, object,
 * text, number, boolean, null), every place at that depth replaced by that kind at once; then a
 * plausible body (first options) with each top-level field alone of another kind (rotating), and
 * the whole body as each other kind. So every field, nested or not, meets every other type,
 * deterministically. Sent by a user whose access reaches the route's validation (a 400 naming a
 * field), so the body is parsed rather than refused at the door.
 */
function routeConfusions(schema: z.ZodType): Confusion[] {
  const json = inputJsonSchema(schema);
  const singles = typeConfusions(json, 0).filter((c) => c.path.length <= 1);
  const byPlace = new Map<string, Confusion[]>();
  for (const c of singles)
    byPlace.set(JSON.stringify(c.path), [...(byPlace.get(JSON.stringify(c.path)) ?? []), c]);
  const chosen: Confusion[] = [];
  let field = 0;
  for (const list of byPlace.values()) {
    if ((list[0] as Confusion).path.length === 0) chosen.push(...list);
    else chosen.push(list[field++ % list.length] as Confusion);
  }
  return [...bulkTypeConfusions(json, 1), ...chosen];
}

const bulkPlaces = (schema: z.ZodType) => pathsOf(sampleOf(inputJsonSchema(schema), 1)).length - 1;

describe('no wrongly typed field answers 5xx', () => {
  it('holds for every body field of every registered API route, each as another JSON type', async () => {
    const failures: string[] = [];
    const unreached: string[] = [];
    let requests = 0;
    let places = 0;
    const routes = routesUnderTest().filter(
      ({ route, method }) =>
        method !== 'GET' &&
        method !== 'DELETE' &&
        (route.schema as { body?: unknown })?.body instanceof z.ZodType,
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const { route, method } of routes) {
      const body = (route.schema as { body: z.ZodType }).body;
      const path = pathFor(route.url, {});
      const post = async (token: string, value: unknown) => {
        requests += 1;
        return send(method, path, token, { type: 'application/json', data: jsonText(value) });
      };
      // The first user whose answer to a wrongly typed body names a field (validation reached).
      let token: string | undefined;
      for (const candidate of areaTokens) {
        const probe = await post(candidate, STAND_INS.number);
        if (probe.status >= 500) failures.push(`${method} ${route.url} body 1: ${problemWith(probe)}`);
        if (probe.status === 400 && /"fieldErrors"/.test(probe.text)) {
          token = candidate;
          break;
        }
      }
      if (!token) {
        unreached.push(`${method} ${route.url}`);
        continue;
      }
      const confusions = routeConfusions(body);
      places += bulkPlaces(body);
      for (const c of confusions) {
        const answer = await post(token, c.input);
        const problem = problemWith(answer);
        if (problem) failures.push(`${method} ${route.url} ${confusionText(c)}: ${problem}`);
      }
    }
    // The places (fields and list items) the plausible bodies hold, each tried as every other kind.
    expect(places).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(unreached).toEqual([]);
    console.info(`type confusion: ${routes.length} routes, ${places} places, ${requests} requests`);
  }, 240_000);
});
