import { randomUUID } from 'node:crypto';
import { COURSE_COMPLETED_XP } from '@pathwise/contracts';
import { courseCompletionStreamId, streamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { learningRequest } from '../../testing/learning-requests.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { statsStreamId } from '../gamification/index.js';
import { courseCompletionReactor } from './course-completion.reactor.js';

/** Right answers to the quiz below pass it; wrong ones fail it. */
const rightAnswers = [{ itemId: 'i1', optionIds: ['b'], text: null }];
const wrongAnswers = [{ itemId: 'i1', optionIds: ['a'], text: null }];

describe.each(testDatabaseKinds)('completing a course on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const store = () => used.server.platform.store;

  /** A published course of one lesson (l1) and one quiz (q1), and an enrolled learner. */
  async function enrolledLearner() {
    const creatorId = randomUUID();
    const creator = await used.server.tokenFor({ userId: creatorId, role: 'instructor', tier: 'free' });
    const courseId = randomUUID();
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await requestJson(method, url(`/courses/${courseId}${path}`), body, creator);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    };
    expect((await requestJson('POST', url('/courses'), { courseId, title: 'Halves', level: 'beginner', language: 'en', tags: ['math'] }, creator)).status).toBe(201);
    await call('POST', '/modules', { expectedVersion: 1, moduleId: 'm1', title: 'Basics' });
    await call('POST', '/lessons', { expectedVersion: 2, moduleId: 'm1', lessonId: 'l1', title: 'Halves', blocks: [{ kind: 'text', text: 'Two halves make a whole.' }], estimatedMinutes: 5, skillIds: [] });
    await call('POST', '/quizzes', {
      expectedVersion: 3,
      moduleId: 'm1',
      quizId: 'q1',
      title: 'Check',
      passingScore: 50,
      items: [
        {
          itemId: 'i1',
          kind: 'single_choice',
          prompt: 'How many halves make a whole?',
          options: [{ optionId: 'a', text: 'Three' }, { optionId: 'b', text: 'Two' }],
          answerKey: { correctOptionIds: ['b'], acceptedAnswers: [] },
          skillIds: [],
          difficulty: 0,
          explanation: 'Two equal parts make a whole.',
        },
      ],
    });
    await call('POST', '/publish', { expectedVersion: 4 });
    const learner = await used.learner();
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);
    return { courseId, learner, creator: { userId: creatorId, token: creator } };
  }

  const completeLesson = async (courseId: string, learner: { userId: string; token: string }) => {
    const response = await requestJson('POST', url('/learning/events'), learningRequest(learner.userId, { courseId, lessonId: 'l1' }), learner.token);
    expect(response.status).toBe(201);
  };
  const attemptQuiz = async (courseId: string, learner: { token: string }, answers: typeof rightAnswers) => {
    const body = { attemptId: randomUUID(), answers, timeSpent: 30, deviceType: 'desktop' };
    const response = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), body, learner.token);
    expect(response.status).toBe(201);
    return response.body!;
  };
  const completions = async (courseId: string, learnerId: string) => (await store().readStream(courseCompletionStreamId(courseId, learnerId))).events;
  const courseXp = async (learnerId: string) =>
    (await store().readStream(statsStreamId(learnerId))).events.flatMap((event) =>
      event.type === 'XpAwarded' && event.data.source === 'course_completed' ? [event.data] : [],
    );

  it('records CourseCompleted once the last lesson is done and the quiz passed, not before, and awards its XP', async () => {
    const { courseId, learner } = await enrolledLearner();

    await completeLesson(courseId, learner);
    expect(await attemptQuiz(courseId, learner, wrongAnswers)).toMatchObject({ passed: false });
    await settledHead(used.server.platform);
    expect(await completions(courseId, learner.userId)).toEqual([]);
    expect(await courseXp(learner.userId)).toEqual([]);

    expect(await attemptQuiz(courseId, learner, rightAnswers)).toMatchObject({ passed: true });
    await settledHead(used.server.platform);
    expect((await completions(courseId, learner.userId)).map((event) => ({ type: event.type, data: event.data }))).toEqual([
      { type: 'CourseCompleted', data: { learnerId: learner.userId, courseId, courseVersion: 5 } },
    ]);
    expect(await courseXp(learner.userId)).toEqual([expect.objectContaining({ courseId, xp: COURSE_COMPLETED_XP })]);

    const player = await eventually(async () => {
      const response = await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token);
      expect(response.body).toMatchObject({ passedQuizIds: ['q1'] });
      return response.body!;
    });
    expect(player).toMatchObject({ completedLessonIds: ['l1'] });
    const mine = await eventually(async () => {
      const response = await requestJson('GET', url('/me/courses'), undefined, learner.token);
      expect(response.body).toMatchObject({ courses: [{ courseId, completedAt: expect.any(String) }] });
      return response.body!;
    });
    expect(mine.courses).toEqual([expect.objectContaining({ courseId, completedAt: expect.any(String) })]);
  });

  it('completes a course once: finishing its steps again, or the same cause handled again, adds no completion and no XP', async () => {
    const { courseId, learner } = await enrolledLearner();
    await attemptQuiz(courseId, learner, rightAnswers);
    await completeLesson(courseId, learner);
    await settledHead(used.server.platform);
    expect(await completions(courseId, learner.userId)).toHaveLength(1);

    await completeLesson(courseId, learner);
    await attemptQuiz(courseId, learner, rightAnswers);
    await settledHead(used.server.platform);
    expect(await completions(courseId, learner.userId)).toHaveLength(1);
    expect(await courseXp(learner.userId)).toHaveLength(1);

    // A retried cause (the reactor handling the last lesson completion again) decides nothing.
    const learning = (await store().readStream(streamId('learner', learner.userId))).events;
    const lastCompletion = learning.findLast((event) => event.type === 'LearningEventRecorded' && event.data.eventType === 'lesson_complete')!;
    const effects = await courseCompletionReactor.react(lastCompletion, { readStream: (id) => store().readStream(id) });
    expect(effects).toEqual([]);
  });

  it('records nothing for the course’s staff trying it', async () => {
    const { courseId, creator: staff } = await enrolledLearner();
    await completeLesson(courseId, staff);
    await attemptQuiz(courseId, staff, rightAnswers);
    await settledHead(used.server.platform);
    expect(await completions(courseId, staff.userId)).toEqual([]);
    expect(await courseXp(staff.userId)).toEqual([]);
  });
});
