import { accessLevelName, isAccessLevel, PLATFORM_APP } from '@scout/domain/access/roles';
import { useCallback } from 'react';
import { useHealthCareProviders } from '../api/list-health-care-providers.ts';

/** User fields in words, for the history drawer. */
export const USER_FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  accountEnabled: 'Account enabled',
  isVendorAccount: 'Vendor account',
  surname: 'Surname',
  givenName: 'Given name',
  displayName: 'Display name',
  mobilePhone: 'Mobile phone',
  mobilePhoneCountryCode: 'Phone country code',
  isSystemAdmin: 'System administrator',
  isAvRaso: 'Call taker',
  isEcmoUser: 'ECMO user',
  ecmoAccess: 'ECMO access level',
  isTelehealthUser: 'Telehealth user',
  telehealthAccess: 'Telehealth access level',
  isVstUser: 'VST user',
  vstAccess: 'VST access level',
  canExportVstData: 'Can export VST data',
  isVtisUser: 'VTIS user',
  vtisAccess: 'VTIS access level',
  canExportVtisData: 'Can export VTIS data',
  canExportVtisAuscrData: 'Can export VTIS AuSCR data',
  hasMfa: 'MFA set up',
  hasPassword: 'Password set',
  userHealthCareProviders: 'Health care providers',
};

const APP_NAME: Record<number, string> = {
  [PLATFORM_APP.ECMO]: 'ECMO',
  [PLATFORM_APP.VST]: 'VST',
  [PLATFORM_APP.TELEHEALTH]: 'Telehealth',
  [PLATFORM_APP.VTIS]: 'VTIS',
};

/** Access levels as Admin/Manage/Read and provider assignments as "ECMO: The Alfred". */
export function useUserHistoryFormatter() {
  const providers = useHealthCareProviders();
  return useCallback(
    (field: string, value: unknown): string | undefined => {
      if (field.endsWith('Access') && (value === null || isAccessLevel(value))) {
        return value === null ? '—' : accessLevelName(value);
      }
      if (field === 'userHealthCareProviders' && Array.isArray(value)) {
        if (!value.length) return 'None';
        return value
          .map((a: { healthCareProviderId?: number; platformAppId?: number }) => {
            const name =
              providers.data?.find((p) => p.id === a.healthCareProviderId)?.name ??
              `Provider ${a.healthCareProviderId}`;
            return `${APP_NAME[a.platformAppId ?? 0] ?? a.platformAppId}: ${name}`;
          })
          .join('; ');
      }
      return undefined;
    },
    [providers.data],
  );
}
