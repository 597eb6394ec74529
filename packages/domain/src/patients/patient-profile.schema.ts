import { z } from 'zod';
import { STATE_OPTIONS } from '../admin/provider-types.ts';
import { ALWAYS } from '../api/cross-field.ts';
import { DB_INT_MAX, ID_MESSAGES, pageNumberParam } from '../api/ids.ts';
import { dateOfBirthError, todayIn } from './dates.ts';
import { GENDERS, PATIENT_LIMITS as L } from './limits.ts';
import { PATIENT_MESSAGES as M, maxLengthMessage } from './messages.ts';

const DEFAULT_TIME_ZONE = 'Australia/Melbourne';
export const STATE_VALUES = STATE_OPTIONS.map((s) => s.value) as [string, ...string[]];

/** Optional free text: trimmed, empty becomes null, limited to `max` with the spec's message. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .nullish()
    .transform((v) => (v ? v : null));

const requiredName = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(L.name, maxLengthMessage(L.name));

/** The address parts of spec 1 §3 and §5; shared by the profile and the update-address call. */
export const addressShape = {
  livesOverseas: z.boolean().default(false),
  addressUnitOrRoomNumber: optionalText(L.unitOrRoom),
  addressStreetNumber: optionalText(L.streetNumber),
  addressStreetName: optionalText(L.streetName),
  addressSuburb: optionalText(L.suburb),
  addressState: z
    .enum(STATE_VALUES)
    .nullish()
    .transform((v) => v ?? null),
  addressPostcode: optionalText(L.postcode),
  /** SACC code of the address's country. */
  addressCountryCode: z
    .number({ error: ID_MESSAGES.invalid })
    .int(ID_MESSAGES.invalid)
    .positive(ID_MESSAGES.invalid)
    .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
    .nullish()
    .transform((v) => v ?? null),
};
type AddressValues = {
  livesOverseas: boolean;
  addressStreetNumber: string | null;
  addressStreetName: string | null;
  addressSuburb: string | null;
  addressState: string | null;
  addressPostcode: string | null;
  addressCountryCode: number | null;
};

export const ADDRESS_REQUIRED_FIELDS = [
  'addressStreetNumber',
  'addressStreetName',
  'addressSuburb',
  'addressState',
  'addressPostcode',
] as const;

/**
 * Street, suburb, state and postcode are required unless the patient lives overseas; the
 * country always is. Missing parts block the save with the spec's address message.
 */
export function checkAddress(v: AddressValues, ctx: z.RefinementCtx) {
  if (blank(v.addressCountryCode))
    ctx.addIssue({ code: 'custom', path: ['addressCountryCode'], message: M.required });
  if (v.livesOverseas === true) return;
  const missing = ADDRESS_REQUIRED_FIELDS.filter((f) => blank(v[f]));
  if (!missing.length) return;
  ctx.addIssue({ code: 'custom', path: ['address'], message: M.addressRequired });
  for (const f of missing) ctx.addIssue({ code: 'custom', path: [f], message: M.required });
}

/**
 * Cross-field rules run even when other fields are blank (so a form shows every problem at once;
 * ALWAYS, api/cross-field.ts), hence `blank` rather than `=== null`.
 */
const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

export const addressSchema = z.object(addressShape).superRefine(checkAddress, ALWAYS);
export type AddressInput = z.infer<typeof addressSchema>;

/** One URN/THCI entry: the patient's record number at a health care provider. */
export const patientUrnSchema = z.object({
  healthCareProviderId: z
    .number({ error: M.required })
    .int()
    .positive(M.required)
    .max(DB_INT_MAX, ID_MESSAGES.tooLarge),
  urn: z.string({ error: M.required }).trim().min(1, M.required).max(L.urn, maxLengthMessage(L.urn)),
  healthCareProviderName: z.string().optional(),
  healthCareProviderNickName: z.string().optional(),
});

function checkUrns(entries: Array<{ healthCareProviderId: number }>, ctx: z.RefinementCtx) {
  if (!Array.isArray(entries)) return;
  const seen = new Set<number>();
  entries.forEach((e, i) => {
    if (typeof e?.healthCareProviderId !== 'number') return;
    if (seen.has(e.healthCareProviderId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['patientHealthCareProviders', i, 'healthCareProviderId'],
        message: M.duplicateUrnProvider,
      });
    }
    seen.add(e.healthCareProviderId);
  });
}

/**
 * Body of POST (create) and PUT (update) /api/ccmp/patientprofiles. `today` is the service's
 * current date (YYYY-MM-DD, service time zone) for the future-date rule. Age is derived from the
 * date of birth when one is given.
 */
