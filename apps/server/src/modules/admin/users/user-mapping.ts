import { isAccessLevel } from '@scout/domain/access/roles';
import { splitPhone, toE164 } from '@scout/domain/admin/phone-number';
import type { User, UserInput, UserListItem } from '@scout/domain/admin/user.schema';
import type { UserRow } from '../../identity/users.repo.ts';
import type { ProviderAssignment, UserInsert } from './repo.ts';

const level = (v: number | null) => (isAccessLevel(v) ? v : null);

/** A user as the API answers: never the password hash, MFA secrets or sign-in counters. */
export function toUserListItem(row: UserRow): UserListItem {
  return {
    id: row.id,
    email: row.email,
    accountEnabled: row.accountEnabled,
    isVendorAccount: row.isVendorAccount,
    surname: row.surname,
    givenName: row.givenName,
    displayName: row.displayName,
    mobilePhone: row.mobilePhone,
    mobilePhoneCountryCode: splitPhone(row.mobilePhone).callingCode,
    isSystemAdmin: row.isSystemAdmin,
    isAvRaso: row.isAvRaso,
    isTelehealthUser: row.isTelehealthUser,
    telehealthAccess: level(row.telehealthAccess),
    isEcmoUser: row.isEcmoUser,
    ecmoAccess: level(row.ecmoAccess),
    isVstUser: row.isVstUser,
    vstAccess: level(row.vstAccess),
    canExportVstData: row.canExportVstData,
    isVtisUser: row.isVtisUser,
    vtisAccess: level(row.vtisAccess),
    canExportVtisData: row.canExportVtisData,
    canExportVtisAuscrData: row.canExportVtisAuscrData,
    hasMfa: row.mfaSecret !== null,
    hasPassword: row.passwordHash !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    lastModified: row.lastModified.toISOString(),
  };
}

export function toUser(row: UserRow, providers: readonly ProviderAssignment[]): User {
  const sorted = [...providers].sort(
    (a, b) => a.platformAppId - b.platformAppId || a.healthCareProviderId - b.healthCareProviderId,
  );
  return {
    ...toUserListItem(row),
    userHealthCareProviders: sorted.map((p) => ({
      userId: row.id,
      healthCareProviderId: p.healthCareProviderId,
      platformAppId: p.platformAppId,
    })),
  };
}

/** The columns a create or update writes, from a validated and normalised body. */
export function userValues(input: UserInput): Omit<UserInsert, 'email'> {
  const mobilePhone = toE164(input.mobilePhoneCountryCode, input.mobilePhone);
  if (!mobilePhone) throw new Error('mobilePhone passed validation but is not a valid number');
  return {
    accountEnabled: input.accountEnabled,
    isVendorAccount: input.isVendorAccount,
    surname: input.surname,
    givenName: input.givenName,
    displayName: input.displayName,
    mobilePhone,
    isSystemAdmin: input.isSystemAdmin,
    isAvRaso: input.isAvRaso,
    isTelehealthUser: input.isTelehealthUser,
    telehealthAccess: input.telehealthAccess,
    isEcmoUser: input.isEcmoUser,
    ecmoAccess: input.ecmoAccess,
    isVstUser: input.isVstUser,
    vstAccess: input.vstAccess,
    canExportVstData: input.canExportVstData,
    isVtisUser: input.isVtisUser,
    vtisAccess: input.vtisAccess,
    canExportVtisData: input.canExportVtisData,
    canExportVtisAuscrData: input.canExportVtisAuscrData,
  };
}

/** The audit snapshot of a user: the API shape, so the history shows what an admin sees. */
export function auditSnapshot(user: User) {
  const { lastSignInAt: _ignored, ...rest } = user;
  return rest;
}
