import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Brotli's quality 4 (of 11) and gzip's level 5 (of 9): most of the size gain for a small part of
 * the CPU. The 858 KB OpenAPI document: 28 KB brotli in ~30 ms (quality 11: 22 KB in ~2 s), 47 KB
 * gzip in ~22 ms; a 20 KB answer ~1.7 ms either way (measured on the shared 2-core CI machine
 * under load). A streamed export is flushed per batch of rows: 11 MB of CSV in 500-row batches
 * gave its first compressed bytes after the first batch (~0.2 s brotli, ~0.04 s gzip; unflushed,
 * brotli held them, and the headers, 2 s: the whole export) for 80 KB instead of 71 KB brotli,
 * 280 KB instead of 261 KB gzip. Issue 27 measures throughput with it.
 */
export const BROTLI_QUALITY = 4;
/** Whole answers up to this size are compressed synchronously (the plugin's `syncThreshold`). */
export const SYNC_COMPRESSION_MAX = 256 * 1024;
export const GZIP_LEVEL = 5;

/** JSON, text (CSV, HTML, JS, CSS) and XML answers; never server-sent events, never binaries. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)/u;

/**
 * Issue 23 item 5: every route's answer compressed as the client accepts (Accept-Encoding: brotli
 * preferred, then gzip) when it is larger than COMPRESSION_THRESHOLD, streams (CSV exports)
 * compressed as they stream (the first rows still leave before the last is read). Server-sent
 * events (text/event-stream, modules/events) are left alone: compressed, a change notice would
 * wait in the compressor's buffer. The built web app's files are compressed once at build time
 * (web-app.ts serves the .br and .gz siblings, with their Content-Encoding, which this skips).
 * Requests are not decompressed: a compressed body is read as sent (and answered 400).
 * Registered before the routes: it adds itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    // A whole answer (not a stream) up to this size is compressed in one synchronous call: no
    // stream pipeline and zlib context per answer. The plugin's default on two cores is 8 KB,
    // below a whole record (an ECMO case or a VST consult, 10 to 20 KB), whose stream path cost
    // about a sixth of the read's CPU (issue 27).
    syncThreshold: SYNC_COMPRESSION_MAX,
    customTypes: COMPRESSIBLE,
    // Each chunk a stream writes (a CSV export's batch of rows) leaves compressed at once.
    brotliOptions: {
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    },
    zlibOptions: { level: GZIP_LEVEL, flush: zlib.constants.Z_SYNC_FLUSH },
  });
}
