import type { Now } from '../cases/dates.ts';

/**
 * What the VST section rules read besides the section itself (spec 3 §4.2, §5.2): the call's
 * date/time, the completeness toggle, the stroke type, the record's data version and the clock.
 * `vstCheckContext` (case.schema.ts) builds it from a consult. The small readers the rules use
 * are stroke/rule-helpers.ts' (shared with VTIS), re-exported here.
 */
export { dateTimeOf, includesChoice, isInFuture, type Loose } from '../stroke/rule-helpers.ts';

export interface VstCheckContext {
  now: Now;
  callDateTime: string | null;
  /** The completeness requirement (`isValidationRequired`): many fields are required only while it is on. */
  validationRequired: boolean;
  strokeType: string | null;
  schemaVersion: number | null;
}
