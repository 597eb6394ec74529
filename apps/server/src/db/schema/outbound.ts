import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Every message sent through an outbound adapter (e-mail, fax, file sharing, reach API) and its
 * outcome. The local drivers only record here; the real drivers record what they delivered (or
 * why they could not), so an administrator can see what left SCOUT. Secrets (set-password links)
 * are redacted from the copy kept for messages a real driver delivered.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'email' | 'fax' | 'file-share' | 'reach' */
    channel: text('channel').notNull(),
    /** 'local', 'smtp', 'http', 'box' */
    driver: text('driver').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** 'recorded' | 'sent' | 'failed' */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbound_messages_created_idx').on(t.createdAt),
    index('outbound_messages_channel_idx').on(t.channel, t.createdAt),
  ],
);
