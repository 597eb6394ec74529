/**
 * The shape of an ICD-10-AM diagnosis code (spec 3 §3.6 "four ICD10 code fields", issue 13 item
 * 6 "validated as ICD-10-AM code shapes"). The national data standard writes ICD-10-AM codes as
 * ANN{.N[N]} (METeOR, "Episode of care—principal diagnosis, code (ICD-10-AM 12th edn)
 * ANN{.N[N]}"): one letter, two digits, then optionally a full stop and one or two digits.
 *
 * The pattern accepts exactly:
 * - a capital letter A to Z (ICD-10-AM uses every chapter letter, U included: U07.1);
 * - followed by two digits (a three-character category, valid on its own where the category has
 *   no subdivision: I10 essential hypertension);
 * - optionally followed by a full stop and one digit (I63.9, G45.9, I61.0) or two digits (the
 *   Australian fifth character: S06.00).
 *
 * It rejects lower case (i63.9: the form upper-cases as the user types, the schema never changes
 * what was sent), a missing or doubled full stop (I639, I63..9, I63.), three digits after the
 * full stop (I63.123), spaces, and a digit first (163.9). It checks the shape only: whether the
 * code exists in the edition in force is for the coder and the registry.
 */
export const ICD10_AM_CODE_PATTERN = /^[A-Z]\d{2}(?:\.\d{1,2})?$/;

/** True when the value has the shape of an ICD-10-AM code (see ICD10_AM_CODE_PATTERN). */
export function isIcd10AmCode(value: unknown): value is string {
  return typeof value === 'string' && ICD10_AM_CODE_PATTERN.test(value);
}
