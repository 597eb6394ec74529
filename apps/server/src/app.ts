import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
// No raw zod text in any 400 (issue 24): authored messages installed before any schema is built.
import '@scout/domain/api/authored-errors';
import { apiErrorSchema } from '@scout/domain/api/errors';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { PatientReferences } from './db/patient-references.ts';
import type { IdpSecrets } from './idp/keys.ts';
import { idpPlugin } from './idp/plugin.ts';
import { createFileStore } from './integrations/file-store/create-file-store.ts';
import type { FileStore } from './integrations/file-store/file-store.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { auditRoutes } from './modules/admin/audit/routes.ts';
import { countryRoutes } from './modules/admin/countries/routes.ts';
import { currentUserRoutes } from './modules/admin/current-user.routes.ts';
import { integrationTestingRoutes } from './modules/admin/integration-testing/routes.ts';
import { outboxRoutes } from './modules/admin/outbox/routes.ts';
import { healthCareProviderRoutes } from './modules/admin/providers/routes.ts';
import { userRoutes } from './modules/admin/users/routes.ts';
import {
  areaServices,
  type CaseArea,
  handWrittenArea,
  handWrittenRecord,
  registerCaseAreas,
} from './modules/cases/area.ts';
import type { CaseService } from './modules/cases/case-module.ts';
import { retrievalStatusRoutes } from './modules/cases/transfers/status.routes.ts';
import { clinicService } from './modules/clinics/module.ts';
import { clinicParts } from './modules/clinics/parts.ts';
import { clinicRoutes } from './modules/clinics/routes.ts';
import { draftRoutes } from './modules/drafts/routes.ts';
import { DraftService, draftSourceOf } from './modules/drafts/service.ts';
import { ecmoCaseService } from './modules/ecmo/module.ts';
import { ecmoCaseParts } from './modules/ecmo/parts.ts';
import { ecmoRoutes } from './modules/ecmo/routes.ts';
import { ChangeFeed, changeSourceOf } from './modules/events/change-feed.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { loggingRoutes } from './modules/logging/routes.ts';
import { addressRoutes } from './modules/lookups/address.routes.ts';
import { countryCodeRoutes } from './modules/lookups/country-codes.routes.ts';
import { languageRoutes } from './modules/lookups/languages.routes.ts';
import { patientRoutes } from './modules/patients/routes.ts';
import { reperfusionService } from './modules/reperfusion/module.ts';
import { registerReperfusionCases } from './modules/reperfusion/routes.ts';
import { subscribeReperfusionToVst } from './modules/reperfusion/subscriptions.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { telehealthCaseService } from './modules/telehealth/module.ts';
import { telehealthCaseParts } from './modules/telehealth/parts.ts';
import { telehealthRoutes } from './modules/telehealth/routes.ts';
import { vstConsultService, vstFollowupService } from './modules/vst/module.ts';
import { vstConsultParts, vstFollowupParts } from './modules/vst/parts.ts';
import { vstFollowupRoutes, vstRoutes } from './modules/vst/routes.ts';
import { vtisFollowupRoutes } from './modules/vtis/followup.routes.ts';
import {
  hospitalDocumentationService,
  vtisConsultService,
  vtisFollowupService,
} from './modules/vtis/module.ts';
import { vtisConsultParts, vtisFollowupParts } from './modules/vtis/parts.ts';
import { vtisRoutes } from './modules/vtis/routes.ts';
import { subscribeVtisToVst } from './modules/vtis/subscriptions.ts';
import { declareRoutesPublic, registerAuth } from './plugins/auth.ts';
import { registerBodyLimits } from './plugins/body-limits.ts';
import { registerCompression } from './plugins/compression.ts';
import { INPUT_ERROR_MESSAGES, registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { loggerOptions } from './plugins/logging.ts';
import { documentedRoute, withErrorResponses } from './plugins/openapi.ts';
import { registerApiNoStore, registerSecurityHeaders } from './plugins/security-headers.ts';
import { defaultWebDist, registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Signing keys of the bundled provider; null when an external issuer is configured. */
  secrets: IdpSecrets | null;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger (plugins/logging.ts) writes; stdout unless given (tests capture it). */
  logStream?: NodeJS.WritableStream;
  /** Defaults to the store the configuration chooses (FILE_STORE, DATA_DIR). */
  fileStore?: FileStore;
  /** Clinical areas served besides SCOUT's own (a test's sample area, issue 25 item 6). */
  areas?: readonly CaseArea[];
}

export type App = FastifyInstance & {
  scoutRoutes: RouteOptions[];
  changeFeed: ChangeFeed;
  /** This app's tables that point at a patient profile (a merge moves them). */
  patientReferences: PatientReferences;
  /** Every case service the app serves (areas-registry.test.ts checks each has all it shares). */
  // biome-ignore lint/suspicious/noExplicitAny: services of different tables and views
  caseServices: readonly CaseService<any, any>[];
};

/** Builds the whole server: security, errors, auth, the bundled provider, API modules, web app. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const trust = config.trustProxy;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel, deps.logStream),
    // TRUST_PROXY (config.ts): request.ip, which the rate limit, the sign-in throttle, the audit log
    // and the provider use, is the address the last trusted proxy saw. Fastify itself ignores a bare
    // hop count, so hops are counted here the way proxy-addr counts them (hop 0 is the peer).
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // A URL that cannot be percent-decoded ('/x%y') answers in the error shape like any other 400;
    // a path parameter over the router's length limit (FST_ERR_MAX_PARAM_LENGTH) its 414.
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_BAD_URL'
        ? sendError(reply, 400, INPUT_ERROR_MESSAGES.unreadableUrl)
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? sendError(reply, 414, 'A path parameter is too long.')
          : sendError(reply, 500, API_MESSAGES.internal),
  }).withTypeProvider<ZodTypeProvider>();

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerBodyLimits(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.oidc.bundled ? [] : [new URL(config.oidc.issuer).origin])],
        formAction: ["'self'", ...(config.devWebOrigin ? [config.devWebOrigin] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerApiNoStore(app);
  await registerCompression(app);
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: API_MESSAGES.tooManyRequests,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SCOUT API', version: config.assemblyVersion },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: {
          ApiError: (await import('zod')).z.toJSONSchema(apiErrorSchema) as Record<string, unknown>,
        },
      },
      security: [{ bearer: [] }],
    },
    // Summaries, operation ids and the shared error answers (plugins/openapi.ts, issue 23 item 5).
    transform: documentedRoute,
    transformObject: withErrorResponses,
  });
  await app.register(async (docs) => {
    declareRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  registerAuth(app, { config, db: database.db, database, secrets: deps.secrets, routes });

  if (config.oidc.bundled && deps.secrets) {
    const secrets = deps.secrets;
    // The provider's pages are where users authenticate: public, guarded by their own sessions.
    await app.register(
      async (oidc) => {
        declareRoutesPublic(oidc);
        await oidc.register(idpPlugin, { config, db: database.db, secrets });
      },
      { prefix: '/oidc' },
    );
  }

  const moduleDeps = {
    config,
    db: database.db,
    fileStore: deps.fileStore ?? createFileStore(config.fileStore),
    patientReferences: new PatientReferences(),
  };
  await app.register(systemRoutes, moduleDeps);
  await app.register(loggingRoutes, moduleDeps);
  await app.register(currentUserRoutes, moduleDeps);
  await app.register(userRoutes, moduleDeps);
  await app.register(integrationTestingRoutes, moduleDeps);
  await app.register(auditRoutes, moduleDeps);
  await app.register(outboxRoutes, moduleDeps);
  await app.register(countryCodeRoutes, moduleDeps);
  await app.register(accountRoutes, moduleDeps);
  await app.register(countryRoutes, moduleDeps);
  await app.register(healthCareProviderRoutes, moduleDeps);
  await app.register(patientRoutes, moduleDeps);
  // Areas react to each other's writes through events (modules/stroke/events.ts), not imports.
  subscribeVtisToVst();
  subscribeReperfusionToVst();
  // The clinical areas (issue 25 item 1): one list, from which the app derives each area's routes
  // (with its records' delete routes, shared parts and patient-merge references), the change feed's
  // and the drafts' sources and `caseServices`, so no area can be in one list and miss another.
  // Areas still on hand-written routes join through `handWrittenArea`; `deps.areas` adds more.
  const areas: CaseArea[] = [
    handWrittenArea('ecmo', [handWrittenRecord(ecmoCaseService, ecmoRoutes, ecmoCaseParts)]),
    handWrittenArea('telehealth', [
      handWrittenRecord(telehealthCaseService, telehealthRoutes, telehealthCaseParts),
    ]),
    handWrittenArea('vst', [
      handWrittenRecord(vstConsultService, vstRoutes, vstConsultParts),
      handWrittenRecord(vstFollowupService, vstFollowupRoutes, vstFollowupParts),
    ]),
    handWrittenArea('clinics', [handWrittenRecord(clinicService, clinicRoutes, clinicParts)]),
    handWrittenArea(
      'vtis',
      [
        handWrittenRecord(vtisConsultService, vtisRoutes, vtisConsultParts),
        handWrittenRecord(vtisFollowupService, vtisFollowupRoutes, vtisFollowupParts),
      ],
      // The hospital documentation's routes are the VTIS consult's (vtis/routes.ts).
      { alsoServes: [hospitalDocumentationService] },
    ),
    // The register has no delete route of its own (a case follows its consult's delete).
    handWrittenArea('reperfusion', [], {
      alsoServes: [reperfusionService],
      registerOwn: registerReperfusionCases,
    }),
    ...(deps.areas ?? []),
  ];
  await registerCaseAreas(app, moduleDeps, areas);
  // Every record service of the areas: areas-registry.test.ts checks each has its feed source,
  // trigger, drafts source, scope, audit names and OpenAPI tags.
  const caseServices = areaServices(areas);
  // Live dashboards (issue 15): committed case changes, announced by the database, to browsers.
  const feed = new ChangeFeed(database.db, database.listen?.bind(database), caseServices.map(changeSourceOf));
  await app.register(eventRoutes, { ...moduleDeps, feed });
  // Never-lost drafts (issue 15): the unsaved section values of the same records, per author.
  const drafts = new DraftService(database.db, caseServices.map(draftSourceOf));
  await app.register(draftRoutes, { ...moduleDeps, drafts });
  await app.register(retrievalStatusRoutes, moduleDeps);
  await app.register(languageRoutes, moduleDeps);
  await app.register(addressRoutes, moduleDeps);

  registerWebApp(app, config.webDist ?? defaultWebDist());
  return Object.assign(app, {
    scoutRoutes: routes,
    changeFeed: feed,
    caseServices,
    patientReferences: moduleDeps.patientReferences,
  }) as unknown as App;
}
