/** Base of the patient-profile calls (spec 1 §7) and the query keys every operation file shares. */
export const PATIENT_PROFILES_PATH = '/api/ccmp/patientprofiles';

export const patientProfilePath = (id: number) => `${PATIENT_PROFILES_PATH}/${id}`;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `path?a=1&b=2`; empty values are left out, arrays become repeated keys (ids=1&ids=2). */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every cached patient read starts with 'patients', so one invalidation refreshes them all. */
export const patientKeys = {
  all: ['patients'] as const,
  search: (query: object) => ['patients', 'search', query] as const,
  profile: (id: number) => ['patients', 'profile', id] as const,
  previousAddresses: (id: number) => ['patients', 'profile', id, 'previous-addresses'] as const,
  presentations: (id: number) => ['patients', 'profile', id, 'presentations'] as const,
  mergeItems: (targetId: number, sourceId: number) =>
    ['patients', 'merge-items', targetId, sourceId] as const,
};
