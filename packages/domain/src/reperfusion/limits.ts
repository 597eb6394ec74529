import { STROKE_LIMITS } from '../stroke/limits.ts';

/**
 * Reperfusion register limits (spec 3 §2.11, §4.6, §9). Paging, refresh and text lengths are
 * STROKE_LIMITS'.
 */
export const REPERFUSION_LIMITS = {
  ...STROKE_LIMITS,
  // Spec 3 §4.6, §9: imaging follow-up due at call date + 3 days, then + 2 days, weekends to Monday
  imagingFollowUpDays: 3,
  secondaryImagingFollowUpDays: 2,
  // Spec 3 §4.6: a haemorrhage is a deterioration of 4 or more NIHSS points within 24 hours
  haemorrhageNihssDeterioration: 4,
  haemorrhageWithinHours: 24,
} as const;
