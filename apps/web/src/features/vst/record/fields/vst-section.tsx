import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { VstRecordKind } from '../../api/vst-api.ts';
import { useSectionClearing } from './use-section-clearing.ts';
import { requiredVstFields, shownVstFields, type VstSectionName } from './vst-declarations.ts';

interface VstSectionContextValue {
  record: VstRecordKind;
  section: VstSectionName;
  /** The fields the section's domain rule requires for the current answers. */
  required: ReadonlySet<string>;
  /** The fields its clearing rule keeps (shows) for the current answers. */
  shown: ReadonlySet<string>;
}

const VstSectionContext = createContext<VstSectionContextValue | null>(null);

/** The surrounding VstFieldSection, if any. */
export const useVstSection = () => useContext(VstSectionContext);

const keepAll = <T,>(values: T): T => values;

/**
 * Around a section body's fields (outside its FieldGrid): names the record kind and section for
 * the VstFields inside, so they need only `name`, and applies the section's domain rules to them:
 * required markers from its `check*` rule (`requiredVstFields`), and with `cleared` (its
 * clearing rule, stable: a domain function or a useCallback over its context) which fields show
 * (`shownVstFields`: a VstField its rule would clear renders nothing) and the clearing itself as
 * answers change (`useSectionClearing`).
 */
export function VstFieldSection<T extends object>({
  record = 'consult',
  section,
  cleared,
  children,
}: {
  record?: VstRecordKind;
  section: VstSectionName;
  cleared?: (values: T) => T;
  children: ReactNode;
}) {
  useSectionClearing<T>(section, cleared ?? keepAll);
  const values = useWatch() as Record<string, unknown>;
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values' content
  const required = useMemo(() => requiredVstFields(record, section, values), [record, section, key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values' content
  const shown = useMemo(
    () => shownVstFields(record, section, values?.[section], cleared),
    [record, section, cleared, key],
  );
  const value = useMemo(() => ({ record, section, required, shown }), [record, section, required, shown]);
  return <VstSectionContext.Provider value={value}>{children}</VstSectionContext.Provider>;
}
