import { ASCL_LANGUAGES, type AsclLanguage } from './ascl-languages.ts';

/**
 * Languages whose name contains the keyword (case-insensitive) or whose code starts with it.
 * A numeric keyword lists by code; otherwise names that start with the keyword come first, then
 * alphabetical order.
 */
export function searchAsclLanguages(keyword: string, limit = 20): AsclLanguage[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  const rank = (l: AsclLanguage) => (l.name.toLowerCase().startsWith(k) || l.code.startsWith(k) ? 0 : 1);
  const byCode = /^\d+$/.test(k);
  return ASCL_LANGUAGES.filter((l) => l.name.toLowerCase().includes(k) || l.code.startsWith(k))
    .sort((a, b) =>
      byCode ? a.code.localeCompare(b.code) : rank(a) - rank(b) || a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}
