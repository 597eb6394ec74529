import type { FastifyRequest } from 'fastify';
import { type Db, preparedRows, type Tx } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import { unauthorized } from './http-errors.ts';

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

/**
 * The signed-in user of an authenticated request. A request without one cannot act: this throws
 * 401, so nothing is ever written (or audited) on behalf of nobody.
 */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.currentUser;
  if (!user) throw unauthorized();
  return {
    userId: user.id,
    userEmail: user.email,
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

/**
 * An event must name who acted: a user, or the system itself (seeding, reference data), or, for
 * sign-in events (auth.*), the e-mail that was tried. The database holds the same rule
 * (audit_events_user_required); failing here first gives the cause, not a constraint name.
 */
export function assertActorNamed(actor: AuditActor, action: string): void {
  if (actor.userId !== null || actor.userEmail === SYSTEM_ACTOR.userEmail || action.startsWith('auth.'))
    return;
  throw new Error(`Audit event "${action}" has no user: nothing may be written on behalf of nobody`);
}

function auditRow(actor: AuditActor, entry: AuditEntry): typeof auditEvents.$inferInsert {
  assertActorNamed(actor, entry.action);
  return {
    userId: actor.userId,
    userEmail: actor.userEmail,
    requestId: actor.requestId,
    ip: actor.ip,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: redact(entry.before),
    after: redact(entry.after),
  };
}

/** Services call this inside their transaction so the record and its audit event commit together. */
export async function recordAudit(tx: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values(auditRow(actor, entry));
}

type AuditRow = typeof auditEvents.$inferInsert;

/**
 * Audit events of reads (who looked at which patient data), written in batches with group
 * commit: a read still answers only once its event is committed, but reads arriving together
 * share one INSERT and one commit. While a batch is being written the next one gathers; with
 * nothing in flight an event is written at once, so a lone read waits no longer than before.
 */
class ReadAuditWriter {
  private queue: Array<{ row: AuditRow; done: (err?: unknown) => void }> = [];
  private writing = false;
  constructor(private readonly db: Db) {}

  write(row: AuditRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, 500);
      try {
        await insertBatch(
          this.db,
          batch.map((b) => b.row),
        );
        for (const b of batch) b.done();
      } catch (err) {
        for (const b of batch) b.done(err);
      }
    }
    this.writing = false;
  }
}

/** Any number of events in one prepared statement: a column array each, unnested. */
const INSERT_BATCH = `INSERT INTO audit_events
    (occurred_at, user_id, user_email, request_id, ip, action, entity_type, entity_id, before, after)
  SELECT o, u, e, r, i, a, t, n, b::jsonb, f::jsonb
  FROM unnest($1::timestamptz[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[],
    $7::text[], $8::text[], $9::text[], $10::text[]) AS x(o, u, e, r, i, a, t, n, b, f)`;

async function insertBatch(db: Db, rows: AuditRow[]): Promise<void> {
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
  await preparedRows(db, 'audit_read_batch', INSERT_BATCH, [
    rows.map((r) => (r.occurredAt ?? new Date()).toISOString()),
    rows.map((r) => r.userId ?? null),
    rows.map((r) => r.userEmail ?? null),
    rows.map((r) => r.requestId ?? null),
    rows.map((r) => r.ip ?? null),
    rows.map((r) => r.action),
    rows.map((r) => r.entityType),
    rows.map((r) => r.entityId ?? null),
    rows.map((r) => json(r.before)),
    rows.map((r) => json(r.after)),
  ]);
}

const readWriters = new WeakMap<Db, ReadAuditWriter>();

/**
 * Records a read outside any transaction (searches, profile and case reads, dashboards). The
 * promise settles when the event is committed; a failure rejects it, so no read answers
 * without its audit event.
 */
export function recordRead(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  let writer = readWriters.get(db);
  if (!writer) {
    writer = new ReadAuditWriter(db);
    readWriters.set(db, writer);
  }
  // Stamped now, not when its batch commits.
  return writer.write({ ...auditRow(actor, entry), occurredAt: new Date() });
}
