import { DEFAULT_COUNTRY_ID } from '@scout/domain/admin/provider-types';
import { ageOn, dateOfBirthError } from '@scout/domain/patients/dates';
import type {
  makePatientProfileSchema,
  PatientProfile,
  PatientProfileInput,
} from '@scout/domain/patients/patient-profile.schema';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/** What the form holds: the schema's input (before trimming and defaults). */
export type PatientFormValues = z.input<ReturnType<typeof makePatientProfileSchema>>;
export type PatientFormOutput = PatientProfileInput;
export type UrnEntryValues = PatientFormValues['patientHealthCareProviders'][number];

/**
 * A new, empty URN/THCI row. The provider is unset until picked; the schema then says
 * 'Required' for it, which is why the value is typed loosely here and nowhere else.
 */
export function emptyUrnEntry(): UrnEntryValues {
  return { healthCareProviderId: undefined, urn: '' } as unknown as UrnEntryValues;
}

/** A new profile: address in Australia (the default country), one URN/THCI row to fill. */
export function newProfileValues(): DefaultValues<PatientFormValues> {
  return {
    lastName: '',
    firstName: '',
    middlename: '',
    dateOfBirth: null,
    age: null,
    emailAddress: '',
    countryCode: null,
    livesOverseas: false,
    addressUnitOrRoomNumber: '',
    addressStreetNumber: '',
    addressStreetName: '',
    addressSuburb: '',
    addressState: null,
    addressPostcode: '',
    addressCountryCode: DEFAULT_COUNTRY_ID,
    patientHealthCareProviders: [emptyUrnEntry()],
  };
}

/** The stored profile as form values; lastModified goes back with the update (409 when stale). */
export function profileToFormValues(p: PatientProfile): PatientFormValues {
  return {
    id: p.id,
    lastName: p.lastName,
    firstName: p.firstName,
    middlename: p.middlename ?? '',
    dateOfBirth: p.dateOfBirth,
    age: p.age,
    gender: p.gender,
    emailAddress: p.emailAddress ?? '',
    countryCode: p.countryCode,
    livesOverseas: p.livesOverseas,
    addressUnitOrRoomNumber: p.addressUnitOrRoomNumber ?? '',
    addressStreetNumber: p.addressStreetNumber ?? '',
    addressStreetName: p.addressStreetName ?? '',
    addressSuburb: p.addressSuburb ?? '',
    addressState: p.addressState,
    addressPostcode: p.addressPostcode ?? '',
    addressCountryCode: p.addressCountryCode,
    patientHealthCareProviders: p.patientHealthCareProviders.length
      ? p.patientHealthCareProviders.map((e) => ({ ...e }))
      : [emptyUrnEntry()],
    lastModified: p.lastModified,
  };
}

/**
 * The age shown for a date of birth: derived when the date is a real one, none while it is
 * half-typed or invalid (the age field is locked whenever a date of birth is entered).
 */
export function derivedAge(dateOfBirth: string | null | undefined, today: string): number | null {
  // A date the form refuses (not a date, before 1900, in the future) gives no age (issue 24).
  if (!dateOfBirth || dateOfBirthError(dateOfBirth, today) !== null) return null;
  return ageOn(dateOfBirth, today);
}

/** Every form path a server field error may name (field arrays by index). */
export function knownFieldPaths(urnCount: number) {
  const fixed = [
    'lastName',
    'firstName',
    'middlename',
    'dateOfBirth',
    'age',
    'gender',
    'emailAddress',
    'countryCode',
    'livesOverseas',
    'addressUnitOrRoomNumber',
    'addressStreetNumber',
    'addressStreetName',
    'addressSuburb',
    'addressState',
    'addressPostcode',
    'addressCountryCode',
    'patientHealthCareProviders',
  ] as const;
  const urns = Array.from({ length: urnCount }, (_, i) => [
    `patientHealthCareProviders.${i}.healthCareProviderId` as const,
    `patientHealthCareProviders.${i}.urn` as const,
  ]).flat();
  return [...fixed, ...urns];
}
