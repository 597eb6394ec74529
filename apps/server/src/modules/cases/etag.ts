import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GET for polled lists (issue 11 item 3: the dashboards refresh every 10 s). The
 * answer carries a weak ETag; a request whose If-None-Match names it gets 304 with no body.
 * Answers stay Cache-Control: no-store (patient data never goes to a disk cache), so the browser
 * does not revalidate by itself: the web API client keeps the last answer and its tag in memory
 * and sends If-None-Match (apps/web/src/lib/api-client.ts, `revalidate`).
 *
 * Two ways to build the tag:
 * - `withEtag`: a hash of the built answer. An unchanged poll still costs the query and the
 *   answer's building, and saves only the body on the wire and the client's re-render.
 * - `unlessUnchanged`: a hash of the list's version key (`list-version.ts`), read **before** the
 *   answer is built; a matching poll answers 304 without building the page (no list query, no
 *   audit row: nothing is sent). The ECMO and VST dashboards key on `tablesVersion` (the change
 *   counts of the tables they read: one small read, issue 27); Telehealth and the reperfusion
 *   register still on `rowsFingerprint` (the page's statement, hashed in the database).
 */
export function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const tag = weakTag(JSON.stringify(body));
  reply.header('etag', tag);
  if (isMatch(request, tag)) return reply.code(304).send();
  return body;
}

/**
 * A polled list answered from its version key: `version()` returns what the page is a function
 * of (the rows' fingerprint, the calendar day, the filters, the provider scope ...); the tag is its
 * hash with the route's path. A match answers 304 and `build` never runs; otherwise the page is
 * built and sent with that tag.
 *
 * Why the tag is never newer than the page: the key is read first and the page after it, each from
 * committed data, so a change committed in between lands in the page but not in the tag; the next
 * poll's key differs from the tag and gets a 200. The reverse (a tag naming a state the page does
 * not show) cannot happen, so a 304 always means the page would be the same.
 */
export async function unlessUnchanged<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  version: () => Promise<unknown>,
  build: () => Promise<T>,
): Promise<T | FastifyReply> {
  const tag = weakTag(JSON.stringify([request.routeOptions.url, await version()]));
  reply.header('etag', tag);
  if (isMatch(request, tag)) return reply.code(304).send();
  return build();
}

function weakTag(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

function isMatch(request: FastifyRequest, tag: string): boolean {
  const sent = request.headers['if-none-match'];
  return !!sent?.split(',').some((t) => t.trim() === tag || t.trim() === '*');
}
