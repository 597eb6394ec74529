/**
 * The neurologist handover of the stroke records (spec 3 §4.2; the VTIS neurologist section keeps
 * the same specialists history, §3.4), used by the VST and VTIS forms.
 */

type Maybe<T> = T | null | undefined;

/** What the form's Handover does (§4.2): the current specialist joins the history and the fields clear. */
export type SpecialistEntry = {
  serialNo: number;
  specialistId: number | null;
  specialist: string | null;
  specialistDateAndTime: string | null;
};
type NeurologistLike = {
  specialistId?: Maybe<number>;
  specialist?: Maybe<string>;
  specialistDateAndTime?: Maybe<string>;
  delayReason?: Maybe<string>;
  otherDelayReason?: Maybe<string>;
  handoverUpdate?: Maybe<boolean>;
  specialists?: Maybe<readonly SpecialistEntry[]>;
};

/**
 * Handover (§4.2): the current specialist is kept in the history (next serial number) and the
 * specialist fields are cleared for the next one; `handoverUpdate` tells the server the save is a
 * handover. Cancel restores the values held before (the form keeps them). A form without a
 * specialist hands nothing over.
 */
export function handoverNeurologist<T extends NeurologistLike>(info: T): T {
  if (info.specialistId === null || info.specialistId === undefined) return info;
  const history = info.specialists ?? [];
  const serialNo = history.reduce((max, s) => Math.max(max, s.serialNo), 0) + 1;
  const entry: SpecialistEntry = {
    serialNo,
    specialistId: info.specialistId,
    specialist: info.specialist ?? null,
    specialistDateAndTime: info.specialistDateAndTime ?? null,
  };
  return {
    ...info,
    specialistId: null,
    specialist: null,
    specialistDateAndTime: null,
    handoverUpdate: true,
    specialists: [...history, entry],
  };
}
