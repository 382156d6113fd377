import { randomUUID } from 'node:crypto';
import { forumThreadStreamId, inboxStreamId, pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { createLeaseManager } from '@pathwise/event-store';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { accountDirectoryProjection } from '../../identity/account-directory/account-directory.projection.js';
import { inboxProjection, NOTIFICATIONS } from '../../notifications/inbox/inbox.projection.js';
import { getInbox, usersAwaitingDigest } from '../../notifications/inbox/inbox.queries.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { dumpTable } from '../../testing/learning-events.js';
import { FORUM_FOLLOWERS, FORUM_POSTS, FORUM_THREADS, forumProjection } from './forum-threads.projection.js';
import { getForumThread, listForumThreads } from './forum-threads.queries.js';

describe.each(testDatabaseKinds)('forum and inbox projections on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });

  const drain = async (projection = forumProjection) => {
    const leases = createLeaseManager(fixture.database);
    await accountDirectoryProjection.createTables(fixture.database.db, LIVE_SCHEMA);
    await new ProjectionRunner(projection, fixture.database, fixture.store, leases).drain();
    await leases.close();
  };
  const dumpForum = async () =>
    (await Promise.all([FORUM_THREADS, FORUM_POSTS, FORUM_FOLLOWERS].map((table) => dumpTable(fixture.database.db, LIVE_SCHEMA, table)))).join('\n--\n');

  it('reads a thread as its events left it, and a rebuild from the log gives the same tables twice', async () => {
    const courseId = `c-${randomUUID().slice(0, 8)}`;
    const threadId = randomUUID();
    const [kept, removed] = [randomUUID(), randomUUID()];
    const ref = { threadId, courseId };
    await fixture.store.append(
      forumThreadStreamId(threadId),
      [
        { type: 'ForumThreadStarted', data: { ...ref, authorId: 'lena', title: 'Flip?', body: 'Why flip?' } },
        { type: 'ForumThreadFollowed', data: { ...ref, userId: 'lena' } },
        { type: 'ForumReplyPosted', data: { ...ref, postId: kept, authorId: 'maya', body: 'Inverse.' } },
        { type: 'ForumReplyPosted', data: { ...ref, postId: removed, authorId: 'omar', body: 'No idea' } },
        { type: 'ForumPostDeleted', data: { ...ref, postId: removed, deletedBy: 'omar' } },
        { type: 'ForumPostEdited', data: { ...ref, postId: threadId, editorId: 'lena', title: 'Why flip the divisor?', body: 'Why?' } },
        { type: 'ForumAnswerMarked', data: { ...ref, postId: kept, by: 'lena' } },
        { type: 'ForumThreadLocked', data: { ...ref, by: 'maya' } },
        { type: 'ForumThreadFollowed', data: { ...ref, userId: 'omar' } },
        { type: 'ForumThreadUnfollowed', data: { ...ref, userId: 'lena' } },
      ],
      { expectedVersion: 'no_stream' },
    );
    await drain();

    const thread = await getForumThread(fixture.database.db, courseId, threadId, 'omar');
    expect(thread).toMatchObject({
      title: 'Why flip the divisor?',
      body: 'Why?',
      replyCount: 1,
      locked: true,
      pinned: false,
      answered: true,
      answerPostId: kept,
      followerCount: 1,
      following: true,
      replies: [{ postId: kept, authorId: 'maya', body: 'Inverse.' }],
    });
    expect(await getForumThread(fixture.database.db, 'elsewhere', threadId, 'omar')).toBeNull();
    expect((await listForumThreads(fixture.database.db, courseId, { page: 1, pageSize: 10 })).threads.map((each) => each.threadId)).toEqual([threadId]);

    const live = await dumpForum();
    for (let run = 0; run < 2; run++) {
      await rebuildProjection({ database: fixture.database, store: fixture.store, projection: forumProjection, batchSize: 3 });
      expect(await dumpForum()).toBe(live);
    }
  });

  it('keeps each inbox newest first with its unread count and what awaits a digest', async () => {
    const userId = `u-${randomUUID()}`;
    const raised = (notificationId: string, title: string) => ({
      type: 'NotificationRaised' as const,
      data: {
        notificationId,
        userId,
        type: 'info' as const,
        title,
        message: 'm',
        priority: 'normal' as const,
        action: null,
        source: { kind: 'forum_reply' as const, courseId: 'c', threadId: 't', postId: 'p' },
      },
    });
    await fixture.store.append(
      inboxStreamId(userId),
      [
        raised('n1', 'first'),
        raised('n2', 'second'),
        raised('n3', 'third'),
        { type: 'NotificationRead', data: { notificationId: 'n1', userId } },
        { type: 'NotificationDigestSent', data: { userId, notificationIds: ['n2'] } },
      ],
      { expectedVersion: 'no_stream' },
    );
    await drain(inboxProjection);
    const inbox = await getInbox(fixture.database.db, userId, 10);
    expect(inbox.unreadCount).toBe(2);
    expect(inbox.notifications.map((each) => [each.title, each.readAt !== null])).toEqual([
      ['third', false],
      ['second', false],
      ['first', true],
    ]);
    expect(await usersAwaitingDigest(fixture.database.db, { after: userId.slice(0, -1), limit: 500 })).toContain(userId);
    expect(await usersAwaitingDigest(fixture.database.db, { after: userId, limit: 500 })).not.toContain(userId);
    const live = await dumpTable(fixture.database.db, LIVE_SCHEMA, NOTIFICATIONS);
    await rebuildProjection({ database: fixture.database, store: fixture.store, projection: inboxProjection, batchSize: 2 });
    expect(await dumpTable(fixture.database.db, LIVE_SCHEMA, NOTIFICATIONS)).toBe(live);
  });
});
