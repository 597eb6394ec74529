/**
 * The areas registry covers every area the access model knows (issue 25 item 3): a clinical app, a
 * main menu tile or an area access rule added without its registry entry fails here, and so it
 * cannot be missed by the sweeps and checks that read the registry.
 */
import { describe, expect, it } from 'vitest';
import { type MainMenuTileKey, mainMenuTiles } from '../access/main-menu.ts';
import type { Principal } from '../access/principal.ts';
import { ACCESS_LEVELS, CLINICAL_APPS, type ClinicalApp } from '../access/roles.ts';
import * as rules from '../access/rules.ts';
import { makePrincipal } from '../access/test-principals.ts';
import {
  AREA_RECORDS,
  type AreaModule,
  areaRecord,
  CLINICAL_AREAS,
  clinicalArea,
  recordPageHref,
} from './registry.ts';

/** Main menu tiles that lead to no clinical area. */
const NON_AREA_TILES: readonly MainMenuTileKey[] = ['admin', 'resources'];
/**
 * Rules named like an area's entry rule (`canView…`, `canAccess…`) that admit to something other
 * than an area: the patient profile list is central administration.
 */
const NON_AREA_RULES: readonly string[] = ['canViewEcmoPatientProfileList'];

/** The access rule of this name, or undefined when rules.ts has none. */
const ruleOf = (name: string) =>
  Object.entries(rules).find(([n]) => n === name)?.[1] as ((p: Principal) => boolean) | undefined;
/** Does the area's access rule admit `p`? */
const admits = (name: string, p: Principal) => ruleOf(name)?.(p) === true;

/** A plain user holding `level` in `app` only. */
const userOf = (app: ClinicalApp, level: (typeof ACCESS_LEVELS)[number]) =>
  makePrincipal({ access: { [app]: level } });

describe('the clinical areas registry', () => {
  it('has distinct keys, dashboards, record modules and record pages', () => {
    const distinct = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);
    distinct(CLINICAL_AREAS.map((a) => a.key));
    distinct(CLINICAL_AREAS.map((a) => a.dashboard));
    distinct(AREA_RECORDS.map((r) => r.module));
    distinct(AREA_RECORDS.map((r) => r.page));
    for (const area of CLINICAL_AREAS) expect(area.records.length, area.key).toBeGreaterThan(0);
  });

  it('gives every record an API base path of its own under /api/', () => {
    for (const record of AREA_RECORDS) {
      expect(typeof record.basePath, record.module).toBe('string');
      expect(record.basePath, record.module).toMatch(/^\/api\/[a-z-]+(\/[a-z-]+)*$/);
    }
    expect(new Set(AREA_RECORDS.map((r) => r.basePath)).size).toBe(AREA_RECORDS.length);
  });

  it('finds each record by its module, and no module that is not one', () => {
    for (const record of AREA_RECORDS) {
      const found = areaRecord(record.module as AreaModule);
      expect(found.basePath, record.module).toBe(record.basePath);
      expect(found.page, record.module).toBe(record.page);
    }
    expect(areaRecord('vst-followup').basePath).toBe('/api/vst/followup');
    // @ts-expect-error a misspelt module is a type error (and throws when forced through)
    expect(() => areaRecord('vst-follow-up')).toThrow("no area record 'vst-follow-up'");
  });

  it('has an area for every clinical app', () => {
    const served = new Set(CLINICAL_AREAS.map((a) => a.app));
    expect(CLINICAL_APPS.filter((app) => !served.has(app))).toEqual([]);
  });

  it('has an area behind every clinical main menu tile, for every user who sees the tile', () => {
    for (const app of CLINICAL_APPS) {
      for (const level of ACCESS_LEVELS) {
        const p = userOf(app, level);
        for (const tile of mainMenuTiles(p).filter((t) => !NON_AREA_TILES.includes(t.key))) {
          // The tile links to the dashboard of one of its areas that admits this user.
          const area = CLINICAL_AREAS.find((a) => a.menuTile === tile.key && a.dashboard === tile.href);
          expect(area, `${tile.key} tile (${tile.href}) for ${app} level ${level}`).toBeDefined();
          if (area) expect(admits(area.access, p), `${area.key} admits ${app} level ${level}`).toBe(true);
        }
      }
    }
  });

  it("names each area's access rule and menu tile as the access model has them", () => {
    for (const area of CLINICAL_AREAS) {
      expect(typeof ruleOf(area.access), area.key).toBe('function');
      // A user of the area's app at Admin level is admitted, and sees the tile that leads there.
      const admin = userOf(area.app, 30);
      expect(admits(area.access, admin), area.key).toBe(true);
      expect(
        mainMenuTiles(admin).map((t) => t.key),
        area.key,
      ).toContain(area.menuTile);
      // No one without any access is.
      expect(admits(area.access, makePrincipal()), area.key).toBe(false);
    }
  });

  it('has an area for every area entry rule of the access model', () => {
    const entryRules = Object.keys(rules).filter(
      (name) => /^can(View|Access)/.test(name) && !NON_AREA_RULES.includes(name),
    );
    const named = new Set<string>(CLINICAL_AREAS.map((a) => a.access));
    expect(entryRules.filter((name) => !named.has(name))).toEqual([]);
  });

  it('builds record page links the way the web routes them', () => {
    expect(recordPageHref(clinicalArea('vst').records[0]?.page ?? '', 1, 'referrer')).toBe(
      '/vst/consult/1/referrer',
    );
    expect(recordPageHref(clinicalArea('reperfusion').records[0]?.page ?? '', 7)).toBe(
      '/vst/reperfusion-case/7',
    );
  });
});
