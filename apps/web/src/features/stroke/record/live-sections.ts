import { createContext, useContext, useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import {
  type SectionForm,
  type SectionFormOptions,
  useSectionForm,
} from '../../../components/case-module/use-section-form.ts';
import { useStrokeKind } from './kind-context.ts';
import { strokeSectionDef } from './section-factory.ts';
import type { StrokeFormValues, StrokeKind, StrokeRecord } from './stroke-kind.ts';

/**
 * The sections of a stroke record as they are on screen (issue 24 item 3). Each section form holds
 * the whole record's values so that its rules see the record's context (Recommended Management
 * shows the thrombolysis and ECR questions for an ischaemic stroke); that context must be what the
 * other sections show now, not what was last saved. Every mounted section form publishes its own
 * section here as it changes, and takes in the others' as the record's context: never as its
 * own edits (not dirty, not sent by its Save). A section's values are published only while they
 * pass their field checks, so a half-typed value elsewhere never stops this section's Save on an
 * error it cannot show.
 */
export interface LiveSections {
  /** The last published values of a section, or undefined when no form has published it. */
  get: (name: string) => { value: unknown } | undefined;
  /** The names of the sections published. */
  names: () => string[];
  publish: (name: string, value: unknown) => void;
  /** Called with the name of each section published; returns the unsubscribe. */
  subscribe: (listener: (name: string) => void) => () => void;
}

export function createLiveSections(): LiveSections {
  const values = new Map<string, { value: unknown }>();
  const listeners = new Set<(name: string) => void>();
  return {
    get: (name) => values.get(name),
    names: () => [...values.keys()],
    publish: (name, value) => {
      values.set(name, { value });
      for (const listener of listeners) listener(name);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const LiveSectionsContext = createContext<LiveSections | null>(null);

/** The page's live sections (null outside a stroke record page: the forms then read the saved record). */
export const useLiveSections = (): LiveSections | null => useContext(LiveSectionsContext);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** True when the form's values of `name` pass their field checks (the kind's schema, no section rules). */
function passesFieldChecks(kind: StrokeKind, values: StrokeFormValues, name: string): boolean {
  const parsed = kind.formSchema([]).safeParse(values);
  return parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === name);
}

/** Publishes the form's section `name` and takes in every other published section (see LiveSections). */
export function useLiveSectionSync<TIn extends FieldValues>(
  form: UseFormReturn<TIn, unknown, unknown>,
  name: string,
) {
  const kind = useStrokeKind();
  const live = useLiveSections();
  const { caseData } = useCasePage<StrokeRecord>();

  useEffect(() => {
    if (!live) return;
    const publish = () => {
      const values = form.getValues() as StrokeFormValues;
      const own = values[name];
      const last = live.get(name);
      if (last && same(last.value, own)) return;
      if (passesFieldChecks(kind, values, name)) live.publish(name, structuredClone(own));
    };
    publish();
    const watching = form.watch((_values, { name: changed }) => {
      if (!changed || changed === name || changed.startsWith(`${name}.`)) publish();
    });
    return () => watching.unsubscribe();
  }, [live, form, name, kind]);

  // Runs after the section form's own reset to a reloaded record (declared after it), so the
  // others' unsaved values stay the context.
  // biome-ignore lint/correctness/useExhaustiveDependencies: caseData re-applies them after that reset.
  useEffect(() => {
    if (!live) return;
    const take = (other: string) => {
      if (other === name) return;
      const published = live.get(other);
      if (!published) return;
      const path = other as Path<TIn>;
      if (same(form.getValues(path), published.value)) return;
      form.setValue(path, structuredClone(published.value) as never, {
        shouldDirty: false,
        shouldTouch: false,
        shouldValidate: false,
      });
    };
    for (const other of live.names()) take(other);
    return live.subscribe(take);
  }, [live, form, name, caseData]);
}

/**
 * A stroke data section's form by its key (useSectionForm of the kind's section def) whose rules
 * read the other sections as they are on screen (useLiveSectionSync).
 */
export function useStrokeSectionForm(
  sectionKey: string,
  options?: SectionFormOptions,
): SectionForm<StrokeRecord, StrokeFormValues, StrokeFormValues> {
  const kind = useStrokeKind();
  const name = kind.sections.find((s) => s.key === sectionKey)?.data;
  if (!name) throw new Error(`${kind.label} section '${sectionKey}' holds no data`);
  const section = useSectionForm(strokeSectionDef(kind, sectionKey), options);
  useLiveSectionSync(section.form as UseFormReturn<StrokeFormValues, unknown, unknown>, name);
  return section;
}
