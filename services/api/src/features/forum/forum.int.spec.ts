import { randomUUID } from 'node:crypto';
import type { DevOutboxResponse, ForumThreadListResponse, ForumThreadResponse, NotificationsResponse } from '@pathwise/contracts';
import { inboxStreamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)('course forum on %s', (kind) => {
  const used = useTestServer(kind);
  const people = {} as Record<'creator' | 'asker' | 'follower', { userId: string; token: string; email: string }>;
  let courseId: string;

  beforeAll(async () => {
    const { server } = used;
    for (const [name, role] of [
      ['creator', 'creator'],
      ['asker', 'student'],
      ['follower', 'student'],
    ] as const) {
      const userId = randomUUID();
      const email = `${name}-${userId.slice(0, 8)}@example.com`;
      people[name] = { userId, email, token: await server.tokenFor({ userId, role, tier: 'free', email }) };
    }
    courseId = (await givenPublishedCourse(server.platform.store, { creatorId: people.creator.userId, title: 'Fractions without fear' })).courseId;
    await givenEnrolment(server.platform.store, courseId, people.asker.userId);
    await givenEnrolment(server.platform.store, courseId, people.follower.userId);
  });

  const threads = (course = courseId) => `${used.server.url}/api/courses/${course}/forum/threads`;
  const notificationsOf = async (token: string) =>
    (await sendJson('GET', `${used.server.url}/api/notifications`, undefined, token)).body as unknown as NotificationsResponse;

  it('notifies a follower in the inbox and over the socket when the creator replies, and mails a digest once', async () => {
    const { asker, follower, creator } = people;
    const threadId = randomUUID();
    const start = { threadId, title: 'Why do we flip the second fraction?', body: 'When dividing, I do not see why.' };
    const started = await sendJson('POST', threads(), start, asker.token);
    expect(started).toMatchObject({ status: 201, body: { threadId, changed: true } });
    expect(await sendJson('POST', threads(), start, asker.token)).toMatchObject({ status: 200, body: { changed: false } });

    const list = (await sendJson('GET', threads(), undefined, follower.token)).body as unknown as ForumThreadListResponse;
    expect(list.courseTitle).toBe('Fractions without fear');
    expect(list.threads).toEqual([expect.objectContaining({ threadId, title: start.title, replyCount: 0, authorName: asker.userId })]);
    expect(list.viewer).toEqual({ userId: follower.userId, canModerate: false });

    expect(await sendJson('PUT', `${threads()}/${threadId}/follow`, undefined, follower.token)).toMatchObject({ status: 200, body: { changed: true } });
    const socket = await used.socket(follower.token);
    expect(await socket.join({ room_id: follower.userId, room_type: 'user' })).toMatchObject({ ok: true });

    const replyId = randomUUID();
    const reply = { postId: replyId, body: 'Dividing by a fraction is multiplying by its inverse.' };
    expect(await sendJson('POST', `${threads()}/${threadId}/replies`, reply, creator.token)).toMatchObject({ status: 201 });

    const thread = (await sendJson('GET', `${threads()}/${threadId}`, undefined, creator.token)).body as unknown as ForumThreadResponse;
    expect(thread).toMatchObject({ body: start.body, replyCount: 1, followerCount: 2, following: false, viewer: { canModerate: true } });
    expect(thread.replies).toEqual([expect.objectContaining({ postId: replyId, authorId: creator.userId, body: reply.body })]);

    await eventually(async () => expect((await notificationsOf(follower.token)).unreadCount).toBe(1));
    const inbox = await notificationsOf(follower.token);
    const [notification] = inbox.notifications;
    expect(notification).toMatchObject({
      type: 'info',
      title: `New reply in “${start.title}”`,
      message: reply.body,
      priority: 'normal',
      read: false,
      action: { url: `/courses/${courseId}/forum?thread=${threadId}` },
      source: { kind: 'forum_reply', courseId, threadId, postId: replyId },
    });
    // Read in French, the same notification is worded in French; it is stored once, as it was raised.
    const inFrench = await fetch(`${used.server.url}/api/notifications`, { headers: { authorization: `Bearer ${follower.token}`, cookie: 'lang=fr' } });
    expect(((await inFrench.json()) as NotificationsResponse).notifications[0]).toMatchObject({
      title: `Nouvelle réponse dans « ${start.title} »`,
      action: { label: 'Ouvrir la discussion' },
      message: reply.body,
    });
    // The asker follows their own thread; the creator, who replied, is not told of their own reply.
    await eventually(async () => expect((await notificationsOf(asker.token)).unreadCount).toBe(1));
    expect((await notificationsOf(creator.token)).notifications).toEqual([]);

    await eventually(() => expect(socket.of('notification')).toHaveLength(1));
    expect(socket.of('notification')[0]).toMatchObject({
      room: `user:${follower.userId}`,
      notification_id: notification!.notificationId,
      title: notification!.title,
      type: 'info',
    });

    const read = `${used.server.url}/api/notifications/${notification!.notificationId}/read`;
    expect(await sendJson('POST', read, undefined, follower.token)).toMatchObject({ status: 200, body: { changed: true } });
    expect(await sendJson('POST', read, undefined, follower.token)).toMatchObject({ status: 200, body: { changed: false } });
    expect(await notificationsOf(follower.token)).toMatchObject({ unreadCount: 0, notifications: [{ read: true }] });
    expect(await sendJson('POST', read, undefined, asker.token)).toMatchObject({ status: 404 });

    // The digest: the asker opted in (the default) and has one unread notification; the follower read theirs.
    const outbox = async (email: string) =>
      ((await sendJson('GET', `${used.server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).body as unknown as DevOutboxResponse).messages;
    const first = await used.server.platform.notificationDigest.runOnce();
    expect(first.mailed).toContain(asker.userId);
    expect(first.mailed).not.toContain(follower.userId);
    const mails = await outbox(asker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Pathwise: 1 new notification');
    expect(mails[0]!.text).toContain(start.title);
    await eventually(async () => expect((await used.server.platform.notificationDigest.runOnce()).mailed).not.toContain(asker.userId));
    expect(await outbox(asker.email)).toHaveLength(1);
    const digests = (await used.server.platform.store.readStream(inboxStreamId(asker.userId))).events.filter(
      (event) => event.type === 'NotificationDigestSent',
    );
    expect(digests).toHaveLength(1);
    expect(await outbox(follower.email)).toEqual([]);

    // Someone who turned email notifications off gets the notification in the app, never in a digest.
    const settings = await sendJson('PATCH', `${used.server.url}/api/me/settings`, { receive_email_notifications: false }, follower.token);
    expect(settings.status).toBe(200);
    expect((await sendJson('POST', `${threads()}/${threadId}/replies`, { postId: randomUUID(), body: 'One more tip.' }, creator.token)).status).toBe(201);
    await eventually(async () => expect((await notificationsOf(follower.token)).unreadCount).toBe(1));
    expect((await used.server.platform.notificationDigest.runOnce()).mailed).not.toContain(follower.userId);
    expect(await outbox(follower.email)).toEqual([]);
  });

  it('answers a retried reply with its original result, and refuses its postId with other text or from someone else', async () => {
    const { asker, follower } = people;
    const threadId = randomUUID();
    expect(await sendJson('POST', threads(), { threadId, title: 'Common denominators', body: 'How do I find one?' }, asker.token)).toMatchObject({ status: 201 });
    const replies = `${threads()}/${threadId}/replies`;
    const reply = { postId: randomUUID(), body: 'Multiply the denominators.' };
    const keyConflict = { status: 409, body: { errors: [{ pointer: '#/body/postId', detail: 'Already used for a different request' }] } };
    expect(await sendJson('POST', replies, reply, follower.token)).toMatchObject({ status: 201, body: { changed: true } });

    expect(await sendJson('POST', replies, reply, follower.token)).toMatchObject({ status: 200, body: { changed: false } });
    expect(await sendJson('POST', replies, { ...reply, body: 'Or use the least common multiple.' }, follower.token)).toMatchObject(keyConflict);
    expect(await sendJson('POST', replies, reply, asker.token)).toMatchObject(keyConflict);
    expect(await sendJson('POST', threads(), { threadId, title: 'Common denominators', body: 'Another question' }, asker.token)).toMatchObject({
      status: 409,
      body: { errors: [{ pointer: '#/body/threadId' }] },
    });

    const thread = await eventually(async () => {
      const read = (await sendJson('GET', `${threads()}/${threadId}`, undefined, asker.token)).body as unknown as ForumThreadResponse;
      expect(read.replies).toHaveLength(1);
      return read;
    });
    expect(thread.replies).toEqual([expect.objectContaining({ postId: reply.postId, authorId: follower.userId, body: reply.body })]);
  });

  it('lists pinned threads first, then by latest activity, a page at a time', async () => {
    const { asker, creator } = people;
    const course = (await givenPublishedCourse(used.server.platform.store, { creatorId: creator.userId })).courseId;
    await givenEnrolment(used.server.platform.store, course, asker.userId);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [index, threadId] of ids.entries()) {
      const body = { threadId, title: `Ordering question ${index}`, body: 'Which comes first?' };
      expect((await sendJson('POST', threads(course), body, asker.token)).status).toBe(201);
    }
    // Thread 0 gets a reply (latest activity); thread 1 is pinned by the creator; a learner may not pin.
    const bump = { postId: randomUUID(), body: 'Bump' };
    expect((await sendJson('POST', `${threads(course)}/${ids[0]}/replies`, bump, creator.token)).status).toBe(201);
    expect((await sendJson('PUT', `${threads(course)}/${ids[1]}/pin`, undefined, asker.token)).status).toBe(403);
    expect(await sendJson('PUT', `${threads(course)}/${ids[1]}/pin`, undefined, creator.token)).toMatchObject({ status: 200, body: { changed: true } });

    const page = (await sendJson('GET', `${threads(course)}?pageSize=2`, undefined, asker.token)).body as unknown as ForumThreadListResponse;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.threads.map((thread) => [thread.threadId, thread.pinned])).toEqual([
      [ids[1], true],
      [ids[0], false],
    ]);
    const next = (await sendJson('GET', `${threads(course)}?pageSize=2&page=2`, undefined, asker.token)).body as unknown as ForumThreadListResponse;
    expect(next.threads.map((thread) => thread.threadId)).toEqual([ids[2]]);
  });

  it('edits, marks the answer, locks and deletes through the routes', async () => {
    const { asker, follower, creator } = people;
    const threadId = randomUUID();
    await sendJson('POST', threads(), { threadId, title: 'Common denominators', body: 'How do I find one?' }, asker.token);
    const replyId = randomUUID();
    await sendJson('POST', `${threads()}/${threadId}/replies`, { postId: replyId, body: 'Multiply the denominators.' }, follower.token);

    expect((await sendJson('PATCH', `${threads()}/${threadId}/posts/${threadId}`, { title: 'Finding a common denominator', body: 'How?' }, asker.token)).status).toBe(200);
    expect((await sendJson('PUT', `${threads()}/${threadId}/answer`, { postId: replyId }, asker.token)).status).toBe(200);
    expect((await sendJson('PUT', `${threads()}/${threadId}/lock`, undefined, creator.token)).status).toBe(200);
    const thread = (await sendJson('GET', `${threads()}/${threadId}`, undefined, asker.token)).body as unknown as ForumThreadResponse;
    expect(thread).toMatchObject({ title: 'Finding a common denominator', body: 'How?', answerPostId: replyId, answered: true, locked: true });
    expect(thread.editedAt).not.toBeNull();

    expect((await sendJson('DELETE', `${threads()}/${threadId}/posts/${replyId}`, undefined, creator.token)).status).toBe(200);
    const after = (await sendJson('GET', `${threads()}/${threadId}`, undefined, asker.token)).body as unknown as ForumThreadResponse;
    expect(after).toMatchObject({ replies: [], replyCount: 0, answerPostId: null });
    expect((await sendJson('DELETE', `${threads()}/${threadId}/posts/${threadId}`, undefined, asker.token)).status).toBe(200);
    expect((await sendJson('GET', `${threads()}/${threadId}`, undefined, asker.token)).status).toBe(404);
  });
});
