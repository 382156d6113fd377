import { streamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse } from '../../testing/course-fixtures.js';
import { learningRequest, postJson } from '../../testing/learning-requests.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { statsStreamId } from '../gamification/index.js';
import { QUIZ_ATTEMPTS_ARE_GRADED } from './learning-event.decider.js';
import { NOT_ENROLLED_TO_RECORD } from './learning.commands.js';

describe.each(testDatabaseKinds)('recording learning on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const store = () => used.server.platform.store;
  const xpVersion = async (userId: string) => (await store().readStream(statsStreamId(userId))).currentVersion;
  const recorded = async (userId: string) => (await store().readStream(streamId('learner', userId))).events;

  async function course() {
    const creator = await used.learner();
    const coAuthor = await used.learner();
    const { courseId } = await givenPublishedCourse(store(), { creatorId: creator.userId, coAuthorIds: [coAuthor.userId], lessonIds: ['l1', 'l2'] });
    return { courseId, creator, coAuthor };
  }
  const completion = (userId: string, courseId: string, lessonId = 'l1') =>
    learningRequest(userId, { courseId, lessonId, eventType: 'lesson_complete', score: null, attempts: null });

  /** Posts, then waits for the reactors, so the XP the event earns (or not) is in the log. */
  async function settledPost(path: string, body: unknown, token: string) {
    const response = await postJson(url(path), body, token);
    await settledHead(used.server.platform);
    return response;
  }

  it('refuses a learner who is not enrolled, storing nothing and awarding no XP', async () => {
    const { courseId } = await course();
    const outsider = await used.learner();
    const before = await settledHead(used.server.platform);
    const xpBefore = await xpVersion(outsider.userId);

    const refused = await settledPost('/learning/events', completion(outsider.userId, courseId), outsider.token);

    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ title: 'Access Denied', detail: NOT_ENROLLED_TO_RECORD });
    expect((await store().head()).lastPosition).toBe(before.lastPosition);
    expect(await xpVersion(outsider.userId)).toBe(xpBefore);
  });

  it('refuses the same learner in the profile batch and over the socket', async () => {
    const { courseId } = await course();
    const outsider = await used.learner();
    const { userId: _userId, ...event } = completion(outsider.userId, courseId);

    const batch = await postJson(url(`/ai/adaptive/profile/${outsider.userId}`), { events: [event] }, outsider.token);
    const socket = await used.socket(outsider.token);
    const { eventType, ...data } = completion(outsider.userId, courseId);
    const ack = await socket.emitWithAck('learning_event', { event_type: eventType, room_id: courseId, data });

    expect(batch.status).toBe(403);
    expect(ack).toMatchObject({ ok: false, status: 403 });
    expect(await recorded(outsider.userId)).toEqual([]);
  });

  it('records an enrolled learner’s lesson as learning that earns XP', async () => {
    const { courseId } = await course();
    const learner = await used.learner();
    await givenEnrolment(store(), courseId, learner.userId);
    await settledHead(used.server.platform);
    const xpBefore = await xpVersion(learner.userId);

    const response = await settledPost('/learning/events', completion(learner.userId, courseId), learner.token);

    expect(response.status).toBe(201);
    expect((await recorded(learner.userId)).map((event) => event.data)).toEqual([expect.objectContaining({ eventType: 'lesson_complete', preview: false })]);
    await eventually(async () => expect(await xpVersion(learner.userId)).toBeGreaterThan(xpBefore));
  });

  it('records the creator and a co-author trying their course as previews that earn no XP', async () => {
    const { courseId, creator, coAuthor } = await course();
    const learner = await used.learner();
    await givenEnrolment(store(), courseId, learner.userId);
    await settledHead(used.server.platform);
    const xpBefore = { creator: await xpVersion(creator.userId), coAuthor: await xpVersion(coAuthor.userId), learner: await xpVersion(learner.userId) };

    for (const staff of [creator, coAuthor]) {
      const response = await postJson(url('/learning/events'), completion(staff.userId, courseId), staff.token);
      expect(response.status).toBe(201);
      expect((await recorded(staff.userId)).map((event) => event.data)).toEqual([expect.objectContaining({ eventType: 'lesson_complete', preview: true })]);
    }
    // XP follows the log in order: once a learner's later completion has earned its XP, the previews were judged.
    expect((await postJson(url('/learning/events'), completion(learner.userId, courseId), learner.token)).status).toBe(201);
    await eventually(async () => expect(await xpVersion(learner.userId)).toBeGreaterThan(xpBefore.learner));
    expect(await xpVersion(creator.userId)).toBe(xpBefore.creator);
    expect(await xpVersion(coAuthor.userId)).toBe(xpBefore.coAuthor);
  });

  it('refuses a self-reported quiz score, so it moves no XP, activity or mastery', async () => {
    const { courseId } = await course();
    const learner = await used.learner();
    await givenEnrolment(store(), courseId, learner.userId);
    const before = await settledHead(used.server.platform);
    const xpBefore = await xpVersion(learner.userId);

    const request = learningRequest(learner.userId, { courseId, lessonId: 'l1', eventType: 'quiz_attempt', score: 100, attempts: 1 });
    const refused = await settledPost('/learning/events', request, learner.token);

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ pointer: '#/body/eventType', detail: QUIZ_ATTEMPTS_ARE_GRADED }] });
    expect((await store().head()).lastPosition).toBe(before.lastPosition);
    expect(await xpVersion(learner.userId)).toBe(xpBefore);
  });

  describe('a retried event id', () => {
    it('answers the same event sent again with the original result', async () => {
      const { courseId } = await course();
      const learner = await used.learner();
      await givenEnrolment(store(), courseId, learner.userId);
      const request = completion(learner.userId, courseId);
      const first = await postJson(url('/learning/events'), request, learner.token);

      const retry = await postJson(url('/learning/events'), request, learner.token);

      expect(retry.status).toBe(200);
      expect(retry.body).toEqual({ ...first.body, duplicate: true });
    });

    it('refuses the id with another payload, naming it, and keeps the original', async () => {
      const { courseId } = await course();
      const learner = await used.learner();
      await givenEnrolment(store(), courseId, learner.userId);
      const request = completion(learner.userId, courseId);
      expect((await postJson(url('/learning/events'), request, learner.token)).status).toBe(201);

      const other = await postJson(url('/learning/events'), { ...request, lessonId: 'l2', timeSpent: 5 }, learner.token);

      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({ errors: [{ pointer: '#/body/eventId' }] });
      expect((await recorded(learner.userId)).map((event) => event.data)).toEqual([expect.objectContaining({ lessonId: 'l1' })]);
    });

    it('refuses the id sent by another learner, naming it', async () => {
      const { courseId } = await course();
      const [first, second] = [await used.learner(), await used.learner()];
      for (const learner of [first, second]) await givenEnrolment(store(), courseId, learner.userId);
      const request = completion(first.userId, courseId);
      expect((await postJson(url('/learning/events'), request, first.token)).status).toBe(201);

      const other = await postJson(url('/learning/events'), { ...request, userId: second.userId }, second.token);

      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({ errors: [{ pointer: '#/body/eventId' }] });
      expect(await recorded(second.userId)).toEqual([]);
    });

    it('refuses the id in a batch under the event’s index, recording none of the batch', async () => {
      const { courseId } = await course();
      const learner = await used.learner();
      await givenEnrolment(store(), courseId, learner.userId);
      const { userId: _userId, ...original } = completion(learner.userId, courseId);
      expect((await postJson(url(`/ai/adaptive/profile/${learner.userId}`), { events: [original] }, learner.token)).status).toBe(200);
      const { userId: _same, ...fresh } = completion(learner.userId, courseId, 'l2');

      const batch = await postJson(url(`/ai/adaptive/profile/${learner.userId}`), { events: [fresh, { ...original, timeSpent: 1 }] }, learner.token);

      expect(batch.status).toBe(409);
      expect(batch.body).toMatchObject({ errors: [{ pointer: '#/body/events/1/eventId' }] });
      expect(await recorded(learner.userId)).toHaveLength(1);
    });
  });
});
