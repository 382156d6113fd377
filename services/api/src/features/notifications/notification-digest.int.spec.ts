import { randomUUID } from 'node:crypto';
import type { DevOutboxResponse } from '@pathwise/contracts';
import { inboxStreamId, type Language } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)('the notification digest in the account’s language on %s', (kind) => {
  const used = useTestServer(kind);

  /** An account, with `language` chosen in its settings if given, and `count` unread replies in a thread called `thread`. */
  async function accountWithReplies(count: number, thread: string, language?: Language) {
    const userId = randomUUID();
    const email = `digest-${userId.slice(0, 8)}@example.com`;
    const token = await used.server.tokenFor({ userId, role: 'student', tier: 'free', email });
    if (language) expect((await sendJson('PATCH', `${used.server.url}/api/me/settings`, { preferred_language: language }, token)).status).toBe(200);
    const [courseId, threadId] = [randomUUID(), randomUUID()];
    await used.server.platform.store.append(
      inboxStreamId(userId),
      Array.from({ length: count }, (_, index) => ({
        type: 'NotificationRaised' as const,
        data: {
          notificationId: randomUUID(),
          userId,
          type: 'info' as const,
          title: `New reply in “${thread}”`,
          message: `Reply ${index + 1}`,
          priority: 'normal' as const,
          action: { label: 'Open thread', url: `/courses/${courseId}/forum?thread=${threadId}` },
          source: { kind: 'forum_reply' as const, courseId, threadId, postId: randomUUID() },
        },
      })),
      { expectedVersion: 'no_stream' },
    );
    return { userId, email };
  }

  /** The one digest mailed to `email`, once the inbox read model holds its notifications and a run has mailed it. */
  const digestMailedTo = (email: string) =>
    eventually(async () => {
      await used.server.platform.notificationDigest.runOnce();
      const outbox = (await sendJson('GET', `${used.server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).body as unknown as DevOutboxResponse;
      expect(outbox.messages).toHaveLength(1);
      return outbox.messages[0]!;
    });

  it('mails an account whose language is Spanish a Spanish digest: subject, greeting, each title and the lines around them', async () => {
    const { userId, email } = await accountWithReplies(1, 'Fracciones', 'es');
    const mail = await digestMailedTo(email);
    expect(mail.subject).toBe('Pathwise: 1 notificación nueva');
    expect(mail.text).toContain(`Hola, ${userId}:`);
    expect(mail.text).toContain('Esto es lo que ha pasado desde tu último resumen:');
    expect(mail.text).toContain('- Nueva respuesta en «Fracciones»\n  Reply 1');
    expect(mail.text).toContain('Recibes este correo porque tienes activadas las notificaciones por correo en tu configuración');
    expect(mail.text).not.toMatch(/Hello|Here is what happened|New reply/);
  });

  it('counts in the account’s language, and keeps English for an account that never chose another', async () => {
    const french = await accountWithReplies(2, 'Les fractions', 'fr');
    const english = await accountWithReplies(2, 'Fractions');
    expect((await digestMailedTo(french.email)).subject).toBe('Pathwise : 2 nouvelles notifications');
    const inEnglish = await digestMailedTo(english.email);
    expect(inEnglish.subject).toBe('Pathwise: 2 new notifications');
    expect(inEnglish.text).toContain('Here is what happened since your last digest:');
  });
});
