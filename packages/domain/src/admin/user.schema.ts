import { z } from 'zod';
import { accessLevelSchema } from '../access/principal.ts';
import { CLINICAL_APP_PLATFORM_ID, CLINICAL_APPS, PLATFORM_APP } from '../access/roles.ts';
import { dbId, idParam } from '../api/ids.ts';
import { DEFAULT_CALLING_CODE, isValidPhone } from './phone-number.ts';
import { APP_EXPORT_FIELDS, APP_FIELDS } from './user-response.schema.ts';

export * from './user-response.schema.ts';

/** User-management messages: the spec's verbatim (§5, §8) and SCOUT's own where the spec has none. */
export const USER_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Please provide a valid phone number and select the country code.',
  createFailed: 'Failed to create user.',
  updateFailed: 'Failed to update user.',
  resetMfaFailed: "Failed to reset user's MFA.",
  // Not given by the spec:
  emailTaken: 'A user with this email address already exists.',
  emailUnchangeable: 'The email address cannot be changed.',
  mfaNotSetUp: 'This user has not set up MFA, so there is nothing to reset.',
  providerNotFound: 'Health care provider not found',
  providerAppNotAllowed: 'A provider can only be assigned for an application the user can use.',
  selfLockout: 'You cannot remove your own administrator access or disable your own account.',
  userNotFound: 'User not found',
  invitationNotNeeded: 'This user has already set a password.',
  invitationDisabledAccount: 'This account is disabled: enable it before sending an invitation.',
  invitationExternalIdp: 'Passwords are managed by the external identity provider.',
  invitationSent: 'Invitation sent.',
  invitationFailed: 'The invitation could not be sent.',
  seesAllCasesTitle: 'This user will see all cases',
  seesAllCases:
    'The user has no call-taker or administrator role, uses all four applications and has no health care providers selected, so they will see all cases. Do you want to continue?',
  resetMfaConfirm:
    "Reset this user's MFA? They will sign in with their password only until they set up two-factor authentication again.",
} as const;

export const EMAIL_MAX = 256;
export const NAME_MAX = 64;
export const DISPLAY_NAME_MAX = 128;

const maxLetters = (max: number) => `Must have less than ${max} letters`;
const requiredBoolean = z.boolean({ error: USER_MESSAGES.required });
const requiredText = (max: number) =>
  z.string({ error: USER_MESSAGES.required }).trim().min(1, USER_MESSAGES.required).max(max, maxLetters(max));

export const CLINICAL_PLATFORM_APP_IDS = CLINICAL_APPS.map((app) => CLINICAL_APP_PLATFORM_ID[app]);
const platformAppIdSchema = z.union([
  z.literal(PLATFORM_APP.ECMO),
  z.literal(PLATFORM_APP.VST),
  z.literal(PLATFORM_APP.TELEHEALTH),
  z.literal(PLATFORM_APP.VTIS),
]);

export const userHealthCareProviderInputSchema = z.object({
  healthCareProviderId: dbId(),
  platformAppId: platformAppIdSchema,
});

const accessField = accessLevelSchema.nullable().default(null);

const userShape = {
  email: z
    .string({ error: USER_MESSAGES.invalidEmail })
    .trim()
    .min(1, { error: USER_MESSAGES.invalidEmail, abort: true })
    .max(EMAIL_MAX, { error: maxLetters(EMAIL_MAX), abort: true })
    .regex(z.regexes.email, USER_MESSAGES.invalidEmail),
  accountEnabled: requiredBoolean,
  isVendorAccount: requiredBoolean,
  surname: requiredText(NAME_MAX),
  givenName: requiredText(NAME_MAX),
  displayName: requiredText(DISPLAY_NAME_MAX),
  /** Calling code without "+" (61); the phone's country. */
  mobilePhoneCountryCode: z.string().trim().default(DEFAULT_CALLING_CODE),
  /** As typed (0491 570 006) or international (+61491570006); stored in E.164. */
  mobilePhone: z.string({ error: USER_MESSAGES.required }).trim().min(1, USER_MESSAGES.required).max(32),
  isSystemAdmin: requiredBoolean,
  isAvRaso: requiredBoolean,
  isEcmoUser: requiredBoolean,
  ecmoAccess: accessField,
  isTelehealthUser: requiredBoolean,
  telehealthAccess: accessField,
  isVstUser: requiredBoolean,
  vstAccess: accessField,
  canExportVstData: z.boolean().default(false),
  isVtisUser: requiredBoolean,
  vtisAccess: accessField,
  canExportVtisData: z.boolean().default(false),
  canExportVtisAuscrData: z.boolean().default(false),
  userHealthCareProviders: z.array(userHealthCareProviderInputSchema).max(1000).default([]),
  /** Optimistic concurrency (updates): the version edited, and whether to overwrite a newer one. */
  lastModified: z.iso.datetime({ offset: true }).optional(),
  forceUpdate: z.boolean().optional(),
};

