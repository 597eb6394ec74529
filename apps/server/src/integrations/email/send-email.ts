import { type DeliveryResult, errorText, type OutboundDeps, recordOutbound } from '../outbound-log.ts';
import { type EmailDriver, type EmailMessage, localEmailDriver } from './email-driver.ts';
import { type EmailTemplateData, type EmailTemplateId, renderTemplate } from './email-templates.ts';
import { createSmtpEmailDriver } from './smtp-email-driver.ts';

const drivers = new WeakMap<object, EmailDriver>();

/** The configured driver: SMTP when SMTP_HOST is set, the local recording driver otherwise. */
export function emailDriverFor(config: OutboundDeps['config']): EmailDriver {
  const { email, timeoutMs } = config.outbound;
  if (!email.smtp) return localEmailDriver;
  let driver = drivers.get(email);
  if (!driver) {
    driver = createSmtpEmailDriver(email.smtp, email.from, timeoutMs);
    drivers.set(email, driver);
  }
  return driver;
}

export interface SendOptions {
  /**
   * Secrets in the message (a set-password link) that the outbox copy must not keep once a real
   * driver has delivered the message. The local driver keeps them: there the outbox is the only
   * way the message reaches anyone.
   */
  redact?: readonly string[];
}

/**
 * Sends one e-mail and records it in the outbox. Never throws for a delivery failure: the result
 * says what happened (callers decide whether a failed e-mail matters to their request).
 */
export async function sendEmail(
  deps: OutboundDeps,
  message: EmailMessage,
  options: SendOptions = {},
): Promise<DeliveryResult> {
  const driver = emailDriverFor(deps.config);
  let status: 'recorded' | 'sent' | 'failed' = driver.name === 'local' ? 'recorded' : 'sent';
  let error: string | null = null;
  try {
    await driver.send(message);
  } catch (err) {
    status = 'failed';
    error = errorText(err);
  }
  let body = message.text;
  if (driver.name !== 'local') {
    for (const secret of options.redact ?? []) body = body.replaceAll(secret, '[link removed]');
  }
  const outboundMessageId = await recordOutbound(deps.db, {
    channel: 'email',
    driver: driver.name,
    recipient: message.to,
    subject: message.subject,
    body,
    status,
    error,
  });
  const summary =
    status === 'failed'
      ? `The e-mail to ${message.to} could not be sent: ${error}`
      : status === 'sent'
        ? `E-mail sent to ${message.to}.`
        : `E-mail to ${message.to} recorded in the outbox (no mail server is configured).`;
  return { success: status !== 'failed', status, message: summary, outboundMessageId };
}

/**
 * Renders one of SCOUT's e-mails and sends it. Other modules call this, e.g.
 * `await sendTemplate({ db, config }, 'patient-profile-merged', to, {...})`.
 */
export async function sendTemplate<K extends EmailTemplateId>(
  deps: OutboundDeps,
  template: K,
  to: string,
  data: EmailTemplateData[K],
  options: SendOptions = {},
): Promise<DeliveryResult> {
  const rendered = renderTemplate(template, data, deps.config.timeZone);
  return sendEmail(deps, { to, ...rendered }, options);
}
