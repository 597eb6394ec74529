// Import boundaries of SCOUT (issue 25: "one case framework with enforced boundaries"), checked by
// dependency-cruiser in `npm run lint:boundaries`, part of `npm run lint` and so of `npm test`.
// docs/architecture.md, "Boundaries", lists the same rules in prose. There are no exceptions: a
// rule that a change breaks is fixed in the code (move the shared piece to the framework or a
// shared folder, or announce a case event), never by an exception here.
//
// Words used below:
// - an *area* is one of the six clinical areas: ecmo, telehealth, vst, vtis, clinics, reperfusion.
//   On the server an area is the folder apps/server/src/modules/<area>/; on the web it is
//   apps/web/src/features/<area>/ together with apps/web/src/features/<area>-reports/ (today only
//   vst-reports, which is part of vst).
// - the *framework* is what every area plugs into: apps/server/src/modules/cases/ and the
//   stroke-records layer (server modules/stroke/, web features/stroke/) that will fold into it; on
//   the web the shared components (apps/web/src/components/) too.
// - a *test file* is a file named *.test.ts(x), or any file under a src/test/ or testing/ folder,
//   or anything under e2e/. Everything else is production code, benches and tools included.
//
// Paths are relative to the repository root. Imports are followed as TypeScript resolves them
// (tsconfig.base.json; the `.ts` endings of the import specifiers included), and the workspace
// package @scout/domain through its package.json "exports", so `@scout/domain/ecmo/x` is seen as
// packages/domain/src/ecmo/x.ts.

const AREAS = '(ecmo|telehealth|vst|vtis|clinics|reperfusion)';
const SERVER_AREA = `^apps/server/src/modules/${AREAS}/`;
const WEB_AREA = `^apps/web/src/features/${AREAS}(?:-reports)?/`;
const TEST_FILE = ['\\.test\\.tsx?$', '(^|/)src/test/', '(^|/)testing/', '^e2e/'];
const TEST_HELPER = ['(^|/)src/test/', '(^|/)testing/', '\\.test\\.tsx?$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle, anywhere. A cycle means neither file can be understood, tested or moved ' +
        'without the other; split out what both need into a third file that both import. ' +
        'Type-only imports (`import type`) count too: a type cycle is the same tangle of ' +
        'responsibilities, even though it disappears at run time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-area-to-other-area',
      comment:
        'A server area (modules/<area>/) never imports another area. Areas talk through framework ' +
        'events (modules/cases/case-events.ts): the announcing area defines the event, the other ' +
        'subscribes, and start-up composes them. What two areas both need belongs in the framework.',
      severity: 'error',
      from: { path: SERVER_AREA },
      to: { path: SERVER_AREA, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'web-area-to-other-area',
      comment:
        'A web area (features/<area>/, with features/<area>-reports/ as part of it) never imports ' +
        'another area. What two areas both need belongs in components/ or lib/.',
      severity: 'error',
      from: { path: WEB_AREA },
      to: { path: WEB_AREA, pathNot: '^apps/web/src/features/$1(?:-reports)?/' },
    },
    {
      name: 'web-area-imports-only-shared',
      comment:
        'Besides its own folder, a web area may import only the shared folders: components/, lib/, ' +
        'config/, the stroke-records framework features/stroke/, and (from its test files) the ' +
        'shared test kit testing/. Not app/ (the composition root, which imports the areas) and ' +
        'not the other features (patients, shell, users, ...). Other areas are reported by ' +
        'web-area-to-other-area.',
      severity: 'error',
      from: { path: WEB_AREA },
      to: {
        path: '^apps/web/src/',
        pathNot: [
          '^apps/web/src/features/$1(?:-reports)?/',
          '^apps/web/src/(components|lib|config|testing)/',
          '^apps/web/src/features/stroke/',
          WEB_AREA,
        ],
      },
    },
    {
      name: 'web-feature-to-area',
      comment:
        'A web feature that is not an area (patients, shell, users, admin, ...) never imports an ' +
        'area: the areas plug into the rest of the app, not the other way round. Only the ' +
        'composition root (app/, main.tsx) imports areas, to mount their routes. features/stroke/ ' +
        'is reported by framework-to-area-web.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: [WEB_AREA, '^apps/web/src/features/stroke/'] },
      to: { path: WEB_AREA },
    },
    {
      name: 'framework-to-area-server',
      comment:
        'The case framework (modules/cases/) and the stroke-records layer (modules/stroke/) never ' +
        'import an area: areas plug into the framework (case modules, case events), so the ' +
        'framework works, and is tested, without knowing which areas exist.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/(cases|stroke)/' },
      to: { path: SERVER_AREA },
    },
    {
      name: 'framework-to-area-web',
      comment:
        'The shared components (components/) and the stroke-records framework (features/stroke/) ' +
        'never import an area: areas build on them, not the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|features/stroke)/' },
      to: { path: WEB_AREA },
    },
    {
      name: 'cases-to-patients-or-drafts',
      comment:
        'The case framework (modules/cases/) never imports modules/patients/ or modules/drafts/: ' +
        'like the areas, they plug into the framework (case modules, case events).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/cases/' },
      to: { path: '^apps/server/src/modules/(patients|drafts)/' },
    },
    {
      name: 'no-test-helpers-in-production',
      comment:
        'Production code never imports a test helper (src/test/, testing/) or a test file, so test ' +
        'code never ships and never grows into a dependency. This covers the benches ' +
        '(apps/server/bench/) and tools (apps/server/tools/) too: what both tests and benches need ' +
        '(scripted sign-in, request bodies) lives in apps/server/tools/.',
      severity: 'error',
      from: { pathNot: TEST_FILE },
      to: { path: TEST_HELPER },
    },
    {
      name: 'domain-to-apps',
      comment:
        'packages/domain (schemas and rules shared by server and web) never imports the apps: ' +
        'both apps depend on it, so an import the other way would tie it to one of them.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-no-node-builtins',
      comment:
        'Production code in packages/domain runs in both Node and the browser, so it imports no ' +
        'node: built-in. (Its tests may, to read source files.)',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: TEST_FILE },
      to: {
        dependencyTypes: ['core'],
      },
    },
    {
      name: 'domain-no-fastify-or-react',
      comment:
        'Production code in packages/domain imports neither the server framework (Fastify) nor ' +
        'the web one (React): it holds what both apps share, free of either.',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: TEST_FILE },
      to: { path: '(^|/)node_modules/(fastify|@fastify/[^/]+|react|react-dom)/' },
    },
  ],
  options: {
    // Only the repository's own files are checked; packages are seen as import targets, not read.
    doNotFollow: { path: '(^|/)node_modules/' },
    // Keep type-only imports (`import type`, `import { type X }`) in the graph: they count.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // @scout/domain resolves through its package.json "exports" ("./*": "./src/*.ts").
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    // Skip the analyses no rule here uses (orphans, reachability, metrics).
    skipAnalysisNotInRules: true,
  },
};
