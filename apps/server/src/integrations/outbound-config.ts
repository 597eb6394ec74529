import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(z.string().url().optional());

/**
 * The environment variables of the outbound adapters (README "Configuration"). Each adapter uses
 * its local recording driver unless its real service is configured.
 */
export const outboundEnvShape = {
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: bool.optional(),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  MAIL_FROM: z.string().default('SCOUT <no-reply@scout.example>'),
  FAX_API_URL: optionalUrl,
  FAX_API_KEY: optionalText,
  BOX_API_URL: optionalUrl,
  BOX_TOKEN: optionalText,
  BOX_FOLDER_ID: z.string().default('0'),
  REACH_API_URL: optionalUrl,
  REACH_API_KEY: optionalText,
  TEST_EMAIL: z.string().default('scout-test@scout.example'),
  TEST_FAX: z.string().default('0355500200'),
  TEST_FILE_NAME: z.string().default('scout-integration-test.txt'),
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
};

type OutboundEnv = z.infer<z.ZodObject<typeof outboundEnvShape>>;

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the start (465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

export interface OutboundConfig {
  email: { from: string; smtp: SmtpConfig | null };
  fax: { apiUrl: string; apiKey: string | undefined } | null;
  fileShare: { apiUrl: string; token: string | undefined; folderId: string } | null;
  reach: { apiUrl: string; apiKey: string | undefined } | null;
  /** Defaults of the integration-testing page. */
  testDefaults: { email: string; fax: string; fileName: string };
  /** Longest wait for any real outbound service. */
  timeoutMs: number;
}

export function outboundConfigFrom(e: OutboundEnv): OutboundConfig {
  const secure = e.SMTP_SECURE ?? e.SMTP_PORT === 465;
  return {
    email: {
      from: e.MAIL_FROM,
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT ?? (secure ? 465 : 587),
            secure,
            user: e.SMTP_USER,
            password: e.SMTP_PASSWORD,
          }
        : null,
    },
    fax: e.FAX_API_URL ? { apiUrl: e.FAX_API_URL, apiKey: e.FAX_API_KEY } : null,
    fileShare: e.BOX_API_URL
      ? { apiUrl: e.BOX_API_URL, token: e.BOX_TOKEN, folderId: e.BOX_FOLDER_ID }
      : null,
    reach: e.REACH_API_URL ? { apiUrl: e.REACH_API_URL, apiKey: e.REACH_API_KEY } : null,
    testDefaults: { email: e.TEST_EMAIL, fax: e.TEST_FAX, fileName: e.TEST_FILE_NAME },
    timeoutMs: e.OUTBOUND_TIMEOUT_MS,
  };
}
