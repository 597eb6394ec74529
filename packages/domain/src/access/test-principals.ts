import type { Principal } from './principal.ts';
import type { AccessLevel, Role } from './roles.ts';

/** Builds principals for tests: a plain user with no access unless overridden. */
export function makePrincipal(
  overrides: Partial<Omit<Principal, 'access'>> & {
    access?: Partial<Record<keyof Principal['access'], AccessLevel | null>>;
    role?: Role;
  } = {},
): Principal {
  const { access, ...rest } = overrides;
  return {
    userId: 1,
    email: 'someone@example.org',
    displayName: 'Someone',
    role: 'user',
    canExportVstData: false,
    canExportVtisData: false,
    canExportVtisAuscrData: false,
    ...rest,
    access: { ecmo: null, telehealth: null, vst: null, vtis: null, ...access },
  };
}
