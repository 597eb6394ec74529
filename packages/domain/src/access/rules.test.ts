import { describe, expect, it } from 'vitest';
import { mainMenuTiles } from './main-menu.ts';
import { claimsFromPrincipal, principalFromUser, type UserAccessRecord } from './principal.ts';
import { ACCESS_LEVEL } from './roles.ts';
import * as rules from './rules.ts';
import { makePrincipal } from './test-principals.ts';

const { Admin, Manage, Read } = ACCESS_LEVEL;
const sysadmin = makePrincipal({ role: 'systemadmin' });
const callTaker = makePrincipal({ role: 'avraso' });
const nobody = makePrincipal();

describe('general app access (spec 1 §6)', () => {
  it('is granted to system admins and call takers for every app', () => {
    for (const app of ['ecmo', 'telehealth', 'vst', 'vtis'] as const) {
      expect(rules.hasAppAccess(sysadmin, app)).toBe(true);
      expect(rules.hasAppAccess(callTaker, app)).toBe(true);
    }
  });
  it('is granted by any access level of that app only', () => {
    for (const lvl of [Admin, Manage, Read]) {
      const p = makePrincipal({ access: { ecmo: lvl } });
      expect(rules.hasAppAccess(p, 'ecmo')).toBe(true);
      expect(rules.hasAppAccess(p, 'vst')).toBe(false);
    }
    expect(rules.hasAppAccess(nobody, 'ecmo')).toBe(false);
  });
});

describe('read-only user (spec 1 §6)', () => {
  it('is a plain user with no level or only Read', () => {
    expect(rules.isReadOnly(nobody, 'ecmo')).toBe(true);
    expect(rules.isReadOnly(makePrincipal({ access: { ecmo: Read } }), 'ecmo')).toBe(true);
    expect(rules.isReadOnly(makePrincipal({ access: { ecmo: Manage } }), 'ecmo')).toBe(false);
    expect(rules.isReadOnly(makePrincipal({ access: { ecmo: Admin } }), 'ecmo')).toBe(false);
  });
  it('never applies to admins or call takers', () => {
    expect(rules.isReadOnly(sysadmin, 'vst')).toBe(false);
    expect(rules.isReadOnly(callTaker, 'vst')).toBe(false);
  });
});

describe('ECMO rules (spec 2 §6)', () => {
  it('new case and patient profile edits need admin, call taker, Admin or Manage', () => {
    expect(rules.canCreateEcmoCase(sysadmin)).toBe(true);
    expect(rules.canCreateEcmoCase(callTaker)).toBe(true);
    expect(rules.canCreateEcmoCase(makePrincipal({ access: { ecmo: Admin } }))).toBe(true);
    expect(rules.canCreateEcmoCase(makePrincipal({ access: { ecmo: Manage } }))).toBe(true);
    expect(rules.canCreateEcmoCase(makePrincipal({ access: { ecmo: Read } }))).toBe(false);
    expect(rules.canManageEcmoPatientProfiles(makePrincipal({ access: { ecmo: Read } }))).toBe(false);
    expect(rules.canManageEcmoPatientProfiles(makePrincipal({ access: { ecmo: Manage } }))).toBe(true);
  });
  it('open and archived cases also allow Read', () => {
    expect(rules.canViewEcmoCases(makePrincipal({ access: { ecmo: Read } }))).toBe(true);
    expect(rules.canViewEcmoCases(makePrincipal({ access: { vst: Admin } }))).toBe(false);
  });
  it('consumables need a system admin or the ECMO Admin level', () => {
    expect(rules.canManageEcmoConsumables(sysadmin)).toBe(true);
    expect(rules.canManageEcmoConsumables(makePrincipal({ access: { ecmo: Admin } }))).toBe(true);
    expect(rules.canManageEcmoConsumables(makePrincipal({ access: { ecmo: Manage } }))).toBe(false);
    expect(rules.canManageEcmoConsumables(callTaker)).toBe(false);
  });
  it('patient profile list and delete are system admin only', () => {
    expect(rules.canViewEcmoPatientProfileList(sysadmin)).toBe(true);
    expect(rules.canViewEcmoPatientProfileList(callTaker)).toBe(false);
    expect(rules.canDeleteCases(sysadmin)).toBe(true);
    expect(rules.canDeleteCases(makePrincipal({ access: { ecmo: Admin } }))).toBe(false);
  });
});

