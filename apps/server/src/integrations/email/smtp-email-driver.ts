import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpConfig } from '../outbound-config.ts';
import type { EmailDriver, EmailMessage } from './email-driver.ts';

/**
 * SMTP through nodemailer: TLS from the start when `secure`, otherwise STARTTLS whenever the
 * server offers it. One transport per configuration; a failed delivery rejects with the server's
 * answer, which the caller records. nodemailer is loaded with the first message, not at start.
 */
export function createSmtpEmailDriver(smtp: SmtpConfig, from: string, timeoutMs: number): EmailDriver {
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | null = null;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  };
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      transport ??= connect();
      const info = await (await transport).sendMail({
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
