import { countryCallingCodes, searchCountryCallingCodes } from '@scout/domain/admin/phone-number';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';

const querystring = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** ISO codes, repeated or comma-separated (AU,NZ); narrows the list. */
  allowedCountryCodes: z
    .preprocess(
      (v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
      z.array(z.string().trim().max(3)).max(300),
    )
    .default([]),
});

const countryCodeSchema = z.object({ countryCode: z.string(), callingCode: z.string(), name: z.string() });

/**
 * GET /api/ccmp/country-codes/search?keyword&allowedCountryCodes: phone country codes from
 * libphonenumber-js's metadata with English names. Any signed-in user (phone inputs of any form).
 */
export const countryCodeRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  const all = countryCallingCodes();
  app.get(
    '/api/ccmp/country-codes/search',
    {
      config: { access: signedIn },
      schema: { tags: ['lookups'], querystring, response: { 200: z.array(countryCodeSchema) } },
    },
    async (request) =>
      searchCountryCallingCodes(all, request.query.keyword, request.query.allowedCountryCodes),
  );
};
