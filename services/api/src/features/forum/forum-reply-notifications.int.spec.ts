import { randomUUID } from 'node:crypto';
import { forumThreadStreamId, inboxStreamId, pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { CheckpointedConsumer, createLeaseManager, reactorHandler, reactorSubscriptionId } from '@pathwise/event-store';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { forumReplyNotifications } from './forum-reply-notifications.reactor.js';

describe.each(testDatabaseKinds)('forum reply notifications on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });

  const runReactor = async () => {
    const leases = createLeaseManager(fixture.database);
    await new CheckpointedConsumer(fixture.store, fixture.database, leases, reactorHandler(forumReplyNotifications, fixture.store)).drain();
    await leases.close();
  };
  const inbox = async (userId: string) => (await fixture.store.readStream(inboxStreamId(userId))).events;

  it("tells the followers of the moment of each reply, never the reply's author, once even when the log is processed again", async () => {
    const [asker, helper, late] = [randomUUID(), randomUUID(), randomUUID()];
    const threadId = randomUUID();
    const ref = { threadId, courseId: 'fractions' };
    const firstReply = randomUUID();
    await fixture.store.append(
      forumThreadStreamId(threadId),
      [
        { type: 'ForumThreadStarted', data: { ...ref, authorId: asker, title: 'Flip?', body: 'Why flip?' } },
        { type: 'ForumThreadFollowed', data: { ...ref, userId: asker } },
        { type: 'ForumReplyPosted', data: { ...ref, postId: firstReply, authorId: helper, body: 'Inverse.' } },
        // Following after a reply does not bring that reply's notification.
        { type: 'ForumThreadFollowed', data: { ...ref, userId: late } },
        { type: 'ForumReplyPosted', data: { ...ref, postId: randomUUID(), authorId: asker, body: 'Thanks!' } },
      ],
      { expectedVersion: 'no_stream' },
    );

    await runReactor();
    const askerInbox = await inbox(asker);
    expect(askerInbox).toHaveLength(1);
    expect(askerInbox[0]).toMatchObject({
      type: 'NotificationRaised',
      data: { userId: asker, title: 'New reply in “Flip?”', message: 'Inverse.', source: { postId: firstReply } },
      metadata: { actor: { kind: 'reactor', id: 'forum-reply-notifications' } },
    });
    expect((await inbox(late)).map((event) => event.data)).toEqual([expect.objectContaining({ message: 'Thanks!' })]);
    expect(await inbox(helper)).toEqual([]);

    await sql`DELETE FROM event_store.subscription_checkpoints WHERE subscription_id = ${reactorSubscriptionId(forumReplyNotifications)}`.execute(
      fixture.database.db,
    );
    await runReactor();
    expect(await inbox(asker)).toHaveLength(1);
    expect(await inbox(late)).toHaveLength(1);
  });
});
