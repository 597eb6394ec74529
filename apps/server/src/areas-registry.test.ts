/**
 * Every clinical area has everything an area shares (issue 25 item 3). The reperfusion register was
 * once registered by hand and silently lacked live updates and drafts while every test passed; this
 * test makes that impossible. The areas are those the running app serves (`app.caseServices`), and
 * that list is itself checked against what the app and the database hold: every case table and
 * every route of the framework's shared shapes must belong to one of them, and they are exactly
 * the records of the domain's clinical areas (packages/domain/src/areas/registry.ts). For each
 * case service:
 * - the change feed announces its table, and the database has the trigger that feeds it
 *   (`announce_record_change`, migration 0023) and the table-change counter (migration 0028);
 * - never-lost drafts know its name (GET /api/drafts/{module}/{id} answers);
 * - its provider scope is a clinical app, and a user of that app limited to a provider that has no
 *   records does not see the record the unrestricted administrator reads;
 * - reading a record writes its own audit action, named like no other area's;
 * - its routes in the OpenAPI document carry tags.
 */
import {
  ACCESS_LEVEL,
  CLINICAL_APP_PLATFORM_ID,
  CLINICAL_APPS,
  type ClinicalApp,
} from '@scout/domain/access/roles';
import { AREA_RECORDS, clinicalArea } from '@scout/domain/areas/registry';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../tools/sign-in.ts';
import { healthCareProviders, userHealthCareProviders } from './db/schema/index.ts';
import type { CaseService } from './modules/cases/case-module.ts';
import { seedDemoData } from './seed/demo.ts';
import { clientFor } from './test/clients.ts';
import { type ApiClient, apiClient } from './test/http.ts';
import { ADMIN } from './test/support/cases.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from './test/test-users.ts';

// biome-ignore lint/suspicious/noExplicitAny: services of different tables and views
type AnyCaseService = CaseService<any, any>;

interface OpenApiDocument {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

let t: TestApp;
/** Administrator: every app, no provider limit. */
let admin: ApiClient;
/** Admin level in every clinical app, limited to a provider that has no records. */
let elsewhere: ApiClient;
let openApi: OpenApiDocument;
/** Per case service: a demo record (not deleted) of its table. */
const recordIds = new Map<AnyCaseService, number>();

const services = (): readonly AnyCaseService[] => t.app.caseServices;
const nameOf = (s: AnyCaseService) => s.module.name;
const tableOf = (s: AnyCaseService) => getTableName(s.module.table);

/** A module's audit names (case-module.ts): `<prefix>.<entity>.read`, entity type `<prefix>_<entity>`. */
function auditNames(s: AnyCaseService) {
  const entity = s.module.audit?.entity ?? 'case';
  const prefix = s.module.audit?.prefix ?? s.module.name;
  return { read: s.action(entity, 'read'), entityType: `${prefix}_${entity}` };
}

/**
 * The registered GET route that reads one record: `{basePath}/:id`, or, for a record that is part
 * of another module's case (the VTIS hospital documentation, basePath
 * '/api/vtis/consults/hospital-documentation'), `{owner's basePath}/:id/{last segment}`.
 */
function readRouteOf(s: AnyCaseService): string | undefined {
  const base = s.module.basePath;
  const cut = base.lastIndexOf('/');
  const candidates = [`${base}/:id`, `${base.slice(0, cut)}/:id${base.slice(cut)}`];
  const gets = new Set(t.app.scoutRoutes.filter((r) => [r.method].flat().includes('GET')).map((r) => r.url));
  return candidates.find((url) => gets.has(url));
}

/** '/api/ecmo/cases/:id' -> '/api/ecmo/cases/{id}' (the OpenAPI document's spelling). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

/** The rows a statement answers (both engines answer `{ rows }`). */
async function queryRows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Collects what each module lacks, so a failure names the area and what is missing. */
async function lacking(check: (s: AnyCaseService) => Promise<string | null> | string | null) {
  const missing: string[] = [];
  for (const s of services()) {
    const problem = await check(s);
    if (problem) missing.push(`${nameOf(s)}: ${problem}`);
  }
  return missing;
}

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, ADMIN);

  const [existing] = await t.db.select().from(healthCareProviders).limit(1);
  if (!existing) throw new Error('the demo data has no provider');
  const [empty] = await t.db
    .insert(healthCareProviders)
    .values({
      name: 'Areas Registry Test Hospital',
      nickName: 'ARTH',
      healthCareProviderType: existing.healthCareProviderType,
      countryId: existing.countryId,
      jurisdictionId: existing.jurisdictionId,
    })
    .returning();
  if (!empty) throw new Error('insert returned no row');
  const user = await createTestUser(t.db, {
    isEcmoUser: true,
    ecmoAccess: ACCESS_LEVEL.Admin,
    isTelehealthUser: true,
    telehealthAccess: ACCESS_LEVEL.Admin,
    isVstUser: true,
    vstAccess: ACCESS_LEVEL.Admin,
    isVtisUser: true,
    vtisAccess: ACCESS_LEVEL.Admin,
  });
  await t.db.insert(userHealthCareProviders).values(
    CLINICAL_APPS.map((app) => ({
      userId: user.id,
      healthCareProviderId: empty.id,
      platformAppId: CLINICAL_APP_PLATFORM_ID[app],
    })),
  );
  elsewhere = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);

  openApi = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
  for (const s of t.app.caseServices) {
    const [row] = await queryRows<{ id: number | null }>(
      sql`select min(id) as id from ${sql.identifier(tableOf(s))} where deleted_at is null`,
    );
    if (row?.id != null) recordIds.set(s, row.id);
  }
}, 120_000);

afterAll(() => t?.close());

