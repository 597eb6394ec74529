/**
 * What SCOUT already knows of a new record's patient hospital (issue 24 item 7: a new case, consult
 * or clinic must not make the user re-type what the patient profile holds). The call comes from the
 * hospital the patient is at (the referring hospital: the transfer forms assume the same), so the
 * patient's hospital is the referring one when the profile holds the patient's URN/THCI there, with
 * that URN. A URN the profile holds at another hospital is never offered as this hospital's, and
 * without a URN at the referring hospital nothing is known (the section starts empty, as before).
 * What is filled stays editable.
 */

/** One URN/THCI entry of a patient profile. */
export interface ProfileUrn {
  healthCareProviderId: number;
  urn: string;
}

export interface KnownPatientHospital {
  hospitalId: number;
  urn: string;
}

export function knownPatientHospital(
  urns: readonly ProfileUrn[] | null | undefined,
  referrerHospitalId: number | null | undefined,
): KnownPatientHospital | null {
  if (referrerHospitalId == null) return null;
  const entry = urns?.find((u) => u.healthCareProviderId === referrerHospitalId && u.urn.trim() !== '');
  return entry ? { hospitalId: referrerHospitalId, urn: entry.urn.trim() } : null;
}

/** The profile's URN/THCI at `hospitalId` (a hospital picked in a patient section), or null. */
export function urnAt(
  urns: readonly ProfileUrn[] | null | undefined,
  hospitalId: number | null | undefined,
): string | null {
  if (hospitalId == null) return null;
  return urns?.find((u) => u.healthCareProviderId === hospitalId)?.urn.trim() || null;
}

/**
 * The URN/THCI box after a hospital is picked in a patient section: the profile's URN at the picked
 * hospital when the box is empty or still holds one of the profile's own URNs (SCOUT's prefill for
 * the earlier hospital, which would be wrong for this one; emptied when the profile holds none
 * here); undefined (leave the box alone) when the box holds anything else, which the user typed.
 */
export function urnAfterHospitalPick(
  urns: readonly ProfileUrn[] | null | undefined,
  hospitalId: number | null | undefined,
  current: string | null | undefined,
): string | undefined {
  const typed = current?.trim() ?? '';
  const fromProfile = typed === '' || (urns ?? []).some((u) => u.urn.trim() === typed);
  if (!fromProfile) return undefined;
  const next = urnAt(urns, hospitalId) ?? '';
  return next === typed ? undefined : next;
}
