import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import { assertRetryOf, retryKeyConflict } from '../../kernel/retry-keys.js';
import { mayManage, mayTakePart, type CourseMembership } from '../../kernel/course-membership.js';
import { forumAccessDenied, courseNotFound, postNotFound, threadLocked, threadNotFound } from './forum.errors.js';

export type ForumThreadEvent = Extract<PathwiseEvent, { type: `Forum${string}` }>;

interface Post {
  readonly authorId: string;
  readonly body: string;
  /** As first posted, before any edit: what a retry of the posting request repeats. */
  readonly postedBody: string;
  readonly deleted: boolean;
}

export interface ThreadState {
  readonly exists: boolean;
  readonly threadId: string;
  readonly courseId: string;
  readonly authorId: string;
  readonly title: string;
  /** As the thread was started, before any edit: what a retry of the start repeats. */
  readonly startedTitle: string;
  /** The opening post is keyed by the thread's id; deleting it deletes the thread. */
  readonly posts: ReadonlyMap<string, Post>;
  readonly pinned: boolean;
  readonly locked: boolean;
  readonly answerPostId: string | null;
  readonly followers: ReadonlySet<string>;
}

const initialThreadState = (threadId: string): ThreadState => ({
  exists: false,
  threadId,
  courseId: '',
  authorId: '',
  title: '',
  startedTitle: '',
  posts: new Map(),
  pinned: false,
  locked: false,
  answerPostId: null,
  followers: new Set(),
});

const withPost = (state: ThreadState, postId: string, change: (post: Post | undefined) => Post): ThreadState => {
  const posts = new Map(state.posts);
  posts.set(postId, change(posts.get(postId)));
  return { ...state, posts };
};

const withFollower = (state: ThreadState, userId: string, following: boolean): ThreadState => {
  const followers = new Set(state.followers);
  if (following) followers.add(userId);
  else followers.delete(userId);
  return { ...state, followers };
};

