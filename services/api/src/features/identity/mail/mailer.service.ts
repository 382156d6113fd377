export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Parts of the text never to show in a log line (one-time codes). */
  readonly secrets?: readonly string[];
}

/** Where mail goes: the development outbox by default, SMTP when configured. */
export interface Mailer {
  readonly kind: 'dev-outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** A part of a message (subject or text) with the message's secrets blanked, for logs and previews. */
export const masked = (message: MailMessage, part: string): string =>
  (message.secrets ?? []).reduce((text, secret) => text.split(secret).join('•'.repeat(secret.length)), part);
