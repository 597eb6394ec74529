/**
 * Object-level access by health care provider (spec 1 §3, §5; docs/architecture.md "Access by
 * health care provider"). A user's providers are chosen per clinical app (user_health_care_
 * providers: provider id + platform app id). In an app, a user WITH providers sees and acts on
 * the cases of those providers only; a user with none sees every case (the user form's warning
 * "will see all cases"). System administrators and call takers coordinate statewide: they have
 * no providers (normaliseUserRoles drops them) and always see everything.
 */

import type { Principal } from './principal.ts';
import { CLINICAL_APP_PLATFORM_ID, CLINICAL_APPS, type ClinicalApp } from './roles.ts';
import { isCallTaker, isSystemAdmin } from './rules.ts';

/** Every record, or only those at one of `providerIds` (never empty). */
export type ProviderScope =
  | { readonly all: true }
  | { readonly all: false; readonly providerIds: readonly number[] };

export const ALL_PROVIDERS: ProviderScope = Object.freeze({ all: true });

/** A user's providers per platform app id, as the user record carries them: {"20": [3, 7]}. */
export type ProviderIdsByApp = Readonly<Record<string, readonly number[] | undefined>>;

function limitedTo(ids: Iterable<number>): ProviderScope {
  const providerIds = [...new Set(ids)].sort((a, b) => a - b);
  return providerIds.length ? { all: false, providerIds } : ALL_PROVIDERS;
}

const seesEverything = (p: Principal) => isSystemAdmin(p) || isCallTaker(p);

/** Whose cases of `app` the user sees: the app's providers, or all when they have none. */
export function caseScope(p: Principal, byApp: ProviderIdsByApp, app: ClinicalApp): ProviderScope {
  if (seesEverything(p)) return ALL_PROVIDERS;
  return limitedTo(byApp[String(CLINICAL_APP_PLATFORM_ID[app])] ?? []);
}

/**
 * Whose patient profiles the user sees: a profile with a URN at, or a presentation (case of any
 * module) at, one of the user's providers of any app. A user who sees every case of some app
 * they use could reach any patient through it, so they see every profile.
 */
export function patientScope(p: Principal, byApp: ProviderIdsByApp): ProviderScope {
  if (seesEverything(p)) return ALL_PROVIDERS;
  const ids: number[] = [];
  for (const app of CLINICAL_APPS) {
    if (p.access[app] === null) continue;
    const scope = caseScope(p, byApp, app);
    if (scope.all) return ALL_PROVIDERS;
    ids.push(...scope.providerIds);
  }
  return limitedTo(ids);
}

/** True when a record at any of the given providers is in the scope. */
export function isInScope(scope: ProviderScope, ...providerIds: Array<number | null | undefined>): boolean {
  return scope.all || providerIds.some((id) => id != null && scope.providerIds.includes(id));
}
