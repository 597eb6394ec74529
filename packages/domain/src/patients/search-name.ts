/**
 * How names are compared in the patient search: lower case, without apostrophes, hyphens, dots
 * and spaces, so a keyword typed without punctuation ("obrien", "smithjones", "vanderberg")
 * finds O'Brien, Smith-Jones and Van der Berg by prefix, as it does with it. The database keeps
 * the same form of each profile's names (searchNameSql, the stored search columns).
 */
export const SEARCH_NAME_IGNORED = "'’‘`.- ";

const IGNORED = new RegExp(`[${SEARCH_NAME_IGNORED.replace('-', '\\-')}]`, 'g');

export function searchName(name: string): string {
  return name.toLowerCase().replace(IGNORED, '');
}

/** The SQL expression of searchName for a column (translate() drops the ignored characters). */
export function searchNameSql(column: string): string {
  return `translate(lower(${column}), '${SEARCH_NAME_IGNORED.replace(/'/g, "''")}', '')`;
}
