/**
 * The access model of spec 1 §6 and §9: three roles, three per-application access levels and
 * the platform application ids used by provider assignments.
 */
export const ROLES = ['systemadmin', 'avraso', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ACCESS_LEVEL = { Admin: 30, Manage: 20, Read: 10 } as const;
export type AccessLevel = (typeof ACCESS_LEVEL)[keyof typeof ACCESS_LEVEL];
export const ACCESS_LEVELS: readonly AccessLevel[] = [
  ACCESS_LEVEL.Admin,
  ACCESS_LEVEL.Manage,
  ACCESS_LEVEL.Read,
];

export function accessLevelName(level: AccessLevel | null): 'Admin' | 'Manage' | 'Read' | 'None' {
  if (level === ACCESS_LEVEL.Admin) return 'Admin';
  if (level === ACCESS_LEVEL.Manage) return 'Manage';
  if (level === ACCESS_LEVEL.Read) return 'Read';
  return 'None';
}

export function isAccessLevel(value: unknown): value is AccessLevel {
  return value === 30 || value === 20 || value === 10;
}

export const PLATFORM_APP = { CCMP: 10, ECMO: 20, VST: 30, TELEHEALTH: 40, VTIS: 50 } as const;
export type PlatformAppId = (typeof PLATFORM_APP)[keyof typeof PLATFORM_APP];

/** The four clinical applications that carry a per-user access level. */
export const CLINICAL_APPS = ['ecmo', 'telehealth', 'vst', 'vtis'] as const;
export type ClinicalApp = (typeof CLINICAL_APPS)[number];

export const CLINICAL_APP_PLATFORM_ID: Record<ClinicalApp, PlatformAppId> = {
  ecmo: PLATFORM_APP.ECMO,
  telehealth: PLATFORM_APP.TELEHEALTH,
  vst: PLATFORM_APP.VST,
  vtis: PLATFORM_APP.VTIS,
};

export const CLINICAL_APP_LABEL: Record<ClinicalApp, string> = {
  ecmo: 'ECMO',
  telehealth: 'Telehealth',
  vst: 'VST',
  vtis: 'VTIS',
};
