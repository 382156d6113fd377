import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../../testing/learning-requests.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
}

describe('sign-in codes sent through a real SMTP server', () => {
  const inbox: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer('pglite', { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Pathwise <codes@pathwise.test>' });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the code, which then signs the person in', async () => {
    const email = `smtp-${randomUUID().slice(0, 8)}@example.com`;
    expect((await postJson(`${server.url}/api/auth/email/start`, { email, intent: 'signup', display_name: 'Katherine' })).status).toBe(202);

    const mail = inbox.find((each) => each.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^From: Pathwise <codes@pathwise\.test>/m);
    const code = /sign-in code is (\d{6})/.exec(mail!.raw.replace(/=\r?\n/g, ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await postJson(`${server.url}/api/auth/email/verify`, { email, code });
    expect(verified.status).toBe(200);
    expect(verified.body!.user).toMatchObject({ email, profile: { display_name: 'Katherine' } });
    expect(JSON.stringify(server.logs)).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('has no development outbox when mail really goes out', async () => {
    expect((await getJson(`${server.url}/api/dev/outbox`)).status).toBe(404);
  });
});
