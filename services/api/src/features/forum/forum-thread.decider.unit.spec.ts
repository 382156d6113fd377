import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { deciderSpecification, type Decision } from '../../testing/decider-specification.js';
import { forumThreadDecider, type ForumAccess, type ForumCommand, type ForumThreadEvent } from './forum-thread.decider.js';

const courseId = 'fractions';
const threadId = 't-1';
const ref = { threadId, courseId };
const creator = 'maya';
const author = 'lena';
const other = 'omar';

const member = (userId: string): ForumAccess => ({ userId, isAdmin: false, course: { isStaff: false, isEnrolled: true } });
const staff = (userId: string): ForumAccess => ({ userId, isAdmin: false, course: { isStaff: true, isEnrolled: false } });
const admin = (userId: string): ForumAccess => ({ userId, isAdmin: true, course: { isStaff: false, isEnrolled: false } });
const outsider = (userId: string): ForumAccess => ({ userId, isAdmin: false, course: { isStaff: false, isEnrolled: false } });
const noCourse = (userId: string): ForumAccess => ({ userId, isAdmin: false, course: null });

const started: ForumThreadEvent[] = [
  { type: 'ForumThreadStarted', data: { ...ref, authorId: author, title: 'Why flip the fraction?', body: 'When dividing, why?' } },
  { type: 'ForumThreadFollowed', data: { ...ref, userId: author } },
];
const reply = (postId: string, authorId: string, body = 'Because division is multiplying by the inverse.'): ForumThreadEvent => ({
  type: 'ForumReplyPosted',
  data: { ...ref, postId, authorId, body },
});

const given = deciderSpecification(forumThreadDecider, { id: threadId });

/** The refusal a command meets, as the HTTP edge answers it: status, title and the request part it names. */
function refusal(decision: Decision<ForumThreadEvent>) {
  const http = httpErrorFor(decision.rejects());
  return { status: http.status, title: http.title, detail: http.message, pointers: http.errors.map((each) => each.pointer) };
}

describe('forum thread decider: start a thread', () => {
  const start = (access: ForumAccess, title = 'Why flip the fraction?', body = 'When dividing, why?'): ForumCommand => ({
    type: 'StartThread',
    data: { ...ref, title, body },
    access,
  });

  it('starts the thread and makes its author its first follower', () => {
    given().when(start(member(author))).then(started);
  });

  it('lets the course staff and admins start threads too', () => {
    given()
      .when(start(staff(creator)))
      .then((decided) => expect(decided[0]).toMatchObject({ type: 'ForumThreadStarted', data: { authorId: creator } }));
    given()
      .when(start(admin('root')))
      .then((decided) => expect(decided[0]).toMatchObject({ type: 'ForumThreadStarted', data: { authorId: 'root' } }));
  });

  it('treats the same request again as a retry that changes nothing', () => {
    given(...started).when(start(member(author))).then([]);
  });

  it('refuses a thread id already used for another thread', () => {
    expect(refusal(given(...started).when(start(member(author), 'Another title')))).toMatchObject({
      status: 409,
      title: 'Conflict',
      pointers: ['#/body/threadId'],
    });
  });

  it('refuses someone who neither teaches nor is enrolled', () => {
    expect(refusal(given().when(start(outsider(other))))).toEqual({
      status: 403,
      title: 'Access Denied',
      detail: "Only the course's staff and enrolled learners can take part in its forum.",
      pointers: ['#/params/courseId'],
    });
  });

  it('refuses a course that does not exist', () => {
    expect(refusal(given().when(start(noCourse(author))))).toEqual({
      status: 404,
      title: 'Not Found',
      detail: 'There is no course fractions.',
      pointers: ['#/params/courseId'],
    });
  });
});

