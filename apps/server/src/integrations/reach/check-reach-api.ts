import { type DeliveryResult, errorText, type OutboundDeps, recordOutbound } from '../outbound-log.ts';
import { createHttpReachDriver, localReachDriver, type ReachDriver } from './reach-driver.ts';

export function reachDriverFor(config: OutboundDeps['config']): ReachDriver {
  const { reach, timeoutMs } = config.outbound;
  return reach ? createHttpReachDriver(reach, timeoutMs) : localReachDriver;
}

/** A read-only status call to the reach API, recorded in the outbox like every outbound call. */
export async function checkReachApi(deps: OutboundDeps): Promise<DeliveryResult> {
  const driver = reachDriverFor(deps.config);
  let summary = '';
  let error: string | null = null;
  try {
    ({ summary } = await driver.status());
  } catch (err) {
    error = errorText(err);
  }
  const status = error ? 'failed' : driver.name === 'local' ? 'recorded' : 'sent';
  const outboundMessageId = await recordOutbound(deps.db, {
    channel: 'reach',
    driver: driver.name,
    recipient: driver.target,
    subject: 'Status check (read only)',
    body: error ? '' : summary,
    status,
    error,
  });
  return error
    ? { success: false, status, message: `The reach API call failed: ${error}`, outboundMessageId }
    : { success: true, status, message: `The reach API ${summary}`, outboundMessageId };
}
