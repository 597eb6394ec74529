import { z } from 'zod';

/** GET /api/config (public): what the browser needs before sign-in. */
export const clientConfigSchema = z.object({
  oidcAuthority: z.string(),
  oidcClientId: z.string(),
  oidcScope: z.string(),
  environment: z.string(),
  assemblyVersion: z.string(),
  timeZone: z.string(),
  supportPhones: z.object({ vecmos: z.string(), stroke: z.string() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
