import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const FORUM_THREADS = 'forum_threads_v1';
export const FORUM_POSTS = 'forum_posts_v1';
export const FORUM_FOLLOWERS = 'forum_followers_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, FORUM_THREADS)} (
      thread_id text PRIMARY KEY,
      course_id text NOT NULL,
      author_id text NOT NULL,
      title text NOT NULL,
      created_at timestamptz NOT NULL,
      last_activity_at timestamptz NOT NULL,
      reply_count integer NOT NULL,
      pinned boolean NOT NULL,
      locked boolean NOT NULL,
      answer_post_id text,
      deleted boolean NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS forum_threads_v1_listing
    ON ${sql.id(schema, FORUM_THREADS)} (course_id, pinned DESC, last_activity_at DESC) WHERE NOT deleted
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, FORUM_POSTS)} (
      thread_id text NOT NULL,
      post_id text NOT NULL,
      author_id text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL,
      edited_at timestamptz,
      deleted boolean NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (thread_id, post_id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, FORUM_FOLLOWERS)} (
      thread_id text NOT NULL,
      user_id text NOT NULL,
      PRIMARY KEY (thread_id, user_id)
    )
  `.execute(db);
}

type ForumEvent = Extract<StoredEvent<PathwiseEvent>, { type: `Forum${string}` }>;

/** One event, applied as the log orders it; every statement is safe to repeat, so a replay changes nothing. */
async function applyOne(db: Executor, schema: string, event: ForumEvent): Promise<void> {
  const threads = sql.id(schema, FORUM_THREADS);
  const posts = sql.id(schema, FORUM_POSTS);
  const at = event.recordedAt.toISOString();
  const position = event.position.toString();
  const { threadId } = event.data;
  const setThread = (assignments: ReturnType<typeof sql>) =>
    sql`UPDATE ${threads} SET ${assignments} WHERE thread_id = ${threadId}`.execute(db);
  switch (event.type) {
    case 'ForumThreadStarted':
      await sql`
        INSERT INTO ${threads} (thread_id, course_id, author_id, title, created_at, last_activity_at, reply_count, pinned, locked, answer_post_id, deleted)
        VALUES (${threadId}, ${event.data.courseId}, ${event.data.authorId}, ${event.data.title}, ${at}, ${at}, 0, false, false, null, false)
        ON CONFLICT (thread_id) DO NOTHING
      `.execute(db);
      await sql`
        INSERT INTO ${posts} (thread_id, post_id, author_id, body, created_at, edited_at, deleted, position)
        VALUES (${threadId}, ${threadId}, ${event.data.authorId}, ${event.data.body}, ${at}, null, false, ${position})
        ON CONFLICT (thread_id, post_id) DO NOTHING
      `.execute(db);
      return;
    case 'ForumReplyPosted': {
      const inserted = await sql`
        INSERT INTO ${posts} (thread_id, post_id, author_id, body, created_at, edited_at, deleted, position)
        VALUES (${threadId}, ${event.data.postId}, ${event.data.authorId}, ${event.data.body}, ${at}, null, false, ${position})
        ON CONFLICT (thread_id, post_id) DO NOTHING
      `.execute(db);
      if (Number(inserted.numAffectedRows ?? 0) > 0) {
        await setThread(sql`reply_count = reply_count + 1, last_activity_at = greatest(last_activity_at, ${at}::timestamptz)`);
      }
      return;
    }
    case 'ForumPostEdited':
      await sql`UPDATE ${posts} SET body = ${event.data.body}, edited_at = ${at} WHERE thread_id = ${threadId} AND post_id = ${event.data.postId}`.execute(db);
      if (event.data.title !== null) await setThread(sql`title = ${event.data.title}`);
      return;
    case 'ForumPostDeleted': {
      const { postId } = event.data;
      const changed = await sql`
        UPDATE ${posts} SET deleted = true, body = '' WHERE thread_id = ${threadId} AND post_id = ${postId} AND NOT deleted
      `.execute(db);
      if (postId === threadId) await setThread(sql`deleted = true`);
      else if (Number(changed.numAffectedRows ?? 0) > 0) {
        await setThread(sql`reply_count = reply_count - 1, answer_post_id = nullif(answer_post_id, ${postId})`);
      }
      return;
    }
    case 'ForumThreadPinned':
    case 'ForumThreadUnpinned':
      await setThread(sql`pinned = ${event.type === 'ForumThreadPinned'}`);
      return;
    case 'ForumThreadLocked':
    case 'ForumThreadUnlocked':
      await setThread(sql`locked = ${event.type === 'ForumThreadLocked'}`);
      return;
    case 'ForumAnswerMarked':
      await setThread(sql`answer_post_id = ${event.data.postId}`);
      return;
    case 'ForumThreadFollowed':
      await sql`
        INSERT INTO ${sql.id(schema, FORUM_FOLLOWERS)} (thread_id, user_id) VALUES (${threadId}, ${event.data.userId})
        ON CONFLICT DO NOTHING
      `.execute(db);
      return;
    case 'ForumThreadUnfollowed':
      await sql`DELETE FROM ${sql.id(schema, FORUM_FOLLOWERS)} WHERE thread_id = ${threadId} AND user_id = ${event.data.userId}`.execute(db);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`forum projection: unexpected ${(unknown as ForumEvent).type}`);
    }
  }
}

/**
 * Each course's forum as it reads: threads (pinned first, then by latest activity), their posts and followers.
 * Threads are few and posts arrive one at a time, so events are applied one by one rather than folded per page.
 */
export const forumProjection: Projection<PathwiseEvent> = {
  name: 'forum',
  version: 1,
  eventTypes: [
    'ForumThreadStarted',
    'ForumReplyPosted',
    'ForumPostEdited',
    'ForumPostDeleted',
    'ForumThreadPinned',
    'ForumThreadUnpinned',
    'ForumThreadLocked',
    'ForumThreadUnlocked',
    'ForumAnswerMarked',
    'ForumThreadFollowed',
    'ForumThreadUnfollowed',
  ],
  tables: [FORUM_THREADS, FORUM_POSTS, FORUM_FOLLOWERS],
  createTables,
  async apply(events, { transaction, schema }) {
    for (const event of events) {
      if (event.type.startsWith('Forum')) await applyOne(transaction, schema, event as ForumEvent);
    }
  },
};
