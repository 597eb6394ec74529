import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, frame and referrer policies, ...) on every response.
 * They depend only on the configuration (no per-request nonce), so Helmet runs once at start
 * and each request gets the same header set: the Fastify plugin would build Helmet's middleware
 * again for every request, which costs more than a light API call's own work.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = Object.entries(securityHeaders(options));
  // On the raw response, as Helmet does: the identity provider's pages are written to it directly.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * API answers carry patient data: no browser or proxy may keep them (Cache-Control: no-store),
 * unless a route chose its own caching. Decided by the matched route (or the not-found handler
 * of an API path), not by how the URL was spelt.
 */
export function registerApiNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url ?? '';
    const isApi = route.startsWith('/api/') || (request.is404 && request.url.startsWith('/api/'));
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
