/**
 * HTTP calls of the real outbound drivers: a time limit on every call, and failures turned into
 * errors whose message says what the service answered (a short excerpt, never whole bodies).
 */
export async function outboundFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`${new URL(url).host} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    }
    throw new Error(`${new URL(url).host} could not be reached`, { cause: err });
  }
}

export async function failureOf(service: string, res: Response): Promise<Error> {
  const text = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  return new Error(`${service} answered ${res.status}${text ? `: ${text}` : ''}`);
}

export function bearer(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
