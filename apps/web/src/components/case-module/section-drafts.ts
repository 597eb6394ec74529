import { DRAFT_SAVE_DELAY_MS, type SectionDraft } from '@scout/domain/cases/section-draft';

/** Draft values: the edited fields only, by dotted path ('referrerLastName', 'address.suburb'). */
export type DraftValues = Record<string, unknown>;

/**
 * The mark of a draft of a record the case does not have yet (a new consultation, issue 24 B): its
 * values are the form's whole values (there is no stored record to lay edits over), so Restore can
 * open the record again (`useRestoredNewRecord`) before its form takes them.
 */
export const NEW_RECORD_MARK = '$newRecord';

/** Is this draft the one of a record not saved yet (NEW_RECORD_MARK)? */
export const isNewRecordDraft = (values: DraftValues): boolean => values[NEW_RECORD_MARK] === true;

/** A section form as the draft keeper sees it. */
export interface DraftTracker {
  /** The section's unsaved edits, or null when it has none (not dirty). */
  snapshot(): DraftValues | null;
  /** Lays restored values over the form as unsaved edits. */
  apply(values: DraftValues): void;
  /**
   * Does the form hold a record the case does not have yet? A new record's draft is laid only over
   * such a form (it waits for the section to open one), and a saved record's edits never are.
   */
  holdsNewRecord?(): boolean;
}

/** May these draft values be laid over this form now? */
const fits = (tracker: DraftTracker, values: DraftValues) =>
  isNewRecordDraft(values) === (tracker.holdsNewRecord?.() ?? false);

/**
 * One draft request (an ApiClient call); `keepalive`: it leaves before returning and may outlive
 * a closing page (ApiClient's `keepalive`, which also sends a body too large for it as an ordinary
 * request).
 */
export type DraftSend = (
  method: 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: { keepalive: boolean },
) => Promise<unknown>;

/**
 * The edited fields of a form with their values, from react-hook-form's dirtyFields: each dirty
 * leaf by its dotted path, except that an array (a list of rows, a multiple choice) that holds a
 * dirty entry is kept whole, so restoring it cannot leave holes.
 */
export function draftValuesOf(dirty: unknown, valueAt: (path: string) => unknown, prefix = ''): DraftValues {
  if (dirty === true || (Array.isArray(dirty) && prefix)) return prefix ? { [prefix]: valueAt(prefix) } : {};
  if (!dirty || typeof dirty !== 'object') return {};
  const out: DraftValues = {};
  for (const [key, node] of Object.entries(dirty))
    Object.assign(out, draftValuesOf(node, valueAt, prefix ? `${prefix}.${key}` : key));
  return out;
}

/**
 * The drafts of one open case page (issue 15 item 2): while a section form has unsaved edits, its
 * edited values are kept on the server (PUT /api/drafts/{module}/{id}/{section}) DRAFT_SAVE_DELAY_MS
 * after the last change, and at once, with `keepalive`, when the page is hidden or closed. A
 * section saved (or reverted to its saved values) loses its draft: the server deletes it with the
 * save, and the page deletes it too, after any draft write of the section still on its way (which
 * would otherwise bring it back). Drafts found when the page opened are offered back; Restore lays
 * them over the sections (one not mounted yet takes them when it mounts), Discard deletes them.
 * Requests of one section go out in order, so a delete after a save is never overtaken by a draft
 * written before it. Failures are ignored: a draft is a safety net, never in the user's way.
 */
