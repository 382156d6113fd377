import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../../testing/learning-requests.js';
import { signInCodeIn, startSmtpInbox, type SmtpInbox } from '../../../testing/smtp-inbox.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';

describe('sign-in codes sent through a real SMTP server', () => {
  let inbox: SmtpInbox;
  let server: TestServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer('pglite', { SMTP_URL: inbox.url, MAIL_FROM: 'Pathwise <codes@pathwise.test>' });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('mails the code, which then signs the person in', async () => {
    const email = `smtp-${randomUUID().slice(0, 8)}@example.com`;
    expect((await postJson(`${server.url}/api/auth/email/start`, { email, intent: 'signup', display_name: 'Katherine' })).status).toBe(202);

    const mail = inbox.mails.find((each) => each.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^From: Pathwise <codes@pathwise\.test>/m);
    const code = signInCodeIn(mail!);
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
