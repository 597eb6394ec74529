export { withQuery } from '../../../lib/with-query.ts';
/** Base of the patient-profile calls (spec 1 §7) and the query keys every operation file shares. */
export const PATIENT_PROFILES_PATH = '/api/ccmp/patientprofiles';

export const patientProfilePath = (id: number) => `${PATIENT_PROFILES_PATH}/${id}`;

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
