import { languageSearchQuerySchema, spokenLanguageSchema } from '@scout/domain/patients/lookups.schema';
import { searchAsclLanguages } from '@scout/domain/patients/reference/ascl-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';

/**
 * GET /api/ccmp/spoken-language-codes/search?keyword: ASCL 2016 languages (versioned reference
 * data in the domain package) whose name contains the keyword or whose code starts with it, from
 * 3 characters (shorter answers 400 on keyword). Any signed-in user: language pickers of any form.
 */
export const languageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  app.get(
    '/api/ccmp/spoken-language-codes/search',
    {
      config: { access: signedIn },
      schema: {
        tags: ['lookups'],
        querystring: languageSearchQuerySchema,
        response: { 200: z.array(spokenLanguageSchema) },
      },
    },
    async (request) => searchAsclLanguages(request.query.keyword),
  );
};
