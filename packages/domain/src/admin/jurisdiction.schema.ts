import { z } from 'zod';
import { DB_INT_MAX, dbId, ID_MESSAGES } from '../api/ids.ts';

export const JURISDICTION_MESSAGES = {
  nameRequired: 'Please enter jurisdiction name',
  shortNameRequired: 'Please enter jurisdiction short name or abbreviation',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must have less than ${max} letters`);

/**
 * Body of POST /api/ccmp/jurisdictions/create and /update (spec 1 §7). `lastModified` and
 * `forceUpdate` are SCOUT's optimistic-concurrency fields: an update carrying a stale
 * lastModified answers 409 unless forceUpdate is true.
 */
export const jurisdictionSchema = z.object({
  id: z.number().int().nonnegative().max(DB_INT_MAX, ID_MESSAGES.tooLarge).optional().nullable(),
  name: requiredText(JURISDICTION_MESSAGES.nameRequired, 100),
  shortName: requiredText(JURISDICTION_MESSAGES.shortNameRequired, 20),
  isActive: z.boolean().default(true),
  countryId: dbId(),
  lastModified: z.iso.datetime({ offset: true }).optional(),
  forceUpdate: z.boolean().optional(),
});
export type JurisdictionInput = z.infer<typeof jurisdictionSchema>;

export const jurisdictionSchemaForUpdate = jurisdictionSchema.extend({ id: dbId() });

export const jurisdictionResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  isActive: z.boolean(),
  countryId: z.number().int(),
  lastModified: z.string(),
});
export type Jurisdiction = z.infer<typeof jurisdictionResponseSchema>;

export const countrySchema = z.object({ id: z.number().int(), name: z.string(), shortName: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const setParticipatingSchema = z.object({ id: dbId() });

/** Countries page banners and toasts, verbatim from spec 1 §8. */
export const COUNTRY_MESSAGES = {
  loadCountriesFailed: 'Unable to load countries',
  loadJurisdictionsFailed: 'Unable to load jurisdictions',
  createJurisdictionFailed: (name: string, country: string) =>
    `Unable to create jurisdiction ${name} for ${country}`,
  updateJurisdictionFailed: (name: string) => `Unable to update jurisdiction ${name}`,
  addFailed: (country: string) => `Unable to add ${country} to the participating list`,
  removeFailed: (country: string) => `Unable to remove ${country} from the participating list`,
  // Not in the spec (chosen for SCOUT):
  keywordTooShort: 'Enter at least 3 characters',
} as const;

/** Spec 1 §5: country search starts at 3 characters. */
export const COUNTRY_SEARCH_MIN_LENGTH = 3;
/** Most countries GET /api/ccmp/countries/find answers with (SACC lists about 250). */
export const COUNTRY_SEARCH_LIMIT = 50;

/** GET /api/ccmp/countries/find?keyword&onlyNonParticipatingCountries (spec 1 §7). */
export const countryFindQuerySchema = z.object({
  keyword: z
    .string({ error: COUNTRY_MESSAGES.keywordTooShort })
    .trim()
    .min(COUNTRY_SEARCH_MIN_LENGTH, COUNTRY_MESSAGES.keywordTooShort)
    .max(100),
  onlyNonParticipatingCountries: z.enum(['true', 'false']).optional(),
});
export type CountryFindQuery = z.input<typeof countryFindQuerySchema>;
