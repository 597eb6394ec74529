import { conflict } from './http-errors.ts';

export interface ConcurrencyFields {
  lastModified?: string | undefined;
  forceUpdate?: boolean | undefined;
}

/**
 * Optimistic concurrency: an update that says which version it edited (lastModified) must edit
 * the current one, or it answers 409 "Record already modified" unless forceUpdate is true.
 */
export function assertFresh(current: Date, input: ConcurrencyFields): void {
  if (input.forceUpdate || input.lastModified === undefined) return;
  if (new Date(input.lastModified).getTime() !== current.getTime()) throw conflict();
}
