import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { operationIdOf } from './openapi.ts';

/**
 * Issue 23 item 5: API clients are generated from GET /api/docs/json, so the document stays clean
 * under Redocly's recommended ruleset (0 errors), read by Redocly's own CLI.
 */

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
type Operation = { summary?: string; operationId?: string; responses: Record<string, unknown> };

let t: TestApp;
let dir: string;
let document: { paths: Record<string, Record<string, Operation>> };
let problems: Problem[];

beforeAll(async () => {
  t = await startTestApp();
  const res = await fetch(`${t.baseUrl}/api/docs/json`);
  expect(res.status).toBe(200);
  const text = await res.text();
  document = JSON.parse(text);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, text);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [redocly, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '100000', file],
    {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  problems = (JSON.parse(stdout) as { problems: Problem[] }).problems;
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ at: `${method.toUpperCase()} ${url}`, op })),
  );

describe('the OpenAPI document under Redocly recommended', () => {
  it('has no errors', () => {
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errors.slice(0, 20)).toEqual([]);
    expect(errors.length).toBe(0);
  });

  it('gives every operation a summary, a unique operationId and its error answers', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    for (const { at, op } of ops) {
      expect(op.summary, at).toMatch(/\S/);
      expect(op.operationId, at).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(
        Object.keys(op.responses).some((s) => /^4\d\d$/.test(s)),
        at,
      ).toBe(true);
    }
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // The warnings that remain are few, and none of these kinds.
    const warned = new Set(problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId));
    for (const rule of ['operation-operationId', 'operation-4xx-response', 'no-unused-components']) {
      expect(warned.has(rule), rule).toBe(false);
    }
  });

  it('declares the access levels of a user as a typed, nullable enum', () => {
    const current = document.paths['/api/ccmp/admin/users/current']?.get as unknown as {
      responses: {
        200: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
      };
    };
    const access = current.responses[200].content['application/json'].schema.properties.access as {
      properties: Record<string, unknown>;
    };
    for (const app of ['ecmo', 'telehealth', 'vst', 'vtis']) {
      expect(access.properties[app], app).toEqual({ type: 'number', enum: [30, 20, 10], nullable: true });
    }
  });

  it('reads each route as an operation id: method, path, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/vst/consults/:id')).toBe('getVstConsultsById');
    expect(operationIdOf('POST', '/api/vtis/vtisdataexport/generate/auscr')).toBe(
      'postVtisVtisdataexportGenerateAuscr',
    );
    expect(operationIdOf('DELETE', '/api/ecmo/cases/:id/attachments/:attachment-id')).toBe(
      'deleteEcmoCasesByIdAttachmentsByAttachmentId',
    );
  });
});
