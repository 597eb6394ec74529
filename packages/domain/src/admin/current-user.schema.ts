import { z } from 'zod';
import { principalSchema } from '../access/principal.ts';

/** GET /api/ccmp/admin/users/current: the signed-in user's current record and what it allows. */
export const currentUserSchema = principalSchema.extend({
  givenName: z.string(),
  surname: z.string(),
  hasMfa: z.boolean(),
  healthCareProviderIds: z.array(
    z.object({ healthCareProviderId: z.number().int(), platformAppId: z.number().int() }),
  ),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const logInformationSchema = z.object({ message: z.string().min(1).max(4000) });
export const logErrorSchema = z.object({
  message: z.string().min(1).max(4000),
  errorMessage: z.string().max(20000).optional().default(''),
});
export const assemblyVersionSchema = z.object({ assemblyVersion: z.string() });

export const mfaSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export const mfaVerifySchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') });