type UserShapeOutput = z.infer<z.ZodObject<typeof userShape>>;

/** The app sections only apply to a user who is neither system admin nor call taker (spec 1 §4). */
export function hasAppSections(v: Pick<UserShapeOutput, 'isSystemAdmin' | 'isAvRaso'>): boolean {
  return !v.isSystemAdmin && !v.isAvRaso;
}

/** The clinical apps whose user flag is on. */
export function enabledApps(
  v: Pick<UserShapeOutput, 'isEcmoUser' | 'isTelehealthUser' | 'isVstUser' | 'isVtisUser'>,
) {
  return CLINICAL_APPS.filter((app) => v[APP_FIELDS[app].flag]);
}

function checkUser(v: UserShapeOutput, ctx: z.RefinementCtx) {
  if (!isValidPhone(v.mobilePhoneCountryCode, v.mobilePhone)) {
    ctx.addIssue({ code: 'custom', path: ['mobilePhone'], message: USER_MESSAGES.invalidPhone });
  }
  if (!hasAppSections(v)) return;
  const apps = enabledApps(v);
  for (const app of apps) {
    if (v[APP_FIELDS[app].access] === null) {
      ctx.addIssue({ code: 'custom', path: [APP_FIELDS[app].access], message: USER_MESSAGES.required });
    }
  }
  const allowedAppIds = new Set<number>(apps.map((app) => CLINICAL_APP_PLATFORM_ID[app]));
  if (v.userHealthCareProviders.some((p) => !allowedAppIds.has(p.platformAppId))) {
    ctx.addIssue({
      code: 'custom',
      path: ['userHealthCareProviders'],
      message: USER_MESSAGES.providerAppNotAllowed,
    });
  }
}

/**
 * Body of POST /api/ccmp/admin/users and PUT /api/ccmp/admin/users/{id} (spec 1 §3, §5), also the
 * create/update form's schema. The server then applies normaliseUserRoles.
 */
export const userInputSchema = z.object(userShape).superRefine(checkUser);
export type UserInput = z.infer<typeof userInputSchema>;
export type UserFormValues = z.input<typeof userInputSchema>;

/**
 * The role rules of spec 1 §4 applied to the data, not only to the form: a system admin is not
 * also a call taker and has no app sections; a call taker has no app sections; an app's level,
 * export flags and providers are dropped while its flag is off. Duplicate providers are merged.
 */
export function normaliseUserRoles(input: UserInput): UserInput {
  const out: UserInput = { ...input };
  if (out.isSystemAdmin) out.isAvRaso = false;
  const appsApply = hasAppSections(out);
  for (const app of CLINICAL_APPS) {
    const { flag, access } = APP_FIELDS[app];
    if (!appsApply) out[flag] = false;
    if (!out[flag]) {
      out[access] = null;
      for (const exportField of APP_EXPORT_FIELDS[app]) out[exportField] = false;
    }
  }
  const allowed = new Set<number>(enabledApps(out).map((app) => CLINICAL_APP_PLATFORM_ID[app]));
  const seen = new Set<string>();
  out.userHealthCareProviders = input.userHealthCareProviders.filter((p) => {
    const key = `${p.healthCareProviderId}:${p.platformAppId}`;
    if (!allowed.has(p.platformAppId) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return out;
}

/**
 * Spec 1 §5: no call-taker or admin role, all four app flags on and no providers chosen means the
 * user will see all cases; the form asks for confirmation before saving.
 */
export function seesAllCases(
  v: Pick<
    UserFormValues,
    'isSystemAdmin' | 'isAvRaso' | 'isEcmoUser' | 'isTelehealthUser' | 'isVstUser' | 'isVtisUser'
  > & { userHealthCareProviders?: readonly unknown[] | undefined },
): boolean {
  return (
    !v.isSystemAdmin &&
    !v.isAvRaso &&
    Boolean(v.isEcmoUser && v.isTelehealthUser && v.isVstUser && v.isVtisUser) &&
    (v.userHealthCareProviders?.length ?? 0) === 0
  );
}

/** GET /api/ccmp/admin/users?keyword&healthCareProviderIds (repeated). */
export const userSearchQuerySchema = z.object({
  keyword: z.string().trim().max(256).optional(),
  healthCareProviderIds: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(idParam()).max(200),
    )
    .default([]),
});

/** POST /api/ccmp/admin/users/{id}/resend-invitation (SCOUT's own): whether the e-mail went out. */
export const invitationResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type InvitationResult = z.infer<typeof invitationResultSchema>;
