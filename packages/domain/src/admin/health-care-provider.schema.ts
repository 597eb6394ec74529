import { z } from 'zod';
import { ALWAYS } from '../api/cross-field.ts';
import { DB_INT_MAX, ID_MESSAGES, idParam } from '../api/ids.ts';
import { HEALTH_CARE_PROVIDER_TYPES } from './provider-types.ts';

/** Health care provider messages: spec 1 §5 and §8 verbatim, then SCOUT's own (marked). */
export const HEALTH_CARE_PROVIDER_MESSAGES = {
  required: 'Required',
  faxMin: 'Fax number has a minimum of 9 characters',
  faxMax: 'Fax number has a maximum of 12 characters',
  logoType: 'You can only upload JPG/PNG file!',
  logoSize: 'Image must smaller than 2MB!',
  loadFailed: 'Unable to load health care providers due to a server error',
  saveFailed: (name: string) => `Unable to create/update health care provider ${name}`,
  logoUploadFailed: 'Logo upload failed',
  logoDeleteFailed: 'Logo delete failed!',
  // Not in the spec (chosen for SCOUT):
  unknownType: 'Choose a type from the list',
  faxRequiredWhenEnabled: 'Enter the fax number or turn this fax off',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  websiteLink: 'Enter a web address starting with http:// or https://',
  jurisdictionNotInCountry: 'The jurisdiction does not belong to the selected country',
  jurisdictionNotFound: 'Jurisdiction not found',
  countryNotFound: 'Country not found',
  keywordTooShort: 'Enter at least 3 characters',
  logoMissing: 'Choose a JPG or PNG file to upload',
} as const;

/** Spec 1 §9: JPG or PNG, under 2MB (a file of exactly 2MB is refused, as antd's own example does). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
/** The multipart field of POST /api/ccmp/healthcareproviders/{id}/logo. */
export const LOGO_FIELD = 'logoFile';

export const FAX_MIN_LENGTH = 9;
export const FAX_MAX_LENGTH = 12;
/** Spec 1 §5: provider search starts at 3 characters. */
export const PROVIDER_SEARCH_MIN_LENGTH = 3;

const M = HEALTH_CARE_PROVIDER_MESSAGES;
const tooLong = (max: number) => `Must have less than ${max} letters`;

const requiredText = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, tooLong(max));

/** Optional free text: the form sends '' for an empty box, the API may send null or leave it out. */
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).nullish();

const requiredId = z.number({ error: M.required }).int(M.required).positive(M.required);

/** A fax number is 9 to 12 characters when given (spec 1 §5); empty means none. */
export const faxNumberSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length >= FAX_MIN_LENGTH, M.faxMin)
  .refine((v) => v === '' || v.length <= FAX_MAX_LENGTH, M.faxMax)
  .nullish();

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).nullish();

export const dischargeSummaryConfigurationSchema = z.object({
  contactNumber: optionalText(30),
  headerSection: optionalText(4000),
  footerSection: optionalText(4000),
});
export type DischargeSummaryConfiguration = z.infer<typeof dischargeSummaryConfigurationSchema>;

const FAXES = [
  ['faxED', 'faxEDEnabled'],
  ['faxClinic', 'faxClinicEnabled'],
  ['faxVtis', 'faxVtisEnabled'],
] as const;

const providerFields = z.object({
  id: z.number().int().nonnegative().max(DB_INT_MAX, ID_MESSAGES.tooLarge).nullish(),
  name: requiredText(200),
  /** "Common name" on screen. */
  nickName: requiredText(100),
  healthCareProviderType: z.enum(HEALTH_CARE_PROVIDER_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? M.required : M.unknownType,
  }),
  countryId: requiredId,
  jurisdictionId: requiredId,
  address: optionalText(500),
  phoneNumber: optionalText(30),
  commonwealthReferenceNumber: optionalText(50),
  anzicsId: optionalText(50),
  websiteLink: z
    .string()
    .trim()
    .max(500, tooLong(500))
    .refine((v) => v === '' || isHttpUrl(v), M.websiteLink)
    .nullish(),
  coordinateLat: coordinate(90, M.latitudeRange),
  coordinateLng: coordinate(180, M.longitudeRange),
  faxED: faxNumberSchema,
  faxEDEnabled: z.boolean().default(false),
  faxClinic: faxNumberSchema,
  faxClinicEnabled: z.boolean().default(false),
  faxVtis: faxNumberSchema,
  faxVtisEnabled: z.boolean().default(false),
  isActive: z.boolean().default(true),
  boxEnabled: z.boolean().default(false),
  vtisEnabled: z.boolean().default(false),
  dischargeSummaryConfiguration: dischargeSummaryConfigurationSchema.nullish(),
  /** Optimistic concurrency (GUIDE §3.4): the version the user edited, and the override. */
  lastModified: z.iso.datetime({ offset: true }).optional(),
  forceUpdate: z.boolean().optional(),
});

