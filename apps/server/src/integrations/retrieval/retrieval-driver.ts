import type { AppConfig } from '../../config.ts';
import { bearer, failureOf, outboundFetch } from '../outbound-http.ts';

/**
 * The patient retrieval (transfer) service that takes a case's transfer request (spec 2 §4.7).
 * - local (default): the request is recorded in SCOUT only and answered as requested; a system
 *   administrator moves it through its statuses (POST /api/ccmp/admin/retrieval/{id}/status),
 *   standing in for the retrieval coordinators.
 * - http (RETRIEVAL_API_URL, RETRIEVAL_API_KEY as the bearer token): POST {url}/transfers with the
 *   request; the service answers its own case id (ARVIS case id). Its later status changes reach
 *   SCOUT through the same status call, made by the integration's service account.
 */
export interface RetrievalSubmission {
  transferId: number;
  module: string;
  caseId: number;
  requestedBy: string;
  request: unknown;
}

export interface RetrievalReceipt {
  /** The retrieval service's id for the request. */
  arvisCaseId: string;
}

export interface RetrievalDriver {
  readonly name: 'local' | 'http';
  submit(submission: RetrievalSubmission): Promise<RetrievalReceipt>;
}

export const localRetrievalDriver: RetrievalDriver = {
  name: 'local',
  submit: async ({ transferId }) => ({ arvisCaseId: `LOCAL-${transferId}` }),
};

export function createHttpRetrievalDriver(
  retrieval: NonNullable<AppConfig['retrieval']>,
  timeoutMs: number,
): RetrievalDriver {
  return {
    name: 'http',
    async submit(submission) {
      const res = await outboundFetch(
        `${retrieval.apiUrl}/transfers`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...bearer(retrieval.apiKey),
          },
          body: JSON.stringify({
            // Lets the service recognise a retry of the same request.
            reference: `${submission.module}-${submission.caseId}-${submission.transferId}`,
            ...submission,
          }),
        },
        timeoutMs,
      );
      if (!res.ok) throw await failureOf('The retrieval service', res);
      const body = (await res.json().catch(() => null)) as { caseId?: unknown; id?: unknown } | null;
      const id = body?.caseId ?? body?.id;
      if (typeof id !== 'string' && typeof id !== 'number') {
        throw new Error('The retrieval service answered without a case id');
      }
      return { arvisCaseId: String(id) };
    },
  };
}

export function retrievalDriverFor(config: Pick<AppConfig, 'retrieval' | 'outbound'>): RetrievalDriver {
  return config.retrieval
    ? createHttpRetrievalDriver(config.retrieval, config.outbound.timeoutMs)
    : localRetrievalDriver;
}
