import type { User } from '@scout/domain/admin/user.schema';
import { makeCurrentUser } from '../../../testing/test-data.ts';

export const ADMIN = makeCurrentUser({ role: 'systemadmin' });

export const PROVIDERS = [
  { id: 1, name: 'The Alfred', nickName: 'Alfred', isActive: true },
  { id: 2, name: 'Royal Melbourne Hospital', nickName: 'RMH', isActive: true },
];

export const COUNTRY_CODES = [
  { countryCode: 'AU', callingCode: '61', name: 'Australia' },
  { countryCode: 'NZ', callingCode: '64', name: 'New Zealand' },
];

export function makeUser(fields: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'linh.nguyen@scout.test',
    accountEnabled: true,
    isVendorAccount: false,
    surname: 'Nguyen',
    givenName: 'Linh',
    displayName: 'Linh Nguyen',
    mobilePhone: '+61491570006',
    mobilePhoneCountryCode: '61',
    isSystemAdmin: false,
    isAvRaso: false,
    isTelehealthUser: false,
    telehealthAccess: null,
    isEcmoUser: true,
    ecmoAccess: 10,
    isVstUser: false,
    vstAccess: null,
    canExportVstData: false,
    isVtisUser: false,
    vtisAccess: null,
    canExportVtisData: false,
    canExportVtisAuscrData: false,
    hasMfa: false,
    hasPassword: true,
    lastSignInAt: null,
    userHealthCareProviders: [],
    lastModified: '2026-05-01T01:02:03.000Z',
    ...fields,
  };
}
