import { claimsFromPrincipal, type ScoutClaims } from '@scout/domain/access/principal';
import type { Db } from '../db/client.ts';
import { findUserById, type UserRow, userPrincipal } from '../modules/identity/users.repo.ts';

/** The spec's claim names (spec 1 §6): released with the `profile` scope and put in access tokens. */
export const SCOUT_CLAIM_NAMES = [
  'App',
  'Role',
  'EcmoAccess',
  'TelehealthAccess',
  'VstAccess',
  'VtisAccess',
  'CanExportVstData',
  'CanExportVtisData',
  'CanExportVtisAuscrData',
] as const satisfies readonly (keyof ScoutClaims)[];

/** The claims each scope releases (in the ID token and at the userinfo endpoint). */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  email: ['email'],
  profile: ['name', 'given_name', 'family_name', ...SCOUT_CLAIM_NAMES],
} as const satisfies Record<string, readonly string[]>;

/** The user an account id (the token `sub`, users.id as a string) names, if it may still sign in. */
export async function findActiveUser(db: Db, accountId: string): Promise<UserRow | null> {
  if (!/^\d{1,15}$/.test(accountId)) return null;
  const user = await findUserById(db, Number(accountId));
  return user?.accountEnabled ? user : null;
}

/** Spec claims computed from the user's record as it is now (access is never cached in a session). */
export function scoutClaims(user: UserRow): ScoutClaims {
  return claimsFromPrincipal(userPrincipal(user));
}

/** Everything the ID token may carry; the provider filters it by the granted scopes. */
export function identityClaims(user: UserRow) {
  return {
    sub: String(user.id),
    email: user.email,
    name: user.displayName,
    given_name: user.givenName,
    family_name: user.surname,
    ...scoutClaims(user),
  };
}
