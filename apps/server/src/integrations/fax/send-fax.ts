import { type DeliveryResult, errorText, type OutboundDeps, recordOutbound } from '../outbound-log.ts';
import { createHttpFaxDriver, type FaxDocument, type FaxDriver, localFaxDriver } from './fax-driver.ts';

export function faxDriverFor(config: OutboundDeps['config']): FaxDriver {
  const { fax, timeoutMs } = config.outbound;
  return fax ? createHttpFaxDriver(fax, timeoutMs) : localFaxDriver;
}

/** Sends one fax and records it in the outbox; a delivery failure is a result, not an exception. */
export async function sendFax(deps: OutboundDeps, doc: FaxDocument): Promise<DeliveryResult> {
  const driver = faxDriverFor(deps.config);
  let status: 'recorded' | 'sent' | 'failed' = driver.name === 'local' ? 'recorded' : 'sent';
  let error: string | null = null;
  try {
    await driver.send(doc);
  } catch (err) {
    status = 'failed';
    error = errorText(err);
  }
  const outboundMessageId = await recordOutbound(deps.db, {
    channel: 'fax',
    driver: driver.name,
    recipient: doc.to,
    subject: doc.subject,
    body: `${doc.fileName} (${doc.contentType}, ${doc.content.length} bytes)`,
    status,
    error,
  });
  const message =
    status === 'failed'
      ? `The fax to ${doc.to} could not be sent: ${error}`
      : status === 'sent'
        ? `Fax sent to ${doc.to}.`
        : `Fax to ${doc.to} recorded in the outbox (no fax service is configured).`;
  return { success: status !== 'failed', status, message, outboundMessageId };
}
