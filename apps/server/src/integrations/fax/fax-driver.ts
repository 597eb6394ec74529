import type { OutboundConfig } from '../outbound-config.ts';
import { bearer, failureOf, outboundFetch } from '../outbound-http.ts';

/** One fax: a document for one number. */
export interface FaxDocument {
  /** The fax number, digits with an optional leading +. */
  to: string;
  subject: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface FaxDriver {
  readonly name: 'local' | 'http';
  send(fax: FaxDocument): Promise<{ id: string | null }>;
}

export const localFaxDriver: FaxDriver = { name: 'local', send: async () => ({ id: null }) };

/**
 * A fax gateway with a JSON API (FAX_API_URL, FAX_API_KEY as a bearer token): one POST per fax,
 * the document base64-encoded; any 2xx means accepted, and an `id` in the answer is kept.
 */
export function createHttpFaxDriver(fax: NonNullable<OutboundConfig['fax']>, timeoutMs: number): FaxDriver {
  return {
    name: 'http',
    async send(doc) {
      const res = await outboundFetch(
        fax.apiUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...bearer(fax.apiKey) },
          body: JSON.stringify({
            to: doc.to,
            subject: doc.subject,
            fileName: doc.fileName,
            contentType: doc.contentType,
            content: doc.content.toString('base64'),
          }),
        },
        timeoutMs,
      );
      if (!res.ok) throw await failureOf('The fax service', res);
      const body = (await res.json().catch(() => ({}))) as { id?: unknown };
      return { id: body.id == null ? null : String(body.id) };
    },
  };
}