describe('Telehealth rules (spec 2 §6)', () => {
  it('new case needs Admin or Manage; open cases allow Read', () => {
    const read = makePrincipal({ access: { telehealth: Read } });
    expect(rules.canCreateTelehealthCase(read)).toBe(false);
    expect(rules.canViewTelehealthCases(read)).toBe(true);
    expect(rules.canCreateTelehealthCase(makePrincipal({ access: { telehealth: Manage } }))).toBe(true);
    expect(rules.canViewTelehealthCases(nobody)).toBe(false);
  });
});

describe('VST and VTIS rules (spec 3 §6)', () => {
  it('editing needs admin, call taker, Admin or Manage', () => {
    expect(rules.canEditVst(makePrincipal({ access: { vst: Manage } }))).toBe(true);
    expect(rules.canEditVst(makePrincipal({ access: { vst: Read } }))).toBe(false);
    expect(rules.canEditVtis(makePrincipal({ access: { vtis: Admin } }))).toBe(true);
    expect(rules.canEditVtis(makePrincipal({ access: { vst: Admin } }))).toBe(false);
  });
  it('VST Read users have no Clinics access', () => {
    expect(rules.canAccessVstClinics(makePrincipal({ access: { vst: Read } }))).toBe(false);
    expect(rules.canAccessVstClinics(makePrincipal({ access: { vst: Manage } }))).toBe(true);
  });
  it('export needs a system admin, or Manage plus the export flag', () => {
    expect(rules.canExportVstData(sysadmin)).toBe(true);
    expect(rules.canExportVstData(makePrincipal({ access: { vst: Manage }, canExportVstData: true }))).toBe(
      true,
    );
    expect(rules.canExportVstData(makePrincipal({ access: { vst: Manage } }))).toBe(false);
    expect(rules.canExportVstData(makePrincipal({ access: { vst: Read }, canExportVstData: true }))).toBe(
      false,
    );
    expect(rules.canExportVstData(callTaker)).toBe(false);
    expect(rules.canExportVtisData(makePrincipal({ access: { vtis: Admin }, canExportVtisData: true }))).toBe(
      true,
    );
    expect(rules.canExportVtisData(makePrincipal({ access: { vtis: Manage }, canExportVstData: true }))).toBe(
      false,
    );
    expect(
      rules.canExportVtisAuscrData(makePrincipal({ access: { vtis: Manage }, canExportVtisAuscrData: true })),
    ).toBe(true);
    expect(
      rules.canExportVtisAuscrData(makePrincipal({ access: { vtis: Manage }, canExportVtisData: true })),
    ).toBe(false);
  });
  it('deleting and editing closed VST records need a system admin or the VST Admin level', () => {
    for (const rule of [rules.canDeleteVstRecords, rules.canEditClosedVstRecords]) {
      expect(rule(sysadmin)).toBe(true);
      expect(rule(makePrincipal({ access: { vst: Admin } }))).toBe(true);
      expect(rule(makePrincipal({ access: { vst: Manage } }))).toBe(false);
      expect(rule(makePrincipal({ access: { vst: Read } }))).toBe(false);
      expect(rule(makePrincipal({ access: { vtis: Admin } }))).toBe(false);
      expect(rule(callTaker)).toBe(false);
    }
  });
  it('VST admin and VTIS admin are system admin or the Admin level', () => {
    expect(rules.isAppAdmin(makePrincipal({ access: { vst: Admin } }), 'vst')).toBe(true);
    expect(rules.isAppAdmin(makePrincipal({ access: { vst: Manage } }), 'vst')).toBe(false);
    expect(rules.isAppAdmin(callTaker, 'vtis')).toBe(false);
    expect(rules.isAppAdmin(sysadmin, 'vtis')).toBe(true);
  });
});

