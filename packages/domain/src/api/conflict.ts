/** The save-conflict dialog of spec 1 §4 and §8 (HTTP 409), verbatim; every form uses it. */
export const CONFLICT_MESSAGES = {
  title: 'Record already modified',
  question: 'Do you want to rewrite your changes?',
  notSaved: 'Record not saved',
} as const;
