import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useReadOnly } from '../../../../components/fields/read-only.ts';

type Values = Record<string, unknown>;

const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

/** Same value for the form: both empty (null, undefined, []), or equal content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Applies a domain clearing rule (clearing-rules.ts `cleared*`) to one section of the form as the
 * user answers: whenever the section's values (or the rule itself, e.g. with a new stroke type)
 * change, the fields the rule changes are set (null, [] or, for Young Stroke Service, the derived
 * list) with shouldDirty, so the form clears a hidden answer exactly as the server will on save.
 *
 * The values as loaded are left alone (the server stored them through the same rule, and opening a
 * section must not make it dirty); nothing is set in a read-only form. Only fields whose value
 * differs are set, and a rule applied twice changes nothing, so there is no loop. Pass a stable
 * `cleared` (a domain function, or useCallback over its context).
 */
export function useSectionClearing<T extends object>(sectionName: string, cleared: (values: T) => T): void {
  const { control, setValue } = useFormContext();
  const readOnly = useReadOnly();
  const watched = useWatch({ control, name: sectionName }) as unknown;
  const snapshot = JSON.stringify(watched ?? null);
  const last = useRef({ snapshot, cleared });
  useEffect(() => {
    const before = last.current;
    last.current = { snapshot, cleared };
    if (before.snapshot === snapshot && before.cleared === cleared) return;
    if (readOnly || typeof watched !== 'object' || watched === null) return;
    const current = watched as Values;
    const next = cleared(current as T) as Values;
    for (const [key, value] of Object.entries(next)) {
      if (!sameValue(current[key], value)) setValue(`${sectionName}.${key}`, value, { shouldDirty: true });
    }
  }, [snapshot, cleared, readOnly, watched, sectionName, setValue]);
}
