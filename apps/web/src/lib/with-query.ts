type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * `path?a=1&b=2`; empty values (null, undefined, '') are left out, arrays become repeated keys
 * (ids=1&ids=2). The one query-string builder of the web app.
 */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
