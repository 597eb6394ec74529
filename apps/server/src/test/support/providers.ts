import { LOGO_FIELD } from '@scout/domain/admin/health-care-provider.schema';
import type { ApiClient, ApiResult } from '../http.ts';

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JFIF JPEG (SOI, APP0): enough for the signature check. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
/** A GIF header. */
export const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)]);

/** POST .../{id}/logo with one file part, as a browser's FormData sends it. */
export function uploadLogo(
  client: ApiClient,
  providerId: number | string,
  bytes: Buffer,
  fileName: string,
  declaredType = 'application/octet-stream',
  field = LOGO_FIELD,
): Promise<ApiResult> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: declaredType }), fileName);
  return client.send('POST', `/api/ccmp/healthcareproviders/${providerId}/logo`, { body: form });
}

/** A valid create body for the given jurisdiction of Australia. */
export function providerBody(jurisdictionId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Geelong University Hospital',
    nickName: 'Geelong',
    healthCareProviderType: 'Regional Hospital',
    countryId: 1101,
    jurisdictionId,
    address: 'Bellerine Street, Geelong VIC 3220',
    phoneNumber: '03 5550 0190',
    commonwealthReferenceNumber: 'CRN-0190',
    anzicsId: 'GUH',
    websiteLink: 'https://geelong.example.org',
    coordinateLat: -38.1521,
    coordinateLng: 144.3656,
    faxED: '0355500290',
    faxEDEnabled: true,
    faxClinic: '',
    faxClinicEnabled: false,
    faxVtis: null,
    faxVtisEnabled: false,
    isActive: true,
    boxEnabled: true,
    vtisEnabled: false,
    dischargeSummaryConfiguration: {
      contactNumber: '03 5550 0191',
      headerSection: 'Geelong University Hospital - Stroke Unit',
      footerSection: 'Confidential patient information',
    },
    ...overrides,
  };
}
