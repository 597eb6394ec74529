/** Paths of the user-management calls (spec 1 §7) and the query keys every operation file shares. */
export const USERS_PATH = '/api/ccmp/admin/users';
export const userPath = (id: number) => `${USERS_PATH}/${id}`;

type QueryValue = string | number | null | undefined | readonly (string | number)[];

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

/** Every cached user read starts with 'users', so one invalidation refreshes them all. */
export const userKeys = {
  all: ['users'] as const,
  list: (filter: object) => ['users', 'list', filter] as const,
  user: (id: number) => ['users', 'user', id] as const,
};
