import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { getDisplayNames } from '../../identity/account-directory/display-names.lookup.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { FORUM_FOLLOWERS, FORUM_POSTS, FORUM_THREADS } from './forum-threads.projection.js';

export interface ForumThreadSummary {
  readonly threadId: string;
  readonly courseId: string;
  readonly authorId: string;
  /** Null when the author has no display name, or erased it. */
  readonly authorName: string | null;
  readonly title: string;
  readonly createdAt: Date;
  readonly lastActivityAt: Date;
  readonly replyCount: number;
  readonly pinned: boolean;
  readonly locked: boolean;
  readonly answered: boolean;
}

export interface ForumPost {
  readonly postId: string;
  readonly authorId: string;
  readonly authorName: string | null;
  readonly body: string;
  readonly createdAt: Date;
  readonly editedAt: Date | null;
}

export interface ForumThreadView extends ForumThreadSummary {
  readonly body: string;
  readonly editedAt: Date | null;
  readonly answerPostId: string | null;
  /** Oldest first; deleted replies are left out. */
  readonly replies: readonly ForumPost[];
  readonly followerCount: number;
  /** Whether the reader follows the thread. */
  readonly following: boolean;
}

interface ThreadRow {
  thread_id: string;
  course_id: string;
  author_id: string;
  title: string;
  created_at: Date;
  last_activity_at: Date;
  reply_count: number;
  pinned: boolean;
  locked: boolean;
  answer_post_id: string | null;
  total: number;
}

const summaryOf = (row: ThreadRow, names: ReadonlyMap<string, string | null>): ForumThreadSummary => ({
  threadId: row.thread_id,
  courseId: row.course_id,
  authorId: row.author_id,
  authorName: names.get(row.author_id) ?? null,
  title: row.title,
  createdAt: row.created_at,
  lastActivityAt: row.last_activity_at,
  replyCount: row.reply_count,
  pinned: row.pinned,
  locked: row.locked,
  answered: row.answer_post_id !== null,
});

/** A page of a course's threads: pinned first, then the most recently active. */
export async function listForumThreads(
  db: Executor,
  courseId: string,
  page: { page: number; pageSize: number },
  schema = LIVE_SCHEMA,
): Promise<{ threads: ForumThreadSummary[]; total: number }> {
  const { rows } = await sql<ThreadRow>`
    SELECT thread.*, count(*) OVER ()::int AS total
    FROM ${sql.id(schema, FORUM_THREADS)} thread
    WHERE thread.course_id = ${courseId} AND NOT thread.deleted
    ORDER BY thread.pinned DESC, thread.last_activity_at DESC, thread.thread_id
    LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}
  `.execute(db);
  const names = await getDisplayNames(db, rows.map((row) => row.author_id));
  return { threads: rows.map((row) => summaryOf(row, names)), total: rows[0]?.total ?? 0 };
}

/** One thread of a course with its live replies; null when there is no such thread there (or it was deleted). */
export async function getForumThread(
  db: Executor,
  courseId: string,
  threadId: string,
  readerId: string,
  schema = LIVE_SCHEMA,
): Promise<ForumThreadView | null> {
  const { rows } = await sql<ThreadRow & { follower_count: number; following: boolean }>`
    SELECT thread.*, 0 AS total,
      (SELECT count(*)::int FROM ${sql.id(schema, FORUM_FOLLOWERS)} f WHERE f.thread_id = thread.thread_id) AS follower_count,
      EXISTS (SELECT 1 FROM ${sql.id(schema, FORUM_FOLLOWERS)} f WHERE f.thread_id = thread.thread_id AND f.user_id = ${readerId}) AS following
    FROM ${sql.id(schema, FORUM_THREADS)} thread
    WHERE thread.thread_id = ${threadId} AND thread.course_id = ${courseId} AND NOT thread.deleted
  `.execute(db);
  const thread = rows[0];
  if (!thread) return null;
  const posts = await sql<{ post_id: string; author_id: string; body: string; created_at: Date; edited_at: Date | null }>`
    SELECT post.post_id, post.author_id, post.body, post.created_at, post.edited_at
    FROM ${sql.id(schema, FORUM_POSTS)} post
    WHERE post.thread_id = ${threadId} AND NOT post.deleted
    ORDER BY post.position
  `.execute(db);
  const names = await getDisplayNames(db, [thread.author_id, ...posts.rows.map((post) => post.author_id)]);
  const opening = posts.rows.find((post) => post.post_id === threadId);
  return {
    ...summaryOf(thread, names),
    body: opening?.body ?? '',
    editedAt: opening?.edited_at ?? null,
    answerPostId: thread.answer_post_id,
    replies: posts.rows
      .filter((post) => post.post_id !== threadId)
      .map((post) => ({
        postId: post.post_id,
        authorId: post.author_id,
        authorName: names.get(post.author_id) ?? null,
        body: post.body,
        createdAt: post.created_at,
        editedAt: post.edited_at,
      })),
    followerCount: thread.follower_count,
    following: thread.following,
  };
}
