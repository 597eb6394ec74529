import { STATE_OPTIONS } from '@scout/domain/admin/provider-types';
import { SACC_COUNTRIES } from '@scout/domain/admin/reference/sacc-countries';

const COUNTRY_NAMES = new Map(SACC_COUNTRIES.map((c) => [c.id, c.name]));

/** The country's name for a SACC code, from the bundled reference list (no call needed). */
export function countryName(code: number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  return COUNTRY_NAMES.get(code) ?? String(code);
}

export function stateLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return STATE_OPTIONS.find((s) => s.value === value)?.label ?? value;
}

/** "First Middle Last": the browser title and headings while a profile is shown. */
export function patientName(p: { firstName: string; middlename?: string | null; lastName: string }): string {
  return [p.firstName, p.middlename, p.lastName].filter(Boolean).join(' ');
}

export interface AddressParts {
  livesOverseas?: boolean;
  addressUnitOrRoomNumber: string | null;
  addressStreetNumber: string | null;
  addressStreetName: string | null;
  addressSuburb: string | null;
  addressState: string | null;
  addressPostcode: string | null;
  addressCountryCode: number | null;
}

/** One line, Australian style: "Unit 4, 12 Smith Street, Carlton VIC 3053, Australia". */
export function formatAddress(a: AddressParts, country?: string | null): string {
  const unit = a.addressUnitOrRoomNumber ? `Unit ${a.addressUnitOrRoomNumber}` : null;
  const street = [a.addressStreetNumber, a.addressStreetName].filter(Boolean).join(' ');
  const locality = [a.addressSuburb, a.addressState === 'OTH' ? null : a.addressState, a.addressPostcode]
    .filter(Boolean)
    .join(' ');
  const parts = [unit, street, locality, country ?? countryName(a.addressCountryCode)].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No address recorded';
}
