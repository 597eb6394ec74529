import type { Database, Unlisten } from '../db/client.ts';

/** Channel of migration 0009: a user's id (or '*') each time a users row changes. */
export const USER_CHANGE_CHANNEL = 'scout_user_changed';

export interface CurrentUserCacheOptions {
  maxEntries?: number;
  /** An entry is read again after this long even without an announcement (belt and braces). */
  maxAgeMs?: number;
  /** Wait before subscribing again after the subscription was lost or could not start. */
  retryMs?: number;
  now?: () => number;
}

type Subscribe = Database['listen'];

/**
 * The signed-in users' current records, kept between requests ONLY while the database announces
 * every change to them (NOTIFY from a trigger on users, sent when the changing transaction
 * commits). An announced user is dropped at once and read again on their next request, so
 * disabling an account or lowering access still takes effect on the next call, whichever server
 * process or tool made the change. Without a working subscription nothing is kept: every request
 * reads the record, as before. Reading one primary-key row was a third of the database's work
 * on a light request; a busy service answers most requests from here.
 *
 * Races: a read that started before an announcement may return the old row; it is not kept (the
 * generation moved). A request that read a row a moment before another transaction changed it
 * is authorised on the old row: the same window as reading the row on every request.
 */
export class CurrentUserCache<Row extends { id: number }> {
  private readonly entries = new Map<string, { row: Row; at: number }>();
  private generation = 0;
  private listening = false;
  private stopped = false;
  private unlisten: Unlisten | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly subscribe: Subscribe,
    options: CurrentUserCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.retryMs = options.retryMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** Subscribes; resolves when listening or, on failure, once a retry is scheduled. */
  async start(): Promise<void> {
    if (!this.subscribe || this.stopped) return;
    try {
      const unlisten = await this.subscribe(
        USER_CHANGE_CHANNEL,
        (payload) => this.announced(payload),
        () => this.lost(),
      );
      if (this.stopped) {
        await unlisten().catch(() => {});
        return;
      }
      this.unlisten = unlisten;
      this.clear();
      this.listening = true;
    } catch {
      this.lost();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.clear();
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
  }

  /** Whether records are being kept (the subscription is live). */
  get active(): boolean {
    return this.listening;
  }

  /**
   * The record under `key` (e.g. "id:7"), from here when kept, else from `load`; `fresh` reads it
   * in any case (and keeps what it read).
   */
  async get(key: string, load: () => Promise<Row | null>, fresh = false): Promise<Row | null> {
    if (this.listening && !fresh) {
      const hit = this.entries.get(key);
      if (hit && this.now() - hit.at < this.maxAgeMs) return hit.row;
    }
    const generation = this.generation;
    const row = await load();
    if (row && this.listening && generation === this.generation) this.keep(key, row);
    return row;
  }

  /** Drops every kept record (a change of unknown scope). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private keep(key: string, row: Row) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { row, at: this.now() });
  }

  private announced(payload: string) {
    const id = Number(payload);
    if (payload === '*' || !Number.isSafeInteger(id)) return this.clear();
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.row.id === id) this.entries.delete(key);
  }

  private lost() {
    this.listening = false;
    this.unlisten = null;
    this.clear();
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
