import { z } from 'zod';
import { OUTBOUND_STATUSES } from './outbox.schema.ts';

/** Integration-testing messages: verbatim from spec 1 §5 and §8 where given, SCOUT's own otherwise. */
export const INTEGRATION_TEST_MESSAGES = {
  invalidEmail: 'Invalid email address',
  invalidFax: 'Invalid fax number',
  invalidFileName: 'Invalid Filename',
  loadConfigFailed: 'Failed to load test config parameters',
  // The spec has failure toasts for e-mail, fax and file without their texts:
  emailFailed: 'The test e-mail could not be sent.',
  faxFailed: 'The test fax could not be sent.',
  fileFailed: 'The test file could not be uploaded.',
  reachFailed: 'The reach API could not be reached.',
  success: 'Success',
  failed: 'Failed',
  /** A local driver kept the message in the Outbox: nothing left SCOUT (issue 24: never "Success"). */
  recordedNotDelivered: 'Recorded, not delivered (no gateway configured)',
} as const;

/** The e-mails the integration-testing page can send (spec 1 §2), in the order it lists them. */
export const EMAIL_OPTIONS = [
  { value: 'test', label: 'Test Email' },
  { value: 'new-user-account', label: 'New User Account Email' },
  { value: 'patient-profile-merged', label: 'Patient Profile Merged Email' },
  { value: 'case-deletion', label: 'Case Deletion Email' },
  { value: 'expiry-notification', label: 'Expiry Notification Email' },
  { value: 'mfa-reset-confirmation', label: 'MFA Reset Confirmation Email' },
] as const;
export type EmailOption = (typeof EMAIL_OPTIONS)[number]['value'];
export const EMAIL_OPTION_VALUES = EMAIL_OPTIONS.map((o) => o.value) as [EmailOption, ...EmailOption[]];

/** Spec 1 §5: "a simple address pattern". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec 1 §5: +61 or 0, then 2, 3, 4, 7 or 8, then 8 digits. */
export const AUSTRALIAN_FAX_PATTERN = /^(\+61|0)[23478]\d{8}$/;
/** Spec 1 §5: a file name must not contain any of \ / : * ? " < > | */
export const FORBIDDEN_FILE_NAME_CHARACTERS = /[\\/:*?"<>|]/;

export const isTestEmail = (v: string) => SIMPLE_EMAIL_PATTERN.test(v.trim());
/** Spaces people type inside a number (03 5550 0200) are not part of it. */
export const normaliseFaxNumber = (v: string) => v.replace(/\s+/g, '');
export const isAustralianFax = (v: string) => AUSTRALIAN_FAX_PATTERN.test(normaliseFaxNumber(v));
export const isValidFileName = (v: string) => {
  const name = v.trim();
  return name.length > 0 && name.length <= 255 && !FORBIDDEN_FILE_NAME_CHARACTERS.test(name);
};

const M = INTEGRATION_TEST_MESSAGES;

export const sendTestEmailSchema = z.object({
  email: z
    .string({ error: M.invalidEmail })
    .trim()
    .max(256, { error: M.invalidEmail, abort: true })
    .refine(isTestEmail, M.invalidEmail),
  emailOption: z.enum(EMAIL_OPTION_VALUES).default('test'),
});
export type SendTestEmailInput = z.infer<typeof sendTestEmailSchema>;

export const sendTestFaxSchema = z.object({
  fax: z
    .string({ error: M.invalidFax })
    .transform(normaliseFaxNumber)
    .refine((v) => AUSTRALIAN_FAX_PATTERN.test(v), M.invalidFax),
});
export type SendTestFaxInput = z.infer<typeof sendTestFaxSchema>;

export const sendTestFileSchema = z.object({
  testFileName: z.string({ error: M.invalidFileName }).trim().refine(isValidFileName, M.invalidFileName),
});
export type SendTestFileInput = z.infer<typeof sendTestFileSchema>;

/** GET .../test-config: the defaults the page starts with. */
export const testConfigSchema = z.object({ email: z.string(), fax: z.string(), testFileName: z.string() });
export type TestConfig = z.infer<typeof testConfigSchema>;

/**
 * Every test call answers 200 with this shape: success false carries the driver's error (a
 * delivery failure is the expected outcome of a test, not a failure of the call itself). `status`
 * says what happened: sent (the real service took it), recorded (only kept in the Outbox, no
 * gateway configured: not a delivery) or failed.
 */
export const integrationTestResultSchema = z.object({
  success: z.boolean(),
  status: z.enum(OUTBOUND_STATUSES),
  message: z.string(),
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;
