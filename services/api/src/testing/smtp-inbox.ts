import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  /** The message as sent, headers and quoted-printable body included. */
  readonly raw: string;
}

export interface SmtpInbox {
  /** What to give the server as SMTP_URL. */
  readonly url: string;
  readonly mails: readonly ReceivedMail[];
  /** The code of the newest sign-in mail to the address, or undefined while none has come. */
  latestCodeFor(email: string): string | undefined;
  close(): Promise<void>;
}

/** A quoted-printable body wraps long lines with a trailing `=`; a code is read off the joined text. */
export const signInCodeIn = (mail: ReceivedMail): string | undefined => /sign-in code is (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];

/** A real SMTP server on loopback that keeps every mail, for servers that send mail as they do in production. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    latestCodeFor: (email) => {
      const mail = mails.findLast((each) => each.to.includes(email));
      return mail && signInCodeIn(mail);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
