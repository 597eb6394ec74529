/** Shared by this module's HTTP tests (not a test file itself). */

import { profileBody } from '../../../tools/request-bodies.ts';
import { providerIds } from '../clients.ts';
import type { ApiClient, Json } from '../http.ts';
import type { TestApp } from '../test-app.ts';

export { profileBody, uniqueUrn } from '../../../tools/request-bodies.ts';

/** Creates a profile with this name (born 02/04/1971) through the API and answers the created body. */
export async function createNamedProfile(
  t: TestApp,
  admin: ApiClient,
  lastName: string,
  firstName: string,
): Promise<Json> {
  const [hospital] = await providerIds(t);
  const res = await admin.post(
    '/api/ccmp/patientprofiles',
    profileBody(hospital as number, { lastName, firstName, dateOfBirth: '1971-04-02' }),
  );
  if (res.status !== 201) throw new Error(`profile not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
