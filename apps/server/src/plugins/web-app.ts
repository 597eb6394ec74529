import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import type { FastifyInstance } from 'fastify';
import { declareRoutesPublic } from './auth.ts';
import { sendError } from './errors.ts';

/** Files whose names carry a content hash (Vite's /assets): they never change under one name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but checked with the server before each use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Paths that belong to the API or the bundled provider: never answered with the web app. */
export function isServerPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/oidc/') || url === '/oidc';
}

/**
 * The build's hashed files (Vite's /assets): one that is not there is a 404, never the app's HTML.
 * A tab open across a deploy asks for the chunks of the build it loaded; given index.html with a
 * 200 it would run HTML as a script, while a 404 fails the import and the web reloads the page.
 */
export function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}

export function defaultWebDist(): string | undefined {
  const candidates = [
    path.resolve('apps/web/dist'),
    path.resolve('../web/dist'),
    path.resolve('../../apps/web/dist'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

/**
 * Serves the built web app. Every file goes out precompressed when the browser accepts it (the
 * build writes .br and .gz siblings, apps/web/vite.config.ts); hashed assets are cached for a
 * year, everything else revalidates. Any GET or HEAD that matches no route and is not an API,
 * provider or asset path gets index.html, so client routes (and a plain `curl /`) get the app; the
 * rest answer the JSON 404 (a missing asset's kept by no cache: the file may be deployed later).
 */
export function registerWebApp(app: FastifyInstance, webDist: string | undefined): void {
  const root = webDist ? path.resolve(webDist) : undefined;
  if (root) {
    const assets = `${path.join(root, 'assets')}${path.sep}`;
    const files = {
      root,
      preCompressed: true,
      cacheControl: false,
      // The encoding served depends on the request's Accept-Encoding: caches must key on it.
      setHeaders: (res: { setHeader(name: string, value: string): unknown }, file: string) => {
        res.setHeader(
          'cache-control',
          file.startsWith(assets) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
        );
        res.setHeader('vary', 'Accept-Encoding');
      },
    };
    // reply.sendFile for the not-found handler below (no routes: `serve: false`).
    app.register(fastifyStatic, { ...files, serve: false });
    // The files themselves, from a scope of their own whose routes are all declared public.
    app.register(async (web) => {
      declareRoutesPublic(web);
      await web.register(fastifyStatic, { ...files, wildcard: false, index: false, decorateReply: false });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (root && isRead && !isServerPath(request.url) && !isAssetPath(request.url)) {
      return reply.sendFile('index.html', root);
    }
    if (isAssetPath(request.url)) reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
    return sendError(reply, 404, API_MESSAGES.notFound);
  });
}
