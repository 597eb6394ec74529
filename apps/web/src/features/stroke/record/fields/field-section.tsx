import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { requiredFields, type StrokeFieldSource, shownFields } from './declarations.ts';
import { useSectionClearing } from './use-section-clearing.ts';

export interface StrokeFieldSectionValue {
  source: StrokeFieldSource;
  section: string;
  /** The fields the section's domain rule requires for the current answers. */
  required: ReadonlySet<string>;
  /** The fields its clearing rule keeps (shows) for the current answers. */
  shown: ReadonlySet<string>;
}

const StrokeFieldSectionContext = createContext<StrokeFieldSectionValue | null>(null);

/** The surrounding StrokeFieldSection, if any. */
export const useStrokeFieldSection = () => useContext(StrokeFieldSectionContext);

const keepAll = <T,>(values: T): T => values;

/**
 * Around a section body's fields (outside its FieldGrid): names the declarations (`source`) and
 * section for the StrokeFields inside, so they need only `name`, and applies the section's domain
 * rules to them: required markers from its `check` rule (`requiredFields`), and with `cleared`
 * (its clearing rule, stable: a domain function or a useCallback over its context) which fields
 * show (`shownFields`: a field its rule would clear renders nothing) and the clearing itself as
 * answers change (`useSectionClearing`).
 */
export function StrokeFieldSection<T extends object>({
  source,
  section,
  cleared,
  children,
}: {
  source: StrokeFieldSource;
  section: string;
  cleared?: (values: T) => T;
  children: ReactNode;
}) {
  useSectionClearing<T>(section, cleared ?? keepAll);
  const values = useWatch() as Record<string, unknown>;
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values' content
  const required = useMemo(() => requiredFields(source, section, values), [source, section, key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values' content
  const shown = useMemo(
    () => shownFields(source, section, values?.[section], cleared),
    [source, section, cleared, key],
  );
  const value = useMemo(() => ({ source, section, required, shown }), [source, section, required, shown]);
  return <StrokeFieldSectionContext.Provider value={value}>{children}</StrokeFieldSectionContext.Provider>;
}
