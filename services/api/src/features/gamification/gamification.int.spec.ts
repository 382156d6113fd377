import { randomUUID } from 'node:crypto';
import { forumThreadStreamId, masteryStreamId } from '@pathwise/event-schemas';
import { deterministicEventId } from '@pathwise/event-store';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { gamificationStatsProjection, rebuildProjection } from '@pathwise/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenLearningCourse } from '../../testing/course-fixtures.js';
import { requestJson } from '../../testing/json-requests.js';
import { settledHead } from '../../testing/settled-head.js';
import { learningRequest } from '../../testing/learning-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { rewardIdFor } from './gamification.decider.js';
import { statsStreamId } from './gamification.state.js';
import { drawReward } from './reward-draw.rules.js';

/**
 * A fresh event id whose reward draws hit (or miss): the draw is a function of the id, so the test knows the outcome.
 * `toTriggers` names the events the id leads to that draw, each of which must hit (or miss).
 */
function idDrawing(reward: boolean, toTriggers: (id: string) => string | string[] = (id) => id): string {
  for (;;) {
    const id = randomUUID();
    if ([toTriggers(id)].flat().every((trigger) => (drawReward(trigger).reward !== null) === reward)) return id;
  }
}
/** A cause and the CourseCompleted it brings when it finishes a course: the completion's id derives from the cause's. */
const withCompletion = (causeId: string) => [causeId, deterministicEventId('reactor', 'course-completion', causeId, '0', '0')];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();
const unlockedIds = (body: Record<string, unknown>) =>
  (body.achievements as { id: string; unlocked: boolean }[]).filter((entry) => entry.unlocked).map((entry) => entry.id);

