import { ForumCommandResponse, ForumThreadListResponse, ForumThreadResponse, type ForumThreadSummary, type ProblemDetails } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { deferredReply, jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

const courseId = 'fractions';
const threadsApi = `/api/courses/${courseId}/forum/threads`;
const learner = aUser({ role: 'student' });
const creator = aUser({ role: 'creator' });

let nextThread = 0;
const aThread = (overrides: Partial<ForumThreadSummary> = {}): ForumThreadSummary => ({
  threadId: `thread-${(nextThread += 1)}`,
  courseId,
  authorId: learner.uid,
  authorName: 'Lena',
  title: 'Why do we flip the second fraction?',
  createdAt: '2025-03-04T09:00:00.000Z',
  lastActivityAt: '2025-03-04T10:00:00.000Z',
  replyCount: 2,
  pinned: false,
  locked: false,
  answered: false,
  ...overrides,
});
const aList = (threads: ForumThreadSummary[], viewer = { userId: learner.uid, canModerate: false }): ForumThreadListResponse => ({
  courseTitle: 'Fractions without fear',
  threads,
  total: threads.length,
  page: 1,
  pageSize: 20,
  viewer,
});
const aThreadView = (overrides: Partial<ForumThreadResponse> = {}): ForumThreadResponse => ({
  ...aThread({ threadId: 't-open', replyCount: 1 }),
  body: 'When dividing, I do not see why.',
  editedAt: null,
  answerPostId: null,
  replies: [
    {
      postId: 'p-1',
      authorId: creator.uid,
      authorName: 'Maya',
      body: 'Dividing is multiplying by the inverse.',
      createdAt: '2025-03-04T10:00:00.000Z',
      editedAt: null,
    },
  ],
  followerCount: 1,
  following: false,
  viewer: { userId: learner.uid, canModerate: false },
  ...overrides,
});
const done = { threadId: 't-open', changed: true, position: '42' };

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

describe('Course forum page', () => {
  beforeAll(async () => {
    await import('../routes/course-forum-route');
  });

  it('lists the threads pinned first as links, each saying its state, replies and author', async () => {
    stubApi({
      [`GET ${threadsApi}`]: jsonReply(ForumThreadListResponse, aList([aThread({ title: 'Read this first', pinned: true, locked: true }), aThread({ answered: true, replyCount: 1 })])),
    });
    renderApp(`/courses/${courseId}/forum`, { session: aSession(learner) });

    const list = await screen.findByRole('list', { name: 'Threads' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Read this first' }).getAttribute('href')).toBe(`/courses/${courseId}/forum?thread=thread-${nextThread - 1}`);
    expect(within(items[0]!).getByText('Pinned')).toBeTruthy();
    expect(within(items[0]!).getByText('Locked')).toBeTruthy();
    expect(within(items[1]!).getByText('Answered')).toBeTruthy();
    expect(within(items[1]!).getByText('1 reply')).toBeTruthy();
    expect(within(items[0]!).getByText('by Lena')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Course forum' })).toBeTruthy();
    expect(screen.getByText('Fractions without fear')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a loading state, then an empty one that invites the first thread', async () => {
    const empty = deferredReply(jsonReply(ForumThreadListResponse, aList([])));
    stubApi({ [`GET ${threadsApi}`]: empty.reply });
    renderApp(`/courses/${courseId}/forum`, { session: aSession(learner) });
    expect((await screen.findByText('Loading the forum…')).getAttribute('role')).toBe('status');

    await act(() => empty.release());
    expect(await screen.findByText('No threads yet')).toBeTruthy();
    expect(screen.queryByText('Loading the forum…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start thread' })).toBeTruthy();
  });

  it('says why the forum could not load, in the server’s words, and retries', async () => {
    const denied: ProblemDetails = {
      type: 'urn:pathwise:problem:access-denied',
      title: 'Access Denied',
      status: 403,
      detail: "Only the course's staff and enrolled learners can take part in its forum.",
      traceId: 'a'.repeat(32),
    };
    const api = stubApi({ [`GET ${threadsApi}`]: [problemReply(denied, 'Forbidden'), jsonReply(ForumThreadListResponse, aList([aThread()]))] });
    renderApp(`/courses/${courseId}/forum`, { session: aSession(learner) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the forum')).toBeTruthy();
    expect(alert.textContent).toContain("Only the course's staff and enrolled learners");
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Threads' });
    expect(api.to(`GET ${threadsApi}`)).toHaveLength(2);
  });

  it('checks a new thread before sending it, then starts it and opens it', async () => {
    const api = stubApi({
      [`GET ${threadsApi}`]: jsonReply(ForumThreadListResponse, aList([])),
      [`POST ${threadsApi}`]: jsonReply(ForumCommandResponse, { ...done, threadId: 'ignored' }, { status: 201 }),
      [`GET ${threadsApi}/t-open`]: jsonReply(ForumThreadResponse, aThreadView()),
    });
    const { router } = renderApp(`/courses/${courseId}/forum`, { session: aSession(learner) });
    await screen.findByText('No threads yet');

    fireEvent.click(screen.getByRole('button', { name: 'Start thread' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A title needs at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Write something first.')).toBeTruthy();
    expect(api.to(`POST ${threadsApi}`)).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Why flip?' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'I do not see why.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start thread' }));
    await waitFor(() => expect(api.to(`POST ${threadsApi}`)).toHaveLength(1));
    const sent = api.to(`POST ${threadsApi}`)[0]!.json as { threadId: string; title: string; body: string };
    expect(sent).toMatchObject({ title: 'Why flip?', body: 'I do not see why.' });
    expect(sent.threadId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(router.state.location.search).toEqual({ thread: sent.threadId }));
  });

  it('shows a thread with its replies; a learner follows it and replies, without staff controls', async () => {
    const api = stubApi({
      [`GET ${threadsApi}`]: jsonReply(ForumThreadListResponse, aList([])),
      [`GET ${threadsApi}/t-open`]: jsonReply(ForumThreadResponse, aThreadView()),
      [`PUT ${threadsApi}/t-open/follow`]: jsonReply(ForumCommandResponse, done),
      [`POST ${threadsApi}/t-open/replies`]: jsonReply(ForumCommandResponse, done, { status: 201 }),
    });
    renderApp(`/courses/${courseId}/forum?thread=t-open`, { session: aSession(learner) });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Why do we flip the second fraction?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('When dividing, I do not see why.')).toBeTruthy();
    expect(screen.getByText('Dividing is multiplying by the inverse.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    // The thread's author may mark the answer and edit their own opening post, not others' replies.
    expect(screen.getByRole('button', { name: 'Mark as answer' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);

    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    await waitFor(() => expect(api.to(`PUT ${threadsApi}/t-open/follow`)).toHaveLength(1));

    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thanks, that helps!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(api.to(`POST ${threadsApi}/t-open/replies`)).toHaveLength(1));
    expect(api.to(`POST ${threadsApi}/t-open/replies`)[0]!.json).toMatchObject({ body: 'Thanks, that helps!' });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe(''));
    expect(await seriousViolations()).toEqual([]);
  });

  it('gives staff pin and lock, and a locked thread no reply form', async () => {
    const staffView = { userId: creator.uid, canModerate: true };
    const api = stubApi({
      [`GET ${threadsApi}`]: jsonReply(ForumThreadListResponse, aList([], staffView)),
      [`GET ${threadsApi}/t-open`]: [jsonReply(ForumThreadResponse, aThreadView({ viewer: staffView })), jsonReply(ForumThreadResponse, aThreadView({ viewer: staffView, locked: true, pinned: true }))],
      [`PUT ${threadsApi}/t-open/pin`]: jsonReply(ForumCommandResponse, done),
    });
    renderApp(`/courses/${courseId}/forum?thread=t-open`, { session: aSession(creator) });

    fireEvent.click(await screen.findByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(api.to(`PUT ${threadsApi}/t-open/pin`)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpin' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('This thread is locked: it takes no new replies.');
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('shows the server’s refusal of a reply next to the reply field', async () => {
    const locked: ProblemDetails = {
      type: 'urn:pathwise:problem:thread-locked',
      title: 'Thread locked',
      status: 409,
      detail: 'This thread is locked and takes no replies.',
      traceId: 'b'.repeat(32),
      errors: [{ pointer: '#/params/threadId', detail: 'The thread is locked' }],
    };
    stubApi({
      [`GET ${threadsApi}`]: jsonReply(ForumThreadListResponse, aList([])),
      [`GET ${threadsApi}/t-open`]: jsonReply(ForumThreadResponse, aThreadView()),
      [`POST ${threadsApi}/t-open/replies`]: problemReply(locked, 'Conflict'),
    });
    renderApp(`/courses/${courseId}/forum?thread=t-open`, { session: aSession(learner) });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), { target: { value: 'Too late?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post reply' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This thread is locked and takes no replies.');
  });
});
