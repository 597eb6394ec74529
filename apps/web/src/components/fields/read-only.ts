import { createContext, useContext } from 'react';

/**
 * True inside a read-only form (read-only users, archived or closed cases: spec 2 §6). Every field
 * of the kit then renders its value as text, so a section becomes a summary without edit
 * controls. The case-module provider sets it from the case page's `readOnly`; a form outside a
 * case page can provide it itself.
 */
export const ReadOnlyContext = createContext(false);

export const useReadOnly = () => useContext(ReadOnlyContext);
