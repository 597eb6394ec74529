import { canAdministerPlatform } from '@scout/domain/access/rules';
import {
  integrationTestResultSchema,
  sendTestEmailSchema,
  sendTestFaxSchema,
  sendTestFileSchema,
  testConfigSchema,
} from '@scout/domain/admin/integration-testing.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/audit.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import * as service from './service.ts';

const admin = { access: canAdministerPlatform };
const tags = ['admin: integration testing'];
const BASE = '/api/ccmp/admin/integrationtesting';
const result = { 200: integrationTestResultSchema };

/**
 * Spec 1 §7, integration testing. A delivery that fails answers 200 with success false and the
 * service's error: the call did its job (it tested), and the page shows "Failed" with the reason.
 */
export const integrationTestingRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const deps = { db, config };

  app.get(
    `${BASE}/test-config`,
    { config: admin, schema: { tags, response: { 200: testConfigSchema } } },
    async () => service.testConfig(config),
  );
  app.post(
    `${BASE}/send-test-email`,
    { config: admin, schema: { tags, body: sendTestEmailSchema, response: result } },
    async (request) => service.sendTestEmail(deps, actorOf(request), request.body),
  );
  app.post(
    `${BASE}/send-test-fax`,
    { config: admin, schema: { tags, body: sendTestFaxSchema, response: result } },
    async (request) => service.sendTestFax(deps, actorOf(request), request.body),
  );
  app.post(
    `${BASE}/send-test-file-to-box`,
    { config: admin, schema: { tags, body: sendTestFileSchema, response: result } },
    async (request) => service.sendTestFile(deps, actorOf(request), request.body),
  );
  app.get(`${BASE}/test-reachapi`, { config: admin, schema: { tags, response: result } }, async (request) =>
    service.testReachApi(deps, actorOf(request)),
  );
};
