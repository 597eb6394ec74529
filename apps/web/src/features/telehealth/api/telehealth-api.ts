/**
 * Every Telehealth API path (spec 2 §7.2, under /api/telehealth) and query key in one place; the
 * api/ files build on them.
 */
export const TELEHEALTH_API = '/api/telehealth';
export const TELEHEALTH_CASE_PATH = `${TELEHEALTH_API}/case`;
export const TELEHEALTH_REFERENCE_PATH = `${TELEHEALTH_API}/referencedata`;

export const telehealthCasePath = (id: number) => `${TELEHEALTH_CASE_PATH}/${id}`;

export const telehealthKeys = {
  all: ['telehealth'] as const,
  dashboards: ['telehealth', 'dashboard'] as const,
  dashboard: (query: object) => ['telehealth', 'dashboard', query] as const,
  case: (id: number) => ['telehealth', 'case', id] as const,
  reference: (name: string) => ['telehealth', 'reference', name] as const,
  drugs: (type: string) => ['telehealth', 'reference', 'drugs', type] as const,
};
