import { DEFAULT_CALLING_CODE, splitPhone } from '@scout/domain/admin/phone-number';
import type { User, UserFormValues } from '@scout/domain/admin/user.schema';
import type { Path } from 'react-hook-form';

/** A new user: enabled, no role, no apps, phone in Australia. */
export function newUserValues(): UserFormValues {
  return {
    email: '',
    accountEnabled: true,
    isVendorAccount: false,
    surname: '',
    givenName: '',
    displayName: '',
    mobilePhoneCountryCode: DEFAULT_CALLING_CODE,
    mobilePhone: '',
    isSystemAdmin: false,
    isAvRaso: false,
    isEcmoUser: false,
    ecmoAccess: null,
    isTelehealthUser: false,
    telehealthAccess: null,
    isVstUser: false,
    vstAccess: null,
    canExportVstData: false,
    isVtisUser: false,
    vtisAccess: null,
    canExportVtisData: false,
    canExportVtisAuscrData: false,
    userHealthCareProviders: [],
  };
}

/** The stored user as form values; lastModified goes back with the update (409 when stale). */
export function userToFormValues(u: User): UserFormValues {
  const phone = splitPhone(u.mobilePhone);
  return {
    email: u.email,
    accountEnabled: u.accountEnabled,
    isVendorAccount: u.isVendorAccount,
    surname: u.surname,
    givenName: u.givenName,
    displayName: u.displayName,
    mobilePhoneCountryCode: phone.callingCode,
    mobilePhone: phone.nationalNumber,
    isSystemAdmin: u.isSystemAdmin,
    isAvRaso: u.isAvRaso,
    isEcmoUser: u.isEcmoUser,
    ecmoAccess: u.ecmoAccess,
    isTelehealthUser: u.isTelehealthUser,
    telehealthAccess: u.telehealthAccess,
    isVstUser: u.isVstUser,
    vstAccess: u.vstAccess,
    canExportVstData: u.canExportVstData,
    isVtisUser: u.isVtisUser,
    vtisAccess: u.vtisAccess,
    canExportVtisData: u.canExportVtisData,
    canExportVtisAuscrData: u.canExportVtisAuscrData,
    userHealthCareProviders: u.userHealthCareProviders.map((p) => ({
      healthCareProviderId: p.healthCareProviderId,
      platformAppId: p.platformAppId as 20 | 30 | 40 | 50,
    })),
    lastModified: u.lastModified,
  };
}

/** Fields a server error may name; anything else shows above the form. */
export const USER_FORM_FIELDS: readonly Path<UserFormValues>[] = [
  'email',
  'accountEnabled',
  'isVendorAccount',
  'surname',
  'givenName',
  'displayName',
  'mobilePhone',
  'mobilePhoneCountryCode',
  'isSystemAdmin',
  'isAvRaso',
  'isEcmoUser',
  'ecmoAccess',
  'isTelehealthUser',
  'telehealthAccess',
  'isVstUser',
  'vstAccess',
  'isVtisUser',
  'vtisAccess',
  'userHealthCareProviders',
];