export class DraftKeeper {
  private readonly trackers = new Map<string, DraftTracker>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Sections with a draft on the server found when the page opened. */
  private readonly offered = new Set<string>();
  /** Sections whose draft this page has written. */
  private readonly written = new Set<string>();
  /** Restored drafts of sections not mounted yet. */
  private readonly waiting = new Map<string, DraftValues>();
  /** The case parts' drafts (a note, the transfer request) found on opening, not answered yet. */
  private readonly partOffers = new Map<string, SectionDraft>();
  /** The page's own offer is answered (or there was none): the parts may offer theirs. */
  private partsMayOffer = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly base: string,
    private readonly send: DraftSend,
  ) {}

  /** The sections whose restored values wait for their form to mount. */
  get waitingKeys(): string[] {
    return [...this.waiting.keys()];
  }

  /** Called when the waiting sections change. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The drafts found on the server when the page opened: the sections' (the page offers them) and
   * the case parts' (notes, transfer: each part offers its own when shown, `partDrafts`).
   */
  found(drafts: readonly SectionDraft[], partDrafts: readonly SectionDraft[] = []): void {
    for (const d of drafts) this.offered.add(d.section);
    for (const d of partDrafts) {
      this.offered.add(d.section);
      this.partOffers.set(d.section, d);
    }
  }

  /** The page's offer is answered (or there was none): the parts offer theirs from now on. */
  offerParts(): void {
    if (this.partsMayOffer) return;
    this.partsMayOffer = true;
    this.emit();
  }

  /** The parts' drafts `match` picks, not answered yet; none while the page's own offer is open. */
  partDrafts(match: (key: string) => boolean): SectionDraft[] {
    return this.partsMayOffer ? [...this.partOffers.values()].filter((d) => match(d.section)) : [];
  }

  /** A part restored these drafts (it lays them over its form): they are not offered again. */
  tookPartDrafts(keys: readonly string[]): void {
    for (const key of keys) this.partOffers.delete(key);
    this.emit();
  }

  /** The restored values waiting for the section's form (a new record's: for it to be opened). */
  waitingValues(key: string): DraftValues | undefined {
    return this.waiting.get(key);
  }

  /**
   * Does a form of the page hold unsaved edits? Then the user has started typing, and the drafts
   * found on opening are offered beside the page, never in a dialog over it.
   */
  hasEdits(): boolean {
    return [...this.trackers.values()].some((t) => t.snapshot() !== null);
  }

  /**
   * A section form mounted; it takes restored values waiting for it (a new record's only once the
   * form holds a new record). Returns its unmount.
   */
  track(key: string, tracker: DraftTracker): () => void {
    this.trackers.set(key, tracker);
    const restored = this.waiting.get(key);
    if (restored && fits(tracker, restored)) {
      this.waiting.delete(key);
      tracker.apply(restored);
      this.emit();
    }
    return () => {
      if (this.trackers.get(key) !== tracker) return;
      this.flush(key, true);
      this.trackers.delete(key);
    };
  }

  /** The section's values changed: its draft is written after a pause. */
  changed(key: string): void {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.set(
      key,
      setTimeout(() => this.flush(key, false), DRAFT_SAVE_DELAY_MS),
    );
  }

  /** Writes every pending draft now (the page is being hidden or closed). */
  flushAll(keepalive: boolean): void {
    for (const key of [...this.timers.keys()]) this.flush(key, keepalive);
  }

  /**
   * The section was saved: no draft of it is kept. The save already deleted it on the server; the
   * DELETE, queued behind this section's draft writes, removes one that landed after the save.
   */
  saved(key: string): void {
    this.cancel(key);
    const kept = this.offered.delete(key);
    if (this.partOffers.delete(key)) this.emit();
    if (this.written.delete(key) || kept) this.enqueue('DELETE', `${this.base}/${key}`, undefined, false);
  }

  /**
   * Restore: every draft laid over its section, now or when the section mounts (a new record's
   * when the section has opened the record again). A section the user has edited since the page
   * opened keeps what they typed: its old draft is not laid over it (their typing replaces it).
   */
  restore(drafts: readonly SectionDraft[]): void {
    for (const d of drafts) {
      const tracker = this.trackers.get(d.section);
      if (tracker?.snapshot()) continue;
      if (tracker && fits(tracker, d.values)) tracker.apply(d.values);
      else if (!tracker || isNewRecordDraft(d.values)) this.waiting.set(d.section, d.values);
    }
    this.emit();
  }

  /**
   * Discard: the drafts of these keys deleted (a part's Discard), or (none given, the page's
   * Discard) every draft of the record except the parts' drafts not offered yet: one DELETE of the
   * record when there are none, else one per section.
   */
  discard(keys?: readonly string[]): void {
    const goes = (key: string) => (keys ? keys.includes(key) : !this.partOffers.has(key));
    const known = [...this.timers.keys(), ...this.offered, ...this.written, ...this.waiting.keys()];
    const gone = [...new Set(known.filter(goes))];
    for (const key of gone) {
      this.cancel(key);
      this.offered.delete(key);
      this.written.delete(key);
      this.waiting.delete(key);
      this.partOffers.delete(key);
    }
    if (!keys && this.partOffers.size === 0) this.enqueue('DELETE', this.base, undefined, false);
    else for (const key of keys ?? gone) this.enqueue('DELETE', `${this.base}/${key}`, undefined, false);
    this.emit();
  }

  /**
   * The page unmounts: what was pending is written at once, as for a closing page (the request
   * leaves before anything else of the page goes away), and no timer is left behind.
   */
  dispose(): void {
    this.flushAll(true);
  }

  private cancel(key: string) {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
  }

  private flush(key: string, keepalive: boolean) {
    if (!this.timers.has(key)) return;
    this.cancel(key);
    const values = this.trackers.get(key)?.snapshot() ?? null;
    if (values && Object.keys(values).length) {
      this.written.add(key);
      this.offered.delete(key);
      this.enqueue('PUT', `${this.base}/${key}`, { values }, keepalive);
    } else if (values === null && this.written.delete(key)) {
      // Edited back to the saved values: nothing left to restore.
      this.enqueue('DELETE', `${this.base}/${key}`, undefined, keepalive);
    }
  }

  private enqueue(method: 'PUT' | 'DELETE', path: string, body: unknown, keepalive: boolean) {
    // A closing page cannot wait for the queue: its request goes out at once.
    if (keepalive) {
      void this.send(method, path, body, { keepalive: true }).catch(() => {});
      return;
    }
    this.queue = this.queue.then(() => this.send(method, path, body, { keepalive: false })).catch(() => {});
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
