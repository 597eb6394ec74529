import { useCasePage } from './case-page-context.tsx';
import type { CaseRecord } from './case-section.ts';
import { useCaseSaver } from './use-case-saver.ts';

/**
 * The case page's save cycle (conflict dialog, cache update, toasts) for a save that is not a
 * section form: Telehealth's Close, a consultation added from a button. Returns
 * `run({ send, saved, failed, conflict? })` resolving true when saved.
 */
export function useCaseSave<TCase extends CaseRecord>() {
  return useCaseSaver<TCase>(useCasePage<TCase>());
}
