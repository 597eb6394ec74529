/**
 * Record types of the stroke services (spec 3 §3.8 search record `recordType`), their labels (the
 * dashboards' Type column, §2.3) and their study IDs (§9).
 */
export const STROKE_RECORD_TYPES = ['Consult', 'Followup', 'VtisConsult', 'VtisFollowup'] as const;
export type StrokeRecordType = (typeof STROKE_RECORD_TYPES)[number];
export const STROKE_RECORD_TYPE_LABEL: Record<StrokeRecordType, string> = {
  Consult: 'Consult',
  Followup: 'Follow-up',
  VtisConsult: 'VTIS Consult',
  VtisFollowup: 'VTIS Follow-up',
};

/**
 * Study ID prefixes per record type. Spec 3 §9 says they exist but not their values; SCOUT's
 * choice: 'VST' and the consult's number ('VST12'), 'VSTFU' and the follow-up's number ('VSTFU7'),
 * 'VTIS' and 'VTISFU' likewise, like ECMO's 'ECMO12' and Telehealth's 'TH12' (no padding). No two
 * record types share one.
 */
export const STUDY_ID_PREFIX: Record<StrokeRecordType, string> = {
  Consult: 'VST',
  Followup: 'VSTFU',
  VtisConsult: 'VTIS',
  VtisFollowup: 'VTISFU',
};

/** The study ID people read: 'VST12', 'VSTFU7', 'VTIS3', 'VTISFU4'. */
export function strokeStudyId(recordType: StrokeRecordType, id: number): string {
  return `${STUDY_ID_PREFIX[recordType]}${id}`;
}

/** Prefixes longest first, so that 'VSTFU7' is not read as 'VST' and 'FU7'. */
const PREFIXES = [...STROKE_RECORD_TYPES].sort(
  (a, b) => STUDY_ID_PREFIX[b].length - STUDY_ID_PREFIX[a].length,
);

/**
 * The record a study ID names (case and spaces ignored: 'vst 12', 'VSTFU7'), or null when the text
 * is not a study ID. The dashboards' keyword search uses it.
 */
export function parseStudyId(text: string): { recordType: StrokeRecordType; id: number } | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  for (const recordType of PREFIXES) {
    const prefix = STUDY_ID_PREFIX[recordType];
    if (!compact.startsWith(prefix)) continue;
    const digits = compact.slice(prefix.length);
    if (/^\d{1,10}$/.test(digits) && Number(digits) > 0 && Number(digits) <= 2_147_483_647) {
      return { recordType, id: Number(digits) };
    }
  }
  return null;
}
