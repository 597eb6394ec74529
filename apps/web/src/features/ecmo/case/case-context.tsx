import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { createContext, useContext } from 'react';

/** A section form that the case page can save from Save All and check for unsaved changes. */
export interface SectionHandle {
  dirty: boolean;
  /** Validates and saves; true when saved (or nothing to save). */
  save: () => Promise<boolean>;
}

export interface CaseContextValue {
  ecmoCase: EcmoCase;
  caseId: number;
  readOnly: boolean;
  /** Called by section forms when their dirty flag or save function changes. */
  register: (key: string, handle: SectionHandle | null) => void;
  /** Opens another section of the case (Save and Next). */
  openSection: (section: string) => void;
}

export const CaseContext = createContext<CaseContextValue | null>(null);

export function useCaseContext(): CaseContextValue {
  const value = useContext(CaseContext);
  if (!value) throw new Error('CaseContext is missing');
  return value;
}