function evolveThread(state: ThreadState, event: ForumThreadEvent): ThreadState {
  switch (event.type) {
    case 'ForumThreadStarted': {
      const { threadId, courseId, authorId, title, body } = event.data;
      const opening = { authorId, body, postedBody: body, deleted: false };
      return { ...state, exists: true, threadId, courseId, authorId, title, startedTitle: title, posts: new Map([[threadId, opening]]) };
    }
    case 'ForumReplyPosted':
      return withPost(state, event.data.postId, () => ({ authorId: event.data.authorId, body: event.data.body, postedBody: event.data.body, deleted: false }));
    case 'ForumPostEdited': {
      const edited = withPost(state, event.data.postId, (post) => ({
        authorId: post?.authorId ?? event.data.editorId,
        body: event.data.body,
        postedBody: post?.postedBody ?? event.data.body,
        deleted: false,
      }));
      return event.data.title === null ? edited : { ...edited, title: event.data.title };
    }
    case 'ForumPostDeleted': {
      const deleted = withPost(state, event.data.postId, (post) => ({ authorId: post?.authorId ?? '', body: post?.body ?? '', postedBody: post?.postedBody ?? '', deleted: true }));
      return state.answerPostId === event.data.postId ? { ...deleted, answerPostId: null } : deleted;
    }
    case 'ForumThreadPinned':
    case 'ForumThreadUnpinned':
      return { ...state, pinned: event.type === 'ForumThreadPinned' };
    case 'ForumThreadLocked':
    case 'ForumThreadUnlocked':
      return { ...state, locked: event.type === 'ForumThreadLocked' };
    case 'ForumAnswerMarked':
      return { ...state, answerPostId: event.data.postId };
    case 'ForumThreadFollowed':
    case 'ForumThreadUnfollowed':
      return withFollower(state, event.data.userId, event.type === 'ForumThreadFollowed');
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Who is acting and where they stand with the course (null: no such course), as loaded before deciding. */
export interface ForumAccess {
  readonly userId: string;
  readonly isAdmin: boolean;
  readonly course: CourseMembership | null;
}

interface Command<T extends string, D> {
  readonly type: T;
  readonly data: { readonly threadId: string; readonly courseId: string } & D;
  readonly access: ForumAccess;
}

export type StartThread = Command<'StartThread', { readonly title: string; readonly body: string }>;
export type PostReply = Command<'PostReply', { readonly postId: string; readonly body: string }>;
/** `title` is for the opening post only; null keeps the title as it is. */
export type EditPost = Command<'EditPost', { readonly postId: string; readonly title: string | null; readonly body: string }>;
export type DeletePost = Command<'DeletePost', { readonly postId: string }>;
export type SetPinned = Command<'SetPinned', { readonly pinned: boolean }>;
export type SetLocked = Command<'SetLocked', { readonly locked: boolean }>;
export type MarkAnswer = Command<'MarkAnswer', { readonly postId: string }>;
export type SetFollowing = Command<'SetFollowing', { readonly following: boolean }>;

export type ForumCommand = StartThread | PostReply | EditPost | DeletePost | SetPinned | SetLocked | MarkAnswer | SetFollowing;

/** Moderation is for those who manage the course: its staff and admins. */
const mayModerate = (access: ForumAccess) => (access.course ? mayManage(access.course, access.isAdmin) : access.isAdmin);

/** Staff, enrolled learners and admins take part; nobody takes part in a course that does not exist. */
function assertMember(access: ForumAccess, courseId: string): void {
  if (!access.course) throw courseNotFound(courseId);
  if (!mayTakePart(access.course, access.isAdmin)) {
    throw forumAccessDenied("Only the course's staff and enrolled learners can take part in its forum.", '#/params/courseId');
  }
}

/** A live thread of this course; a thread of another course is as absent as one that never was. */
function assertThread(state: ThreadState, command: ForumCommand): void {
  const opening = state.posts.get(state.threadId);
  if (!state.exists || state.courseId !== command.data.courseId || opening?.deleted) throw threadNotFound(command.data.threadId);
}

function livePost(state: ThreadState, postId: string, pointer?: string): Post {
  const post = state.posts.get(postId);
  if (!post || post.deleted) throw postNotFound(postId, pointer);
  return post;
}

const ref = (command: ForumCommand) => ({ threadId: command.data.threadId, courseId: command.data.courseId });

function startThread(command: StartThread, state: ThreadState): ForumThreadEvent[] {
  assertMember(command.access, command.data.courseId);
  const { title, body } = command.data;
  const authorId = command.access.userId;
  if (state.exists) {
    const started = { courseId: state.courseId, title: state.startedTitle, body: state.posts.get(state.threadId)?.postedBody };
    const retried = { courseId: command.data.courseId, title, body };
    assertRetryOf({ pointer: '#/body/threadId', value: state.threadId }, { actorId: state.authorId, payload: started }, { actorId: authorId, payload: retried });
    return [];
  }
  return [
    { type: 'ForumThreadStarted', data: { ...ref(command), authorId, title, body } },
    { type: 'ForumThreadFollowed', data: { ...ref(command), userId: authorId } },
  ];
}

function postReply(command: PostReply, state: ThreadState): ForumThreadEvent[] {
  assertMember(command.access, command.data.courseId);
  assertThread(state, command);
  const { postId, body } = command.data;
  const existing = state.posts.get(postId);
  if (existing) {
    const key = { pointer: '#/body/postId', value: postId };
    // The opening post's id names the thread, never a reply.
    if (postId === state.threadId) throw retryKeyConflict(key);
    assertRetryOf(key, { actorId: existing.authorId, payload: existing.postedBody }, { actorId: command.access.userId, payload: body });
    return [];
  }
  if (state.locked) throw threadLocked();
  return [{ type: 'ForumReplyPosted', data: { ...ref(command), postId, authorId: command.access.userId, body } }];
}

function editPost(command: EditPost, state: ThreadState): ForumThreadEvent[] {
  assertMember(command.access, command.data.courseId);
  assertThread(state, command);
  const { postId, body } = command.data;
  const post = livePost(state, postId);
  if (post.authorId !== command.access.userId) throw forumAccessDenied('You can only edit your own posts.', '#/params/postId');
  const opening = postId === state.threadId;
  if (!opening && command.data.title !== null) {
    throw DomainError.invalid([{ pointer: '#/body/title', detail: 'Only the opening post of a thread has a title' }]);
  }
  const title = opening ? (command.data.title ?? state.title) : null;
  if (post.body === body && (!opening || title === state.title)) return [];
  return [{ type: 'ForumPostEdited', data: { ...ref(command), postId, editorId: command.access.userId, title, body } }];
}

function deletePost(command: DeletePost, state: ThreadState): ForumThreadEvent[] {
  assertMember(command.access, command.data.courseId);
  const { postId } = command.data;
  // A retried delete of the opening post finds the thread gone: that is the retry's success, not a 404.
  if (!state.exists || state.courseId !== command.data.courseId) throw threadNotFound(command.data.threadId);
  const post = state.posts.get(postId);
  if (!post) throw postNotFound(postId);
  if (post.authorId !== command.access.userId && !mayModerate(command.access)) {
    throw forumAccessDenied("You can only delete your own posts; the course's staff may delete any.", '#/params/postId');
  }
  if (post.deleted) return [];
  assertThread(state, command);
  return [{ type: 'ForumPostDeleted', data: { ...ref(command), postId, deletedBy: command.access.userId } }];
}

function assertStaff(command: ForumCommand, what: string): void {
  assertMember(command.access, command.data.courseId);
  if (!mayModerate(command.access)) throw forumAccessDenied(`Only the course's staff can ${what} threads.`, '#/params/threadId');
}

function setPinned(command: SetPinned, state: ThreadState): ForumThreadEvent[] {
  assertStaff(command, 'pin or unpin');
  assertThread(state, command);
  if (state.pinned === command.data.pinned) return [];
  const by = command.access.userId;
  return [{ type: command.data.pinned ? 'ForumThreadPinned' : 'ForumThreadUnpinned', data: { ...ref(command), by } }];
}

function setLocked(command: SetLocked, state: ThreadState): ForumThreadEvent[] {
  assertStaff(command, 'lock or unlock');
  assertThread(state, command);
  if (state.locked === command.data.locked) return [];
  const by = command.access.userId;
  return [{ type: command.data.locked ? 'ForumThreadLocked' : 'ForumThreadUnlocked', data: { ...ref(command), by } }];
}

function markAnswer(command: MarkAnswer, state: ThreadState): ForumThreadEvent[] {
  assertMember(command.access, command.data.courseId);
  assertThread(state, command);
  if (state.authorId !== command.access.userId && !mayModerate(command.access)) {
    throw forumAccessDenied("Only the thread's author or the course's staff can mark its answer.", '#/params/threadId');
  }
  const { postId } = command.data;
  if (postId === state.threadId) throw DomainError.invalid([{ pointer: '#/body/postId', detail: 'The opening post cannot answer its own thread' }]);
  livePost(state, postId, '#/body/postId');
  if (state.answerPostId === postId) return [];
  return [{ type: 'ForumAnswerMarked', data: { ...ref(command), postId, by: command.access.userId } }];
}

function setFollowing(command: SetFollowing, state: ThreadState): ForumThreadEvent[] {
  assertMember(command.access, command.data.courseId);
  assertThread(state, command);
  const userId = command.access.userId;
  if (state.followers.has(userId) === command.data.following) return [];
  return [{ type: command.data.following ? 'ForumThreadFollowed' : 'ForumThreadUnfollowed', data: { ...ref(command), userId } }];
}

/**
 * Pure: who may do what in a course's forum, decided from the thread's events and the actor's standing. A command
 * whose effect is already there decides nothing, so a retry (same client-chosen id, same request) is a no-op.
 */
function decideForumThread(command: ForumCommand, state: ThreadState): ForumThreadEvent[] {
  switch (command.type) {
    case 'StartThread':
      return startThread(command, state);
    case 'PostReply':
      return postReply(command, state);
    case 'EditPost':
      return editPost(command, state);
    case 'DeletePost':
      return deletePost(command, state);
    case 'SetPinned':
      return setPinned(command, state);
    case 'SetLocked':
      return setLocked(command, state);
    case 'MarkAnswer':
      return markAnswer(command, state);
    case 'SetFollowing':
      return setFollowing(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown forum command ${String((unknown as ForumCommand).type)}`);
    }
  }
}

export const forumThreadDecider: Decider<ForumCommand, ThreadState, ForumThreadEvent> = {
  decide: decideForumThread,
  evolve: evolveThread,
  initialState: initialThreadState,
};
