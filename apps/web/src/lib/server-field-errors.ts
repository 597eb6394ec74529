import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from './api-client.ts';

/**
 * Puts the server's field errors (400 fieldErrors [{field, message}]) on the form's fields.
 * Returns the message to show above the form for anything that did not land on a known field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): string | null {
  if (!isApiRequestError(error)) return error instanceof Error ? error.message : 'Something went wrong';
  let unplaced = error.fieldErrors.length === 0;
  // Focus goes to the first field in error (WCAG 2.2: focus moves to the first error), not the last.
  let focused = false;
  for (const fieldError of error.fieldErrors) {
    const field = knownFields.find((known) => known === fieldError.field);
    if (field) {
      setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !focused });
      focused = true;
    } else unplaced = true;
  }
  return unplaced ? error.message : null;
}
