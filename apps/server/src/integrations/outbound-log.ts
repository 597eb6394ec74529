import type { OutboundChannel, OutboundStatus } from '@scout/domain/admin/outbox.schema';
import type { AppConfig } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { outboundMessages } from '../db/schema/index.ts';

/** What an adapter needs: the database (for the outbox) and the configuration (driver, time zone). */
export interface OutboundDeps {
  db: Db;
  config: Pick<AppConfig, 'outbound' | 'timeZone'>;
}

/** What one outbound adapter call did: kept in outbound_messages (the admin Outbox page). */
export interface OutboundRecord {
  channel: OutboundChannel;
  driver: string;
  recipient: string;
  subject: string;
  body: string;
  status: OutboundStatus;
  error?: string | null;
}

/** Longest body kept; a message is kept for people to read, not as an archive of attachments. */
const MAX_BODY = 20_000;

export async function recordOutbound(db: Db | Tx, record: OutboundRecord): Promise<number> {
  const [row] = await db
    .insert(outboundMessages)
    .values({
      ...record,
      body: record.body.length > MAX_BODY ? `${record.body.slice(0, MAX_BODY)}\n[…]` : record.body,
      error: record.error ?? null,
    })
    .returning({ id: outboundMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The outcome every adapter reports to its caller; delivery failures are results, not exceptions. */
export interface DeliveryResult {
  success: boolean;
  /** sent: accepted by the real service; recorded: only kept in the outbox (no service configured); failed. */
  status: OutboundStatus;
  /** For people: what happened (the service's error when it failed). */
  message: string;
  /** The outbound_messages row recording it. */
  outboundMessageId: number;
}

/** An error's message for a result or the outbox, without stack or internals. */
export function errorText(err: unknown): string {
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return `${err.message}${cause}`.slice(0, 1000);
  }
  return String(err).slice(0, 1000);
}
