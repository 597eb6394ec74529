/**
 * A stroke service's web area (spec 3 §7: VST under /api/vst, VTIS under /api/vtis): its API base,
 * the user lists its pickers read, and its query keys. The shared stroke code (dashboard, lookups,
 * PDF, sends, record pages) takes an area and builds its paths and keys from it; each service
 * declares its area once (features/vst/api/vst-api.ts, features/vtis/api/vtis-api.ts).
 */
export type StrokeAreaName = 'vst' | 'vtis';

export interface StrokeArea {
  name: StrokeAreaName;
  /** '/api/vst', '/api/vtis'. */
  api: string;
  /** The user lists (GET {api}/{list}): call takers of a new record, specialists of the forms and filters. */
  lists: { callTakers: string; specialists: string };
  /** How a send names the record's type beside its id (VST `serviceType`, VTIS `recordType`). */
  sendTypeKey: 'serviceType' | 'recordType';
  keys: StrokeKeys;
}

/** The query keys every stroke area has, under the area's name. */
export function makeStrokeKeys<const N extends StrokeAreaName>(name: N) {
  return {
    all: [name] as const,
    dashboards: [name, 'dashboard'] as const,
    dashboard: (query: object) => [name, 'dashboard', query] as const,
    record: (kind: string, id: number) => [name, kind, id] as const,
    lookup: (list: string) => [name, 'lookup', list] as const,
    sends: (kind: string, id: number) => [name, 'sends', kind, id] as const,
    pdf: (kind: string, id: number) => [name, 'pdf', kind, id] as const,
  };
}
export type StrokeKeys = ReturnType<typeof makeStrokeKeys>;

/** GET /form/generate/{type}?id=, POST /form/send/{fax|box}, GET /form/sends (§7.1; VTIS the same under /api/vtis). */
export const formBase = (area: StrokeArea) => `${area.api}/form`;
