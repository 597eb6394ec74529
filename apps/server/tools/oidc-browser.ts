/**
 * Just enough of a browser for driving the bundled provider from tests: a cookie jar that honours
 * Path and expiry (the provider scopes its interaction cookies by path), manual redirects, and form
 * posts. No script runs, as with a browser that has script disabled.
 */

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expiresAt: number | null;
}

export interface PageResponse {
  status: number;
  url: string;
  /** Absolute Location of a redirect, else null. */
  location: string | null;
  body: string;
  headers: Headers;
}

function defaultPath(url: URL): string {
  const dir = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  return dir || '/';
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export class OidcBrowser {
  /** Keyed by name and path, as a browser keys them (the domain is always the test server). */
  private readonly cookies = new Map<string, StoredCookie>();

  /**
   * @param headers sent with every request, e.g. `x-forwarded-for` to stand for another client
   * address behind a trusted proxy (TRUST_PROXY=1: the last value is the one the proxy added).
   */
  constructor(private readonly headers: Record<string, string> = {}) {}

  /** Stores the Set-Cookie headers of a response; expired or emptied cookies are removed. */
  private store(url: URL, headers: Headers): void {
    for (const header of headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const cookie: StoredCookie = {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        path: defaultPath(url),
        expiresAt: null,
      };
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        const name = key.toLowerCase();
        if (name === 'path' && value.startsWith('/')) cookie.path = value;
        if (name === 'expires') cookie.expiresAt = Date.parse(value);
        if (name === 'max-age') cookie.expiresAt = Date.now() + Number(value) * 1000;
      }
      const key = `${cookie.name};${cookie.path}`;
      if (cookie.expiresAt !== null && cookie.expiresAt <= Date.now()) this.cookies.delete(key);
      else this.cookies.set(key, cookie);
    }
  }

  /** The Cookie header for a URL: matching paths, longest path first (RFC 6265 §5.4). */
  cookieHeader(url: string | URL): string {
    const { pathname } = new URL(url);
    const now = Date.now();
    return [...this.cookies.values()]
      .filter((c) => (c.expiresAt === null || c.expiresAt > now) && pathMatches(pathname, c.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** Names of the cookies currently held (for assertions). */
  cookieNames(): string[] {
    return [...new Set([...this.cookies.values()].map((c) => c.name))];
  }

  /** One request, no redirect following. */
  async request(url: string | URL, init: RequestInit = {}): Promise<PageResponse> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(target, res.headers);
    const location = res.headers.get('location');
    return {
      status: res.status,
      url: target.toString(),
      location: location ? new URL(location, target).toString() : null,
      body: await res.text(),
      headers: res.headers,
    };
  }

  get(url: string | URL): Promise<PageResponse> {
    return this.request(url, { headers: { accept: 'text/html' } });
  }

  postForm(url: string | URL, fields: Record<string, string>): Promise<PageResponse> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * GETs a URL and follows redirects until a page answers, or until a redirect leaves for a URL
   * starting with `stopAt` (the client's redirect_uri), which is returned as a redirect.
   */
  async follow(url: string | URL, stopAt?: string, first?: PageResponse): Promise<PageResponse> {
    let page = first ?? (await this.get(url));
    for (let hops = 0; page.location; hops++) {
      if (hops > 10) throw new Error(`Too many redirects from ${String(url)}`);
      if (stopAt && page.location.startsWith(stopAt)) return page;
      page = await this.get(page.location);
    }
    return page;
  }
}

/** The action of the first form on a page, resolved against the page URL. */
export function formAction(page: PageResponse): string | null {
  const match = /<form\b[^>]*\baction="([^"]*)"/i.exec(page.body);
  return match?.[1] ? new URL(decodeEntities(match[1]), page.url).toString() : null;
}

/** Hidden inputs of the first form (e.g. the provider's logout xsrf value). */
export function hiddenFields(page: PageResponse): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of page.body.matchAll(/<input\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/type="hidden"/i.test(tag)) continue;
    const name = /name="([^"]*)"/i.exec(tag)?.[1];
    const value = /value="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (name) fields[name] = decodeEntities(value);
  }
  return fields;
}

/** The text of the page's role="alert" message, if any (what the user is told went wrong). */
export function alertText(page: PageResponse): string | null {
  const match = /<[^>]+role="alert"[^>]*>([\s\S]*?)<\//i.exec(page.body);
  return match?.[1] ? decodeEntities(match[1]).trim() : null;
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
