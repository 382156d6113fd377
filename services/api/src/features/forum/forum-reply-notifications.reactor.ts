import { inboxStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type Reactor, type ReactorEffect } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import { forumThreadDecider, type ForumThreadEvent } from './forum-thread.decider.js';

const EXCERPT_LENGTH = 140;

const excerpt = (text: string) => (text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`);

/**
 * When a thread gets a reply, each of its followers but the reply's author gets a notification in their inbox.
 * Followers are those of the moment the reply was posted (the thread's events before it), so processing the reply
 * again later decides the very same notifications, and the reactor runner's derived ids make that a no-op.
 */
export const forumReplyNotifications: Reactor<PathwiseEvent> = {
  name: 'forum-reply-notifications',
  eventTypes: ['ForumReplyPosted'],
  async react(event, context) {
    if (event.type !== 'ForumReplyPosted') return [];
    const { threadId, courseId, postId, authorId, body } = event.data;
    const { events } = await context.readStream(event.streamId);
    const before = events.filter((each) => each.streamVersion < event.streamVersion) as unknown as ForumThreadEvent[];
    const thread = foldState(forumThreadDecider, threadId, before);
    const effects: ReactorEffect<PathwiseEvent>[] = [];
    for (const userId of [...thread.followers].sort()) {
      if (userId === authorId) continue;
      effects.push({
        streamId: inboxStreamId(userId),
        events: [
          {
            type: 'NotificationRaised',
            data: {
              notificationId: deterministicEventId('forum-reply-notification', event.id, userId),
              userId,
              type: 'info',
              title: `New reply in “${thread.title}”`,
              message: excerpt(body),
              priority: 'normal',
              action: { label: 'Open thread', url: `/courses/${courseId}/forum?thread=${encodeURIComponent(threadId)}` },
              source: { kind: 'forum_reply', courseId, threadId, postId },
            },
          },
        ],
      });
    }
    return effects;
  },
};
