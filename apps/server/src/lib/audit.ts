import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Who is acting, taken from the request (or null for system jobs such as seeding). */
export interface AuditActor {
  userId: number | null;
  userEmail: string | null;
  requestId: string | null;
  ip: string | null;
}

export function actorOf(request: FastifyRequest): AuditActor {
  return {
    userId: request.currentUser?.id ?? null,
    userEmail: request.currentUser?.email ?? null,
    requestId: request.id,
    ip: request.ip,
  };
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, userEmail: 'system', requestId: null, ip: null };

/** Strips secrets before a record is written to the audit log. */
function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of ['passwordHash', 'mfaSecret', 'mfaPendingSecret', 'imageData']) {
    if (key in copy) copy[key] = copy[key] == null ? null : '[redacted]';
  }
  return copy;
}

/** Services call this inside their transaction so the record and its audit event commit together. */
export async function recordAudit(tx: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    userId: actor.userId,
    userEmail: actor.userEmail,
    requestId: actor.requestId,
    ip: actor.ip,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: redact(entry.before),
    after: redact(entry.after),
  });
}
