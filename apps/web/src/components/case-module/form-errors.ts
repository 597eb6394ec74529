import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiRequestError } from '../../lib/api-client.ts';

/** Scrolls to the first field marked invalid (spec 2 §5.3: a failed save scrolls to the first error). */
export function scrollToFirstError() {
  setTimeout(() => {
    document.querySelector('[aria-invalid="true"], .ant-form-item-has-error')?.scrollIntoView({
      behavior: 'smooth',
      block: 'center',
    });
  }, 50);
}

/** True when any leaf of react-hook-form's dirtyFields is set. */
export function hasDirtyField(dirty: unknown): boolean {
  if (dirty === true) return true;
  if (Array.isArray(dirty)) return dirty.some(hasDirtyField);
  if (dirty && typeof dirty === 'object') return Object.values(dirty).some(hasDirtyField);
  return false;
}

/** The dotted paths of the set leaves of react-hook-form's dirtyFields ('patient.urn', 'rows.0.x'). */
export function dirtyLeaves(dirty: unknown, prefix = ''): string[] {
  if (dirty === true) return prefix ? [prefix] : [];
  if (dirty && typeof dirty === 'object')
    return Object.entries(dirty).flatMap(([key, node]) =>
      dirtyLeaves(node, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}

/** Server fieldErrors name fields with dots ('diagnosis.primaryOrganFailureId') or brackets ('rows[0].x'). */
export const serverFieldPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * Puts the server's field errors (a 400's fieldErrors) on the form's fields and scrolls to the
 * first one. `mapField` rewrites a server path to the form's ('entry.hr' -> 'observations.current.hr');
 * returning null skips it. True when at least one error was placed.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  error: unknown,
  mapField: (path: string) => string | null = (p) => p,
): boolean {
  if (!isApiRequestError(error)) return false;
  let placed = false;
  for (const fe of error.fieldErrors) {
    const path = mapField(serverFieldPath(fe.field));
    if (path === null) continue;
    form.setError(path as Path<T>, { type: 'server', message: fe.message });
    placed = true;
  }
  if (placed) scrollToFirstError();
  return placed;
}
