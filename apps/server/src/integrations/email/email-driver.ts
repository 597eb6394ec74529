/** One e-mail: plain text for every client, simple HTML for the rest. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * An e-mail transport. `local` delivers nothing (the outbox keeps the message); `smtp` hands it to
 * the configured server. send() rejects when the message was not accepted.
 */
export interface EmailDriver {
  readonly name: 'local' | 'smtp';
  send(message: EmailMessage): Promise<{ id: string | null }>;
}

export const localEmailDriver: EmailDriver = {
  name: 'local',
  send: async () => ({ id: null }),
};