describe('forum thread decider: reply', () => {
  const post = (access: ForumAccess, postId = 'p-1', body?: string): ForumCommand => ({
    type: 'PostReply',
    data: { ...ref, postId, body: body ?? 'Because division is multiplying by the inverse.' },
    access,
  });

  it('posts a reply', () => {
    given(...started).when(post(staff(creator))).then([reply('p-1', creator)]);
  });

  it('treats a reply id already posted by the same person as a retry', () => {
    given(...started, reply('p-1', creator)).when(post(staff(creator))).then([]);
  });

  it('treats the original reply sent again after an edit as a retry', () => {
    const edited: ForumThreadEvent = { type: 'ForumPostEdited', data: { ...ref, postId: 'p-1', editorId: creator, title: null, body: 'Edited' } };
    given(...started, reply('p-1', creator), edited).when(post(staff(creator))).then([]);
  });

  it('refuses a reply id the same person already used for other text, rather than dropping the text', () => {
    expect(refusal(given(...started, reply('p-1', creator)).when(post(staff(creator), 'p-1', 'Something else entirely')))).toMatchObject({
      status: 409,
      pointers: ['#/body/postId'],
    });
  });

  it('refuses a reply id someone else already used, and the opening post id', () => {
    expect(refusal(given(...started, reply('p-1', creator)).when(post(member(other))))).toMatchObject({ status: 409, pointers: ['#/body/postId'] });
    expect(refusal(given(...started).when(post(member(author), threadId)))).toMatchObject({ status: 409, pointers: ['#/body/postId'] });
  });

  it('refuses a reply to a locked thread', () => {
    const locked: ForumThreadEvent = { type: 'ForumThreadLocked', data: { ...ref, by: creator } };
    expect(refusal(given(...started, locked).when(post(member(other))))).toEqual({
      status: 409,
      title: 'Thread locked',
      detail: 'This thread is locked and takes no replies.',
      pointers: ['#/params/threadId'],
    });
  });

  it('refuses a reply to a thread that does not exist, is deleted or belongs to another course', () => {
    const notFound = { status: 404, pointers: ['#/params/threadId'] };
    expect(refusal(given().when(post(member(other))))).toMatchObject(notFound);
    const deleted: ForumThreadEvent = { type: 'ForumPostDeleted', data: { ...ref, postId: threadId, deletedBy: author } };
    expect(refusal(given(...started, deleted).when(post(member(other))))).toMatchObject(notFound);
    const elsewhere = { ...post(member(other)), data: { ...post(member(other)).data, courseId: 'geometry' } } as ForumCommand;
    expect(refusal(given(...started).when(elsewhere))).toMatchObject(notFound);
  });

  it('refuses outsiders', () => {
    expect(refusal(given(...started).when(post(outsider(other))))).toMatchObject({ status: 403, pointers: ['#/params/courseId'] });
  });
});

describe('forum thread decider: edit and delete posts', () => {
  const edit = (access: ForumAccess, postId: string, body: string, title: string | null = null): ForumCommand => ({
    type: 'EditPost',
    data: { ...ref, postId, title, body },
    access,
  });
  const remove = (access: ForumAccess, postId: string): ForumCommand => ({ type: 'DeletePost', data: { ...ref, postId }, access });

  it("edits one's own reply, and the opening post with its title", () => {
    given(...started, reply('p-1', other)).when(edit(member(other), 'p-1', 'Better answer')).then([
      { type: 'ForumPostEdited', data: { ...ref, postId: 'p-1', editorId: other, title: null, body: 'Better answer' } },
    ]);
    given(...started).when(edit(member(author), threadId, 'Clearer question', 'Dividing fractions')).then([
      { type: 'ForumPostEdited', data: { ...ref, postId: threadId, editorId: author, title: 'Dividing fractions', body: 'Clearer question' } },
    ]);
  });

  it('keeps the title of an opening post edited without one', () => {
    given(...started)
      .when(edit(member(author), threadId, 'Clearer question'))
      .then(([event]) => expect(event).toMatchObject({ data: { title: 'Why flip the fraction?' } }));
  });

  it('treats an edit that changes nothing as a retry', () => {
    const edited: ForumThreadEvent = { type: 'ForumPostEdited', data: { ...ref, postId: 'p-1', editorId: other, title: null, body: 'Better answer' } };
    given(...started, reply('p-1', other), edited).when(edit(member(other), 'p-1', 'Better answer')).then([]);
  });

  it("refuses to edit someone else's post, even for staff", () => {
    const expected = { status: 403, title: 'Access Denied', detail: 'You can only edit your own posts.', pointers: ['#/params/postId'] };
    expect(refusal(given(...started, reply('p-1', other)).when(edit(member(author), 'p-1', 'Mine now')))).toEqual(expected);
    expect(refusal(given(...started, reply('p-1', other)).when(edit(staff(creator), 'p-1', 'Mine now')))).toEqual(expected);
  });

  it('refuses a title on a reply and an edit of a missing post', () => {
    expect(refusal(given(...started, reply('p-1', other)).when(edit(member(other), 'p-1', 'x', 'A title')))).toMatchObject({
      status: 400,
      pointers: ['#/body/title'],
    });
    expect(refusal(given(...started).when(edit(member(other), 'p-9', 'x')))).toMatchObject({ status: 404, pointers: ['#/params/postId'] });
  });

  it("deletes one's own post, and staff delete anyone's", () => {
    given(...started, reply('p-1', other)).when(remove(member(other), 'p-1')).then([
      { type: 'ForumPostDeleted', data: { ...ref, postId: 'p-1', deletedBy: other } },
    ]);
    given(...started, reply('p-1', other)).when(remove(staff(creator), 'p-1')).then([
      { type: 'ForumPostDeleted', data: { ...ref, postId: 'p-1', deletedBy: creator } },
    ]);
  });

  it('treats deleting a deleted post, or a deleted thread, again as a retry', () => {
    const gone: ForumThreadEvent = { type: 'ForumPostDeleted', data: { ...ref, postId: 'p-1', deletedBy: other } };
    given(...started, reply('p-1', other), gone).when(remove(member(other), 'p-1')).then([]);
    const threadGone: ForumThreadEvent = { type: 'ForumPostDeleted', data: { ...ref, postId: threadId, deletedBy: author } };
    given(...started, threadGone).when(remove(member(author), threadId)).then([]);
  });

  it("refuses to delete someone else's post for a learner", () => {
    expect(refusal(given(...started, reply('p-1', other)).when(remove(member(author), 'p-1')))).toEqual({
      status: 403,
      title: 'Access Denied',
      detail: "You can only delete your own posts; the course's staff may delete any.",
      pointers: ['#/params/postId'],
    });
  });
});

