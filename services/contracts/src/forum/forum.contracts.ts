import { EntityId as Id, ForumPostBody, ForumThreadTitle } from '@pathwise/event-schemas';
import { z } from 'zod';
import { LogPosition } from '../shared/log-position.contracts.js';

/** Limits of a course forum's HTTP API, shared so that the web app's forms check the same. */
export const forumLimits = { titleMin: 3, titleMax: 150, bodyMax: 10_000, pageSizeMax: 50, pageSizeDefault: 20 } as const;

export const ForumThreadsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(forumLimits.pageSizeMax).default(forumLimits.pageSizeDefault),
  })
  .strict();
export type ForumThreadsQuery = z.input<typeof ForumThreadsQuery>;

/** What the reader may do here, so that the page offers only what the server will accept. */
export const ForumViewer = z.object({
  userId: z.string(),
  /** Course staff (creator, co-authors) and admins: pin, lock, delete any post, mark any answer. */
  canModerate: z.boolean(),
});
export type ForumViewer = z.infer<typeof ForumViewer>;

export const ForumThreadSummary = z.object({
  threadId: z.string(),
  courseId: z.string(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  lastActivityAt: z.iso.datetime(),
  replyCount: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  answered: z.boolean(),
});
export type ForumThreadSummary = z.infer<typeof ForumThreadSummary>;

export const ForumThreadListResponse = z.object({
  courseTitle: z.string(),
  threads: z.array(ForumThreadSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  viewer: ForumViewer,
});
export type ForumThreadListResponse = z.infer<typeof ForumThreadListResponse>;

export const ForumPost = z.object({
  postId: z.string(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
});
export type ForumPost = z.infer<typeof ForumPost>;

export const ForumThreadResponse = ForumThreadSummary.extend({
  body: z.string(),
  editedAt: z.iso.datetime().nullable(),
  answerPostId: z.string().nullable(),
  /** Oldest first; deleted replies are left out. */
  replies: z.array(ForumPost),
  followerCount: z.number().int(),
  following: z.boolean(),
  viewer: ForumViewer,
});
export type ForumThreadResponse = z.infer<typeof ForumThreadResponse>;

/** The client chooses the id, so that sending the same request again (a retry) starts nothing new. */
export const StartForumThreadRequest = z.object({ threadId: Id, title: ForumThreadTitle, body: ForumPostBody }).strict();
export type StartForumThreadRequest = z.input<typeof StartForumThreadRequest>;

export const PostForumReplyRequest = z.object({ postId: Id, body: ForumPostBody }).strict();
export type PostForumReplyRequest = z.input<typeof PostForumReplyRequest>;

/** A title only for a thread's opening post (whose id is the thread's). */
export const EditForumPostRequest = z.object({ title: ForumThreadTitle.optional(), body: ForumPostBody }).strict();
export type EditForumPostRequest = z.input<typeof EditForumPostRequest>;

export const MarkForumAnswerRequest = z.object({ postId: Id }).strict();
export type MarkForumAnswerRequest = z.input<typeof MarkForumAnswerRequest>;

export const ForumCommandResponse = z.object({
  threadId: z.string(),
  /** False when the request's effect was already there (a retry): nothing was recorded. */
  changed: z.boolean(),
  position: LogPosition.nullable(),
});
export type ForumCommandResponse = z.infer<typeof ForumCommandResponse>;

export const ForumThreadParams = z.object({ courseId: Id, threadId: Id });
export const ForumPostParams = ForumThreadParams.extend({ postId: Id });
