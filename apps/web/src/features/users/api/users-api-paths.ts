export { withQuery } from '../../../lib/with-query.ts';
/** Paths of the user-management calls (spec 1 §7) and the query keys every operation file shares. */
export const USERS_PATH = '/api/ccmp/admin/users';
export const userPath = (id: number) => `${USERS_PATH}/${id}`;

/** Every cached user read starts with 'users', so one invalidation refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  list: (filter: object) => ['users', 'list', filter] as const,
  user: (id: number) => ['users', 'user', id] as const,
};
