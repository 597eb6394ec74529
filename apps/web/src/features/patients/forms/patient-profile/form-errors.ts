import { type FieldErrors, get } from 'react-hook-form';
import type { PatientFormValues } from './form-values.ts';

/**
 * The message react-hook-form holds for a (dotted) path, if any: for the form's messages that
 * belong to no single field ('address', the URN/THCI list).
 */
export function errorAt(errors: FieldErrors<PatientFormValues>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string } | undefined;
  return error?.message || undefined;
}
