import crypto from 'node:crypto';
import type { UserFormValues } from '@scout/domain/admin/user.schema';

/** A valid create/update body for tests: a plain user with ECMO Read; pass fields to change it. */
export function userBody(fields: Partial<UserFormValues> = {}): UserFormValues {
  const tag = crypto.randomBytes(4).toString('hex');
  return {
    email: `new.user.${tag}@scout.test`,
    accountEnabled: true,
    isVendorAccount: false,
    surname: `Nguyen ${tag}`,
    givenName: 'Linh',
    displayName: `Linh Nguyen ${tag}`,
    mobilePhoneCountryCode: '61',
    mobilePhone: '0491 570 006',
    isSystemAdmin: false,
    isAvRaso: false,
    isEcmoUser: true,
    ecmoAccess: 10,
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
    ...fields,
  };
}
