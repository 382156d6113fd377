import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** One stream per thread: `thread-<threadId>`. The opening post's id is the thread's id. */
export const forumThreadStreamId = (threadId: string): string => streamId('thread', threadId);

export const ForumThreadTitle = z.string().trim().min(3, 'A title needs at least 3 characters').max(150);
export const ForumPostBody = z.string().trim().min(1, 'A post cannot be empty').max(10_000);

/** Every forum event names its thread and course, so a reader of one event knows where it belongs. */
const ThreadRef = z.object({ threadId: EntityId, courseId: EntityId });

export const ForumThreadStarted = defineEvent({
  type: 'ForumThreadStarted',
  schema: ThreadRef.extend({ authorId: EntityId, title: ForumThreadTitle, body: ForumPostBody }),
});

export const ForumReplyPosted = defineEvent({
  type: 'ForumReplyPosted',
  schema: ThreadRef.extend({ postId: EntityId, authorId: EntityId, body: ForumPostBody }),
});

/** States the post whole; the title is null for a reply, whose post has none. */
export const ForumPostEdited = defineEvent({
  type: 'ForumPostEdited',
  schema: ThreadRef.extend({ postId: EntityId, editorId: EntityId, title: ForumThreadTitle.nullable(), body: ForumPostBody }),
});

/** Deleting the opening post (postId = threadId) deletes the thread. */
export const ForumPostDeleted = defineEvent({
  type: 'ForumPostDeleted',
  schema: ThreadRef.extend({ postId: EntityId, deletedBy: EntityId }),
});

const Moderation = ThreadRef.extend({ by: EntityId });

export const ForumThreadPinned = defineEvent({ type: 'ForumThreadPinned', schema: Moderation });
export const ForumThreadUnpinned = defineEvent({ type: 'ForumThreadUnpinned', schema: Moderation });
export const ForumThreadLocked = defineEvent({ type: 'ForumThreadLocked', schema: Moderation });
export const ForumThreadUnlocked = defineEvent({ type: 'ForumThreadUnlocked', schema: Moderation });

/** Marks the reply that answers the thread; a later mark replaces an earlier one. */
export const ForumAnswerMarked = defineEvent({
  type: 'ForumAnswerMarked',
  schema: Moderation.extend({ postId: EntityId }),
});

export const ForumThreadFollowed = defineEvent({
  type: 'ForumThreadFollowed',
  schema: ThreadRef.extend({ userId: EntityId }),
});
export const ForumThreadUnfollowed = defineEvent({
  type: 'ForumThreadUnfollowed',
  schema: ThreadRef.extend({ userId: EntityId }),
});

export const forumThreadEvents = [
  ForumThreadStarted,
  ForumReplyPosted,
  ForumPostEdited,
  ForumPostDeleted,
  ForumThreadPinned,
  ForumThreadUnpinned,
  ForumThreadLocked,
  ForumThreadUnlocked,
  ForumAnswerMarked,
  ForumThreadFollowed,
  ForumThreadUnfollowed,
] as const;
