import type { Principal } from '@scout/domain/access/principal';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { IdpSecrets } from '../idp/keys.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { isTokenRevoked } from '../modules/identity/token-revocation.ts';
import { findUserByEmail, type UserRow, userPrincipal } from '../modules/identity/users.repo.ts';
import { CurrentUserCache } from './current-user-cache.ts';

export type AccessRule = (p: Principal) => boolean;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route needs no token (health, config, version, docs, the sign-in pages). */
    public?: boolean;
    /**
     * The rule the signed-in user must pass (`signedIn` for any signed-in user). Every route
     * declares either this or `public: true`; a route with neither stops the server at start-up.
     */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /**
     * Checks a bearer token as every API route does (signature, issuer, audience, revocation, an
     * enabled user); throws 401 otherwise. `fresh` reads the user's record past the cache.
     */
    authenticateBearer(token: string, fresh?: boolean): Promise<BearerIdentity>;
  }
  interface FastifyRequest {
    /** The signed-in user's current record (set by the auth hook on non-public routes). */
    currentUser: UserRow | null;
    principal: Principal | null;
  }
}

/** Who a valid, unrevoked bearer token speaks for: the verified claims and the current record. */
export interface BearerIdentity {
  payload: JWTPayload;
  user: UserRow;
}

/** The access rule of a route any signed-in, enabled user may call (their own account, lookups). */
export const signedIn: AccessRule = () => true;

/**
 * Declares every route registered later in this scope public: for third-party plugins whose
 * routes cannot carry a config (API docs, static web files) and for the bundled provider, whose
 * pages authenticate by their own means (password, sessions). Call it first in the scope.
 */
export function declareRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}

/** The routes that declare neither `public: true` nor an access rule. */
export function undeclaredRoutes(routes: readonly RouteOptions[]): string[] {
  return routes
    .filter((r) => r.config?.public !== true && typeof r.config?.access !== 'function')
    .map((r) => `${[r.method].flat().join(',')} ${r.url}`);
}

/** The principal of an authenticated route; throws 401 if called on a public one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
export function currentUserOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

function keySource(config: AppConfig, secrets: IdpSecrets | null): JWTVerifyGetKey {
  if (config.oidc.bundled && secrets) return createLocalJWKSet({ keys: secrets.publicJwks });
  let remote: JWTVerifyGetKey | null = null;
  return async (header, token) => {
    if (!remote) {
      const res = await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery failed with ${res.status}`);
      const meta = (await res.json()) as { jwks_uri: string };
      remote = createRemoteJWKSet(new URL(meta.jwks_uri));
    }
    return remote(header, token);
  };
}

/**
 * Tokens already verified, with their claims, until they expire. Verifying an RS256 signature
 * costs more than the rest of a light request; the claims cannot change for a given token, so a
 * repeat of the same token is answered from here. Expiry is checked on every use; what the user
 * may do still comes from the current user record (below). Bounded: the oldest entries go first.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { payload: JWTPayload; expiresAtMs: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  get(token: string, nowMs = Date.now()): JWTPayload | null {
    const hit = this.entries.get(token);
    if (!hit) return null;
    if (hit.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return null;
    }
    return hit.payload;
  }

  set(token: string, payload: JWTPayload): void {
    // A token without an expiry is verified every time rather than trusted for ever.
    if (typeof payload.exp !== 'number') return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { payload, expiresAtMs: payload.exp * 1000 });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Every method but GET and HEAD may change something: such requests never use the cache. */
const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * Authentication is decided by the route the router MATCHED, never by the URL text (which may
 * spell the same path in other ways: `/%61pi/...`). Every route declares `public: true` or the
 * access rule it needs (checked at start-up); a request that matched no route reaches only the
 * not-found handler, which reveals nothing. A non-public route requires a bearer token: it proves
 * who the caller is; what they may do comes from their CURRENT user record, so disabling an account
 * or lowering access takes effect on the next call. The same record says which tokens were revoked
 * before they expire (logout, password set, account disabled: token-revocation.ts), so no further
 * query is needed for that. The record is read from the database, or for reads (GET) from the current-user cache while the database announces every change to users
 * (see current-user-cache.ts). Every other request reads the record for itself, and empties the
 * cache before its answer leaves, so a change made through this process is seen by the very next
 * request without waiting for the announcement.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Db;
    database?: Pick<Database, 'listen'>;
    secrets: IdpSecrets | null;
    /** Every route of the app (collected by an onRoute hook): checked for a declaration at start-up. */
    routes: readonly RouteOptions[];
  },
) {
  const { config, db, routes } = deps;
  const current = new CurrentUserCache<UserRow>(deps.database?.listen);
  app.addHook('onReady', () => current.start());
  app.addHook('onClose', () => current.stop());
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (isWrite(request)) current.clear();
    done(null, payload);
  });
  const getKey = keySource(config, deps.secrets);
  const verified = new VerifiedTokenCache();
  app.decorateRequest('currentUser', null);
  app.decorateRequest('principal', null);

  // Read on every request: a named prepared statement, planned once per connection.
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_by_id');

  /** Reads (GET) may use the cache; every other request is authorised on a record read for it. */
  async function userFor(payload: JWTPayload, fresh: boolean): Promise<UserRow | null> {
    if (config.oidc.bundled) {
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id)) return null;
      return current.get(`id:${id}`, async () => (await userById.execute({ id }))[0] ?? null, fresh);
    }
    const name = payload[config.oidc.userClaim];
    if (typeof name !== 'string') return null;
    return current.get(`name:${name.toLowerCase()}`, () => findUserByEmail(db, name), fresh);
  }

  app.addHook('onReady', async () => {
    const undeclared = undeclaredRoutes(routes);
    if (undeclared.length) {
      throw new Error(
        `Every route must declare config.public or config.access; these declare neither: ${undeclared.join('; ')}`,
      );
    }
  });

  /**
   * A token the issuer signed for the API, not revoked since (the user's record holds what ended
   * early: token-revocation.ts), of a user who is still enabled.
   */
  async function authenticateBearer(token: string, fresh = false): Promise<BearerIdentity> {
    let payload = verified.get(token);
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, getKey, {
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
        }));
      } catch {
        throw unauthorized(API_MESSAGES.invalidToken);
      }
      verified.set(token, payload);
    }
    const user = await userFor(payload, fresh);
    if (!user) throw unauthorized(API_MESSAGES.unknownUser);
    if (isTokenRevoked(user, payload)) throw unauthorized(API_MESSAGES.invalidToken);
    if (!user.accountEnabled) throw unauthorized(API_MESSAGES.accountDisabled);
    return { payload, user };
  }
  app.decorate('authenticateBearer', authenticateBearer);

  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers 404 and reaches nothing.
    if (request.is404) return;
    const routeConfig = request.routeOptions.config;
    if (routeConfig.public === true) return;
    // Defence in depth: start-up refuses such a route, so this cannot happen.
    const access = routeConfig.access;
    if (typeof access !== 'function') throw unauthorized();
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    const { user } = await authenticateBearer(header.slice(7).trim(), isWrite(request));
    request.currentUser = user;
    request.principal = userPrincipal(user);
    if (!access(request.principal)) throw forbidden();
  });
}
