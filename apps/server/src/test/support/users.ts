/** Shared by the user module's HTTP tests (not a test file itself). */
import type { ApiClient } from '../http.ts';

/**
 * Updates a user as the admin pages do: with the record's current lastModified (read first), so
 * the update is checked for conflicts. A body that names its own lastModified or forceUpdate keeps it.
 */
export async function updateUser(api: ApiClient, id: number | string, body: object) {
  const current = await api.get(`/api/ccmp/admin/users/${id}`);
  return api.put(`/api/ccmp/admin/users/${id}`, { lastModified: current.body?.lastModified, ...body });
}