describe('central administration (issue 3 item 10)', () => {
  it('admin pages need a system admin', () => {
    expect(rules.canAdministerPlatform(sysadmin)).toBe(true);
    expect(rules.canAdministerPlatform(callTaker)).toBe(false);
    expect(rules.canAdministerPlatform(makePrincipal({ access: { ecmo: Admin } }))).toBe(false);
  });
  it('patient search needs any clinical app; edits need an edit right in any app', () => {
    expect(rules.canSearchPatientProfiles(makePrincipal({ access: { vtis: Read } }))).toBe(true);
    expect(rules.canSearchPatientProfiles(nobody)).toBe(false);
    expect(rules.canEditPatientProfiles(makePrincipal({ access: { vtis: Read } }))).toBe(false);
    expect(rules.canEditPatientProfiles(makePrincipal({ access: { vtis: Read, telehealth: Manage } }))).toBe(
      true,
    );
    expect(rules.canEditPatientProfiles(callTaker)).toBe(true);
  });
});

describe('main menu tiles (spec 1 §1)', () => {
  const keys = (p: ReturnType<typeof makePrincipal>) => mainMenuTiles(p).map((t) => t.key);
  it('shows every tile to a system admin', () => {
    expect(keys(sysadmin)).toEqual(['telehealth', 'ecmo', 'vst', 'admin', 'resources']);
  });
  it('shows clinical tiles but not Admin to a call taker', () => {
    expect(keys(callTaker)).toEqual(['telehealth', 'ecmo', 'vst', 'resources']);
  });
  it('shows only Resources to a user without access', () => {
    expect(keys(nobody)).toEqual(['resources']);
  });
  it('points the VST tile at the VTIS dashboard for a VTIS-only user', () => {
    const vtisOnly = makePrincipal({ access: { vtis: Manage } });
    expect(mainMenuTiles(vtisOnly).find((t) => t.key === 'vst')?.href).toBe('/vst/vtisconsults');
    const vst = makePrincipal({ access: { vst: Read } });
    expect(mainMenuTiles(vst).find((t) => t.key === 'vst')?.href).toBe('/vst/consults');
  });
});

describe('principal and claims', () => {
  const record: UserAccessRecord = {
    id: 7,
    email: 'a@b.org',
    displayName: 'A',
    isSystemAdmin: false,
    isAvRaso: false,
    isEcmoUser: true,
    ecmoAccess: Manage,
    isTelehealthUser: false,
    telehealthAccess: Admin,
    isVstUser: true,
    vstAccess: Read,
    isVtisUser: false,
    vtisAccess: null,
    canExportVstData: true,
    canExportVtisData: false,
    canExportVtisAuscrData: false,
  };
  it('ignores the level of an app whose user flag is off', () => {
    const p = principalFromUser(record);
    expect(p.access).toEqual({ ecmo: Manage, telehealth: null, vst: Read, vtis: null });
    expect(p.role).toBe('user');
  });
  it('derives the role, system admin first', () => {
    expect(principalFromUser({ ...record, isSystemAdmin: true, isAvRaso: true }).role).toBe('systemadmin');
    expect(principalFromUser({ ...record, isAvRaso: true }).role).toBe('avraso');
  });
  it('produces the spec claims as JSON numbers and booleans', () => {
    expect(claimsFromPrincipal(principalFromUser(record))).toEqual({
      App: ['ECMO', 'VST'],
      Role: 'user',
      EcmoAccess: 20,
      VstAccess: 10,
      CanExportVstData: true,
      CanExportVtisData: false,
      CanExportVtisAuscrData: false,
    });
  });
});
