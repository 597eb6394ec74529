import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

/** What a multipart upload route accepts: one file under `field` of at most `maxBytes`. */
export interface UploadLimit {
  field: string;
  maxBytes: number;
  /** The answer to a larger file, on the field (the spec's text where it gives one). */
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart upload route's file limit. Its body may then be that large (plus the multipart
     * framing); without it the route's bodyLimit applies.
     */
    upload?: UploadLimit;
  }
}

/** Room for the multipart framing around the file: boundaries, part headers, a few small fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Answered 413 on the file field: the file went past the route's limit. */
export const fileTooLarge = (limit: UploadLimit) =>
  new HttpError(413, limit.message, [{ field: limit.field, message: limit.message }]);

const BODY_TOO_LARGE = 'The request body is too large.';

/**
 * Body sizes are refused as early as the request says them, with a final answer the client reads:
 *
 * - A declared Content-Length over the route's limit (an upload route's file limit plus framing,
 *   else its bodyLimit) is answered 413 before a byte of the body is read. The connection stays
 *   open while Node discards the rest, so a client still sending reads the answer instead of a reset.
 * - `Expect: 100-continue` is answered by SCOUT, not automatically by Node: `100 Continue` only once
 *   the request got as far as reading its body (it passed the rate limit and its size is within
 *   the limit); a refusal before that is the final answer, and Node then closes the connection so
 *   the unsent body cannot be read as the next request.
 *
 * A body without Content-Length (chunked) is still cut at the same limits while it is read
 * (bodyLimit, the multipart fileSize), and answered 413 then.
 */
export function registerBodyLimits(app: FastifyInstance) {
  const awaitingContinue = new WeakSet<IncomingMessage>();
  app.server.on('checkContinue', (req: IncomingMessage, res) => {
    awaitingContinue.add(req);
    app.server.emit('request', req, res);
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    const upload = request.routeOptions.config?.upload;
    const limit = upload ? upload.maxBytes + MULTIPART_OVERHEAD_BYTES : request.routeOptions.bodyLimit;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && limit && declared > limit) {
      throw upload ? fileTooLarge(upload) : new HttpError(413, BODY_TOO_LARGE);
    }
    if (awaitingContinue.delete(request.raw)) reply.raw.writeContinue();
    return payload;
  });
}
