import { z } from 'zod';
import { type AccessLevel, CLINICAL_APPS, type ClinicalApp, type Role } from './roles.ts';

/**
 * An app's access level (roles.ts ACCESS_LEVEL: 30 Admin, 20 Manage, 10 Read). One literal of the
 * three values, so its JSON schema is a typed enum (`type: number`, `enum`) that `nullable` can
 * sit beside in the OpenAPI document (a union of literals gave `anyOf` with no `type`).
 */
export const accessLevelSchema = z.literal([30, 20, 10]);

/**
 * Who is asking, as the access rules see it. The server builds it from the user's CURRENT
 * database record on every request (never from a cached token), and the web receives the same
 * object from GET /api/ccmp/admin/users/current.
 */
export const principalSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(['systemadmin', 'avraso', 'user']),
  access: z.object({
    ecmo: accessLevelSchema.nullable(),
    telehealth: accessLevelSchema.nullable(),
    vst: accessLevelSchema.nullable(),
    vtis: accessLevelSchema.nullable(),
  }),
  canExportVstData: z.boolean(),
  canExportVtisData: z.boolean(),
  canExportVtisAuscrData: z.boolean(),
});
export type Principal = z.infer<typeof principalSchema>;

/** The user-record fields the principal is derived from (spec 1 §3, User). */
export interface UserAccessRecord {
  id: number;
  email: string;
  displayName: string;
  isSystemAdmin: boolean;
  isAvRaso: boolean;
  isEcmoUser: boolean;
  ecmoAccess: AccessLevel | null;
  isTelehealthUser: boolean;
  telehealthAccess: AccessLevel | null;
  isVstUser: boolean;
  vstAccess: AccessLevel | null;
  isVtisUser: boolean;
  vtisAccess: AccessLevel | null;
  canExportVstData: boolean;
  canExportVtisData: boolean;
  canExportVtisAuscrData: boolean;
}

export function roleOf(user: Pick<UserAccessRecord, 'isSystemAdmin' | 'isAvRaso'>): Role {
  if (user.isSystemAdmin) return 'systemadmin';
  if (user.isAvRaso) return 'avraso';
  return 'user';
}

/** An app's access level only counts while that app's user flag is on. */
export function principalFromUser(user: UserAccessRecord): Principal {
  return {
    userId: user.id,
    email: user.email,
    displayName: user.displayName,
    role: roleOf(user),
    access: {
      ecmo: user.isEcmoUser ? user.ecmoAccess : null,
      telehealth: user.isTelehealthUser ? user.telehealthAccess : null,
      vst: user.isVstUser ? user.vstAccess : null,
      vtis: user.isVtisUser ? user.vtisAccess : null,
    },
    canExportVstData: user.canExportVstData,
    canExportVtisData: user.canExportVtisData,
    canExportVtisAuscrData: user.canExportVtisAuscrData,
  };
}

/**
 * The identity-token claims of spec 1 §6: App lists the clinical apps the user may open, Role is one
 * of the three roles, each *Access claim is the level as a JSON number (absent when the user has
 * none), and the export flags are JSON booleans, so a relying party reads them as what they are.
 */
export interface ScoutClaims {
  App: string[];
  Role: Role;
  EcmoAccess?: number;
  TelehealthAccess?: number;
  VstAccess?: number;
  VtisAccess?: number;
  CanExportVstData: boolean;
  CanExportVtisData: boolean;
  CanExportVtisAuscrData: boolean;
}

const APP_CLAIM_NAME: Record<ClinicalApp, string> = {
  ecmo: 'ECMO',
  telehealth: 'TELEHEALTH',
  vst: 'VST',
  vtis: 'VTIS',
};

export function claimsFromPrincipal(p: Principal): ScoutClaims {
  const claims: ScoutClaims = {
    App: CLINICAL_APPS.filter((app) => p.access[app] !== null).map((app) => APP_CLAIM_NAME[app]),
    Role: p.role,
    CanExportVstData: p.canExportVstData,
    CanExportVtisData: p.canExportVtisData,
    CanExportVtisAuscrData: p.canExportVtisAuscrData,
  };
  if (p.access.ecmo !== null) claims.EcmoAccess = p.access.ecmo;
  if (p.access.telehealth !== null) claims.TelehealthAccess = p.access.telehealth;
  if (p.access.vst !== null) claims.VstAccess = p.access.vst;
  if (p.access.vtis !== null) claims.VtisAccess = p.access.vtis;
  return claims;
}
