import type { ChangeNotice } from '@scout/domain/shell/live-events';
import { getTableName, inArray } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { USER_CHANGE_CHANNEL } from '../../plugins/current-user-cache.ts';
import type { CaseService } from '../cases/case-module.ts';
import { deliverChanges, type PendingChange } from './change-batch.ts';
import type { ChangeSource, ChangeSubscriber } from './change-types.ts';

export type { ChangeNotice };

/** Channel of migration 0023: '<table>:<id>:<user id or empty>' for each committed case change. */
export const RECORD_CHANGE_CHANNEL = 'scout_record_changed';

// biome-ignore lint/suspicious/noExplicitAny: services of different tables and views
export function changeSourceOf(service: CaseService<any, any>): ChangeSource {
  const m = service.module;
  return {
    module: m.name,
    table: getTableName(m.table),
    app: m.app,
    read: m.access.read,
    visible: async (db, id, scope) => (await service.find(db, id, scope)) !== null,
  };
}

/** '<table>:<id>:<user id>' -> its parts; null for anything else. */
export function parseRecordChange(
  payload: string,
): { table: string; id: number; userId: number | null } | null {
  const match = /^([a-z_][a-z0-9_]*):(\d{1,15}):(\d{0,15})$/.exec(payload);
  if (!match) return null;
  const id = Number(match[2]);
  const userId = match[3] ? Number(match[3]) : null;
  return { table: match[1] as string, id, userId };
}

/**
 * How long the feed gathers changes before handing them on (issue 15: a dashboard refreshes within
 * a second of a change): every stream then gets one chunk holding all the tick's notices it may see.
 */
export const TICK_MS = 100;

/**
 * The change feed of one server process (issue 15 item 1): LISTENs on the record-change channel of
 * migration 0023 and on the user-change channel of migration 0009 (a connection of its own on
 * PostgreSQL; in-process on the embedded engine), and hands the committed changes to the
 * subscribers that may see them, a tick (TICK_MS) at a time: the tick's changes are folded to one
 * per record and author (the latest, so a burst of saves is one notice while a user still hears of
 * another's change to a record they also changed), the subscribers grouped by their access (the
 * same user's tabs), and for each group the module's read rule on the user's current record, then
 * the module's own scoped lookup (the same provider rule as the lists), asked once per record and
 * distinct scope, not once per browser. Each subscriber then gets the tick's notices it may see as
 * one chunk: one write per stream per tick however many writes there were. A lost subscription is
 * retried with back-off; browsers keep their 10 s poll meanwhile (they are told, and poll while
 * the feed is down).
 */
export class ChangeFeed {
  private readonly subscribers = new Set<ChangeSubscriber>();
  private readonly byTable = new Map<string, ChangeSource>();
  private readonly names = new Map<number, string>();
  private unlisten: Unlisten[] = [];
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = 500;
  private stopped = false;
  private live = false;
  /** The tick's changes, one per record and author, in the order of their latest change. */
  private pending = new Map<string, PendingChange>();
  private pendingSince = 0;
  private tickTimer: ReturnType<typeof setTimeout> | null = null;
  private delivering = false;
  /** Notices delivered (for tests and the benchmark). */
  delivered = 0;
  /** How long changes are gathered before delivery (tests lengthen it to batch for certain). */
  tickMs = TICK_MS;

  constructor(
    private readonly db: Db,
    private readonly listen: Database['listen'],
    sources: readonly ChangeSource[],
  ) {
    for (const source of sources) this.byTable.set(source.table, source);
  }

  get active(): boolean {
    return this.live;
  }

  /** The case tables whose changes it announces (each needs migration 0023's trigger). */
  get tables(): string[] {
    return [...this.byTable.keys()];
  }

  get size(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  async start(): Promise<void> {
    if (!this.listen || this.stopped) return;
    const lost = () => this.lost();
    try {
      const records = await this.listen(RECORD_CHANGE_CHANNEL, (p) => this.recordChanged(p), lost);
      const people = await this.listen(USER_CHANGE_CHANNEL, (p) => this.userChanged(p), lost).catch(
        async (err: unknown) => {
          await records().catch(() => {});
          throw err;
        },
      );
      this.unlisten = [records, people];
      if (this.stopped) return void (await this.stopListening());
      this.live = true;
      this.retryMs = 500;
    } catch {
      this.lost();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.tickTimer) clearTimeout(this.tickTimer);
    this.tickTimer = null;
    this.pending.clear();
    await this.stopListening();
  }

  private async stopListening() {
    const all = this.unlisten;
    this.unlisten = [];
    await Promise.all(all.map((u) => u().catch(() => {})));
  }

  private lost() {
    if (this.stopped || this.retryTimer) return;
    this.live = false;
    void this.stopListening();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  private userChanged(payload: string) {
    const id = Number(payload);
    for (const s of this.subscribers) if (payload === '*' || s.userId === id) s.userChanged();
    if (Number.isSafeInteger(id)) this.names.delete(id);
    else this.names.clear();
  }

  /** Display names of the tick's authors: cached, the unknown ones read in one query. */
  private async namesOf(userIds: Iterable<number | null>): Promise<Map<number, string>> {
    const unknown = new Set<number>();
    for (const id of userIds) if (id !== null && !this.names.has(id)) unknown.add(id);
    if (unknown.size > 0) {
      const rows = await this.db
        .select({ id: users.id, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, [...unknown]));
      if (this.names.size + rows.length > 5_000) this.names.clear();
      for (const row of rows) this.names.set(row.id, row.displayName);
    }
    return this.names;
  }

  /** One committed change (a payload of the record-change channel): delivered with its tick. */
  recordChanged(payload: string): void {
    const change = parseRecordChange(payload);
    const source = change && this.byTable.get(change.table);
    if (!change || !source || this.subscribers.size === 0 || this.stopped) return;
    // One per record and author: a later change replaces an earlier one and takes its turn.
    const key = `${change.table}:${change.id}:${change.userId ?? ''}`;
    if (this.pending.size === 0) this.pendingSince = performance.now();
    this.pending.delete(key);
    this.pending.set(key, { source, id: change.id, userId: change.userId });
    this.schedule();
  }

  /**
   * The next delivery: a tick after the oldest waiting change, one delivery at a time (in order).
   * A change that finds its tick overdue delivers at once: the embedded engine can keep the event
   * loop in one long run of promise callbacks under load, where a timer would wait for it to end.
   */
  private schedule() {
    if (this.delivering || this.pending.size === 0 || this.stopped) return;
    const wait = this.pendingSince + this.tickMs - performance.now();
    if (wait > 0) {
      this.tickTimer ??= setTimeout(() => {
        this.tickTimer = null;
        this.schedule();
      }, wait);
      this.tickTimer.unref?.();
      return;
    }
    if (this.tickTimer) clearTimeout(this.tickTimer);
    this.tickTimer = null;
    this.delivering = true;
    void this.deliver()
      .catch(() => {}) // a tick that failed is dropped: the browsers' safety poll catches up
      .finally(() => {
        this.delivering = false;
        this.schedule();
      });
  }

  /** The tick's changes to every subscriber allowed to see them: one chunk per subscriber. */
  private async deliver(): Promise<void> {
    const changes = [...this.pending.values()];
    this.pending.clear();
    if (changes.length === 0 || this.subscribers.size === 0) return;
    let names: Map<number, string>;
    try {
      names = await this.namesOf(changes.map((c) => c.userId));
    } catch {
      names = new Map(); // the notices go without the name rather than not at all
    }
    this.delivered += await deliverChanges(this.db, changes, names, this.subscribers);
  }
}
