import type { Principal } from '@scout/domain/access/principal';
import { caseScope, type ProviderScope } from '@scout/domain/access/provider-scope';
import type { ClinicalApp } from '@scout/domain/access/roles';
import type { ChangeNotice } from '@scout/domain/shell/live-events';
import { eq, getTableName } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AccessRule } from '../../plugins/auth.ts';
import { USER_CHANGE_CHANNEL } from '../../plugins/current-user-cache.ts';
import type { CaseService } from '../cases/case-module.ts';

export type { ChangeNotice };

/** Channel of migration 0023: '<table>:<id>:<user id or empty>' for each committed case change. */
export const RECORD_CHANGE_CHANNEL = 'scout_record_changed';

/** A case module as the feed knows it: its table, app, read rule and scoped lookup. */
export interface ChangeSource {
  module: string;
  table: string;
  app: ClinicalApp;
  read: AccessRule;
  /** The record when it exists, is not deleted and is in the scope (the lists' rule). */
  visible(db: Db, id: number, scope: ProviderScope): Promise<boolean>;
}

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

/** One server-sent event: its name and its data as JSON, ended by the blank line. */
export const sseFrame = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** One subscriber (a browser's stream): who it is, and where its notices go. */
export interface ChangeSubscriber {
  userId: number;
  principal: Principal;
  providerIdsByApp: Record<string, number[]>;
  /** A notice for this subscriber: `frame` is it as a server-sent event, serialised once for all. */
  send(notice: ChangeNotice, frame: string): void;
  /** The user's record changed: read it again (and end the stream if they may no longer stay). */
  userChanged(): void;
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

const scopeKey = (scope: ProviderScope & { all: false }) => [...scope.providerIds].sort().join(',');

/**
 * The change feed of one server process (issue 15 item 1): LISTENs on the record-change channel of
 * migration 0023 and on the user-change channel of migration 0009 (a connection of its own on
 * PostgreSQL; in-process on the embedded engine), and hands each committed change to the
 * subscribers that may see it: the module's read rule on the user's current record, then the
 * module's own scoped lookup (the same provider rule as the lists), asked once per distinct scope
 * among the subscribers, not once per browser. A lost subscription is retried with back-off;
 * browsers keep their 10 s poll meanwhile (they are told, and poll while the feed is down).
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
  /** Notices delivered (for tests and the benchmark). */
  delivered = 0;

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
      const records = await this.listen(RECORD_CHANGE_CHANNEL, (p) => void this.recordChanged(p), lost);
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

  private async nameOf(userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const known = this.names.get(userId);
    if (known !== undefined) return known;
    const [row] = await this.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, userId));
    const name = row?.displayName ?? null;
    if (name !== null) {
      if (this.names.size > 5_000) this.names.clear();
      this.names.set(userId, name);
    }
    return name;
  }

  /** One committed change: to every subscriber allowed to see the record, once. */
  async recordChanged(payload: string): Promise<void> {
    const change = parseRecordChange(payload);
    const source = change && this.byTable.get(change.table);
    if (!change || !source || this.subscribers.size === 0) return;
    try {
      const readers = [...this.subscribers].filter((s) => source.read(s.principal));
      if (readers.length === 0) return;
      const visibleTo = new Map<string, Promise<boolean>>();
      const notice: ChangeNotice = {
        module: source.module,
        app: source.app,
        id: change.id,
        byUserId: change.userId,
        by: await this.nameOf(change.userId),
      };
      // One JSON text for every stream it goes to, not one per stream.
      const frame = sseFrame('change', notice);
      await Promise.all(
        readers.map(async (s) => {
          const scope = caseScope(s.principal, s.providerIdsByApp, source.app);
          // A user who sees every case of the app needs no lookup (and hears of deletes too).
          if (scope.all) {
            this.delivered++;
            return s.send(notice, frame);
          }
          const key = scopeKey(scope);
          let visible = visibleTo.get(key);
          if (!visible) {
            visible = source.visible(this.db, change.id, scope);
            visibleTo.set(key, visible);
          }
          if (await visible) {
            this.delivered++;
            s.send(notice, frame);
          }
        }),
      );
    } catch {
      // A failed lookup (database briefly unreachable) drops this notice; the poll catches up.
    }
  }
}
