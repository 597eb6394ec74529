import type { AddIssue } from './fields.ts';

/**
 * Clinical times that have an order (issue 24 item D): a later event cannot be before an earlier
 * one. Each module lists its ordered pairs ONCE as data (e.g. ECMO_TIME_ORDER); the section
 * schemas (server body and web form alike) check the pairs inside their section, and the server
 * checks a pair split over two sections against the other section's stored value
 * (`splitPairIssues`).
 *
 * A path walks a record shaped like the whole case: names, with '*' for every row of a list. Times
 * are compared at the minute the user sees (seconds and milliseconds dropped). A pair is checked
 * only when both values are present and readable; a blank or malformed time is its own field's
 * problem. The issue is reported at the later field (or, in a split pair, at whichever side the
 * save sends), and the message names both.
 */
export interface TimeOrderPair {
  earlier: readonly string[];
  later: readonly string[];
  earlierLabel: string;
  laterLabel: string;
  /** The pair is checked only when this holds (e.g. its fields are shown). */
  applies?: (root: Loose) => boolean;
}

type Loose = Partial<Record<string, unknown>> | null | undefined;

export const timeOrderMessage = (pair: Pick<TimeOrderPair, 'earlierLabel' | 'laterLabel'>) =>
  `${pair.laterLabel} cannot be before ${pair.earlierLabel}`;

/** The minute (ms since epoch, floored) of an ISO date-time, or null when it is not one. */
function minuteOf(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? Math.floor(ms / 60_000) : null;
}

/** Every (concrete path, value) a path with '*' rows names in `root`. */
function valuesAt(root: unknown, path: readonly string[]): Array<[PropertyKey[], unknown]> {
  let found: Array<[PropertyKey[], unknown]> = [[[], root]];
  for (const step of path) {
    const next: Array<[PropertyKey[], unknown]> = [];
    for (const [at, value] of found) {
      if (step === '*') {
        if (Array.isArray(value)) {
          value.forEach((row, i) => {
            next.push([[...at, i], row]);
          });
        }
      } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        next.push([[...at, step], (value as Record<string, unknown>)[step]]);
      }
    }
    found = next;
  }
  return found;
}

export interface TimeOrderIssue {
  /** Full path (from the case root) of the field the issue is reported at. */
  path: PropertyKey[];
  message: string;
  pair: TimeOrderPair;
}

/** Every pair (of `pairs`) whose two times are present and out of order, at the later field. */
export function timeOrderIssues(pairs: readonly TimeOrderPair[], root: Loose): TimeOrderIssue[] {
  const issues: TimeOrderIssue[] = [];
  for (const pair of pairs) {
    if (pair.applies && !pair.applies(root)) continue;
    const earlier = valuesAt(root, pair.earlier)
      .map(([, v]) => minuteOf(v))
      .filter((m): m is number => m !== null);
    if (earlier.length === 0) continue;
    const latest = Math.max(...earlier);
    for (const [path, value] of valuesAt(root, pair.later)) {
      const minute = minuteOf(value);
      if (minute !== null && minute < latest) {
        issues.push({ path, message: timeOrderMessage(pair), pair });
      }
    }
  }
  return issues;
}

const within = (path: readonly string[], prefix: readonly string[]) =>
  prefix.every((step, i) => path[i] === step);

/**
 * The pairs wholly inside the section at `prefix`, checked on the section's own values: what a
 * section schema runs (server body and web form alike), paths reported relative to the section.
 */
export function checkSectionTimeOrder(
  pairs: readonly TimeOrderPair[],
  prefix: readonly string[],
  section: Loose,
  add: AddIssue,
): void {
  const own = pairs.filter((p) => within(p.earlier, prefix) && within(p.later, prefix));
  for (const issue of timeOrderIssues(own, withSection(prefix, section))) {
    add(issue.path.slice(prefix.length), issue.message);
  }
}

/**
 * The pairs split between the section at `prefix` and the rest of the case, checked on the case
 * as it would be after the save (the stored case with the saved section in place): what the
 * server runs on a section save. Paths are relative to the section.
 */
export function splitPairIssues(
  pairs: readonly TimeOrderPair[],
  prefix: readonly string[],
  merged: Loose,
): Array<{ path: PropertyKey[]; message: string }> {
  const split = pairs.filter((p) => within(p.earlier, prefix) !== within(p.later, prefix));
  return timeOrderIssues(split, merged).flatMap((issue) => {
    const path = sectionSide(issue, prefix);
    return path ? [{ path: path.slice(prefix.length), message: issue.message }] : [];
  });
}

/** The path of the issue's field inside the section: the later field, or the earlier one of a split pair. */
function sectionSide(issue: TimeOrderIssue, prefix: readonly string[]): PropertyKey[] | null {
  if (within(issue.pair.later, prefix)) return issue.path;
  if (!within(issue.pair.earlier, prefix)) return null;
  // The earlier field is the saved one: its first concrete path (a split pair's earlier side
  // is a single field in practice).
  return [...issue.pair.earlier];
}

/** A case-shaped record holding only the section, at its place. */
function withSection(prefix: readonly string[], section: Loose): Loose {
  return prefix.reduceRight<Loose>((inner, step) => ({ [step]: inner }), section);
}
