import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phone numbers with a country code (spec 1 §5): validated with libphonenumber-js's full metadata
 * ("max": real number ranges, not just lengths) and stored in E.164 (+61491570006). The form keeps
 * the country calling code ("61") and the number as typed apart; these helpers join and split them.
 */

/** Spec 1 §9: the default phone country code. */
export const DEFAULT_CALLING_CODE = '61';
export const DEFAULT_PHONE_COUNTRY = 'AU';

const CALLING_CODE = /^\d{1,4}$/;

/**
 * The number in E.164, or null when it is not a valid number. A number typed with a leading "+"
 * is read as international and the calling code is then ignored.
 */
export function toE164(
  callingCode: string | null | undefined,
  number: string | null | undefined,
): string | null {
  const text = (number ?? '').trim();
  if (!text) return null;
  const code = (callingCode ?? '').replace(/^\+/, '').trim();
  if (!text.startsWith('+') && !CALLING_CODE.test(code)) return null;
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(text)
    : parsePhoneNumberFromString(text, { defaultCallingCode: code });
  return parsed?.isValid() ? parsed.number : null;
}

export function isValidPhone(
  callingCode: string | null | undefined,
  number: string | null | undefined,
): boolean {
  return toE164(callingCode, number) !== null;
}

/** A stored E.164 number split for the form: calling code and the national number as people write it. */
export function splitPhone(e164: string | null | undefined): { callingCode: string; nationalNumber: string } {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed) return { callingCode: DEFAULT_CALLING_CODE, nationalNumber: e164 ?? '' };
  return { callingCode: parsed.countryCallingCode, nationalNumber: parsed.formatNational() };
}

export interface CountryCallingCode {
  /** ISO 3166-1 alpha-2 region code, e.g. AU. */
  countryCode: string;
  /** Calling code without "+", e.g. 61. */
  callingCode: string;
  name: string;
}

/**
 * Every region libphonenumber-js knows, with its calling code and English name (Intl.DisplayNames;
 * the code itself when the runtime has no name for it), sorted by name.
 */
export function countryCallingCodes(locale = 'en-AU'): CountryCallingCode[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((countryCode) => ({
      countryCode,
      callingCode: String(getCountryCallingCode(countryCode)),
      name: names?.of(countryCode) ?? countryCode,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The lookup behind GET /api/ccmp/country-codes/search: a keyword matches the name (anywhere),
 * the ISO code or the calling code (with or without "+"); allowed codes narrow the list first.
 * Exact ISO or calling-code matches come first.
 */
export function searchCountryCallingCodes(
  all: readonly CountryCallingCode[],
  keyword: string | undefined,
  allowedCountryCodes: readonly string[] = [],
): CountryCallingCode[] {
  const allowed = new Set(allowedCountryCodes.map((c) => c.trim().toUpperCase()).filter(Boolean));
  const k = (keyword ?? '').trim().toLowerCase();
  const digits = k.replace(/^\+/, '');
  const isDigits = /^\d+$/.test(digits);
  const exact = (c: CountryCallingCode) =>
    c.countryCode.toLowerCase() === k || (isDigits && c.callingCode === digits);
  const matches = all.filter((c) => {
    if (allowed.size && !allowed.has(c.countryCode)) return false;
    if (!k) return true;
    return exact(c) || c.name.toLowerCase().includes(k) || (isDigits && c.callingCode.startsWith(digits));
  });
  // Exact code matches first ("nz" finds New Zealand before Tanzania); the rest stay by name.
  return [...matches.filter(exact), ...matches.filter((c) => !exact(c))];
}
