import {
  EditForumPostRequest,
  ForumCommandResponse,
  ForumPostParams,
  ForumThreadListResponse,
  ForumThreadParams,
  ForumThreadResponse,
  ForumThreadsQuery,
  MarkForumAnswerRequest,
  PostForumReplyRequest,
  StartForumThreadRequest,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import { getForumThread, listForumThreads } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { RequestContext } from '../../http/request-context.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { mayManage, mayTakePart } from '../../kernel/course-membership.js';
import type { ForumCommands, ForumOutcome, ForumRequest } from './forum.commands.js';
import { courseNotFound, forumAccessDenied, threadNotFound } from './forum.errors.js';

export interface ForumRouteDeps {
  readonly forum: ForumCommands;
  readonly courses: CourseAccess;
  readonly db: Executor;
  /** Resolves once the forum read model has applied the checkpoint (or after a short wait): read-your-writes. */
  readonly forumCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
}

const base = '/courses/:courseId/forum/threads';
const tags = ['forum'];
const commandResponses = {
  200: { description: 'Done (or it was already so: changed is false)', schema: ForumCommandResponse },
};

/** Who reads a course's forum: its staff, its enrolled learners and admins. */
async function viewerOf(deps: ForumRouteDeps, courseId: string, context: RequestContext) {
  const actor = context.actor!;
  const standing = await deps.courses.standing(courseId, actor.userId);
  if (!standing) throw courseNotFound(courseId);
  if (!mayTakePart(standing, actor.role === 'admin')) {
    throw forumAccessDenied("Only the course's staff and enrolled learners can take part in its forum.", '#/params/courseId');
  }
  return { standing, viewer: { userId: actor.userId, canModerate: mayManage(standing, actor.role === 'admin') } };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function forumRoutes(deps: ForumRouteDeps): RouteDefinition[] {
  async function run(request: ForumRequest, context: RequestContext, status = 200) {
    const outcome: ForumOutcome = await deps.forum.execute(request, { actor: context.actor!, requestId: context.requestId });
    if (outcome.checkpoint) await deps.forumCaughtUp(outcome.checkpoint);
    return {
      status: outcome.changed ? status : 200,
      body: { threadId: request.data.threadId, changed: outcome.changed, position: outcome.checkpoint?.position.toString() ?? null },
    };
  }

  const toggle = (path: string, summary: string, make: (params: z.infer<typeof ForumThreadParams>, on: boolean) => ForumRequest) => [
    defineRoute({
      method: 'put',
      path: `${base}/:threadId/${path}`,
      summary,
      tags,
      access: 'user',
      params: ForumThreadParams,
      responses: commandResponses,
      handle: ({ params, context }) => run(make(params, true), context),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/:threadId/${path}`,
      summary: `Undo: ${summary.toLowerCase()}`,
      tags,
      access: 'user',
      params: ForumThreadParams,
      responses: commandResponses,
      handle: ({ params, context }) => run(make(params, false), context),
    }),
  ];

  return [
    defineRoute({
      method: 'get',
      path: base,
      summary: "A page of a course's forum threads",
      description: 'Pinned threads first, then by latest activity. Readable by the course staff, its enrolled learners and admins.',
      tags,
      access: 'user',
      params: z.object({ courseId: EntityId }),
      query: ForumThreadsQuery,
      responses: { 200: { description: 'Threads', schema: ForumThreadListResponse } },
      async handle({ params, query, context }) {
        const { standing, viewer } = await viewerOf(deps, params.courseId, context);
        const { threads, total } = await listForumThreads(deps.db, params.courseId, query);
        return {
          status: 200,
          body: {
            courseTitle: standing.title,
            threads: threads.map((thread) => ({ ...thread, createdAt: iso(thread.createdAt), lastActivityAt: iso(thread.lastActivityAt) })),
            total,
            page: query.page,
            pageSize: query.pageSize,
            viewer,
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: base,
      summary: 'Start a thread',
      description: 'threadId is chosen by the client: sending the same request again answers 200 with changed: false.',
      tags,
      access: 'user',
      params: z.object({ courseId: EntityId }),
      body: StartForumThreadRequest,
      responses: { 201: { description: 'Started', schema: ForumCommandResponse }, ...commandResponses },
      handle: ({ params, body, context }) =>
        run({ type: 'StartThread', data: { courseId: params.courseId, threadId: body.threadId, title: body.title, body: body.body } }, context, 201),
    }),
    defineRoute({
      method: 'get',
      path: `${base}/:threadId`,
      summary: 'A thread with its replies',
      tags,
      access: 'user',
      params: ForumThreadParams,
      responses: { 200: { description: 'The thread', schema: ForumThreadResponse } },
      async handle({ params, context }) {
        const { viewer } = await viewerOf(deps, params.courseId, context);
        const thread = await getForumThread(deps.db, params.courseId, params.threadId, viewer.userId);
        if (!thread) throw threadNotFound(params.threadId);
        return {
          status: 200,
          body: {
            ...thread,
            createdAt: iso(thread.createdAt),
            lastActivityAt: iso(thread.lastActivityAt),
            editedAt: iso(thread.editedAt),
            replies: thread.replies.map((reply) => ({ ...reply, createdAt: iso(reply.createdAt), editedAt: iso(reply.editedAt) })),
            viewer,
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/:threadId/replies`,
      summary: 'Reply to a thread',
      description: 'postId is chosen by the client: a retry answers 200 with changed: false. A locked thread answers 409.',
      tags,
      access: 'user',
      params: ForumThreadParams,
      body: PostForumReplyRequest,
      responses: { 201: { description: 'Posted', schema: ForumCommandResponse }, ...commandResponses },
      handle: ({ params, body, context }) => run({ type: 'PostReply', data: { ...params, postId: body.postId, body: body.body } }, context, 201),
    }),
    defineRoute({
      method: 'patch',
      path: `${base}/:threadId/posts/:postId`,
      summary: "Edit one's own post",
      description: "The opening post's id is the thread's id; only it takes a title.",
      tags,
      access: 'user',
      params: ForumPostParams,
      body: EditForumPostRequest,
      responses: commandResponses,
      handle: ({ params, body, context }) =>
        run({ type: 'EditPost', data: { ...params, title: body.title ?? null, body: body.body } }, context),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/:threadId/posts/:postId`,
      summary: "Delete one's own post (staff: any post)",
      description: 'Deleting the opening post deletes the thread.',
      tags,
      access: 'user',
      params: ForumPostParams,
      responses: commandResponses,
      handle: ({ params, context }) => run({ type: 'DeletePost', data: params }, context),
    }),
    defineRoute({
      method: 'put',
      path: `${base}/:threadId/answer`,
      summary: 'Mark the reply that answers the thread',
      tags,
      access: 'user',
      params: ForumThreadParams,
      body: MarkForumAnswerRequest,
      responses: commandResponses,
      handle: ({ params, body, context }) => run({ type: 'MarkAnswer', data: { ...params, postId: body.postId } }, context),
    }),
    ...toggle('pin', 'Pin the thread (course staff)', (params, pinned) => ({ type: 'SetPinned', data: { ...params, pinned } })),
    ...toggle('lock', 'Lock the thread against replies (course staff)', (params, locked) => ({ type: 'SetLocked', data: { ...params, locked } })),
    ...toggle('follow', 'Follow the thread: be notified of replies', (params, following) => ({
      type: 'SetFollowing',
      data: { ...params, following },
    })),
  ];
}
