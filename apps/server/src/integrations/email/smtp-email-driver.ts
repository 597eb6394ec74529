import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../outbound-config.ts';
import type { EmailDriver, EmailMessage } from './email-driver.ts';

/**
 * SMTP through nodemailer: TLS from the start when `secure`, otherwise STARTTLS whenever the
 * server offers it. One transport per configuration; a failed delivery rejects with the server's
 * answer, which the caller records.
 */
export function createSmtpEmailDriver(smtp: SmtpConfig, from: string, timeoutMs: number): EmailDriver {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (info.rejected.length) throw new Error(`The SMTP server rejected ${info.rejected.join(', ')}`);
      return { id: info.messageId ?? null };
    },
  };
}
