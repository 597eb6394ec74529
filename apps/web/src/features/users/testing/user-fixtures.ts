import type { User } from '@scout/domain/admin/user.schema';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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

/** Opens an antd Select and clicks the option with this title (only an open dropdown counts). */
export async function pickOption(
  user: UserEvent,
  combobox: HTMLElement,
  optionText: string,
  search?: string,
) {
  await user.click(combobox);
  if (search) await user.type(combobox, search);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.title === optionText && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${optionText}`);
    return found;
  });
  await user.click(option);
}

/** The newest dialog showing `text` (closed antd dialogs may linger in happy-dom). */
export async function findDialog(text: string | RegExp): Promise<HTMLElement> {
  const titles = await screen.findAllByText(text);
  const dialog = titles.at(-1)?.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('not inside a dialog');
  return dialog;
}
