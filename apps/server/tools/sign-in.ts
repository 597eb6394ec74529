import crypto from 'node:crypto';
import { totpCode } from '../src/idp/totp.ts';
import { alertText, formAction, hiddenFields, OidcBrowser, type PageResponse } from './oidc-browser.ts';

/**
 * Signing in to a running SCOUT in tests exactly as the SPA does: authorization code flow with
 * PKCE against the bundled provider, through its real sign-in pages. There is no test bypass.
 */

export interface SignInTokens {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
}

export interface SignInOptions {
  /** Base32 TOTP secret of a user with MFA; the helper computes the current code from it. */
  totpSecret?: string;
  /** Reuse a browser (its cookies) across calls, e.g. to sign out afterwards or test SSO. */
  browser?: OidcBrowser;
}

/** The sign-in was refused; `message` is the text the page showed (e.g. SIGN_IN_MESSAGES.invalidCredentials). */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly page?: PageResponse,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  revocation_endpoint?: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Origin of the SPA: sent as the Origin header of token requests, as a browser does. */
  appOrigin: string;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** What the SPA learns at start: /api/config, then the provider's discovery document. */
export async function providerMetadata(baseUrl: string): Promise<ProviderMetadata> {
  const config = await getJson<{ oidcAuthority: string; oidcClientId: string; oidcScope: string }>(
    `${baseUrl}/api/config`,
  );
  const discovery = await getJson<
    Omit<ProviderMetadata, 'clientId' | 'scope' | 'redirectUri' | 'postLogoutRedirectUri' | 'appOrigin'>
  >(`${config.oidcAuthority}/.well-known/openid-configuration`);
  return {
    ...discovery,
    clientId: config.oidcClientId,
    scope: config.oidcScope,
    redirectUri: `${baseUrl}/auth/callback`,
    postLogoutRedirectUri: `${baseUrl}/`,
    appOrigin: new URL(baseUrl).origin,
  };
}

const random = () => crypto.randomBytes(32).toString('base64url');

export interface AuthorizationStart {
  meta: ProviderMetadata;
  browser: OidcBrowser;
  codeVerifier: string;
  state: string;
  /** The login page, or (when the browser already has a session) the redirect to the callback. */
  page: PageResponse;
}

/** Opens the authorization endpoint and follows redirects to the sign-in page (or the callback). */
export async function startAuthorization(
  baseUrl: string,
  browser = new OidcBrowser(),
): Promise<AuthorizationStart> {
  const meta = await providerMetadata(baseUrl);
  const codeVerifier = random();
  const state = random();
  const url = new URL(meta.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: meta.clientId,
    response_type: 'code',
    redirect_uri: meta.redirectUri,
    scope: meta.scope,
    state,
    nonce: random(),
    code_challenge: crypto.createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const page = await browser.follow(url, meta.redirectUri);
  return { meta, browser, codeVerifier, state, page };
}

/** Fills in whichever sign-in step a page shows, until it redirects; throws SignInError on a refusal. */
async function completeSignInPages(
  browser: OidcBrowser,
  first: PageResponse,
  email: string,
  password: string,
  totpSecret: string | undefined,
): Promise<PageResponse> {
  let page = first;
  for (let step = 0; !page.location; step++) {
    const action = formAction(page);
    if (step > 0 && alertText(page)) throw new SignInError(alertText(page) ?? '', page);
    if (!action || step > 2) throw new SignInError(`Unexpected sign-in page (${page.status})`, page);
    if (page.body.includes('name="code"')) {
      if (!totpSecret) throw new SignInError('The account has MFA: pass opts.totpSecret', page);
      page = await browser.postForm(action, { code: totpCode(totpSecret) });
    } else {
      page = await browser.postForm(action, { email, password });
    }
  }
  return page;
}

/** Redeems an authorization code at the token endpoint, as a public client with PKCE. */
export async function exchangeCode(
  meta: ProviderMetadata,
  code: string,
  codeVerifier: string,
): Promise<SignInTokens> {
  const body = await tokenRequest(meta, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: meta.redirectUri,
    code_verifier: codeVerifier,
  });
  if (body.status !== 200)
    throw new SignInError(`Token endpoint answered ${body.status}: ${JSON.stringify(body.json)}`);
  return tokensOf(body.json);
}

export interface TokenResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: asserted by tests
  json: any;
}

/** One POST to the token endpoint with client_id added; the raw answer. */
export async function tokenRequest(
  meta: ProviderMetadata,
  fields: Record<string, string>,
): Promise<TokenResponse> {
  const res = await fetch(meta.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: meta.appOrigin },
    body: new URLSearchParams({ client_id: meta.clientId, ...fields }).toString(),
  });
  return { status: res.status, json: await res.json() };
}

/** Uses a refresh token as the SPA's silent renew does; the raw answer (200 with new tokens, or 400). */
export async function refreshTokens(baseUrl: string, refreshToken: string): Promise<TokenResponse> {
  return tokenRequest(await providerMetadata(baseUrl), {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
}

function tokensOf(json: { access_token: string; id_token: string; refresh_token?: string }): SignInTokens {
  const tokens: SignInTokens = { accessToken: json.access_token, idToken: json.id_token };
  if (json.refresh_token) tokens.refreshToken = json.refresh_token;
  return tokens;
}

/**
 * Signs a user in and returns the tokens the SPA would hold. Throws SignInError with the page's
 * message when the provider refuses (wrong password, disabled, locked, wrong code).
 *
 * ```ts
 * const { accessToken } = await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD);
 * const res = await apiClient(t.baseUrl, accessToken).get('/api/ccmp/admin/users/current');
 * ```
 */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  opts: SignInOptions = {},
): Promise<SignInTokens> {
  const start = await startAuthorization(baseUrl, opts.browser);
  const { meta, browser } = start;
  let page = start.page;
  if (!page.location) {
    page = await completeSignInPages(browser, page, email, password, opts.totpSecret);
    page = await browser.follow(page.location ?? '', meta.redirectUri, page);
  }
  if (!page.location?.startsWith(meta.redirectUri)) {
    throw new SignInError(`The sign-in did not return to the app (${page.status} at ${page.url})`, page);
  }
  const callback = new URL(page.location).searchParams;
  const code = callback.get('code');
  if (callback.get('state') !== start.state) throw new SignInError('The callback state does not match');
  if (!code)
    throw new SignInError(`No code issued: ${callback.get('error')} ${callback.get('error_description')}`);
  return exchangeCode(meta, code, start.codeVerifier);
}

/**
 * Signs out as the SPA does (RP-initiated logout with id_token_hint), submitting the provider's
 * confirmation form as its script would. Returns where the provider sent the browser at the end.
 */
export async function signOut(
  baseUrl: string,
  browser: OidcBrowser,
  idToken: string,
): Promise<string | null> {
  const meta = await providerMetadata(baseUrl);
  const url = new URL(meta.end_session_endpoint);
  url.search = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: meta.postLogoutRedirectUri,
  }).toString();
  const confirm = await browser.follow(url);
  const action = formAction(confirm);
  if (!action) throw new Error(`No logout form (${confirm.status})`);
  const done = await browser.postForm(action, { ...hiddenFields(confirm), logout: 'yes' });
  return done.location;
}
