import type { OutboundChannel, OutboundMessage, OutboundStatus } from '@scout/domain/admin/outbox.schema';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { outboundMessages } from '../../../db/schema/index.ts';

export async function listOutboundMessages(
  db: Db,
  filter: { channel?: OutboundChannel | undefined; limit: number; offset: number },
): Promise<{ items: OutboundMessage[]; total: number }> {
  const where = filter.channel ? eq(outboundMessages.channel, filter.channel) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outboundMessages)
      .where(where)
      .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(outboundMessages).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      channel: r.channel as OutboundChannel,
      driver: r.driver,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      status: r.status as OutboundStatus,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}
