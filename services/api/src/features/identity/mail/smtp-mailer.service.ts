import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from '../../../observability/logger.js';
import { masked, type Mailer, type MailMessage } from './mailer.service.js';

/** Mail through an SMTP server (nodemailer), configured by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly #transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.#transport = createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.#transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    this.logger.info({ messageId: info.messageId, subject: masked(message, message.subject) }, 'mail sent');
  }

  close(): void {
    this.#transport.close();
  }
}