/**
 * Not in the spec, decided for SCOUT: a fax that is switched on needs its number. Faxes are how
 * discharge summaries and VTIS documents reach the hospital; an enabled fax without a number
 * would fail silently at send time, so the form says so at entry.
 */
function enabledFaxesHaveNumbers(value: z.output<typeof providerFields>, ctx: z.RefinementCtx) {
  if (typeof value !== 'object' || value === null) return;
  for (const [fax, enabled] of FAXES) {
    const number = value[fax];
    if (value[enabled] === true && !(typeof number === 'string' && number.trim())) {
      ctx.addIssue({ code: 'custom', path: [fax], message: M.faxRequiredWhenEnabled });
    }
  }
}

/**
 * Body of POST /api/ccmp/healthcareproviders/create and PUT /api/ccmp/healthcareproviders (spec 1
 * §3, §5), and the schema of the provider form. Whether the jurisdiction belongs to the country
 * is checked by the server (it needs the database).
 */
export const healthCareProviderSchema = providerFields.superRefine(enabledFaxesHaveNumbers, ALWAYS);
export type HealthCareProviderInput = z.input<typeof healthCareProviderSchema>;
export type HealthCareProviderValues = z.output<typeof healthCareProviderSchema>;

export const healthCareProviderSchemaForUpdate = providerFields
  .extend({ id: z.number({ error: M.required }).int().positive().max(DB_INT_MAX, ID_MESSAGES.tooLarge) })
  .superRefine(enabledFaxesHaveNumbers, ALWAYS);

/** GET /api/ccmp/healthcareproviders/search (spec 1 §7); countryId and activeOnly are SCOUT's. */
export const providerSearchQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= PROVIDER_SEARCH_MIN_LENGTH, M.keywordTooShort)
    .optional(),
  healthCareProviderType: z.enum(HEALTH_CARE_PROVIDER_TYPES, { error: M.unknownType }).optional(),
  jurisdictionId: idParam().optional(),
  /** The list page filters by country too (spec 1 §2); not among the spec's parameters. */
  countryId: idParam().optional(),
  /** Pickers in the clinical modules offer active providers only. */
  activeOnly: z.enum(['true', 'false']).optional(),
});
export type ProviderSearchQuery = z.input<typeof providerSearchQuerySchema>;

/** What the server answers for one provider: the stored fields, names for display, logo flag. */
export const healthCareProviderResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickName: z.string(),
  healthCareProviderType: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  jurisdictionId: z.number().int(),
  jurisdictionName: z.string(),
  jurisdictionShortName: z.string(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  commonwealthReferenceNumber: z.string().nullable(),
  anzicsId: z.string().nullable(),
  websiteLink: z.string().nullable(),
  coordinateLat: z.number().nullable(),
  coordinateLng: z.number().nullable(),
  faxED: z.string().nullable(),
  faxEDEnabled: z.boolean(),
  faxClinic: z.string().nullable(),
  faxClinicEnabled: z.boolean(),
  faxVtis: z.string().nullable(),
  faxVtisEnabled: z.boolean(),
  isActive: z.boolean(),
  boxEnabled: z.boolean(),
  vtisEnabled: z.boolean(),
  dischargeSummaryConfiguration: z.object({
    contactNumber: z.string().nullable(),
    headerSection: z.string().nullable(),
    footerSection: z.string().nullable(),
  }),
  /** True when a logo is stored; the image itself comes from GET .../{id}/logo. */
  hasLogo: z.boolean(),
  lastModified: z.string(),
});
export type HealthCareProvider = z.infer<typeof healthCareProviderResponseSchema>;

/** GET /api/ccmp/healthcareproviders/{id}/logo (spec 1 §3: contentType, imageData as base64). */
export const providerLogoSchema = z.object({
  contentType: z.enum(LOGO_CONTENT_TYPES),
  imageData: z.string(),
});
export type ProviderLogo = z.infer<typeof providerLogoSchema>;

/**
 * The file's real kind from its first bytes, whatever its name or declared type says:
 * JPEG starts FF D8 FF, PNG with its 8-byte signature. Anything else is null (refused).
 */
export function detectLogoContentType(bytes: Uint8Array): LogoContentType | null {
  const starts = (signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/**
 * The form's check before upload (spec 1 §5): declared type JPG/PNG, under 2MB. Returns the
 * spec's message, or null when the file may be sent; the server checks the bytes again.
 */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return M.logoType;
  if (file.size >= LOGO_MAX_BYTES) return M.logoSize;
  return null;
}