describe.each(testDatabaseKinds)('gamification over HTTP on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  // Learning events must name a real course and lesson, and come from its learners: the default course of
  // learningRequest, with lesson l1.
  const defaultCourseId = learningRequest('anyone').courseId;
  const enrolledInDefaultCourse = (userId: string) => givenLearningCourse(used.server.platform.store, defaultCourseId, ['l1'], [userId]);
  beforeAll(() => givenLearningCourse(used.server.platform.store, defaultCourseId, ['l1']));
  const user = async (role: 'instructor' | 'student') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier: 'free' }) };
  };
  const data = async (token: string) => (await requestJson('GET', url('/gamification/data'), undefined, token)).body!;
  const statsVersion = async (userId: string) => (await used.server.platform.store.readStream(statsStreamId(userId))).currentVersion;

  async function publishedCourseWithQuiz(creator: { token: string }) {
    const courseId = randomUUID();
    const call = (method: string, path: string, body?: unknown) => requestJson(method, url(`/courses/${courseId}${path}`), body, creator.token);
    expect((await requestJson('POST', url('/courses'), { courseId, title: `Fractions ${courseId.slice(0, 6)}`, level: 'beginner', language: 'en', tags: [] }, creator.token)).status).toBe(201);
    expect((await call('POST', '/modules', { expectedVersion: 1, moduleId: 'm1', title: 'Basics' })).status).toBe(201);
    const lesson = { expectedVersion: 2, moduleId: 'm1', lessonId: 'l1', title: 'Parts of a whole', blocks: [], estimatedMinutes: 5, skillIds: [] };
    expect((await call('POST', '/lessons', lesson)).status).toBe(201);
    const item = {
      itemId: 'i1',
      kind: 'single_choice',
      prompt: 'Which is bigger?',
      options: [{ optionId: 'a', text: '1/2' }, { optionId: 'b', text: '1/3' }],
      answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
      skillIds: [],
      difficulty: 0,
      explanation: 'Halves are bigger than thirds.',
    };
    expect((await call('POST', '/quizzes', { expectedVersion: 3, moduleId: 'm1', quizId: 'q1', title: 'Check', passingScore: 50, items: [item] })).status).toBe(201);
    expect((await call('POST', '/publish', { expectedVersion: 4 })).status).toBe(200);
    return courseId;
  }

  it('turns lessons and a passed quiz into XP, a level, a streak and a reward, a course into creator achievements, and rebuilds the same', async () => {
    const creator = await user('instructor');
    const learner = await user('student');
    const courseId = await publishedCourseWithQuiz(creator);
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);

    // Three local days in a row; the first completion draws a reward, the repeats draw none.
    const rewarding = idDrawing(true);
    for (const [eventId, occurredAt] of [[rewarding, daysAgo(2)], [idDrawing(false), daysAgo(1)], [idDrawing(false), daysAgo(0)]] as const) {
      const body = learningRequest(learner.userId, { eventId, eventType: 'lesson_complete', courseId, lessonId: 'l1', score: null, attempts: null, occurredAt });
      expect((await requestJson('POST', url('/learning/events'), body, learner.token)).status).toBe(201);
    }
    // The pass finishes the course (its one lesson is done): neither it nor the completion draws a reward.
    const attemptId = idDrawing(false, (id) => withCompletion(deterministicEventId('quiz-attempt', id)));
    const attempt = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId, answers: [{ itemId: 'i1', optionIds: ['a'], text: null }], timeSpent: 40, deviceType: 'desktop' }, learner.token);
    expect(attempt.body).toMatchObject({ score: 100, passed: true });

    // early-adopter 25, lessons 20 + 10 + 5 (halved per repeat), streak 10 + 10, quiz 50 = 130: level 2 and its 100
    // bonus; finishing the course 100 more = 330: level 3 and its 100 bonus.
    const learnerData = await eventually(async () => {
      const body = await data(learner.token);
      expect(body.stats).toEqual({ xp: 430, level: 3, points: 1000, streak_days: 3 });
      return body;
    });
    expect(unlockedIds(learnerData)).toEqual(['early-adopter']);
    const draw = drawReward(rewarding).reward!;
    expect(learnerData.rewards).toEqual([
      expect.objectContaining({ id: rewardIdFor(rewarding), type: draw.type, value: draw.value, rarity: draw.rarity, trigger: 'lesson_completed', display_seconds: draw.displaySeconds, claimed: false }),
    ]);
    const profile = await requestJson('GET', url('/gamification/profile'), undefined, learner.token);
    expect(profile.body).toEqual({ experience: 430, level: 3, points: 1000, streaks: { current: 3 }, achievements: ['early-adopter'] });

    const creatorProfile = await eventually(async () => {
      const body = (await requestJson('GET', url('/gamification/profile'), undefined, creator.token)).body!;
      expect(body.achievements).toHaveLength(3);
      return body;
    });
    expect(creatorProfile).toEqual({ experience: 75, level: 1, points: 1150, streaks: { current: 0 }, achievements: expect.arrayContaining(['early-adopter', 'first-course', 'first-student']) });
    const achievements = await requestJson('GET', url('/gamification/achievements'), undefined, creator.token);
    expect(achievements.body!.achievements).toHaveLength(14);
    expect(achievements.body!.achievements).toContainEqual(expect.objectContaining({ id: 'first-course', points: 100, xp_value: 25, category: 'course', rarity: 'common', unlocked: true }));
    // Asked in Spanish (the web app's language cookie), the catalogue answers in Spanish.
    const inSpanish = await fetch(url('/gamification/achievements'), { headers: { authorization: `Bearer ${creator.token}`, cookie: 'lang=es' } });
    const spanish = ((await inSpanish.json()) as { achievements: { id: string; title: string; description: string }[] }).achievements;
    expect(spanish.find((entry) => entry.id === 'first-course')).toMatchObject({ title: 'Primer curso', description: 'Publica tu primer curso.' });

    const creatorData = await data(creator.token);
    const { platform } = used.server;
    await rebuildProjection({ database: platform.database, store: platform.store, projection: gamificationStatsProjection, batchSize: 7 });
    expect(await data(learner.token)).toEqual(learnerData);
    expect(await data(creator.token)).toEqual(creatorData);
    expect((await requestJson('GET', url('/gamification/rewards'), undefined, learner.token)).body).toEqual({ rewards: learnerData.rewards });
  });

  it('lets the owner claim a reward once and refuses anyone else, an unknown id and a malformed one', async () => {
    const owner = await user('student');
    const other = await user('student');
    const eventId = idDrawing(true);
    await enrolledInDefaultCourse(owner.userId);
    const lesson = learningRequest(owner.userId, { eventId, eventType: 'lesson_complete', lessonId: 'l1', score: null, attempts: null });
    expect((await requestJson('POST', url('/learning/events'), lesson, owner.token)).status).toBe(201);
    const rewardId = rewardIdFor(eventId);
    await eventually(async () => expect((await data(owner.token)).rewards).toHaveLength(1));
    // The lesson also finishes the default course, whose completion is credited a moment later.
    await settledHead(used.server.platform);
    const before = await statsVersion(owner.userId);
    const claim = (token: string, id = rewardId) => requestJson('POST', url(`/gamification/rewards/${id}/claim`), undefined, token);

    const stolen = await claim(other.token);
    expect(stolen.status).toBe(403);
    expect(stolen.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(stolen.body).toMatchObject({ errors: [{ pointer: '#/params/id', detail: 'This reward is not yours to claim' }] });
    expect(await statsVersion(owner.userId)).toBe(before);

    const claimed = await claim(owner.token);
    expect(claimed.status).toBe(200);
    const draw = drawReward(eventId).reward!;
    expect(claimed.body).toMatchObject({ reward: { id: rewardId, claimed: true, type: draw.type, value: draw.value }, stats: { points: 1000 + (draw.type === 'points' ? draw.value : 0) } });
    expect(await statsVersion(owner.userId)).toBe(before + 1);

    const again = await claim(owner.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ pointer: '#/params/id', detail: 'This reward has already been claimed' }] });
    expect((await claim(owner.token, randomUUID())).status).toBe(404);
    const malformed = await claim(owner.token, 'not-a-reward');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: [{ pointer: '#/params/id' }] });
    expect(await statsVersion(owner.userId)).toBe(before + 1);
    await eventually(async () => expect((await data(owner.token)).rewards).toEqual([expect.objectContaining({ id: rewardId, claimed: true })]));
  });

  it('answers a forged stats update with the recorded stats and records nothing; refuses bad values naming the field', async () => {
    const learner = await user('student');
    await enrolledInDefaultCourse(learner.userId);
    // Opening a lesson yesterday is not learning: it neither earns XP nor makes today's completion a two-day streak.
    const opened = learningRequest(learner.userId, { eventId: idDrawing(false), eventType: 'lesson_start', lessonId: 'l1', score: null, attempts: null, occurredAt: daysAgo(1) });
    expect((await requestJson('POST', url('/learning/events'), opened, learner.token)).status).toBe(201);
    // The default course's one lesson finishes it: neither the lesson nor the completion draws a reward.
    const lesson = learningRequest(learner.userId, { eventId: idDrawing(false, withCompletion), eventType: 'lesson_complete', lessonId: 'l1', score: null, attempts: null });
    expect((await requestJson('POST', url('/learning/events'), lesson, learner.token)).status).toBe(201);
    // early-adopter 25, the lesson 20, finishing the course 100 = 145: level 2 and its 100 bonus.
    const recorded = await eventually(async () => {
      const body = await data(learner.token);
      expect(body.stats).toEqual({ xp: 245, level: 2, points: 1000, streak_days: 1 });
      return body;
    });
    const before = await statsVersion(learner.userId);

    const forged = await requestJson('POST', url('/gamification/stats/update'), { xp: 999_999, level: 50, points_gained: 500, quiz_completed: true }, learner.token);
    expect(forged.status).toBe(200);
    expect(forged.body).toMatchObject({ stats: recorded.stats, applied: false, unbacked: ['xp', 'level', 'points_gained', 'quiz_completed'] });
    const helper = await requestJson('POST', url('/gamification/stats/update'), { points: 5, quiz_completed: true }, learner.token);
    expect(helper.body).toMatchObject({ unbacked: ['points_gained', 'quiz_completed'] });

    const refusals: [unknown, string][] = [
      [{ xp: -5 }, '#/body/xp'],
      [{ points: 1_000_000_000 }, '#/body/points'],
      [{ points_gained: 'lots' }, '#/body/points_gained'],
      [{ streak_days: 2.5 }, '#/body/streak_days'],
      [{ level: 3, coins: 10 }, '#/body/coins'],
      [{ quiz_completed: 'yes' }, '#/body/quiz_completed'],
    ];
    for (const [body, pointer] of refusals) {
      const refused = await requestJson('POST', url('/gamification/stats/update'), body, learner.token);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(refused.body!.errors).toEqual([expect.objectContaining({ pointer })]);
    }
    expect(await statsVersion(learner.userId)).toBe(before);
    expect(await data(learner.token)).toEqual(recorded);
  });

  it('unlocks community-helper for the fifth reply marked as the answer by someone else, not for answers marked by their author', async () => {
    const helper = await user('student');
    const asker = await user('student');
    const { store } = used.server.platform;
    const courseId = randomUUID();
    const thread = async (markedBy: string) => {
      const threadId = randomUUID();
      const postId = randomUUID();
      await store.append(
        forumThreadStreamId(threadId),
        [
          { type: 'ForumThreadStarted', data: { threadId, courseId, authorId: asker.userId, title: 'Why halves?', body: 'Why are halves bigger?' } },
          { type: 'ForumReplyPosted', data: { threadId, courseId, postId, authorId: helper.userId, body: 'Fewer parts.' } },
          { type: 'ForumAnswerMarked', data: { threadId, courseId, postId, by: markedBy } },
        ],
        { expectedVersion: 'no_stream' },
      );
    };
    for (let index = 0; index < 4; index++) await thread(asker.userId);
    // Marked by the helper themself: counts for nothing.
    await thread(helper.userId);
    const progressed = async () =>
      (await store.readStream(statsStreamId(helper.userId))).events.filter((event) => event.type === 'AchievementProgressed').length;
    await eventually(async () => expect(await progressed()).toBe(4));
    // Once the reactors have also seen the self-marked answer, nothing more has been unlocked; the profile, a read
    // model, shows that once it has caught up.
    await settledHead(used.server.platform);
    const unlocked = (await store.readStream(statsStreamId(helper.userId))).events.flatMap((event) =>
      event.type === 'AchievementUnlocked' ? [event.data.achievementId] : [],
    );
    expect(unlocked).toEqual(['early-adopter']);
    expect(await progressed()).toBe(4);
    await eventually(async () =>
      expect((await requestJson('GET', url('/gamification/profile'), undefined, helper.token)).body!.achievements).toEqual(['early-adopter']),
    );
    await thread(asker.userId);
    await eventually(async () => {
      const profile = (await requestJson('GET', url('/gamification/profile'), undefined, helper.token)).body!;
      expect(profile).toMatchObject({ achievements: ['early-adopter', 'community-helper'], points: 1500, experience: 50 });
    });
  });

  it('gives mastery XP when a graded attempt masters a skill, nothing while it stays mastered, and half on a return after it slipped', async () => {
    const learner = await user('student');
    const courseId = randomUUID();
    const update = (level: 'proficient' | 'mastered', cause: 'graded' | 'regraded' = 'graded') => ({
      type: 'SkillMasteryUpdated' as const,
      data: {
        learnerId: learner.userId,
        courseId,
        quizId: 'q1',
        attemptId: randomUUID(),
        cause,
        model: 'test',
        answeredAt: new Date().toISOString(),
        observations: [],
        skills: [{ skillId: 's1', skillName: 'Halves', before: 0.9, after: 0.96, confidence: 0.9, level, why: 'test', attempts: 6, correct: 6, moves: [] }],
      },
    });
    const store = used.server.platform.store;
    const masteryXp = async () => {
      const { events } = await store.readStream(statsStreamId(learner.userId));
      return events.flatMap((event) => (event.type === 'XpAwarded' && event.data.source === 'mastery_gained' ? [event.data.xp] : []));
    };
    const stream = masteryStreamId(learner.userId);
    await store.append(stream, [update('mastered')], { expectedVersion: 'any' });
    await eventually(async () => expect(await masteryXp()).toEqual([40]));
    await store.append(stream, [update('mastered'), update('mastered', 'regraded'), update('proficient'), update('mastered')], { expectedVersion: 'any' });
    await eventually(async () => expect(await masteryXp()).toEqual([40, 20]));
  });
});
