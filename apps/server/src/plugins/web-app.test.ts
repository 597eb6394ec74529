import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest as raw } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// A built web app as Vite and its precompress plugin leave it: hashed assets with .br and .gz.
const INDEX =
  '<!doctype html><html><head><title>SCOUT</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `tile ${i}`))};\n`;
const ASSET = '/assets/index-Bx3k9QaZ.js';

describe('the web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, ASSET), SCRIPT);
    fs.writeFileSync(path.join(dist, `${ASSET}.br`), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, `${ASSET}.gz`), zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    t = await startTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers GET / with the app for any client, not only one that asks for HTML (a plain curl)', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }] as Record<
      string,
      string
    >[]) {
      const res = await raw(t.baseUrl, '/', { headers });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(INDEX);
    }
  });

  it('answers client routes and HEAD with the app, never cached without revalidation', async () => {
    const deep = await raw(t.baseUrl, '/ecmo/cases/12?tab=notes', { headers: { accept: '*/*' } });
    expect(deep.status).toBe(200);
    expect(deep.body.toString()).toBe(INDEX);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const head = await raw(t.baseUrl, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body.length).toBe(0);
  });

  it('keeps the JSON 404 for unknown API and provider paths and for other methods', async () => {
    for (const [method, urlPath] of [
      ['GET', '/api/no-such-thing'],
      ['HEAD', '/api/no-such-thing'],
      ['POST', '/ecmo/cases'],
    ] as const) {
      const res = await raw(t.baseUrl, urlPath, { method, headers: { accept: 'text/html' } });
      expect(res.status, `${method} ${urlPath}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${urlPath}`).toMatch(/^application\/json/);
      if (method !== 'HEAD') {
        expect(JSON.parse(res.body.toString())).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: API_MESSAGES.notFound,
        });
      }
    }
  });

  it('answers a missing hashed asset 404, never the app (a stale tab reloads instead of running HTML)', async () => {
    for (const [method, urlPath] of [
      ['GET', '/assets/nonexistent-1234.js'],
      ['GET', '/assets/index-Bx3k9QaZ.css'],
      ['GET', '/assets/fonts/missing.woff2'],
      ['HEAD', '/assets/nonexistent-1234.js'],
    ] as const) {
      const res = await raw(t.baseUrl, urlPath, { method, headers: { accept: '*/*' } });
      expect(res.status, `${method} ${urlPath}`).toBe(404);
      expect(res.headers['content-type'], urlPath).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], urlPath).toBe('no-cache');
      expect(res.body.toString(), urlPath).not.toContain('<div id="root">');
    }
    // The files that are there, and client routes (an /assets-like segment deeper in one too).
    expect((await raw(t.baseUrl, ASSET)).status).toBe(200);
    for (const urlPath of ['/some/client/route', '/vst/assets/12', '/assetsmanager']) {
      const route = await raw(t.baseUrl, urlPath, { headers: { accept: 'text/html' } });
      expect(route.status, urlPath).toBe(200);
      expect(route.body.toString(), urlPath).toBe(INDEX);
    }
  });

  it('leaves unknown provider paths to the provider (its own 404 page, never the app)', async () => {
    const res = await raw(t.baseUrl, '/oidc/no-such-thing', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<div id="root">');
  });

  it('sends hashed assets brotli- or gzip-compressed as the browser accepts, cached for a year', async () => {
    const br = await raw(t.baseUrl, ASSET, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(SCRIPT.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await raw(t.baseUrl, ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await raw(t.baseUrl, ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('gives the VECMOS support line of spec 2 §9 when none is configured', async () => {
    const res = await fetch(`${t.baseUrl}/api/config`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { supportPhones: { vecmos: string } };
    expect(body.supportPhones.vecmos).toBe('1300 832 667');
  });

  it('serves the favicon (no 404 in the browser console), revalidated like every unhashed file', async () => {
    const res = await raw(t.baseUrl, '/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
