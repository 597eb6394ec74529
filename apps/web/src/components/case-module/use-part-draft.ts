import type { SectionDraft } from '@scout/domain/cases/section-draft';
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCaseDraftKeeper } from './draft-keeper-context.ts';
import { hasDirtyField } from './form-errors.ts';
import { type DraftKeeper, type DraftValues, draftValuesOf } from './section-drafts.ts';

// biome-ignore lint/suspicious/noExplicitAny: any form's transformed output
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/** A form's unsaved edits as a draft (its dirty fields by dotted path), or null when it has none. */
export function formDraftValues<T extends FieldValues>(form: AnyForm<T>): DraftValues | null {
  const dirty = form.formState.dirtyFields;
  if (!hasDirtyField(dirty)) return null;
  return draftValuesOf(dirty, (path) => form.getValues(path as Path<T>));
}

/** Lays draft values over a form as unsaved edits. */
export function applyDraftValues<T extends FieldValues>(form: AnyForm<T>, values: DraftValues): void {
  for (const [path, value] of Object.entries(values))
    form.setValue(path as Path<T>, value as never, { shouldDirty: true });
}

/**
 * Never-lost drafts of a case part's form (a note dialog, the transfer request; README §3a): the
 * form reports to the page's keeper under `key`, as a section form does (written ~3 s after the
 * last change, at once on page hide and when the form unmounts). `restored` is laid over the form
 * as unsaved edits when it mounts. No keeper (outside a case page, read-only) or no key: nothing.
 */
export function useFormDraft<T extends FieldValues>(
  keeper: DraftKeeper | null,
  key: string | null,
  form: AnyForm<T>,
  restored?: DraftValues,
): void {
  // Read while rendering: react-hook-form keeps dirtyFields only for a form that reads them.
  void form.formState.dirtyFields;
  const [first] = useState(restored);
  useEffect(() => {
    if (first) applyDraftValues(form, first);
  }, [first, form]);
  useEffect(() => {
    if (!keeper || !key) return;
    const untrack = keeper.track(key, {
      snapshot: () => formDraftValues(form),
      apply: (values) => applyDraftValues(form, values),
    });
    const watching = form.watch(() => keeper.changed(key));
    return () => {
      watching.unsubscribe();
      untrack();
    };
  }, [keeper, key, form]);
}

/**
 * A case part's drafts found when the page opened (keys `match` picks), offered by the part itself
 * once the page's own offer is answered: `offer` (null: nothing to ask), `take` (Restore: the
 * drafts, no longer offered; the part lays them over its form), `discard` (deleted on the server)
 * and `later` (not asked again while the part stays shown).
 */
export function usePartDrafts(match: (key: string) => boolean) {
  const keeper = useCaseDraftKeeper();
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!keeper) return;
    const unsubscribe = keeper.subscribe(changed);
    return () => {
      unsubscribe();
    };
  }, [keeper]);
  const [asked, setAsked] = useState(false);
  const found = keeper && !asked ? keeper.partDrafts(match) : [];
  const offer: readonly SectionDraft[] | null = found.length ? found : null;
  const keys = found.map((d) => d.section).join(' ');

  const take = useCallback((): SectionDraft[] => {
    if (!keeper || !keys) return [];
    const list = keys.split(' ');
    const drafts = keeper.partDrafts((k) => list.includes(k));
    keeper.tookPartDrafts(list);
    return drafts;
  }, [keeper, keys]);
  const discard = useCallback(() => {
    if (keeper && keys) keeper.discard(keys.split(' '));
  }, [keeper, keys]);
  const later = useCallback(() => setAsked(true), []);
  return { keeper, offer, take, discard, later };
}
