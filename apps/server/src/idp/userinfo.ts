import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../lib/http-errors.ts';
import { CLAIMS_BY_SCOPE, identityClaims } from './account-claims.ts';

type Scope = keyof typeof CLAIMS_BY_SCOPE;
const isScope = (s: string): s is Scope => Object.hasOwn(CLAIMS_BY_SCOPE, s);

/**
 * The OpenID Connect userinfo endpoint (OIDC Core §5.3) at `${issuer}/me`, as discovery advertises
 * it. oidc-provider's own endpoint accepts only opaque access tokens without an audience, and every
 * access token the provider issues is a JWT for the API, so a relying party could never read it
 * (issue 23). This one accepts exactly the tokens the API accepts (same verification, revocation
 * and enabled-user checks: plugins/auth.ts) and answers the claims of the token's scopes from the
 * user's current record, typed as in the ID token (levels are numbers, flags booleans).
 */
export async function userinfoRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  const challenge = (reply: FastifyReply, status: 401 | 403, error?: string, description?: string) => {
    const params = [`realm="${config.oidc.issuer}"`];
    if (error) params.push(`error="${error}"`);
    if (description) params.push(`error_description="${description.replaceAll('"', "'")}"`);
    return reply
      .code(status)
      .header('www-authenticate', `Bearer ${params.join(', ')}`)
      .header('cache-control', 'no-store')
      .send(error ? { error, error_description: description } : { error: 'invalid_request' });
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/me',
    schema: { hide: true },
    handler: async (request, reply) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return challenge(reply, 401);
      let identity: Awaited<ReturnType<FastifyInstance['authenticateBearer']>>;
      try {
        identity = await app.authenticateBearer(header.slice(7).trim(), request.method !== 'GET');
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) {
          return challenge(reply, 401, 'invalid_token', err.message);
        }
        throw err;
      }
      const scopes = new Set(
        typeof identity.payload.scope === 'string' ? identity.payload.scope.split(' ') : [],
      );
      if (!scopes.has('openid')) {
        return challenge(reply, 403, 'insufficient_scope', 'the access token lacks the openid scope');
      }
      const claims: Record<string, unknown> = identityClaims(identity.user);
      const released = new Set<string>([...scopes].filter(isScope).flatMap((s) => CLAIMS_BY_SCOPE[s]));
      const body = Object.fromEntries(Object.entries(claims).filter(([name]) => released.has(name)));
      return reply.header('cache-control', 'no-store').send(body);
    },
  });
}
