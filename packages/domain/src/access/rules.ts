/**
 * One pure function per access rule of spec 1 §6, spec 2 §6 and spec 3 §6. The server calls them
 * on every request with the principal built from the user's current record; the web calls the
 * same functions to gate tiles, menus and routes.
 *
 * Reading of the spec's phrases (decided here, once):
 * - "system admin or call taker with Admin or Manage" reads as: a system admin, or a call taker,
 *   or any user holding the Admin or Manage level for that app. The strict reading (role AND
 *   level) would leave ordinary users with Manage access unable to work, which contradicts the
 *   spec's read-only rule ("not admin or call taker, and has no access level or only Read").
 * - "system admin with Admin" (ECMO consumables and settings) reads as: a system admin, or a user
 *   with the ECMO Admin level.
 * - Export rules: system admin, or Manage-or-higher level plus the export flag.
 */
import type { Principal } from './principal.ts';
import { ACCESS_LEVEL, CLINICAL_APPS, type ClinicalApp } from './roles.ts';

export function isSystemAdmin(p: Principal): boolean {
  return p.role === 'systemadmin';
}

export function isCallTaker(p: Principal): boolean {
  return p.role === 'avraso';
}

function level(p: Principal, app: ClinicalApp): number {
  return p.access[app] ?? 0;
}

/** General app access: system admin or call taker, or any access level for that app. */
export function hasAppAccess(p: Principal, app: ClinicalApp): boolean {
  return isSystemAdmin(p) || isCallTaker(p) || p.access[app] !== null;
}

/** Read-only user: not admin or call taker, and has no access level or only Read. */
export function isReadOnly(p: Principal, app: ClinicalApp): boolean {
  return !isSystemAdmin(p) && !isCallTaker(p) && level(p, app) <= ACCESS_LEVEL.Read;
}

/** May create and edit records of the app: system admin, call taker, or Admin/Manage level. */
export function canEditApp(p: Principal, app: ClinicalApp): boolean {
  return isSystemAdmin(p) || isCallTaker(p) || level(p, app) >= ACCESS_LEVEL.Manage;
}

/** App admin (VST admin, VTIS admin, ...): system admin or the Admin level for that app. */
export function isAppAdmin(p: Principal, app: ClinicalApp): boolean {
  return isSystemAdmin(p) || level(p, app) === ACCESS_LEVEL.Admin;
}

// ECMO (spec 2 §6)
export const canCreateEcmoCase = (p: Principal): boolean => canEditApp(p, 'ecmo');
export const canManageEcmoPatientProfiles = (p: Principal): boolean => canEditApp(p, 'ecmo');
export const canViewEcmoCases = (p: Principal): boolean => hasAppAccess(p, 'ecmo');
export const canManageEcmoConsumables = (p: Principal): boolean => isAppAdmin(p, 'ecmo');
export const canViewEcmoPatientProfileList = (p: Principal): boolean => isSystemAdmin(p);

/** Only a system admin sees the Delete sidebar button (spec 1 §6, spec 2 §6). */
export const canDeleteCases = (p: Principal): boolean => isSystemAdmin(p);

// Telehealth (spec 2 §6)
export const canCreateTelehealthCase = (p: Principal): boolean => canEditApp(p, 'telehealth');
export const canViewTelehealthCases = (p: Principal): boolean => hasAppAccess(p, 'telehealth');

// VST and VTIS (spec 3 §6)
export const canViewVst = (p: Principal): boolean => hasAppAccess(p, 'vst');
export const canEditVst = (p: Principal): boolean => canEditApp(p, 'vst');
export const canViewVtis = (p: Principal): boolean => hasAppAccess(p, 'vtis');
export const canEditVtis = (p: Principal): boolean => canEditApp(p, 'vtis');
/**
 * Delete a VST consult or follow-up (spec 3 §6: "needs a specific role (probably admin)"): a
 * system admin or the VST Admin level. Read users never delete (they write nothing).
 */
export const canDeleteVstRecords = (p: Principal): boolean => isAppAdmin(p, 'vst');
/**
 * Edit, then Save and Exit, a closed VST consult or follow-up (spec 3 §4.1, §6 "permitted
 * users"): a system admin or the VST Admin level; other users see closed records read-only.
 */
export const canEditClosedVstRecords = (p: Principal): boolean => isAppAdmin(p, 'vst');
/** VST Read users have no Clinics access (release notes). */
export const canAccessVstClinics = (p: Principal): boolean => canEditApp(p, 'vst');
export const canAccessReperfusionCases = (p: Principal): boolean => hasAppAccess(p, 'vst');

function canExportWith(p: Principal, app: ClinicalApp, flag: boolean): boolean {
  return isSystemAdmin(p) || (level(p, app) >= ACCESS_LEVEL.Manage && flag);
}
export const canExportVstData = (p: Principal): boolean => canExportWith(p, 'vst', p.canExportVstData);
export const canExportVtisData = (p: Principal): boolean => canExportWith(p, 'vtis', p.canExportVtisData);
export const canExportVtisAuscrData = (p: Principal): boolean =>
  canExportWith(p, 'vtis', p.canExportVtisAuscrData);

// Central administration (issue 3, item 10: the spec leaves the admin claims open)
export const canAdministerPlatform = (p: Principal): boolean => isSystemAdmin(p);
export const canSearchPatientProfiles = (p: Principal): boolean =>
  CLINICAL_APPS.some((app) => hasAppAccess(p, app));
export const canEditPatientProfiles = (p: Principal): boolean =>
  CLINICAL_APPS.some((app) => canEditApp(p, app));

/** Every signed-in user may read and search providers (the modules' hospital pickers use them). */
export const canReadHealthCareProviders = (_p: Principal): boolean => true;

// Resources (spec 3 §2.13)
export const canSeeVecmosDocuments = (p: Principal): boolean => hasAppAccess(p, 'ecmo');
export const canSeeStrokeContacts = (p: Principal): boolean => hasAppAccess(p, 'vst');