export function makePatientProfileSchema(today: () => string = () => todayIn(DEFAULT_TIME_ZONE)) {
  return z
    .object({
      id: z
        .number({ error: ID_MESSAGES.invalid })
        .int(ID_MESSAGES.invalid)
        .nonnegative(ID_MESSAGES.invalid)
        .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
        .nullish(),
      lastName: requiredName,
      firstName: requiredName,
      middlename: optionalText(L.name),
      dateOfBirth: z
        .string()
        .trim()
        .nullish()
        .transform((v) => (v ? v : null)),
      age: z
        .number({ error: M.enterNumber })
        .int(M.ageWholeYears)
        .min(0, M.ageRange)
        .max(150, M.ageRange)
        .nullish()
        .transform((v) => v ?? null),
      gender: z.enum(GENDERS, { error: M.required }),
      emailAddress: z
        .string()
        .trim()
        .max(L.email, maxLengthMessage(L.email))
        .nullish()
        .transform((v) => (v ? v : null))
        .refine((v) => v === null || z.email().safeParse(v).success, M.invalidEmail),
      countryCode: z
        .number({ error: ID_MESSAGES.invalid })
        .int(ID_MESSAGES.invalid)
        .positive(ID_MESSAGES.invalid)
        .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
        .nullish()
        .transform((v) => v ?? null),
      ...addressShape,
      patientHealthCareProviders: z.array(patientUrnSchema).min(1, M.atLeastOneUrn),
      lastModified: z.iso.datetime({ offset: true }).optional(),
      forceUpdate: z.boolean().optional(),
    })
    .superRefine((v, ctx) => {
      if (blank(v.dateOfBirth) && blank(v.age)) {
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: M.dobOrAge });
      }
      if (typeof v.dateOfBirth === 'string' && !blank(v.dateOfBirth)) {
        const error = dateOfBirthError(v.dateOfBirth, today());
        if (error) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: error });
      }
      checkAddress(v, ctx);
      checkUrns(v.patientHealthCareProviders, ctx);
    }, ALWAYS);
}
export const patientProfileSchema = makePatientProfileSchema();
export type PatientProfileInput = z.infer<typeof patientProfileSchema>;

export const vtisActiveConsultSchema = z.object({ id: z.number().int(), status: z.string() });

/** A patient profile as the API returns it. */
export const patientProfileSchemaOut = z.object({
  id: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  middlename: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS),
  emailAddress: z.string().nullable(),
  countryCode: z.number().int().nullable(),
  livesOverseas: z.boolean(),
  addressUnitOrRoomNumber: z.string().nullable(),
  addressStreetNumber: z.string().nullable(),
  addressStreetName: z.string().nullable(),
  addressSuburb: z.string().nullable(),
  addressState: z.string().nullable(),
  addressPostcode: z.string().nullable(),
  addressCountryCode: z.number().int().nullable(),
  patientHealthCareProviders: z.array(
    z.object({
      healthCareProviderId: z.number().int(),
      healthCareProviderName: z.string(),
      healthCareProviderNickName: z.string(),
      urn: z.string(),
    }),
  ),
  activeEcmoCaseId: z.number().int().nullable(),
  activeVstConsultId: z.number().int().nullable(),
  activeOutpatientId: z.number().int().nullable(),
  activeTelehealthCaseId: z.number().int().nullable(),
  activeVtisConsults: z.array(vtisActiveConsultSchema),
  lastModified: z.string(),
  /**
   * Set on a retired profile: it was merged into this profile. GET of a retired id still answers
   * (old links keep working and can follow it); search never lists it and it cannot be changed.
   */
  mergedIntoId: z.number().int().nullable().optional(),
});
export type PatientProfile = z.infer<typeof patientProfileSchemaOut>;

export const PATIENT_SORT_FIELDS = [
  'lastName',
  'firstName',
  'dateOfBirth',
  'age',
  'gender',
  'lastModified',
] as const;

/** GET /api/ccmp/patientprofiles/search */
export const patientSearchQuerySchema = z.object({
  keyword: z.string().trim().max(200).optional().default(''),
  pageSize: z.coerce.number().int().min(1).max(100).default(L.pageSize),
  pageNumber: pageNumberParam().default(1),
  sortField: z.enum(PATIENT_SORT_FIELDS).default('lastName'),
  sortDir: z.enum(['asc', 'desc', 'ascend', 'descend']).default('asc'),
});
export type PatientSearchQuery = z.infer<typeof patientSearchQuerySchema>;

/** What the server accepts: the search starts at 2 characters (spec 1 §5, §9). */
export const patientSearchRequestSchema = patientSearchQuerySchema.extend({
  keyword: z.string().trim().min(L.searchMinChars, M.keywordTooShort).max(200),
});

export const patientSearchResultSchema = z.object({
  profiles: z.array(patientProfileSchemaOut),
  totalRecordsCount: z.number().int(),
});

export const previousAddressSchema = z.object({
  id: z.number().int(),
  addressUnitOrRoomNumber: z.string().nullable(),
  addressStreetNumber: z.string().nullable(),
  addressStreetName: z.string().nullable(),
  addressSuburb: z.string().nullable(),
  addressState: z.string().nullable(),
  addressPostcode: z.string().nullable(),
  addressCountryCode: z.number().int().nullable(),
  country: z.string().nullable(),
  livesOverseas: z.boolean(),
  addedAt: z.string(),
});
export type PreviousAddress = z.infer<typeof previousAddressSchema>;
