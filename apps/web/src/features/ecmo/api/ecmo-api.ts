export { withQuery } from '../../../lib/with-query.ts';

import type { ApiClient } from '../../../lib/api-client.ts';

/** Every ECMO API path (spec 2 §7.1) and query key in one place; the api/ files build on them. */
export const ECMO_API = '/api/ecmo';
export const ECMO_CASES_PATH = `${ECMO_API}/cases`;
export const ECMO_ITEM_PATH = `${ECMO_API}/ecmoItem`;

export const ecmoCasePath = (id: number) => `${ECMO_CASES_PATH}/${id}`;

/** The API client has no patch helper: section saves are PATCH (spec 2 §7.1). */
export function patch<T>(api: ApiClient, path: string, body: unknown): Promise<T> {
  return api.request<T>('PATCH', path, { body });
}

export const ecmoKeys = {
  all: ['ecmo'] as const,
  dashboard: (archived: boolean, query: object) => ['ecmo', 'dashboard', archived, query] as const,
  dashboards: ['ecmo', 'dashboard'] as const,
  hospitals: (archived: boolean) => ['ecmo', 'dashboard-hospitals', archived] as const,
  lookup: (name: string) => ['ecmo', 'lookup', name] as const,
  case: (id: number) => ['ecmo', 'case', id] as const,
  items: ['ecmo', 'items'] as const,
  itemList: (kind: string) => ['ecmo', 'items', 'list', kind] as const,
  item: (id: number) => ['ecmo', 'items', id] as const,
};
