import type { Now } from '../cases/dates.ts';

/**
 * What the VTIS section rules read besides the section itself (spec 3 §4.3, §5.5): the clock and
 * the service's time zone (dates typed apart from their times are on its wall clock), the call's
 * date/time, the required-rule toggle (`isVtisValidationRequired`) and the stroke type.
 * `vtisCheckContext` (case.schema.ts) builds it from a consult. The readers the rules use are
 * stroke/rule-helpers.ts'.
 */
export interface VtisCheckContext {
  now: Now;
  timeZone: string;
  callDateTime: string | null;
  /** The required-rule toggle: several fields are required only while it is on (§5.5). */
  validationRequired: boolean;
  strokeType: string | null;
}

export interface VtisRuleOptions {
  now?: Now;
  timeZone?: string;
}
