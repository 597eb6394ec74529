/**
 * One tick of the change feed (change-feed.ts) handed to its subscribers: the notices serialised
 * once, the subscribers grouped by their access, each group's notices chosen once, and one chunk
 * written to each subscriber.
 */
import type { Principal } from '@scout/domain/access/principal';
import { caseScope, type ProviderScope } from '@scout/domain/access/provider-scope';
import type { ChangeNotice } from '@scout/domain/shell/live-events';
import type { Db } from '../../db/client.ts';
import type { ChangeSource, ChangeSubscriber } from './change-types.ts';

/** One server-sent event: its name and its data as JSON, ended by the blank line. */
export const sseFrame = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A committed change waiting for the end of its tick (the latest per record and author). */
export interface PendingChange {
  source: ChangeSource;
  id: number;
  userId: number | null;
}

const scopeKey = (scope: ProviderScope & { all: false }) => [...scope.providerIds].sort().join(',');

/** The inputs of the access rules (principal and providers) as a key, kept until they change. */
const profileKeys = new WeakMap<ChangeSubscriber, { principal: Principal; providers: object; key: string }>();
function profileKey(s: ChangeSubscriber): string {
  const known = profileKeys.get(s);
  if (known && known.principal === s.principal && known.providers === s.providerIdsByApp) return known.key;
  const key = JSON.stringify([s.principal, s.providerIdsByApp]);
  profileKeys.set(s, { principal: s.principal, providers: s.providerIdsByApp, key });
  return key;
}

/** Subscribers with the same access (a user's tabs): the access rules are asked once for all. */
interface AccessGroup {
  principal: Principal;
  providerIdsByApp: Record<string, number[]>;
  members: ChangeSubscriber[];
}

/**
 * Sends each subscriber the changes it may see, as one chunk of `change` events in the changes'
 * order: the module's read rule on the user's current principal, then the module's scoped lookup
 * (the lists' provider rule), asked once per record and distinct scope; a user who sees every case
 * of the app needs no lookup (and hears of deletes too). Returns how many notices were delivered.
 */
export async function deliverChanges(
  db: Db,
  changes: readonly PendingChange[],
  names: ReadonlyMap<number, string>,
  subscribers: ReadonlySet<ChangeSubscriber>,
): Promise<number> {
  const notices = changes.map((change) => {
    const notice: ChangeNotice = {
      module: change.source.module,
      app: change.source.app,
      id: change.id,
      byUserId: change.userId,
      by: change.userId === null ? null : (names.get(change.userId) ?? null),
    };
    // One JSON text for every stream it goes to, not one per stream.
    return { change, frame: sseFrame('change', notice) };
  });

  const groups = new Map<string, AccessGroup>();
  for (const s of subscribers) {
    const key = profileKey(s);
    const group = groups.get(key);
    if (group) group.members.push(s);
    else groups.set(key, { principal: s.principal, providerIdsByApp: s.providerIdsByApp, members: [s] });
  }

  const lookups = new Map<string, Promise<boolean>>();
  const inScope = (change: PendingChange, scope: ProviderScope & { all: false }) => {
    const key = `${change.source.table}:${change.id}|${scopeKey(scope)}`;
    let answer = lookups.get(key);
    if (!answer) {
      // A failed lookup (database briefly unreachable) drops the notice; the poll catches up.
      answer = change.source.visible(db, change.id, scope).catch(() => false);
      lookups.set(key, answer);
    }
    return answer;
  };

  let delivered = 0;
  await Promise.all(
    [...groups].map(async ([key, { principal, providerIdsByApp, members }]) => {
      const chosen = notices.map(({ change, frame }): string | Promise<string> => {
        if (!change.source.read(principal)) return '';
        const scope = caseScope(principal, providerIdsByApp, change.source.app);
        if (scope.all) return frame;
        return inScope(change, scope).then((yes) => (yes ? frame : ''));
      });
      const frames = (await Promise.all(chosen)).filter((f) => f !== '');
      if (frames.length === 0) return;
      const chunk = frames.join('');
      for (const s of members) {
        // Not to a stream closed meanwhile, nor to one whose user's access changed meanwhile.
        if (!subscribers.has(s) || profileKey(s) !== key) continue;
        delivered += frames.length;
        s.send(chunk);
      }
    }),
  );
  return delivered;
}
