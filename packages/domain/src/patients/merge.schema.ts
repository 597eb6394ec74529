import { z } from 'zod';
import { dbId, idParam } from '../api/ids.ts';

/**
 * Patient profile merge (spec 1 §4 and §7). The spec leaves the resolution keys open; these are
 * SCOUT's: a patientInfo fieldName (lastName, firstName, middlename, dateOfBirth, age, gender,
 * emailAddress, countryCode, address: the whole current address as one choice), or
 * `urn:{healthCareProviderId}` when both profiles hold a different URN at the same provider.
 * A differing key without a resolution keeps the target's value. URNs held by only one side,
 * previous addresses and presentations of both profiles all end on the target.
 */
export const MERGE_INFO_FIELDS = [
  { fieldName: 'lastName', fieldLabel: 'Last Name' },
  { fieldName: 'firstName', fieldLabel: 'First Name' },
  { fieldName: 'middlename', fieldLabel: 'Middle Name' },
  { fieldName: 'dateOfBirth', fieldLabel: 'Date of Birth' },
  { fieldName: 'age', fieldLabel: 'Age' },
  { fieldName: 'gender', fieldLabel: 'Gender' },
  { fieldName: 'emailAddress', fieldLabel: 'Email Address' },
  { fieldName: 'countryCode', fieldLabel: 'Country of Birth' },
  { fieldName: 'address', fieldLabel: 'Address' },
] as const;

export const urnMergeKey = (healthCareProviderId: number) => `urn:${healthCareProviderId}`;

export const mergeInfoRowSchema = z.object({
  fieldName: z.string(),
  fieldLabel: z.string(),
  targetRecordValue: z.string().nullable(),
  sourceRecordValue: z.string().nullable(),
});
export type MergeInfoRow = z.infer<typeof mergeInfoRowSchema>;

/** GET /api/ccmp/patientprofiles/profilemergeitems?targetProfileId&sourceProfileId */
export const profileMergeItemsSchema = z.object({
  patientInfo: z.array(mergeInfoRowSchema),
  patientUrn: z.array(mergeInfoRowSchema),
  previousAddresses: z.array(mergeInfoRowSchema),
  vstConsults: z.array(mergeInfoRowSchema),
  vstFollowups: z.array(mergeInfoRowSchema),
  vtisConsults: z.array(mergeInfoRowSchema),
  vtisFollowups: z.array(mergeInfoRowSchema),
  ecmoCases: z.array(mergeInfoRowSchema),
  telehealthCases: z.array(mergeInfoRowSchema),
});
export type ProfileMergeItems = z.infer<typeof profileMergeItemsSchema>;

export const mergeItemsQuerySchema = z.object({
  targetProfileId: idParam(),
  sourceProfileId: idParam(),
});

/** PUT /api/ccmp/patientprofiles/mergeprofiles */
export const mergeProfilesSchema = z
  .object({
    targetProfileId: dbId(),
    sourceProfileId: dbId(),
    mergeResolutions: z
      .array(z.object({ key: z.string().min(1).max(100), resolution: z.enum(['target', 'source']) }))
      .max(500)
      .default([]),
  })
  .refine((v) => v.targetProfileId !== v.sourceProfileId, {
    path: ['sourceProfileId'],
    message: 'The duplicate profile must be a different profile.',
  });
export type MergeProfilesInput = z.infer<typeof mergeProfilesSchema>;
