import { z } from 'zod';

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
  id: z.number().int().nonnegative().optional().nullable(),
  name: requiredText(JURISDICTION_MESSAGES.nameRequired, 100),
  shortName: requiredText(JURISDICTION_MESSAGES.shortNameRequired, 20),
  isActive: z.boolean().default(true),
  countryId: z.number().int().positive(),
  lastModified: z.iso.datetime({ offset: true }).optional(),
  forceUpdate: z.boolean().optional(),
});
export type JurisdictionInput = z.infer<typeof jurisdictionSchema>;

export const jurisdictionSchemaForUpdate = jurisdictionSchema.extend({ id: z.number().int().positive() });

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
export const setParticipatingSchema = z.object({ id: z.number().int().positive() });
