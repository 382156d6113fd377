import { randomUUID } from 'node:crypto';
import type { Logger } from '../../../observability/logger.js';
import { masked, type Mailer, type MailMessage } from './mailer.service.js';

export interface OutboxEntry {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly sentAt: Date;
}

const KEEP = 50;

/**
 * Mail that is not sent: kept in memory for the in-app outbox (development mode only) and logged with its codes
 * blanked, since no code or token may ever appear in a log line.
 */
export class DevOutboxMailer implements Mailer {
  readonly kind = 'dev-outbox' as const;
  readonly #messages: OutboxEntry[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly clock: () => Date,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.#messages.unshift({ id: randomUUID(), to: message.to, subject: message.subject, text: message.text, sentAt: this.clock() });
    this.#messages.length = Math.min(this.#messages.length, KEEP);
    this.logger.info(
      { devOutbox: { to: message.to, subject: masked(message, message.subject), text: masked(message, message.text) } },
      'mail kept in the development outbox (open /dev/outbox in the app to read it)',
    );
  }

  /** Newest first, optionally only those to one address. */
  messages(to?: string): readonly OutboxEntry[] {
    return to ? this.#messages.filter((message) => message.to === to) : this.#messages;
  }
}
