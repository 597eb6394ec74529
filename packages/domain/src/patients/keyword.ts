import { searchName } from './search-name.ts';

/**
 * Free text typed into the patient search box (spec 1 §5): date-looking tokens become a date of
 * birth, tokens that are mostly digits become a URN (hospital URNs are digits, or a short letter
 * prefix and digits: "445566", "MM552871", "RMH778899", "UR-4471"), the rest are name parts (in
 * their search form, search-name.ts). "Mostly digits" (at least as many digits as letters) rather
 * than "any digit": a name with a number in it (a test record "Casetest3x12345", a placeholder
 * "Unknown2") stays a name. Two-digit years get 1900 added, as the spec says (12/03/85 is 1985-03-12; 01/01/05 is 1905-01-01).
 */
export interface ParsedPatientKeyword {
  names: string[];
  dateOfBirth: string | null;
  urns: string[];
}

const DATE_TOKEN = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const ISO_TOKEN = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A URN as hospitals write them: letters, digits and separators, at least as many digits as letters. */
const URN_CHARACTERS = /^[\p{L}\p{N}/._-]+$/u;
function isUrnToken(token: string): boolean {
  if (!URN_CHARACTERS.test(token) || DATE_TOKEN.test(token) || ISO_TOKEN.test(token)) return false;
  const digits = token.replace(/\D/g, '').length;
  return digits > 0 && digits >= token.replace(/[^\p{L}]/gu, '').length;
}

const pad = (n: number) => String(n).padStart(2, '0');

function realDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

export function parseDateToken(token: string): string | null {
  const iso = ISO_TOKEN.exec(token);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = DATE_TOKEN.exec(token);
  if (!m) return null;
  const year = m[3]?.length === 2 ? Number(m[3]) + 1900 : Number(m[3]);
  return realDate(year, Number(m[2]), Number(m[1]));
}

export function parsePatientKeyword(keyword: string): ParsedPatientKeyword {
  const result: ParsedPatientKeyword = { names: [], dateOfBirth: null, urns: [] };
  for (const raw of keyword.split(/[\s,]+/)) {
    const token = raw.trim();
    if (!token) continue;
    const date = parseDateToken(token);
    if (date) result.dateOfBirth = date;
    else if (isUrnToken(token)) result.urns.push(token);
    else {
      const name = searchName(token);
      if (name) result.names.push(name);
    }
  }
  return result;
}
