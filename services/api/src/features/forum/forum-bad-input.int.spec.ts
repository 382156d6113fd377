import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { settledHead } from '../../testing/settled-head.js';

describe.each(testDatabaseKinds)('forum bad input on %s', (kind) => {
  const used = useTestServer(kind);
  const tokens = {} as Record<'creator' | 'member' | 'other' | 'outsider', string>;
  let courseId: string;
  let threadId: string;
  let replyId: string;

  beforeAll(async () => {
    const { server } = used;
    const ids = { creator: randomUUID(), member: randomUUID(), other: randomUUID(), outsider: randomUUID() };
    for (const [name, userId] of Object.entries(ids)) {
      tokens[name as keyof typeof ids] = await server.tokenFor({ userId, role: name === 'creator' ? 'creator' : 'student', tier: 'free' });
    }
    courseId = (await givenPublishedCourse(server.platform.store, { creatorId: ids.creator })).courseId;
    await givenEnrolment(server.platform.store, courseId, ids.member);
    await givenEnrolment(server.platform.store, courseId, ids.other);
    threadId = randomUUID();
    replyId = randomUUID();
    const threads = `${server.url}/api/courses/${courseId}/forum/threads`;
    expect((await sendJson('POST', threads, { threadId, title: 'Locked soon', body: 'Ask away' }, tokens.member)).status).toBe(201);
    expect((await sendJson('POST', `${threads}/${threadId}/replies`, { postId: replyId, body: 'An answer' }, tokens.other)).status).toBe(201);
    expect((await sendJson('PUT', `${threads}/${threadId}/lock`, undefined, tokens.creator)).status).toBe(200);
  });

  const threadsOf = (course: string) => `${used.server.url}/api/courses/${course}/forum/threads`;

  /** The answer is a problem naming the fields, and the log did not move. */
  async function expectRefused(send: () => ReturnType<typeof sendJson>, status: number, pointers: string[]) {
    const before = await settledHead(used.server.platform);
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ status, title: expect.any(String), traceId: expect.any(String) });
    const named = ((response.body!.errors as { pointer: string }[] | undefined) ?? []).map((error) => error.pointer);
    expect(named).toEqual(expect.arrayContaining(pointers));
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    return response.body!;
  }

  it('refuses an empty title and an empty body, naming both', async () => {
    const problem = await expectRefused(
      () => sendJson('POST', threadsOf(courseId), { threadId: randomUUID(), title: '   ', body: '' }, tokens.member),
      400,
      ['#/body/title', '#/body/body'],
    );
    expect(problem.detail).toContain('title');
  });

  it('refuses unknown fields and a malformed id', async () => {
    await expectRefused(() => sendJson('POST', threadsOf(courseId), { threadId: 'no spaces', title: 'Fine title', body: 'x' }, tokens.member), 400, [
      '#/body/threadId',
    ]);
    await expectRefused(
      () => sendJson('POST', threadsOf(courseId), { threadId: randomUUID(), title: 'Fine title', body: 'x', pinned: true }, tokens.member),
      400,
      ['#/body/pinned'],
    );
  });

  it('refuses someone neither staff nor enrolled with 403, reading or posting', async () => {
    const problem = await expectRefused(
      () => sendJson('POST', threadsOf(courseId), { threadId: randomUUID(), title: 'Let me in', body: 'Please' }, tokens.outsider),
      403,
      ['#/params/courseId'],
    );
    expect(problem.title).toBe('Access Denied');
    await expectRefused(() => sendJson('GET', threadsOf(courseId), undefined, tokens.outsider), 403, ['#/params/courseId']);
  });

  it('refuses a reply to a locked thread with 409', async () => {
    const problem = await expectRefused(
      () => sendJson('POST', `${threadsOf(courseId)}/${threadId}/replies`, { postId: randomUUID(), body: 'Too late' }, tokens.other),
      409,
      ['#/params/threadId'],
    );
    expect(problem).toMatchObject({ title: 'Thread locked', detail: 'This thread is locked and takes no replies.' });
  });

  it("refuses editing someone else's post with 403", async () => {
    const problem = await expectRefused(
      () => sendJson('PATCH', `${threadsOf(courseId)}/${threadId}/posts/${replyId}`, { body: 'Rewritten' }, tokens.member),
      403,
      ['#/params/postId'],
    );
    expect(problem.detail).toBe('You can only edit your own posts.');
  });

  it('refuses an unknown course and an unknown thread with 404', async () => {
    await expectRefused(
      () => sendJson('POST', threadsOf(`no-such-${randomUUID().slice(0, 8)}`), { threadId: randomUUID(), title: 'Hello there', body: 'x' }, tokens.member),
      404,
      ['#/params/courseId'],
    );
    await expectRefused(() => sendJson('GET', `${threadsOf(courseId)}/${randomUUID()}`, undefined, tokens.member), 404, ['#/params/threadId']);
  });

  it('refuses a visitor without a token with 401', async () => {
    await expectRefused(() => sendJson('GET', threadsOf(courseId)), 401, []);
  });
});
