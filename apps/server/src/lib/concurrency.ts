import { conflict, fieldError } from './http-errors.ts';

export interface ConcurrencyFields {
  lastModified?: string | undefined;
  forceUpdate?: boolean | undefined;
}

export const CONCURRENCY_MESSAGES = {
  lastModifiedRequired:
    'lastModified is required: send the lastModified of the version you edited, or forceUpdate to overwrite',
} as const;

/**
 * Optimistic concurrency on every update of a mutable record: the update names the version it
 * edited (lastModified), which must be the current one, or it answers 409 "Record already
 * modified". An update that names no version is refused (400), never applied blindly: the only
 * way to overwrite without it is the explicit forceUpdate (the user's "Yes" to the conflict
 * dialog).
 */
export function assertFresh(current: Date, input: ConcurrencyFields): void {
  if (input.forceUpdate) return;
  if (input.lastModified === undefined) {
    throw fieldError('lastModified', CONCURRENCY_MESSAGES.lastModifiedRequired);
  }
  if (new Date(input.lastModified).getTime() !== current.getTime()) throw conflict();
}
