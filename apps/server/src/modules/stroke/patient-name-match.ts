import { searchName } from '@scout/domain/patients/search-name';
import { and, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prefixUpperBound } from '../../db/queries/prefix-range.ts';
import { patientNameWords, patientProfiles } from '../../db/schema/index.ts';

/**
 * The patient-name and prefix matching of the stroke dashboards' keyword search
 * (consult-search.repo.ts), by the patient search's rules and indexes.
 */

/**
 * The words of a patient name as typed, in their search form (lower case, accents folded, without
 * apostrophes, hyphens, dots and spaces: the domain's searchName, the form of the stored columns
 * `search_last` / `search_first`), split at spaces and commas. Words that fold to nothing ("-")
 * are dropped.
 */
export function nameWords(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map(searchName)
    .filter((w) => w.length > 0);
}

/**
 * The text starts with `prefix`, as a range (`>= prefix and < the next string`) that a
 * text_pattern_ops index answers, whatever the prefix holds (% and _ are plain text): the
 * patient search's form (patients/search.repo.ts `prefixUpperBound`).
 */
export function startsWith(text: SQLWrapper, prefix: string): SQL {
  const upper = prefixUpperBound(prefix);
  return upper === null
    ? sql`${text} ~>=~ ${prefix}`
    : sql`(${text} ~>=~ ${prefix} and ${text} ~<~ ${upper})`;
}

/** The patient table as the name match reads it (apart from the page's join to the patient). */
const named = alias(patientProfiles, 'named_patient');

/** The profiles with a later word of a name (patient_name_words) starting with `word`. */
const laterWordStarts = (db: Db, word: string) =>
  db
    .select({ id: patientNameWords.profileId })
    .from(patientNameWords)
    .where(startsWith(patientNameWords.word, word));

/**
 * The live profiles a name keyword names, by the patient search's rule: every word starts the
 * last or the first name, or a later word of one ("hong" in Thị Hồng, "jones" in Smith-Jones:
 * patient_name_words, migration 0026), in search form. The longest word drives three ranges of
 * the patient search indexes (migrations 0015 and 0026: last name, first name and later words from
 * it), the other words filter inside them. A profile in several ranges comes more than once, which
 * the semi-join on it does not mind. Merged (retired) profiles hold no consult: a merge moves them
 * to the profile kept.
 */
export function patientsNamed(db: Db, words: string[]) {
  const driver = words.reduce((longest, w) => (w.length > longest.length ? w : longest));
  const others = words.filter((_, i) => i !== words.indexOf(driver));
  const filters = [
    isNull(named.mergedIntoId),
    ...others.map((w) =>
      or(
        startsWith(named.searchLast, w),
        startsWith(named.searchFirst, w),
        inArray(named.id, laterWordStarts(db, w)),
      ),
    ),
  ];
  const from = (name: SQLWrapper) =>
    db
      .select({ id: named.id })
      .from(named)
      .where(and(startsWith(name, driver), ...filters));
  const fromLaterWords = db
    .select({ id: named.id })
    .from(named)
    .where(and(inArray(named.id, laterWordStarts(db, driver)), ...filters));
  return unionAll(from(named.searchLast), from(named.searchFirst), fromLaterWords);
}
