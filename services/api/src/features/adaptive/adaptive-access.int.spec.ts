import { randomUUID } from 'node:crypto';
import { streamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenAdaptiveCourse, takeQuiz } from '../../testing/adaptive-fixtures.js';
import { givenEnrolment } from '../../testing/course-fixtures.js';
import { getJson, learningRequest, postJson } from '../../testing/learning-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { PROFILE_POSTS_PER_MINUTE } from './adaptive.routes.js';

describe.each(testDatabaseKinds)('adaptive routes: access and bad input on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const storedFor = async (userId: string) => (await used.server.platform.store.readStream(streamId('learner', userId))).events.length;
  const courseWithLearner = async () => {
    const creatorId = randomUUID();
    const course = await givenAdaptiveCourse(used.server.platform.store, { creatorId });
    const learner = await used.learner();
    await givenEnrolment(used.server.platform.store, course.courseId, learner.userId);
    return { course, creatorId, ...learner };
  };
  const event = (userId: string, courseId: string, overrides = {}) => {
    const { userId: _userId, ...rest } = learningRequest(userId, { courseId, lessonId: 'counting-lesson', ...overrides });
    return rest;
  };

  it('records posted events all together and answers with the profile that includes them', async () => {
    const { course, userId, token } = await courseWithLearner();
    const response = await postJson(url(`/ai/adaptive/profile/${userId}`), {
      events: [event(userId, course.courseId, { eventType: 'lesson_start' }), event(userId, course.courseId)],
    }, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId, learningStyle: 'unknown', learning_style: 'unknown', learningStreak: 1 });
    expect((response.body!.recentEvents as { eventType: string }[]).map((each) => each.eventType)).toEqual(['lesson_complete', 'lesson_start']);
    expect(await storedFor(userId)).toBe(2);
  });

  it('refuses bad events naming the field, and stores none of the batch', async () => {
    const { course, userId, token } = await courseWithLearner();
    const refused = async (events: unknown[], pointer: string) => {
      const response = await postJson(url(`/ai/adaptive/profile/${userId}`), { events }, token);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((response.body!.errors as { pointer: string }[]).map((error) => error.pointer)).toContain(pointer);
    };
    const good = event(userId, course.courseId);
    await refused([good, event(userId, `no-such-${randomUUID().slice(0, 8)}`)], '#/body/events/1/courseId');
    await refused([good, event(userId, course.courseId, { lessonId: 'no-such-lesson' })], '#/body/events/1/lessonId');
    // Scores are percent 0..100 like POST /learning/events; time spent is seconds, never negative.
    await refused([{ ...good, score: 150 }], '#/body/events/0/score');
    await refused([{ ...good, timeSpent: -1 }], '#/body/events/0/timeSpent');
    await refused([good, event(userId, course.courseId, { eventType: 'lesson_complete', score: 70, attempts: null })], '#/body/events/1/score');
    expect(await storedFor(userId)).toBe(0);

    const future = await getJson(url(`/learners/${userId}/profile?at=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`), token);
    expect(future.status).toBe(400);
    expect(future.body!.errors).toEqual([expect.objectContaining({ pointer: '#/query/at' })]);
    const garbage = await getJson(url(`/ai/adaptive/analytics/${userId}?at=yesterday`), token);
    expect(garbage.status).toBe(400);
    expect(garbage.body!.errors).toEqual([expect.objectContaining({ pointer: '#/query/at' })]);
  });

  it('refuses a flood of profile posts with 429 before anything of it is stored', async () => {
    const { course, userId, token } = await courseWithLearner();
    for (let sent = 0; sent < PROFILE_POSTS_PER_MINUTE; sent += 1) {
      expect((await postJson(url(`/ai/adaptive/profile/${userId}`), { events: [] }, token)).status).toBe(200);
    }
    const flood = await postJson(url(`/ai/adaptive/profile/${userId}`), { events: [event(userId, course.courseId)] }, token);
    expect(flood.status).toBe(429);
    expect(flood.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await storedFor(userId)).toBe(0);
  });

  it("keeps a learner out of another learner's profile, content, feedback and analytics, and lets an admin in", async () => {
    const { userId } = await courseWithLearner();
    const other = await used.learner();
    const denied = [
      await getJson(url(`/learners/${userId}/profile`), other.token),
      await getJson(url(`/ai/adaptive/analytics/${userId}`), other.token),
      await postJson(url(`/ai/adaptive/profile/${userId}`), { events: [] }, other.token),
      await postJson(url(`/ai/adaptive/content/${userId}`), { topic: 'counting' }, other.token),
      await postJson(url(`/ai/adaptive/feedback/${userId}`), { courseId: 'c1' }, other.token),
    ];
    expect(denied.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    const admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
    expect((await getJson(url(`/learners/${userId}/profile`), admin)).status).toBe(200);
  });

  it("shows a course's authors only counts of its learners: mastery per skill, difficulty levels, item success", async () => {
    const { course, creatorId, userId, token } = await courseWithLearner();
    await takeQuiz(used.server.url, token, { courseId: course.courseId, quizId: 'easy', itemIds: course.itemIds.easy }, ['e1', 'e2', 'e3', 'e4']);
    const creator = await used.server.tokenFor({ userId: creatorId, role: 'creator', tier: 'free' });
    const analytics = await eventually(async () => {
      const response = await getJson(url(`/courses/${course.courseId}/adaptive-analytics`), creator);
      expect(response.status).toBe(200);
      expect((response.body!.skills as unknown[]).length).toBe(1);
      return response.body!;
    });
    expect(analytics.skills).toEqual([expect.objectContaining({ skillId: 'counting', skillName: 'Counting', learners: 1 })]);
    expect(Object.values((analytics.skills as { levels: Record<string, number> }[])[0]!.levels).reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(analytics.items).toContainEqual({ quizId: 'easy', itemId: 'e5', answers: 1, successRate: 0 });
    expect(analytics.items).toContainEqual({ quizId: 'easy', itemId: 'e1', answers: 1, successRate: 1 });
    expect(JSON.stringify(analytics)).not.toContain(userId);
    expect((await getJson(url(`/courses/${course.courseId}/adaptive-analytics`), token)).status).toBe(403);
    expect((await getJson(url(`/courses/no-such-course/adaptive-analytics`), creator)).status).toBe(404);

    const learnerAnalytics = await eventually(async () => {
      const response = await getJson(url(`/ai/adaptive/analytics/${userId}`), token);
      expect((response.body!.totals as { attempts: number }).attempts).toBe(5);
      return response.body!;
    });
    expect(learnerAnalytics.totals).toMatchObject({ attempts: 5, correct: 4 });
    expect((learnerAnalytics.calibration as { count: number }[]).reduce((sum, bin) => sum + bin.count, 0)).toBe(5);
  });
});
