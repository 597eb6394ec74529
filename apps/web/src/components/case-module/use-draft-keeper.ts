import { isPartDraftKey, type SectionDraft, sectionDraftsSchemaOut } from '@scout/domain/cases/section-draft';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../lib/shell-services.tsx';
import { reviveRefusedDates } from '../../lib/typed-dates.ts';
import { DraftKeeper, type DraftSend } from './section-drafts.ts';

/**
 * The drafts of a case page (section-drafts.ts): the keeper its section forms report to, the drafts
 * found on opening (to offer back), and the sections whose restored values wait for their form.
 * Off (null keeper) without a module name or in a read-only case. Every draft request is an
 * ApiClient call; pending drafts are written at once with its `keepalive` option when the page is
 * hidden (visibilitychange) or closed (pagehide), which sends the cached token without waiting.
 */
export function useDraftKeeper({
  module,
  caseId,
  enabled,
  sectionKeys,
}: {
  module: string | undefined;
  caseId: number;
  enabled: boolean;
  sectionKeys: readonly string[];
}) {
  const api = useApiClient();
  const keysRef = useRef(sectionKeys);
  keysRef.current = sectionKeys;
  const base = module ? `/api/drafts/${encodeURIComponent(module)}/${caseId}` : null;

  const keeper = useMemo(() => {
    if (!enabled || !base) return null;
    const send: DraftSend = (method, path, body, { keepalive }) =>
      api.request(method, path, { ...(body === undefined ? {} : { body }), keepalive });
    return new DraftKeeper(base, send);
  }, [enabled, base, api]);

  const [offer, setOffer] = useState<readonly SectionDraft[] | null>(null);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!keeper || !base) return;
    let live = true;
    api
      .get(base, { schema: sectionDraftsSchemaOut })
      .then((read) => {
        // A date the user typed and the form refused comes back as they typed it (typed-dates.ts).
        const drafts = read.map((d) => ({ ...d, values: reviveRefusedDates(d.values) }));
        const mine = drafts.filter((d) => keysRef.current.includes(d.section));
        // The case parts' drafts (a note, the transfer request) are offered by the part when shown,
        // once the page's own question is answered (never two at once).
        const parts = drafts.filter((d) => !mine.includes(d) && isPartDraftKey(d.section));
        if (!live) return;
        keeper.found(mine, parts);
        if (mine.length) setOffer(mine);
        else keeper.offerParts();
      })
      .catch(() => {});
    const unsubscribe = keeper.subscribe(() => setWaiting(new Set(keeper.waitingKeys)));
    const hide = () => keeper.flushAll(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hide);
    return () => {
      live = false;
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hide);
      keeper.dispose();
    };
  }, [keeper, base, api]);

  const restore = useCallback(() => {
    if (offer) keeper?.restore(offer);
    keeper?.offerParts();
    setOffer(null);
  }, [keeper, offer]);
  const discard = useCallback(() => {
    keeper?.discard();
    keeper?.offerParts();
    setOffer(null);
  }, [keeper]);
  const later = useCallback(() => {
    keeper?.offerParts();
    setOffer(null);
  }, [keeper]);

  return { keeper, offer, waiting, restore, discard, later };
}
