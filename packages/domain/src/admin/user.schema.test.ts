import { describe, expect, it } from 'vitest';
import { countryCallingCodes, searchCountryCallingCodes, splitPhone, toE164 } from './phone-number.ts';
import {
  USER_MESSAGES as M,
  normaliseUserRoles,
  seesAllCases,
  type UserFormValues,
  userInputSchema,
} from './user.schema.ts';

const valid: UserFormValues = {
  email: 'linh.nguyen@scout.test',
  accountEnabled: true,
  isVendorAccount: false,
  surname: 'Nguyen',
  givenName: 'Linh',
  displayName: 'Linh Nguyen',
  mobilePhoneCountryCode: '61',
  mobilePhone: '0491 570 006',
  isSystemAdmin: false,
  isAvRaso: false,
  isEcmoUser: true,
  ecmoAccess: 20,
  isTelehealthUser: false,
  telehealthAccess: null,
  isVstUser: false,
  vstAccess: null,
  isVtisUser: false,
  vtisAccess: null,
  userHealthCareProviders: [],
};

function issues(values: Record<string, unknown>) {
  const result = userInputSchema.safeParse({ ...valid, ...values });
  return result.success
    ? []
    : result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

describe('user schema', () => {
  it('accepts a valid user and fills the defaults', () => {
    const parsed = userInputSchema.parse({ ...valid, mobilePhoneCountryCode: undefined });
    expect(parsed.mobilePhoneCountryCode).toBe('61');
    expect(parsed.canExportVstData).toBe(false);
  });

  it('requires a valid e-mail of at most 256 characters', () => {
    expect(issues({ email: '' })).toEqual([{ field: 'email', message: M.invalidEmail }]);
    expect(issues({ email: 'linh@' })).toEqual([{ field: 'email', message: M.invalidEmail }]);
    expect(issues({ email: `${'a'.repeat(243)}@scout.test` })).toEqual([]);
    expect(issues({ email: `${'a'.repeat(247)}@scout.test` })).toContainEqual({
      field: 'email',
      message: 'Must have less than 256 letters',
    });
  });

  it('requires the names, display name, phone and every flag', () => {
    for (const field of ['surname', 'givenName', 'displayName', 'mobilePhone']) {
      expect(issues({ [field]: '  ' })).toContainEqual({ field, message: M.required });
    }
    for (const field of [
      'accountEnabled',
      'isVendorAccount',
      'isSystemAdmin',
      'isAvRaso',
      'isEcmoUser',
      'isTelehealthUser',
      'isVstUser',
      'isVtisUser',
    ]) {
      expect(issues({ [field]: undefined })).toContainEqual({ field, message: M.required });
    }
    expect(issues({ surname: 'x'.repeat(65) })).toContainEqual({
      field: 'surname',
      message: 'Must have less than 64 letters',
    });
  });

  it('needs a valid phone for its country code', () => {
    expect(issues({ mobilePhone: '0491 570' })).toEqual([{ field: 'mobilePhone', message: M.invalidPhone }]);
    expect(issues({ mobilePhoneCountryCode: '', mobilePhone: '0491 570 006' })).toEqual([
      { field: 'mobilePhone', message: M.invalidPhone },
    ]);
    expect(issues({ mobilePhoneCountryCode: '64', mobilePhone: '021 123 4567' })).toEqual([]);
    expect(issues({ mobilePhoneCountryCode: '64', mobilePhone: '+61 491 570 006' })).toEqual([]);
  });

  it('requires the access level of each app whose flag is on, unless admin or call taker', () => {
    expect(issues({ ecmoAccess: null })).toEqual([{ field: 'ecmoAccess', message: M.required }]);
    expect(issues({ isVstUser: true, isVtisUser: true })).toEqual([
      { field: 'vstAccess', message: M.required },
      { field: 'vtisAccess', message: M.required },
    ]);
    expect(issues({ isVstUser: true, vstAccess: 40 })).toContainEqual(
      expect.objectContaining({ field: 'vstAccess' }),
    );
    expect(issues({ ecmoAccess: null, isSystemAdmin: true })).toEqual([]);
    expect(issues({ ecmoAccess: null, isAvRaso: true })).toEqual([]);
  });

  it('only takes providers for apps whose flag is on', () => {
    expect(issues({ userHealthCareProviders: [{ healthCareProviderId: 1, platformAppId: 20 }] })).toEqual([]);
    expect(issues({ userHealthCareProviders: [{ healthCareProviderId: 1, platformAppId: 30 }] })).toEqual([
      { field: 'userHealthCareProviders', message: M.providerAppNotAllowed },
    ]);
    expect(
      issues({ userHealthCareProviders: [{ healthCareProviderId: 1, platformAppId: 10 }] }),
    ).toHaveLength(1);
  });
});

describe('normaliseUserRoles', () => {
  const parse = (v: Record<string, unknown>) => normaliseUserRoles(userInputSchema.parse({ ...valid, ...v }));

  it('a system admin is no call taker and has no app sections', () => {
    const admin = parse({
      isSystemAdmin: true,
      isAvRaso: true,
      userHealthCareProviders: [{ healthCareProviderId: 1, platformAppId: 20 }],
    });
    expect(admin).toMatchObject({
      isAvRaso: false,
      isEcmoUser: false,
      ecmoAccess: null,
      userHealthCareProviders: [],
    });
  });

  it('a call taker has no app sections', () => {
    expect(parse({ isAvRaso: true, isVstUser: true, vstAccess: 30, canExportVstData: true })).toMatchObject({
      isAvRaso: true,
      isEcmoUser: false,
      isVstUser: false,
      vstAccess: null,
      canExportVstData: false,
    });
  });

  it('drops levels, export flags and providers of apps that are off, and duplicate providers', () => {
    const user = parse({
      vstAccess: 20,
      canExportVtisData: true,
      userHealthCareProviders: [
        { healthCareProviderId: 1, platformAppId: 20 },
        { healthCareProviderId: 1, platformAppId: 20 },
      ],
    });
    expect(user).toMatchObject({ vstAccess: null, canExportVtisData: false });
    expect(user.userHealthCareProviders).toEqual([{ healthCareProviderId: 1, platformAppId: 20 }]);
  });
});

describe('seesAllCases', () => {
  const all = { ...valid, isTelehealthUser: true, isVstUser: true, isVtisUser: true };
  it('warns for a plain user of all four apps without providers', () => {
    expect(seesAllCases(all)).toBe(true);
    expect(
      seesAllCases({ ...all, userHealthCareProviders: [{ healthCareProviderId: 1, platformAppId: 20 }] }),
    ).toBe(false);
    expect(seesAllCases({ ...all, isVtisUser: false })).toBe(false);
    expect(seesAllCases({ ...all, isAvRaso: true })).toBe(false);
    expect(seesAllCases({ ...all, isSystemAdmin: true })).toBe(false);
  });
});

describe('phone numbers', () => {
  it('joins calling code and number into E.164 and splits them back', () => {
    expect(toE164('61', '0491 570 006')).toBe('+61491570006');
    expect(toE164('+61', '491570006')).toBe('+61491570006');
    expect(toE164('61', '+64 21 123 4567')).toBe('+64211234567');
    expect(toE164('61', '1234')).toBeNull();
    expect(toE164('abc', '0491 570 006')).toBeNull();
    expect(splitPhone('+61491570006')).toEqual({ callingCode: '61', nationalNumber: '0491 570 006' });
    expect(splitPhone('not a number')).toEqual({ callingCode: '61', nationalNumber: 'not a number' });
  });

  it('lists country calling codes and searches them', () => {
    const all = countryCallingCodes();
    expect(all.find((c) => c.countryCode === 'AU')).toEqual({
      countryCode: 'AU',
      callingCode: '61',
      name: 'Australia',
    });
    expect(searchCountryCallingCodes(all, 'au', ['AU', 'NZ']).map((c) => c.countryCode)).toEqual(['AU']);
    expect(searchCountryCallingCodes(all, '+64').map((c) => c.countryCode)[0]).toBe('NZ');
  });
});
