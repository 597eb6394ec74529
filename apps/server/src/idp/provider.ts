import type { FastifyBaseLogger } from 'fastify';
import Provider, {
  type Configuration,
  errors,
  type Grant,
  interactionPolicy,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ACCESS_TOKEN_TTL_SECONDS, GRANT_CLAIM } from '../modules/identity/token-revocation.ts';
import { CLAIMS_BY_SCOPE, findActiveUser, identityClaims, scoutClaims } from './account-claims.ts';
import type { IdpSecrets } from './keys.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';
import { logoutPage, messagePage } from './pages.ts';
import { createPayloadAdapterFactory } from './payload-adapter.ts';
import { observeProvider } from './provider-events.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** Longest a sign-in lasts: session, grant and the refresh-token chain all end with it. */
const SIGN_IN_LIFETIME = 12 * HOUR;
const ACCESS_TOKEN_TTL = ACCESS_TOKEN_TTL_SECONDS;

/** Every scope the SPA asks for; the first-party client is granted all of them without consent. */
const FIRST_PARTY_SCOPE = 'openid profile email offline_access';

export interface ProviderDeps {
  config: AppConfig;
  db: Db;
  secrets: IdpSecrets;
  log: FastifyBaseLogger;
}

/** Where the provider is mounted, from the issuer: "/oidc" for https://host/oidc. */
export function mountPathOf(config: AppConfig): string {
  return new URL(config.oidc.issuer).pathname.replace(/\/+$/, '');
}

/**
 * The resource indicator of the SCOUT API. RFC 8707 requires an absolute URI, which the audience
 * value ("scout-api") is not, so the API's URL names the resource and getResourceServerInfo maps it
 * to the audience the API checks.
 */
export function apiResourceOf(config: AppConfig): string {
  return `${config.publicUrl}/api`;
}

/** SCOUT's userinfo endpoint (served beside the provider, at its usual place). */
export function userinfoUrlOf(config: AppConfig): string {
  return `${config.oidc.issuer.replace(/\/+$/, '')}/me`;
}

/** Origins the SPA is served from: the public URL, plus the Vite dev server under `npm run dev`. */
export function appOrigins(config: AppConfig): string[] {
  return [config.publicUrl, ...(config.devWebOrigin ? [config.devWebOrigin] : [])];
}

function clientMetadata(config: AppConfig) {
  const origins = appOrigins(config);
  return {
    client_id: config.oidc.clientId,
    client_name: 'SCOUT',
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: origins.map((o) => `${o}/auth/callback`),
    post_logout_redirect_uris: origins.map((o) => `${o}/`),
  };
}

/**
 * Users never see a consent screen: SCOUT's own SPA is the only client, so its grant is created (or
 * topped up) here with every scope it may ask for and the API resource.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC, resource: string): Promise<Grant | undefined> {
  const { client, session, result, provider } = ctx.oidc;
  const accountId = ctx.oidc.account?.accountId ?? session?.accountId;
  if (!client || !session || !accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  let grant = grantId ? await provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) grant = undefined;
  const missingScope = (granted: string) =>
    FIRST_PARTY_SCOPE.split(' ').some((s) => !granted.split(' ').includes(s));
  if (grant && !missingScope(grant.getOIDCScope()) && !missingScope(grant.getResourceScope(resource))) {
    return grant;
  }
  grant ??= new provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope(FIRST_PARTY_SCOPE);
  grant.addResourceScope(resource, FIRST_PARTY_SCOPE);
  await grant.save();
  return grant;
}

/**
 * A session whose user was disabled (or deleted) since sign-in must sign in again: without this
 * check the provider would treat the stale session as signed in.
 */
