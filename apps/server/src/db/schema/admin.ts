import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, lastModified, tsz } from './columns.ts';

/** Countries keyed by their SACC code (Australia is 1101). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  isParticipating: boolean('is_participating').notNull().default(false),
  lastModified: lastModified(),
});

export const jurisdictions = pgTable(
  'jurisdictions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    lastModified: lastModified(),
  },
  (t) => [index('jurisdictions_country_idx').on(t.countryId)],
);

export const healthCareProviders = pgTable(
  'health_care_providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nickName: text('nick_name').notNull(),
    healthCareProviderType: text('health_care_provider_type').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    jurisdictionId: integer('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id),
    address: text('address'),
    phoneNumber: text('phone_number'),
    commonwealthReferenceNumber: text('commonwealth_reference_number'),
    anzicsId: text('anzics_id'),
    websiteLink: text('website_link'),
    coordinateLat: doublePrecision('coordinate_lat'),
    coordinateLng: doublePrecision('coordinate_lng'),
    faxEd: text('fax_ed'),
    faxEdEnabled: boolean('fax_ed_enabled').notNull().default(false),
    faxClinic: text('fax_clinic'),
    faxClinicEnabled: boolean('fax_clinic_enabled').notNull().default(false),
    faxVtis: text('fax_vtis'),
    faxVtisEnabled: boolean('fax_vtis_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    boxEnabled: boolean('box_enabled').notNull().default(false),
    vtisEnabled: boolean('vtis_enabled').notNull().default(false),
    dischargeSummaryContactNumber: text('discharge_summary_contact_number'),
    dischargeSummaryHeaderSection: text('discharge_summary_header_section'),
    dischargeSummaryFooterSection: text('discharge_summary_footer_section'),
    logoContentType: text('logo_content_type'),
    logoFileKey: text('logo_file_key'),
    createdAt: createdAt(),
    lastModified: lastModified(),
  },
  (t) => [
    index('health_care_providers_jurisdiction_idx').on(t.jurisdictionId),
    index('health_care_providers_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** A sign-in ended by a logout: its grant id, and when its last access token expires (epoch s). */
export interface RevokedGrant {
  id: string;
  until: number;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    accountEnabled: boolean('account_enabled').notNull().default(true),
    isVendorAccount: boolean('is_vendor_account').notNull().default(false),
    surname: text('surname').notNull(),
    givenName: text('given_name').notNull(),
    displayName: text('display_name').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    isAvRaso: boolean('is_av_raso').notNull().default(false),
    isTelehealthUser: boolean('is_telehealth_user').notNull().default(false),
    telehealthAccess: smallint('telehealth_access'),
    isEcmoUser: boolean('is_ecmo_user').notNull().default(false),
    ecmoAccess: smallint('ecmo_access'),
    isVstUser: boolean('is_vst_user').notNull().default(false),
    vstAccess: smallint('vst_access'),
    canExportVstData: boolean('can_export_vst_data').notNull().default(false),
    isVtisUser: boolean('is_vtis_user').notNull().default(false),
    vtisAccess: smallint('vtis_access'),
    canExportVtisData: boolean('can_export_vtis_data').notNull().default(false),
    canExportVtisAuscrData: boolean('can_export_vtis_auscr_data').notNull().default(false),
    /** argon2id hash; null until the user sets a password through the invitation link. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret once MFA is verified (hasMfa is derived from it). */
    mfaSecret: text('mfa_secret'),
    /** Secret offered during enrolment, confirmed by the first valid code. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** Last accepted TOTP time step, so one code cannot be replayed. */
    mfaLastStep: integer('mfa_last_step'),
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    lockedUntil: tsz('locked_until'),
    lastSignInAt: tsz('last_sign_in_at'),
    /**
     * The user's health care providers per platform app ({"20": [3, 7]}), a copy of
     * user_health_care_providers kept by its trigger (migration 0014): what the user may see
     * (docs/architecture.md, "Access by health care provider"). Never written by the app.
     */
    providerIdsByApp: jsonb('provider_ids_by_app').$type<Record<string, number[]>>().notNull().default({}),
    /**
     * Token revocation (migration 0025, docs/security.md): access tokens issued in a whole second
     * before this moment are refused (password changed, account disabled).
     */
    tokensRevokedBefore: tsz('tokens_revoked_before'),
    /** Sign-ins (grant ids) ended by a logout, each until its last access token has expired. */
    revokedGrants: jsonb('revoked_grants').$type<RevokedGrant[]>().notNull().default([]),
    createdAt: createdAt(),
    lastModified: lastModified(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const userHealthCareProviders = pgTable(
  'user_health_care_providers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    healthCareProviderId: integer('health_care_provider_id')
      .notNull()
      .references(() => healthCareProviders.id),
    platformAppId: smallint('platform_app_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.healthCareProviderId, t.platformAppId] })],
);
