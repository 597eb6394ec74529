import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  detectLogoContentType,
  faxNumberSchema,
  healthCareProviderSchema,
  healthCareProviderSchemaForUpdate,
  LOGO_MAX_BYTES,
  logoFileProblem,
  HEALTH_CARE_PROVIDER_MESSAGES as M,
  providerSearchQuerySchema,
} from './health-care-provider.schema.ts';

const VALID = {
  name: 'Bendigo Hospital',
  nickName: 'Bendigo',
  healthCareProviderType: 'Regional Hospital',
  countryId: 1101,
  jurisdictionId: 1,
};

/** [path, message] of every issue, for compact assertions. */
function issues(value: unknown, schema: z.ZodType = healthCareProviderSchema) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('health care provider schema (spec 1 §5)', () => {
  it('needs name, common name, type, country and jurisdiction, each with "Required"', () => {
    expect(issues({})).toEqual([
      ['name', M.required],
      ['nickName', M.required],
      ['healthCareProviderType', M.required],
      ['countryId', M.required],
      ['jurisdictionId', M.required],
    ]);
    expect(issues({ ...VALID, name: '   ', nickName: '' })).toEqual([
      ['name', M.required],
      ['nickName', M.required],
    ]);
    expect(issues({ ...VALID, healthCareProviderType: 'Spaceport' })).toEqual([
      ['healthCareProviderType', M.unknownType],
    ]);
  });

  it('fills the defaults: switches off, active on', () => {
    const parsed = healthCareProviderSchema.parse(VALID);
    expect(parsed).toMatchObject({
      faxEDEnabled: false,
      faxClinicEnabled: false,
      faxVtisEnabled: false,
      isActive: true,
      boxEnabled: false,
      vtisEnabled: false,
    });
  });

  it('takes fax numbers of 9 to 12 characters, or none', () => {
    const fax = (v: unknown) => faxNumberSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(fax('12345678')).toEqual([M.faxMin]);
    expect(fax('123456789')).toEqual([]);
    expect(fax('123456789012')).toEqual([]);
    expect(fax('1234567890123')).toEqual([M.faxMax]);
    expect(fax('')).toEqual([]);
    expect(fax(null)).toEqual([]);
    expect(fax(undefined)).toEqual([]);
    expect(fax('  12345678  ')).toEqual([M.faxMin]);
    for (const field of ['faxED', 'faxClinic', 'faxVtis']) {
      expect(issues({ ...VALID, [field]: '1234' })).toEqual([[field, M.faxMin]]);
      expect(issues({ ...VALID, [field]: '0355500290123' })).toEqual([[field, M.faxMax]]);
    }
  });

  it('wants the number of a fax that is switched on, alongside any other problem', () => {
    expect(issues({ ...VALID, faxClinicEnabled: true })).toEqual([['faxClinic', M.faxRequiredWhenEnabled]]);
    expect(issues({ ...VALID, faxClinicEnabled: true, faxClinic: '0355500290' })).toEqual([]);
    expect(issues({ ...VALID, name: '', faxVtisEnabled: true, faxVtis: ' ' })).toEqual([
      ['name', M.required],
      ['faxVtis', M.faxRequiredWhenEnabled],
    ]);
  });

  it('keeps coordinates on the globe and web addresses http(s)', () => {
    expect(issues({ ...VALID, coordinateLat: 90, coordinateLng: -180 })).toEqual([]);
    expect(issues({ ...VALID, coordinateLat: 90.0001 })).toEqual([['coordinateLat', M.latitudeRange]]);
    expect(issues({ ...VALID, coordinateLng: 180.5 })).toEqual([['coordinateLng', M.longitudeRange]]);
    expect(issues({ ...VALID, coordinateLat: null, coordinateLng: null })).toEqual([]);
    expect(issues({ ...VALID, websiteLink: 'https://www.bendigohealth.org.au' })).toEqual([]);
    expect(issues({ ...VALID, websiteLink: '' })).toEqual([]);
    for (const bad of ['www.example.org', 'javascript:alert(1)', 'ftp://example.org']) {
      expect(issues({ ...VALID, websiteLink: bad })).toEqual([['websiteLink', M.websiteLink]]);
    }
  });

  it('takes a discharge summary configuration and limits its lengths', () => {
    const summary = { contactNumber: '03 5550 0101', headerSection: 'Header', footerSection: null };
    expect(issues({ ...VALID, dischargeSummaryConfiguration: summary })).toEqual([]);
    expect(
      issues({ ...VALID, dischargeSummaryConfiguration: { ...summary, contactNumber: '0'.repeat(31) } }),
    ).toEqual([['dischargeSummaryConfiguration.contactNumber', 'Must have less than 30 letters']]);
  });

  it('needs the id on update', () => {
    expect(issues(VALID, healthCareProviderSchemaForUpdate)).toEqual([['id', M.required]]);
    expect(issues({ ...VALID, id: 4 }, healthCareProviderSchemaForUpdate)).toEqual([]);
  });
});

describe('provider search query', () => {
  it('starts at 3 characters; empty means no keyword', () => {
    expect(providerSearchQuerySchema.safeParse({ keyword: 'ro' }).success).toBe(false);
    expect(providerSearchQuerySchema.safeParse({ keyword: 'roy' }).success).toBe(true);
    expect(providerSearchQuerySchema.safeParse({ keyword: '' }).success).toBe(true);
    expect(providerSearchQuerySchema.parse({ jurisdictionId: '3' }).jurisdictionId).toBe(3);
  });
});

describe('logo checks', () => {
  it('in the form: JPG or PNG, under 2MB, with the spec messages', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES - 1 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBe(M.logoSize);
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe(M.logoType);
    expect(logoFileProblem({ type: '', size: 10 })).toBe(M.logoType);
  });

  it('on the server: the kind comes from the bytes', () => {
    expect(detectLogoContentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectLogoContentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(detectLogoContentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectLogoContentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectLogoContentType(new Uint8Array())).toBeNull();
  });
});
