import type {
  HealthCareProvider,
  HealthCareProviderValues,
  healthCareProviderSchema,
} from '@scout/domain/admin/health-care-provider.schema';
import { DEFAULT_COUNTRY_ID } from '@scout/domain/admin/provider-types';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';

/** What the form holds (the schema's input) and what it sends (the schema's output). */
export type ProviderFormValues = z.input<typeof healthCareProviderSchema>;
export type ProviderFormOutput = HealthCareProviderValues;

/** A new provider: in the default country (spec 1 §3), active, every switch off. */
export function emptyProviderValues(): DefaultValues<ProviderFormValues> {
  return {
    id: null,
    name: '',
    nickName: '',
    countryId: DEFAULT_COUNTRY_ID,
    address: '',
    phoneNumber: '',
    commonwealthReferenceNumber: '',
    anzicsId: '',
    websiteLink: '',
    coordinateLat: null,
    coordinateLng: null,
    faxED: '',
    faxEDEnabled: false,
    faxClinic: '',
    faxClinicEnabled: false,
    faxVtis: '',
    faxVtisEnabled: false,
    isActive: true,
    boxEnabled: false,
    vtisEnabled: false,
    dischargeSummaryConfiguration: { contactNumber: '', headerSection: '', footerSection: '' },
  };
}

/** The stored provider as form values; lastModified goes back with the update (409 when stale). */
export function providerToFormValues(p: HealthCareProvider): ProviderFormValues {
  const summary = p.dischargeSummaryConfiguration;
  return {
    id: p.id,
    name: p.name,
    nickName: p.nickName,
    healthCareProviderType: p.healthCareProviderType as ProviderFormValues['healthCareProviderType'],
    countryId: p.countryId,
    jurisdictionId: p.jurisdictionId,
    address: p.address ?? '',
    phoneNumber: p.phoneNumber ?? '',
    commonwealthReferenceNumber: p.commonwealthReferenceNumber ?? '',
    anzicsId: p.anzicsId ?? '',
    websiteLink: p.websiteLink ?? '',
    coordinateLat: p.coordinateLat,
    coordinateLng: p.coordinateLng,
    faxED: p.faxED ?? '',
    faxEDEnabled: p.faxEDEnabled,
    faxClinic: p.faxClinic ?? '',
    faxClinicEnabled: p.faxClinicEnabled,
    faxVtis: p.faxVtis ?? '',
    faxVtisEnabled: p.faxVtisEnabled,
    isActive: p.isActive,
    boxEnabled: p.boxEnabled,
    vtisEnabled: p.vtisEnabled,
    dischargeSummaryConfiguration: {
      contactNumber: summary.contactNumber ?? '',
      headerSection: summary.headerSection ?? '',
      footerSection: summary.footerSection ?? '',
    },
    lastModified: p.lastModified,
  };
}

/** Fields a server error can land on (fieldErrors name them by dotted path). */
export const PROVIDER_FIELD_PATHS: readonly Path<ProviderFormValues>[] = [
  'name',
  'nickName',
  'healthCareProviderType',
  'countryId',
  'jurisdictionId',
  'address',
  'phoneNumber',
  'commonwealthReferenceNumber',
  'anzicsId',
  'websiteLink',
  'coordinateLat',
  'coordinateLng',
  'faxED',
  'faxClinic',
  'faxVtis',
  'dischargeSummaryConfiguration.contactNumber',
  'dischargeSummaryConfiguration.headerSection',
  'dischargeSummaryConfiguration.footerSection',
];
