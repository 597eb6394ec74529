import { zodResolver } from '@hookform/resolvers/zod';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { ignoringHiddenFields } from '../hidden-fields-resolver.ts';
import { useSingleFlight } from '../use-single-flight.ts';
import { useCasePage, useCasePageState } from './case-page-context.tsx';
import type { CaseRecord, CaseSectionDef } from './case-section.ts';
import { dirtyLeaves, hasDirtyField, placeServerFieldErrors, scrollToFirstError } from './form-errors.ts';
import { type DraftValues, draftValuesOf, isNewRecordDraft, NEW_RECORD_MARK } from './section-drafts.ts';
import { useCaseSave } from './use-case-save.ts';

export interface SectionFormOptions {
  /** Asked after validation and before sending (ECMO's closing question); false stops the save. */
  confirmBeforeSave?: () => Promise<boolean>;
}

/** What a section component gets: the form, Save (single flight) and its state. */
export interface SectionForm<TCase, TIn extends FieldValues, TOut> {
  def: CaseSectionDef<TCase, TIn, TOut>;
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Validates and saves; true when saved. One at a time: a double-click sends one request. */
  save: () => Promise<boolean>;
  saving: boolean;
  dirty: boolean;
  readOnly: boolean;
}

/**
 * One section of the case as a react-hook-form validated by the section's domain schema (hidden
 * fields ignored). It takes its values from the case (and again whenever the case reloads while
 * the section is not being edited), saves through the section's `send` with the case's
 * lastModified, asks on a 409 whether to overwrite (area or section wording), puts server field
 * errors on fields and scrolls to the first error, and shows the section's toasts. It registers
 * with the case page for Save All, the dirty markers and the leave guard.
 */
export function useSectionForm<TCase extends CaseRecord, TIn extends FieldValues, TOut>(
  def: CaseSectionDef<TCase, TIn, TOut>,
  options: SectionFormOptions = {},
): SectionForm<TCase, TIn, TOut> {
  const { caseData, readOnly, texts, register, drafts } = useCasePage<TCase>();
  const { message } = App.useApp();
  const runSave = useCaseSave<TCase>();
  const defRef = useRef(def);
  defRef.current = def;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // A schema factory (clock, time zone) is built once per mount.
  const schema = useMemo(() => (typeof def.schema === 'function' ? def.schema() : def.schema), [def.schema]);
  const form = useForm<TIn, unknown, TOut>({
    resolver: ignoringHiddenFields(zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>),
    defaultValues: def.defaults(caseData) as DefaultValues<TIn>,
  });
  // Dirty fields rather than isDirty: fields that mount without a stored value (undefined keys)
  // would otherwise keep a section "changed" after its draft entry is committed and cleared.
  const dirty = hasDirtyField(form.formState.dirtyFields);

  // A reloaded case (after any save) refreshes the section unless the user is editing it.
  useEffect(() => {
    if (!hasDirtyField(form.formState.dirtyFields))
      form.reset(defRef.current.defaults(caseData) as DefaultValues<TIn>);
  }, [caseData, form]);

  /** Runs the schema; the output, or null after the validation toast and a scroll to the error. */
  const validate = useCallback(
    () =>
      new Promise<TOut | null>((resolve) => {
        void form.handleSubmit(
          (values) => resolve(values),
          (errors) => {
            const text = defRef.current.messages.validationFailed ?? texts.validationFailed;
            void message.error(typeof text === 'function' ? text(errors as FieldErrors) : text);
            scrollToFirstError();
            resolve(null);
          },
        )();
      }),
    [form, message, texts],
  );

  const { run: save, pending: saving } = useSingleFlight(async (): Promise<boolean> => {
    const values = await validate();
    if (values === null) return false;
    const confirm = optionsRef.current.confirmBeforeSave;
    if (confirm && !(await confirm())) return false;
    const d = defRef.current;
    const saved = await runSave({
      ...d.messages,
      send: (ctx) => d.send(values, ctx),
      onError: (error) => placeServerFieldErrors(form, error),
    });
    if (saved) {
      form.reset(form.getValues());
      drafts?.saved(d.key);
    }
    return saved;
  });

  const markSaved = useCallback(() => {
    form.reset(form.getValues());
    drafts?.saved(defRef.current.key);
  }, [form, drafts]);
  /** The stale-form merge: the fresh case's values with this form's unsaved edits laid over them. */
  const rebase = useCallback(
    (fresh: TCase) => {
      const edits = dirtyLeaves(form.formState.dirtyFields).map(
        (path) => [path, form.getValues(path as Path<TIn>)] as const,
      );
      form.reset(defRef.current.defaults(fresh) as DefaultValues<TIn>);
      for (const [path, value] of edits)
        form.setValue(path as Path<TIn>, value as never, { shouldDirty: true });
    },
    [form],
  );
  useEffect(() => {
    register(def.key, { dirty, save, validate, markSaved, rebase: rebase as (fresh: unknown) => void });
  }, [register, def.key, dirty, save, validate, markSaved, rebase]);
  useEffect(() => () => register(def.key, null), [register, def.key]);

  // Never-lost drafts (section-drafts.ts): every change is reported (the keeper writes the edited
  // fields a few seconds later, or deletes the draft when none are left), and restored values are
  // laid over the form as unsaved edits. Declared after the reset above, so restored values are
  // laid over the case's values, not replaced by them.
  useEffect(() => {
    if (!drafts || readOnly) return;
    const holdsNewRecord = () => defRef.current.isNewRecord?.(form.getValues()) ?? false;
    const untrack = drafts.track(def.key, {
      snapshot: () => {
        const dirtyFields = form.formState.dirtyFields;
        if (!hasDirtyField(dirtyFields)) return null;
        // A record the case does not have yet: all of it, as nothing stored can be laid under it.
        if (holdsNewRecord()) return { ...form.getValues(), [NEW_RECORD_MARK]: true };
        return draftValuesOf(dirtyFields, (path) => form.getValues(path as Path<TIn>));
      },
      apply: (values: DraftValues) => {
        for (const [path, value] of Object.entries(values))
          if (path !== NEW_RECORD_MARK)
            form.setValue(path as Path<TIn>, value as never, { shouldDirty: true });
      },
      holdsNewRecord,
    });
    const watching = form.watch(() => drafts.changed(def.key));
    return () => {
      watching.unsubscribe();
      untrack();
    };
  }, [drafts, readOnly, def.key, form]);

  return { def, form, save, saving, dirty, readOnly };
}

/**
 * The restored draft of a new record of this section (one the case does not have yet, see
 * `CaseSectionDef.isNewRecord`), waiting for the section to open that record again: its whole
 * values (the section opens a new record like them, e.g. with their creation time, and its form
 * then takes them as unsaved edits), or null.
 */
export function useRestoredNewRecord<TValues>(key: string): TValues | null {
  const { drafts } = useCasePage();
  const { restoredKeys } = useCasePageState();
  const values = restoredKeys.has(key) ? drafts?.waitingValues(key) : undefined;
  if (!values || !isNewRecordDraft(values)) return null;
  const { [NEW_RECORD_MARK]: _mark, ...record } = values;
  return record as TValues;
}
