import { z } from 'zod';
import { accessLevelSchema } from '../access/principal.ts';
import type { ClinicalApp } from '../access/roles.ts';

/*
 * A user as the API answers, and the field names of each app's flags, apart from the input schemas
 * of user.schema.ts (which re-exports them): the users list loads neither those nor the phone
 * number metadata their validation needs (issue 15 front-end budgets).
 */

/** The user-flag and access-level field names of each clinical app. */
export const APP_FIELDS = {
  ecmo: { flag: 'isEcmoUser', access: 'ecmoAccess' },
  telehealth: { flag: 'isTelehealthUser', access: 'telehealthAccess' },
  vst: { flag: 'isVstUser', access: 'vstAccess' },
  vtis: { flag: 'isVtisUser', access: 'vtisAccess' },
} as const satisfies Record<ClinicalApp, { flag: string; access: string }>;

/** Export flags belong to an app: they only count while that app's flag is on. */
export const APP_EXPORT_FIELDS = {
  ecmo: [],
  telehealth: [],
  vst: ['canExportVstData'],
  vtis: ['canExportVtisData', 'canExportVtisAuscrData'],
} as const satisfies Record<ClinicalApp, readonly string[]>;

const accessLevelOrNull = accessLevelSchema.nullable();

/** A user as the API answers (never the password hash or MFA secrets). */
export const userResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  accountEnabled: z.boolean(),
  isVendorAccount: z.boolean(),
  surname: z.string(),
  givenName: z.string(),
  displayName: z.string(),
  /** E.164, e.g. +61491570006. */
  mobilePhone: z.string(),
  /** Calling code of mobilePhone without "+", e.g. 61. */
  mobilePhoneCountryCode: z.string(),
  isSystemAdmin: z.boolean(),
  isAvRaso: z.boolean(),
  isTelehealthUser: z.boolean(),
  telehealthAccess: accessLevelOrNull,
  isEcmoUser: z.boolean(),
  ecmoAccess: accessLevelOrNull,
  isVstUser: z.boolean(),
  vstAccess: accessLevelOrNull,
  canExportVstData: z.boolean(),
  isVtisUser: z.boolean(),
  vtisAccess: accessLevelOrNull,
  canExportVtisData: z.boolean(),
  canExportVtisAuscrData: z.boolean(),
  hasMfa: z.boolean(),
  /** False until the user has set a password through the invitation link (bundled provider). */
  hasPassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  userHealthCareProviders: z.array(
    z.object({
      userId: z.number().int(),
      healthCareProviderId: z.number().int(),
      platformAppId: z.number().int(),
    }),
  ),
  lastModified: z.string(),
});
export type User = z.infer<typeof userResponseSchema>;

/** A row of GET /api/ccmp/admin/users. */
export const userListItemSchema = userResponseSchema.omit({ userHealthCareProviders: true });
export type UserListItem = z.infer<typeof userListItemSchema>;
