const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const SERVER = /^(\d{4})-(\d{2})-(\d{2})$/;
/** DD/MM/YYYY, or D/M/YYYY, and an optional H:mm or HH:mm after a space. */
const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

// The typed-date conversions of components/date-text-input.tsx (the antd date box of the forms),
// in a module of their own: a dashboard's date filters use them without loading Ant Design
// (issue 15 item 5, the area budgets).

/** DD/MM/YYYY (or D/M/YYYY) typed -> YYYY-MM-DD; anything else is returned as typed. */
export function displayToServerDate(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const m = DISPLAY.exec(trimmed);
  if (!m) return trimmed;
  return `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}`;
}

/** YYYY-MM-DD -> DD/MM/YYYY; anything else is shown as it is. */
export function serverToDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = SERVER.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/**
 * What a date input holds while the text typed in it is not a date it can take (issue 24 items
 * A and 5): the text as typed and why it is refused. The input keeps showing the text; the field
 * shows the message (FieldShell), and the form's resolver (hidden-fields-resolver.ts) refuses a
 * save while any field holds one, so a typed value is either saved exactly or refused, never
 * replaced by the earlier value, cleared or sent as something else.
 */
export class RefusedDate {
  constructor(
    readonly text: string,
    readonly message: string,
    /** The wall time typed when the text is a real date outside the field's limits (a future day). */
    readonly wall?: string,
  ) {}

  /**
   * As a draft keeps it on the server (JSON): marked, so `reviveRefusedDates` gives the input its
   * typed text and message back on Restore instead of an object it cannot show (an empty box).
   */
  toJSON(): Record<string, string> {
    return {
      [REFUSED_DATE_MARK]: this.text,
      message: this.message,
      ...(this.wall ? { wall: this.wall } : {}),
    };
  }
}

export const isRefusedDate = (value: unknown): value is RefusedDate => value instanceof RefusedDate;

/** The key marking a refused date in JSON (RefusedDate.toJSON). */
const REFUSED_DATE_MARK = '$refusedDate';

/**
 * Values read back from JSON (a draft) with every refused date a RefusedDate again, at any depth
 * (a field, a row of a list, a whole new record); everything else as it was.
 */
export function reviveRefusedDates<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reviveRefusedDates) as T;
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const text = record[REFUSED_DATE_MARK];
  if (typeof text === 'string' && typeof record.message === 'string')
    return new RefusedDate(
      text,
      record.message,
      typeof record.wall === 'string' ? record.wall : undefined,
    ) as T;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, reviveRefusedDates(v)])) as T;
}

export interface TypedDateRules {
  /** A date and time (DD/MM/YYYY HH:mm) rather than a calendar date. */
  time?: boolean;
  /** Past events: nothing after now (a date: after today) and nothing before 1900. */
  pastOnly?: boolean;
  /** Nothing on or before today. */
  futureOnly?: boolean;
  /** Now, as wall time of the service's time zone: YYYY-MM-DDTHH:mm (needed by pastOnly and futureOnly). */
  now?: string;
}

/** A typed date as wall time: YYYY-MM-DD, or YYYY-MM-DDTHH:mm for a date and time. */
/** True for a YYYY-MM-DD that is a real calendar date (not 2026-02-31). */
export function isCalendarDate(value: unknown): value is string {
  const m = typeof value === 'string' ? SERVER.exec(value) : null;
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const real = new Date(Date.UTC(year, month - 1, day));
  return real.getUTCFullYear() === year && real.getUTCMonth() === month - 1 && real.getUTCDate() === day;
}

export type TypedDateResult = { wall: string | null } | { refused: string; wall?: string };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads what was typed in a date (DD/MM/YYYY) or date-time (DD/MM/YYYY HH:mm) box, strictly: an
 * empty box is null, a real date within the field's limits is its wall time, and anything else is
 * refused with a message that quotes the text and says why, the same wording in every area.
 */
export function readTypedDate(typed: string, rules: TypedDateRules): TypedDateResult {
  const text = typed.trim();
  if (!text) return { wall: null };
  const format = rules.time ? 'DD/MM/YYYY HH:mm' : 'DD/MM/YYYY';
  const m = TYPED.exec(text);
  if (!m) return { refused: `${text} is not a date: type ${format}` };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const hasTime = m[4] !== undefined;
  const real = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    month > 12 ||
    real.getUTCFullYear() !== year ||
    real.getUTCMonth() !== month - 1 ||
    real.getUTCDate() !== day
  )
    return { refused: `${text} is not a date` };
  if (rules.time && !hasTime) return { refused: `${text} has no time: type ${format}` };
  if (!rules.time && hasTime) return { refused: `${text} is not a date: type ${format}` };
  const date = `${year}-${pad(month)}-${pad(day)}`;
  let wall = date;
  if (hasTime) {
    const [hour, minute] = [Number(m[4]), Number(m[5])];
    if (hour > 23 || minute > 59) return { refused: `${text} is not a time of day` };
    wall = `${date}T${pad(hour)}:${pad(minute)}`;
  }
  const now = rules.now ?? '';
  const today = now.slice(0, 10);
  if (rules.pastOnly && now) {
    if (date < '1900-01-01') return { refused: `${text} must not be before 01/01/1900`, wall };
    if (hasTime ? wall > now.slice(0, 16) : date > today)
      return { refused: `${text} must not be in the future`, wall };
  }
  if (rules.futureOnly && now && date <= today) return { refused: `${text} must be after today`, wall };
  return { wall };
}
