import type { Principal } from '@scout/domain/access/principal';
import type { ProviderScope } from '@scout/domain/access/provider-scope';
import type { ClinicalApp } from '@scout/domain/access/roles';
import type { Db } from '../../db/client.ts';
import type { AccessRule } from '../../plugins/auth.ts';

/**
 * What the change feed (change-feed.ts) and its delivery of one tick (change-batch.ts) both name:
 * a file of its own, so neither imports the other's types back.
 */

/** A case module as the feed knows it: its table, app, read rule and scoped lookup. */
export interface ChangeSource {
  module: string;
  table: string;
  app: ClinicalApp;
  read: AccessRule;
  /** The record when it exists, is not deleted and is in the scope (the lists' rule). */
  visible(db: Db, id: number, scope: ProviderScope): Promise<boolean>;
}

/** One subscriber (a browser's stream): who it is, and where its notices go. */
export interface ChangeSubscriber {
  userId: number;
  principal: Principal;
  providerIdsByApp: Record<string, number[]>;
  /**
   * One tick's notices for this subscriber, as server-sent events in one text (one write to the
   * socket), built once for every subscriber with the same access.
   */
  send(chunk: string): void;
  /** The user's record changed: read it again (and end the stream if they may no longer stay). */
  userChanged(): void;
}
