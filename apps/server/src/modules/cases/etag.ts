import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaseContext } from './case-context.ts';
import { tablesVersion } from './list-version.ts';

/**
 * Conditional GET for polled lists (issue 11 item 3: the dashboards refresh every 10 s; issue 27:
 * an unchanged poll costs about the lightest authenticated call). The answer carries a weak ETag;
 * a request whose If-None-Match names it gets 304 with no body. Answers stay Cache-Control:
 * no-store (patient data never goes to a disk cache), so the browser does not revalidate by
 * itself: the web API client keeps the last answer and its tag in memory and sends If-None-Match
 * (apps/web/src/lib/api-client.ts, `revalidate`).
 *
 * One mechanism: the tag is a hash of the list's version key, read **before** the answer is built,
 * so a matching poll answers 304 without building the page (no list query, no audit row: nothing
 * is sent). Every polled list calls `listAnswer` with the tables its statements read.
 */

/** What a list page is a function of, besides its tables, the request's filters and the user. */
export interface ListAnswer<T> {
  /**
   * The tables the list's statements read (`*_LIST_TABLES`): their change counts are the
   * version (list-version.ts `tablesVersion`; each list's test checks the names against the
   * relations in the plans of the statements it runs, test/relations-read.ts).
   */
  tables: readonly string[];
  /** What the page derives from outside those tables (e.g. the calendar day of its ages). */
  key?: unknown;
  /**
   * Builds (and audits) the page. A value the page derives from the clock at a moment that is
   * not a calendar day (Telehealth's days in ICU) is declared by `expires(at)`: the tag then
   * names that instant, and a poll from then on gets a 200.
   */
  build: (expires: (at: number) => void) => Promise<T>;
}

/**
 * A polled list answered from its version key: the change counts of `tables`, the route, the
 * parsed query (filters, page), the provider scope, the time zone and `key`. See `unlessUnchanged`.
 */
export function listAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: Pick<CaseContext, 'db' | 'config' | 'scope'>,
  list: ListAnswer<T>,
): Promise<T | FastifyReply> {
  return unlessUnchanged(
    request,
    reply,
    async () => ({
      tables: await tablesVersion(ctx.db, list.tables),
      query: request.query,
      scope: ctx.scope,
      timeZone: ctx.config.timeZone,
      key: list.key ?? null,
    }),
    list.build,
  );
}

/**
 * The mechanism under `listAnswer`: `version()` returns what the page is a function of; the tag is
 * its hash with the route's path (and the instant it expires, if `build` declared one). A match
 * answers 304 and `build` never runs; otherwise the page is built and sent with its tag.
 *
 * Why the tag is never newer than the page: the key is read first and the page after it, each from
 * committed data, so a change committed in between lands in the page but not in the tag; the next
 * poll's key differs from the tag and gets a 200. The reverse (a tag naming a state the page does
 * not show) cannot happen, so a 304 always means the page would be the same. An expiring tag is
 * matched only before its instant, which `build` computed from the same clock as the page.
 */
export async function unlessUnchanged<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  version: () => Promise<unknown>,
  build: (expires: (at: number) => void) => Promise<T>,
): Promise<T | FastifyReply> {
  const key = JSON.stringify([request.routeOptions.url, await version()]);
  const now = Date.now();
  const held = sentTags(request).find((sent) => {
    if (sent === '*') return true;
    const until = tagExpiry(sent);
    return (until === null || until > now) && sent === tagOf(key, until);
  });
  if (held) {
    reply.header('etag', held === '*' ? tagOf(key, null) : held);
    return reply.code(304).send();
  }
  let until: number | null = null;
  const body = await build((at) => {
    until = until === null ? at : Math.min(until, at);
  });
  reply.header('etag', tagOf(key, until));
  return body;
}

/** `W/"<hash>"`, or `W/"<hash>~<instant, base 36>"` for a page valid until that instant. */
function tagOf(key: string, until: number | null): string {
  const mark = until === null ? '' : `~${until.toString(36)}`;
  return `W/"${createHash('sha1')
    .update(key + mark)
    .digest('base64url')}${mark}"`;
}

function tagExpiry(tag: string): number | null {
  const mark = /~([0-9a-z]+)"$/.exec(tag)?.[1];
  return mark ? Number.parseInt(mark, 36) : null;
}

function sentTags(request: FastifyRequest): string[] {
  return (request.headers['if-none-match'] ?? '').split(',').flatMap((t) => (t.trim() ? [t.trim()] : []));
}
