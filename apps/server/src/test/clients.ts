/** Signed-in API clients and seeded ids for the HTTP tests of every module (not a test file itself). */
import { asc } from 'drizzle-orm';
import { signIn } from '../../tools/sign-in.ts';
import { healthCareProviders } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { type ApiClient, apiClient } from './http.ts';
import type { TestApp } from './test-app.ts';

/** An access token of a demo user (password DEMO_PASSWORD), signed in through the real IdP. */
export async function tokenFor(t: TestApp, email: string): Promise<string> {
  return (await signIn(t.baseUrl, email, DEMO_PASSWORD)).accessToken;
}

/** An API client signed in as this demo user. */
export async function clientFor(t: TestApp, email: string): Promise<ApiClient> {
  return apiClient(t.baseUrl, await tokenFor(t, email));
}

/** Ids of the seeded providers, in seeding order (Alfred, RMH, Monash, ...). */
export async function providerIds(t: TestApp): Promise<number[]> {
  const rows = await t.db
    .select({ id: healthCareProviders.id })
    .from(healthCareProviders)
    .orderBy(asc(healthCareProviders.id));
  return rows.map((r) => r.id);
}
