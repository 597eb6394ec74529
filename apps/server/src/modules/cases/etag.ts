import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GET for polled lists (issue 11 item 3: the dashboards refresh every 10 s). The
 * answer carries a weak ETag computed from its content; a request whose If-None-Match names it
 * gets 304 with no body, so an unchanged dashboard costs the query but neither the JSON on the
 * wire nor the client's re-render. The content is per user (provider scope), so is the tag.
 * Answers stay Cache-Control: no-store (patient data never goes to a disk cache), so the browser
 * does not revalidate by itself: the web API client keeps the last answer and its tag in memory
 * and sends If-None-Match (apps/web/src/lib/api-client.ts, `revalidate`).
 */
export function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const tag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', tag);
  const sent = request.headers['if-none-match'];
  if (sent?.split(',').some((t) => t.trim() === tag || t.trim() === '*')) {
    return reply.code(304).send();
  }
  return body;
}
