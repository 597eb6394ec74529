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
 * handover. Cancel (`cancelHandover`) puts the specialist back while the handover is unsaved. A
 * form without a specialist hands nothing over.
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

/** How many history rows `saved` (the section as stored; null when never saved) holds. */
const savedRows = (saved: Maybe<NeurologistLike>) => saved?.specialists?.length ?? 0;

/**
 * Whether the form holds a handover that is not saved yet (its history has rows the saved
 * section has not): the form is in handover mode, offering Cancel, until a save stores the row.
 */
export function hasUnsavedHandover(info: Maybe<NeurologistLike>, saved: Maybe<NeurologistLike>): boolean {
  return (info?.specialists?.length ?? 0) > savedRows(saved);
}

/**
 * Cancel of an unsaved Handover (§4.2): the specialist handed over (the first history row the
 * saved section does not hold) is back in the fields and the history is the saved one again. It
 * only ever returns to what is saved: saved rows are never dropped, and with no unsaved handover
 * nothing changes.
 */
export function cancelHandover<T extends NeurologistLike>(info: T, saved: Maybe<NeurologistLike>): T {
  if (!hasUnsavedHandover(info, saved)) return info;
  const history = info.specialists ?? [];
  const kept = savedRows(saved);
  const back = history[kept] as SpecialistEntry;
  return {
    ...info,
    specialistId: back.specialistId,
    specialist: back.specialist,
    specialistDateAndTime: back.specialistDateAndTime,
    handoverUpdate: saved?.handoverUpdate ?? false,
    specialists: history.slice(0, kept),
  };
}

const sameInstant = (a: Maybe<string>, b: Maybe<string>) =>
  (a ?? null) === (b ?? null) || (a != null && b != null && Date.parse(a) === Date.parse(b));

/**
 * The first saved history row a save would drop or change (the history only grows: a save keeps
 * every stored row as it is and may add rows after them), as its index; null when the save keeps
 * them all. The server refuses such a save whatever its lastModified.
 */
export function rewrittenHistoryRow(
  stored: Maybe<readonly SpecialistEntry[]>,
  sent: Maybe<readonly SpecialistEntry[]>,
): number | null {
  const next = sent ?? [];
  const index = (stored ?? []).findIndex((row, i) => {
    const other = next[i];
    return (
      other === undefined ||
      other.serialNo !== row.serialNo ||
      (other.specialistId ?? null) !== (row.specialistId ?? null) ||
      (other.specialist ?? null) !== (row.specialist ?? null) ||
      !sameInstant(other.specialistDateAndTime, row.specialistDateAndTime)
    );
  });
  return index === -1 ? null : index;
}
