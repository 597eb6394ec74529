import type { OutboundConfig } from '../outbound-config.ts';
import { bearer, failureOf, outboundFetch } from '../outbound-http.ts';

/**
 * The reach API, used read-only here: the integration test asks it for its status. The local
 * driver answers a canned status, so the page works without the service.
 */
export interface ReachDriver {
  readonly name: 'local' | 'http';
  readonly target: string;
  status(): Promise<{ summary: string }>;
}

export const localReachDriver: ReachDriver = {
  name: 'local',
  target: 'local',
  status: async () => ({ summary: 'status ok (local read-only stub; REACH_API_URL is not set)' }),
};

/** GET REACH_API_URL with REACH_API_KEY as the bearer token; any 2xx is a healthy service. */
export function createHttpReachDriver(
  reach: NonNullable<OutboundConfig['reach']>,
  timeoutMs: number,
): ReachDriver {
  return {
    name: 'http',
    target: reach.apiUrl,
    async status() {
      const res = await outboundFetch(
        reach.apiUrl,
        { method: 'GET', headers: { accept: 'application/json', ...bearer(reach.apiKey) } },
        timeoutMs,
      );
      if (!res.ok) throw await failureOf('The reach API', res);
      const text = (await res.text()).replace(/\s+/g, ' ').trim().slice(0, 200);
      return { summary: `answered ${res.status}${text ? `: ${text}` : ''}` };
    },
  };
}
