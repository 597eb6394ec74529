import { createContext, useContext } from 'react';
import type { DraftKeeper } from './section-drafts.ts';

/** The case page's drafts keeper (CasePageProvider provides it; null when drafts are off). */
export const DraftKeeperContext = createContext<DraftKeeper | null>(null);

/**
 * The page's drafts keeper for the shared case parts (notes, transfer), which also render outside
 * a case page (their own tests): null there, when drafts are off, or in a read-only case.
 */
export function useCaseDraftKeeper(): DraftKeeper | null {
  return useContext(DraftKeeperContext);
}