describe('forum thread decider: moderation', () => {
  const pin = (access: ForumAccess, pinned: boolean): ForumCommand => ({ type: 'SetPinned', data: { ...ref, pinned }, access });
  const lock = (access: ForumAccess, locked: boolean): ForumCommand => ({ type: 'SetLocked', data: { ...ref, locked }, access });

  it('pins and unpins, locks and unlocks for staff and admins', () => {
    given(...started).when(pin(staff(creator), true)).then([{ type: 'ForumThreadPinned', data: { ...ref, by: creator } }]);
    const pinned: ForumThreadEvent = { type: 'ForumThreadPinned', data: { ...ref, by: creator } };
    given(...started, pinned).when(pin(admin('root'), false)).then([{ type: 'ForumThreadUnpinned', data: { ...ref, by: 'root' } }]);
    given(...started).when(lock(staff(creator), true)).then([{ type: 'ForumThreadLocked', data: { ...ref, by: creator } }]);
    const locked: ForumThreadEvent = { type: 'ForumThreadLocked', data: { ...ref, by: creator } };
    given(...started, locked).when(lock(staff(creator), false)).then([{ type: 'ForumThreadUnlocked', data: { ...ref, by: creator } }]);
  });

  it('treats pinning a pinned thread and locking a locked one as retries', () => {
    given(...started, { type: 'ForumThreadPinned', data: { ...ref, by: creator } }).when(pin(staff(creator), true)).then([]);
    given(...started, { type: 'ForumThreadLocked', data: { ...ref, by: creator } }).when(lock(staff(creator), true)).then([]);
  });

  it("refuses learners, even the thread's author", () => {
    expect(refusal(given(...started).when(pin(member(author), true)))).toEqual({
      status: 403,
      title: 'Access Denied',
      detail: "Only the course's staff can pin or unpin threads.",
      pointers: ['#/params/threadId'],
    });
    expect(refusal(given(...started).when(lock(member(author), true)))).toMatchObject({
      status: 403,
      detail: "Only the course's staff can lock or unlock threads.",
    });
  });
});

describe('forum thread decider: mark the answer', () => {
  const mark = (access: ForumAccess, postId: string): ForumCommand => ({ type: 'MarkAnswer', data: { ...ref, postId }, access });
  const marked: ForumThreadEvent = { type: 'ForumAnswerMarked', data: { ...ref, postId: 'p-1', by: author } };

  it("lets the thread's author or staff mark a reply as the answer", () => {
    given(...started, reply('p-1', creator)).when(mark(member(author), 'p-1')).then([marked]);
    given(...started, reply('p-1', creator)).when(mark(staff(creator), 'p-1')).then([
      { type: 'ForumAnswerMarked', data: { ...ref, postId: 'p-1', by: creator } },
    ]);
  });

  it('treats marking the marked answer again as a retry', () => {
    given(...started, reply('p-1', creator), marked).when(mark(member(author), 'p-1')).then([]);
  });

  it('refuses other learners, the opening post and a missing reply', () => {
    expect(refusal(given(...started, reply('p-1', creator)).when(mark(member(other), 'p-1')))).toEqual({
      status: 403,
      title: 'Access Denied',
      detail: "Only the thread's author or the course's staff can mark its answer.",
      pointers: ['#/params/threadId'],
    });
    expect(refusal(given(...started).when(mark(member(author), threadId)))).toMatchObject({ status: 400, pointers: ['#/body/postId'] });
    expect(refusal(given(...started).when(mark(member(author), 'p-9')))).toMatchObject({ status: 404, pointers: ['#/body/postId'] });
  });
});

describe('forum thread decider: follow', () => {
  const follow = (access: ForumAccess, following: boolean): ForumCommand => ({ type: 'SetFollowing', data: { ...ref, following }, access });

  it('follows and unfollows', () => {
    given(...started).when(follow(member(other), true)).then([{ type: 'ForumThreadFollowed', data: { ...ref, userId: other } }]);
    given(...started).when(follow(member(author), false)).then([{ type: 'ForumThreadUnfollowed', data: { ...ref, userId: author } }]);
  });

  it('treats following a followed thread as a retry', () => {
    given(...started).when(follow(member(author), true)).then([]);
  });

  it('refuses outsiders and missing threads', () => {
    expect(refusal(given(...started).when(follow(outsider(other), true)))).toMatchObject({ status: 403 });
    expect(refusal(given().when(follow(member(other), true)))).toMatchObject({ status: 404, pointers: ['#/params/threadId'] });
  });
});
