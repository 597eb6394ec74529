import { z } from 'zod';
import { pageNumberParam } from '../api/ids.ts';

/**
 * The outbox: every message SCOUT sends through an outbound adapter (e-mail, fax, file sharing,
 * reach API), with its outcome. With the local drivers (the default) nothing leaves the server
 * and the outbox is where the messages can be read.
 */
export const OUTBOUND_CHANNELS = ['email', 'fax', 'file-share', 'reach'] as const;
export type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];

/** recorded: kept by a local driver, not delivered; sent: accepted by the real service; failed. */
export const OUTBOUND_STATUSES = ['recorded', 'sent', 'failed'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];

export const outboxQuerySchema = z.object({
  channel: z.enum(OUTBOUND_CHANNELS).optional(),
  page: pageNumberParam().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboundMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOUND_CHANNELS),
  driver: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(OUTBOUND_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboundMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
