import type {
  EmailOption,
  IntegrationTestResult,
  SendTestEmailInput,
  SendTestFaxInput,
  SendTestFileInput,
  TestConfig,
} from '@scout/domain/admin/integration-testing.schema';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { type EmailTemplateData, sampleTemplateData } from '../../../integrations/email/email-templates.ts';
import { sendTemplate } from '../../../integrations/email/send-email.ts';
import { sendFax } from '../../../integrations/fax/send-fax.ts';
import { textPdf } from '../../../integrations/fax/test-fax-document.ts';
import { shareFile } from '../../../integrations/file-share/share-file.ts';
import type { DeliveryResult } from '../../../integrations/outbound-log.ts';
import { checkReachApi } from '../../../integrations/reach/check-reach-api.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';

export interface IntegrationTestDeps {
  db: Db;
  config: AppConfig;
}

export function testConfig(config: AppConfig): TestConfig {
  const d = config.outbound.testDefaults;
  return { email: d.email, fax: d.fax, testFileName: d.fileName };
}

/** Each test is audited (who sent what where) and answers {success, message}; never throws for a failed delivery. */
async function audited(
  deps: IntegrationTestDeps,
  actor: AuditActor,
  action: string,
  details: Record<string, unknown>,
  result: DeliveryResult,
): Promise<IntegrationTestResult> {
  await recordAudit(deps.db, actor, {
    action: `integration-test.${action}`,
    entityType: 'integration-test',
    entityId: result.outboundMessageId,
    after: { ...details, success: result.success, status: result.status, message: result.message },
  });
  return { success: result.success, status: result.status, message: result.message };
}

export async function sendTestEmail(
  deps: IntegrationTestDeps,
  actor: AuditActor,
  input: SendTestEmailInput,
): Promise<IntegrationTestResult> {
  const option: EmailOption = input.emailOption;
  const samples = sampleTemplateData(deps.config.publicUrl);
  const result = await sendTemplate(
    deps,
    option,
    input.email,
    samples[option] as EmailTemplateData[typeof option],
  );
  return audited(deps, actor, 'email', { email: input.email, emailOption: option }, result);
}

export async function sendTestFax(
  deps: IntegrationTestDeps,
  actor: AuditActor,
  input: SendTestFaxInput,
): Promise<IntegrationTestResult> {
  const now = new Date().toISOString();
  const result = await sendFax(deps, {
    to: input.fax,
    subject: 'SCOUT test fax',
    fileName: 'scout-test-fax.pdf',
    contentType: 'application/pdf',
    content: textPdf(['SCOUT test fax', `Sent ${now}`, 'If you can read this page, fax delivery works.']),
  });
  return audited(deps, actor, 'fax', { fax: input.fax }, result);
}

export async function sendTestFile(
  deps: IntegrationTestDeps,
  actor: AuditActor,
  input: SendTestFileInput,
): Promise<IntegrationTestResult> {
  const result = await shareFile(deps, {
    fileName: input.testFileName,
    contentType: 'text/plain; charset=utf-8',
    content: Buffer.from(`SCOUT integration test file, uploaded ${new Date().toISOString()}.\n`, 'utf8'),
  });
  return audited(deps, actor, 'file-share', { testFileName: input.testFileName }, result);
}

export async function testReachApi(
  deps: IntegrationTestDeps,
  actor: AuditActor,
): Promise<IntegrationTestResult> {
  const result = await checkReachApi(deps);
  return audited(deps, actor, 'reach', {}, result);
}