function loginPolicy() {
  const { base, Check } = interactionPolicy;
  const policy = base();
  policy
    .get('login')
    ?.checks.add(
      new Check('account_unavailable', 'the signed-in account can no longer sign in', (ctx) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

export function createProvider({ config, db, secrets, log }: ProviderDeps): Provider {
  const mountPath = mountPathOf(config);
  const resource = apiResourceOf(config);
  const home = `${config.publicUrl}/`;
  const corsOrigins = new Set(appOrigins(config).map((o) => new URL(o).origin));

  const configuration: Configuration = {
    adapter: createPayloadAdapterFactory(db),
    clients: [clientMetadata(config)],
    jwks: { keys: secrets.privateJwks as JWK[] },
    cookies: {
      keys: secrets.cookieKeys,
      // lax, not the library's "none": the SPA is same-site with the provider, and "none" cookies
      // are refused by browsers over plain http (local development).
      long: { signed: true, httpOnly: true, sameSite: 'lax', path: mountPath || '/' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    scopes: FIRST_PARTY_SCOPE.split(' '),
    claims: Object.fromEntries(Object.entries(CLAIMS_BY_SCOPE).map(([scope, names]) => [scope, [...names]])),
    // The client may use the code flow only: nothing else is advertised (no implicit grant).
    responseTypes: ['code'],
    discovery: {
      claim_types_supported: ['normal'],
      // SCOUT's own userinfo endpoint (userinfo.ts), which accepts the access tokens issued here.
      userinfo_endpoint: userinfoUrlOf(config),
    },
    pkce: { methods: ['S256'], required: () => true },
    // Browsers send Origin on every fetch POST, same-origin included; the token and revocation
    // endpoints then ask this, and the library default refuses every origin.
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === config.oidc.clientId && corsOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: true },
      // The library's endpoint accepts only opaque tokens without an audience, and every token
      // issued here is a JWT for the API: SCOUT serves userinfo itself (userinfo.ts).
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form, `${mountPath}/assets/auto-submit.js`);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage({
            heading: M.signedOut,
            message: M.signedOutDetail,
            link: { href: home, text: M.signInAgain },
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: FIRST_PARTY_SCOPE,
            audience: config.oidc.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
          };
        },
      },
    },
    loadExistingGrant: (ctx) => loadFirstPartyGrant(ctx, resource),
    // Every artefact dies with the sign-in session, including refresh tokens: logging out (or the
    // 12-hour session ending) revokes them even though the SPA asked for offline_access.
    expiresWithSession: async () => true,
    // OIDC Core drops offline_access unless the request says prompt=consent, which the SPA never
    // does (there is no consent screen). Refresh tokens are session-bound (above), so issuing them
    // to the SPA grants nothing beyond the sign-in session itself.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async findAccount(_ctx, sub) {
      const user = await findActiveUser(db, sub);
      if (!user) return undefined;
      return { accountId: sub, claims: async () => identityClaims(user) };
    },
    // Spec claims in the access token reflect the user's record when the token is issued (also on
    // refresh); the API still re-reads the record on every call.
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const user = accountId ? await findActiveUser(db, accountId) : null;
      // email lets another service that trusts this issuer (OIDC_USER_CLAIM=email) find the user.
      // The grant names the sign-in, so a logout can revoke its tokens (token-revocation.ts).
      const grantId = 'grantId' in token ? token.grantId : undefined;
      return user ? { email: user.email, ...scoutClaims(user), [GRANT_CLAIM]: grantId } : undefined;
    },
    interactions: {
      policy: loginPolicy(),
      url: async (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: 30 * MINUTE,
      Grant: SIGN_IN_LIFETIME,
      // A rotated token keeps what is left of its predecessor, so rotation never prolongs a sign-in.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SIGN_IN_LIFETIME,
      // Absolute, not sliding: counted from sign-in, whatever the activity since.
      Session: (_ctx, session) =>
        session.loginTs
          ? Math.max(1, session.loginTs + SIGN_IN_LIFETIME - Math.floor(Date.now() / 1000))
          : SIGN_IN_LIFETIME,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage({
        heading: M.errorTitle,
        message: out.error_description ?? out.error,
        link: { href: home, text: M.returnToScout },
      });
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // X-Forwarded-Proto from the trusted proxy makes the https issuer's cookies secure. The client
  // address is set per request by the mount (plugin.ts) from Fastify's request.ip, the one rule
  // TRUST_PROXY sets; maxIpsCount keeps Koa's own reading to the same hop count.
  provider.proxy = config.trustProxy !== false;
  if (typeof config.trustProxy === 'number') provider.app.maxIpsCount = config.trustProxy;
  observeProvider(provider, db, log);
  return provider;
}