describe('the case services the app serves', () => {
  it("are the records of the domain's clinical areas, each with its area's app", () => {
    const served = services().map((s) => ({ module: nameOf(s), app: s.module.app }));
    const declared = AREA_RECORDS.map((r) => ({ module: r.module, app: clinicalArea(r.area).app }));
    const byModule = (a: { module: string }, b: { module: string }) => a.module.localeCompare(b.module);
    expect(served.sort(byModule)).toEqual(declared.sort(byModule));
  });

  it('each have a name, table and base path of their own', () => {
    const names = services().map(nameOf);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(services().map(tableOf)).size).toBe(names.length);
    expect(new Set(services().map((s) => s.module.basePath)).size).toBe(names.length);
  });

  it('cover every case table of the database', async () => {
    // A case table has the columns every case table has (case-module.ts CaseTable).
    const rows = await queryRows<{
      table: string;
    }>(sql`select table_name as "table" from information_schema.columns
          where table_schema = current_schema()
            and column_name in ('patient_profile_id', 'deleted_at', 'deletion_reason', 'last_modified')
          group by table_name having count(*) = 4`);
    const served = new Set(services().map(tableOf));
    expect(rows.map((r) => r.table).filter((table) => !served.has(table))).toEqual([]);
    expect(rows.length).toBe(served.size);
  });

  it("cover every route of the framework's shared shapes (delete, notes, attachments, transfer)", () => {
    const bases = new Set(services().map((s) => s.module.basePath));
    const shared = /^(.*)\/:[A-Za-z]+\/(delete|notes|attachments|transfer)(\/|$)/;
    const unserved = t.app.scoutRoutes
      .map((r) => shared.exec(r.url)?.[1])
      .filter((base): base is string => base !== undefined && !bases.has(base));
    expect([...new Set(unserved)]).toEqual([]);
  });

  it('each have a demo record to check against', () => {
    expect(
      services()
        .filter((s) => !recordIds.has(s))
        .map(nameOf),
    ).toEqual([]);
  });
});

describe('every case service', () => {
  it('has its table in the change feed (live updates)', async () => {
    const fed = new Set(t.app.changeFeed.tables);
    expect(
      await lacking((s) => (fed.has(tableOf(s)) ? null : `no change feed source for ${tableOf(s)}`)),
    ).toEqual([]);
  });

  it("has the database triggers the feed and the dashboards' versions rely on", async () => {
    const rows = await queryRows<{
      table: string;
      fn: string;
    }>(sql`select c.relname as "table", p.proname as fn from pg_trigger t
          join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname in ('announce_record_change', 'count_table_change')`);
    const has = (table: string, fn: string) => rows.some((r) => r.table === table && r.fn === fn);
    expect(
      await lacking((s) =>
        has(tableOf(s), 'announce_record_change')
          ? null
          : `no announce_record_change trigger on ${tableOf(s)}`,
      ),
    ).toEqual([]);
    expect(
      await lacking((s) =>
        has(tableOf(s), 'count_table_change') ? null : `no count_table_change trigger on ${tableOf(s)}`,
      ),
    ).toEqual([]);
  });

  it('has never-lost drafts', async () => {
    expect(
      await lacking(async (s) => {
        const res = await admin.get(`/api/drafts/${nameOf(s)}/${recordIds.get(s)}`);
        return res.status === 200 && Array.isArray(res.body)
          ? null
          : `GET /api/drafts/${nameOf(s)}/{id} answered ${res.status} ${JSON.stringify(res.body)}`;
      }),
    ).toEqual([]);
  });

  it('is scoped by the providers of a clinical app', async () => {
    expect(
      await lacking(async (s) => {
        if (!CLINICAL_APPS.includes(s.module.app as ClinicalApp)) return `scope app '${s.module.app}'`;
        const route = readRouteOf(s);
        if (!route) return 'no read route';
        const path = route.replace(':id', String(recordIds.get(s)));
        const seen = await admin.get(path);
        if (seen.status !== 200) return `${path} answered ${seen.status} to the administrator`;
        const outside = await elsewhere.get(path);
        return outside.status === 404 ? null : `${path} answered ${outside.status} outside the scope`;
      }),
    ).toEqual([]);
  });

  it('audits a read under its own names, distinct from every other area', async () => {
    const reads = services().map((s) => auditNames(s).read);
    expect(new Set(reads).size).toBe(reads.length);
    const types = services().map((s) => auditNames(s).entityType);
    expect(new Set(types).size).toBe(types.length);
    expect(
      await lacking(async (s) => {
        const route = readRouteOf(s);
        if (!route) return 'no read route';
        const id = recordIds.get(s);
        const res = await admin.get(route.replace(':id', String(id)));
        if (res.status !== 200) return `${route} answered ${res.status}`;
        const { read, entityType } = auditNames(s);
        const logged = await queryRows<{ n: number }>(sql`select count(*)::int as n from audit_events
              where action = ${read} and entity_type = ${entityType} and entity_id = ${String(id)}`);
        return (logged[0]?.n ?? 0) > 0 ? null : `no ${read} (${entityType} ${id}) in the audit log`;
      }),
    ).toEqual([]);
  });

  it('has its routes tagged in the OpenAPI document', async () => {
    const operations = Object.entries(openApi.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, tags: op.tags ?? [] })),
    );
    expect(
      await lacking((s) => {
        const base = s.module.basePath;
        const route = readRouteOf(s);
        const own = operations.filter(
          (o) => o.path === base || o.path.startsWith(`${base}/`) || (route && o.path === openApiPath(route)),
        );
        if (own.length === 0) return `no documented route under ${base}`;
        const untagged = own.filter((o) => o.tags.length === 0).map((o) => `${o.method} ${o.path}`);
        return untagged.length === 0 ? null : `untagged ${untagged.join(', ')}`;
      }),
    ).toEqual([]);
  });
});
