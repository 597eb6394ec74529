import { addressSearchQuerySchema, addressSearchResultSchema } from '@scout/domain/patients/lookups.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAddressSearch } from '../../integrations/address/address-search.ts';
import { signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** A person is waiting at a form: give up on the geocoder after this long. */
const ADDRESS_SEARCH_TIMEOUT_MS = 5000;
const MAX_RESULTS = 10;

/**
 * GET /api/ccmp/address/search?query: address suggestions from 8 characters (spec 1 §5) through
 * the address adapter (bundled gazetteer, or the geocoder of ADDRESS_SEARCH_URL). Any signed-in
 * user. The query is not logged or audited: it is an address being typed, not a patient record.
 */
export const addressRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { config }) => {
  const driver = createAddressSearch({ ...config.addressSearch, timeoutMs: ADDRESS_SEARCH_TIMEOUT_MS });
  app.get(
    '/api/ccmp/address/search',
    {
      config: { access: signedIn },
      schema: {
        tags: ['lookups'],
        querystring: addressSearchQuerySchema,
        response: { 200: z.array(addressSearchResultSchema) },
      },
    },
    async (request) => driver.search(request.query.query, MAX_RESULTS),
  );
};
