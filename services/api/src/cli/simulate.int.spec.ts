import { randomUUID } from 'node:crypto';
import { streamId, type PathwiseEvent, type QuizItem } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../testing/json-requests.js';
import { useTestServer, type UsedTestServer } from '../testing/use-test-server.js';
import { SimulationSetupError } from './simulate/course-setup.js';
import { runSimulation } from './simulate/run-simulation.js';

const items: QuizItem[] = [
  {
    itemId: 'item-tf', kind: 'true_false', prompt: 'A half is more than a third', skillIds: ['skill-compare'], difficulty: -0.5, explanation: '3/6 > 2/6',
    options: [{ optionId: 'true', text: 'True' }, { optionId: 'false', text: 'False' }], answerKey: { correctOptionIds: ['true'], acceptedAnswers: [] },
  },
  {
    itemId: 'item-choice', kind: 'single_choice', prompt: 'Which equals 2/4?', skillIds: ['skill-compare'], difficulty: 0.5, explanation: 'Halve both',
    options: [{ optionId: 'a', text: '1/2' }, { optionId: 'b', text: '2/3' }, { optionId: 'c', text: '1/4' }], answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
  },
  {
    itemId: 'item-text', kind: 'short_answer', prompt: '1/4 + 1/4 = ?', skillIds: ['skill-add'], difficulty: 0, explanation: 'Add the numerators',
    options: [], answerKey: { correctOptionIds: [], acceptedAnswers: ['1/2', '2/4'] },
  },
];

/** A published course with one lesson and one quiz of three kinds of item, free unless a price is given. */
async function givenCourseWithQuiz(used: UsedTestServer, priceCents = 0): Promise<string> {
  const courseId = `course-${randomUUID().slice(0, 8)}`;
  const events: PathwiseEvent[] = [
    {
      type: 'CourseDrafted',
      data: {
        courseId, creatorId: 'creator-1', title: 'Fractions, quickly', subtitle: '', description: '', coverImageUrl: null,
        language: 'en', level: 'beginner', priceCents, currency: 'USD', tags: [],
      },
    },
    { type: 'SkillDefined', data: { courseId, skillId: 'skill-compare', name: 'Comparing', prerequisiteIds: [] } },
    { type: 'SkillDefined', data: { courseId, skillId: 'skill-add', name: 'Adding', prerequisiteIds: ['skill-compare'] } },
    { type: 'ModuleAdded', data: { courseId, moduleId: 'module-1', title: 'Basics' } },
    {
      type: 'LessonAdded',
      data: { courseId, moduleId: 'module-1', lessonId: 'lesson-1', title: 'Halves and thirds', blocks: [], estimatedMinutes: 10, skillIds: ['skill-compare'] },
    },
    { type: 'QuizAdded', data: { courseId, moduleId: 'module-1', quizId: 'quiz-1', title: 'Check', passingScore: 60, items } },
    { type: 'CoursePublished', data: { courseId } },
  ];
  await used.server.platform.store.append(streamId('course', courseId), events, { expectedVersion: 'no_stream' });
  return courseId;
}

describe.each(testDatabaseKinds)('npm run simulate against the real server on %s', (kind) => {
  const used = useTestServer(kind);
  // Fixed ids (each block has a fresh server): where a learner joins the course derives from the seed and its id.
  const learners = (name: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const userId = `${name}-${index + 1}`;
        return { userId, token: await used.server.tokenFor({ userId, role: 'student', tier: 'free' }) };
      }),
    );
  const run = async (courseId: string, accounts: { userId: string; token: string }[], limits: { durationSeconds: number | null; attempts: number | null }) =>
    runSimulation({ baseUrl: used.server.url, accounts, rate: 40, courseId, seed: 7, ...limits });

  it('enrols the learners and sends lesson events and graded quiz attempts that all land in the read models', async () => {
    const courseId = await givenCourseWithQuiz(used);
    const accounts = await learners('landing', 3);
    const progress: string[] = [];
    const summary = await runSimulation({
      baseUrl: used.server.url, accounts, rate: 40, durationSeconds: null, attempts: 6, courseId, seed: 7,
      onProgress: (line) => progress.push(line), progressIntervalMs: 100,
    });

    expect(summary.errorsByStatus).toEqual({});
    expect(summary.quizAttempts).toBe(6);
    // The course has one lesson; learners join at seeded points of it, and none studies the lesson twice.
    expect(summary.lessonEvents).toBeGreaterThan(0);
    expect(summary.lessonEvents).toBeLessThanOrEqual(2 * accounts.length);
    expect(progress.at(-1)).toMatch(/sent \d+ \(quiz attempts \d+, lesson events \d+\)/);

    await eventually(async () => {
      let attempts = 0;
      let lessonEvents = 0;
      for (const { userId, token } of accounts) {
        const graded = await requestJson('GET', `${used.server.url}/api/courses/${courseId}/quizzes/quiz-1/attempts`, undefined, token);
        attempts += (graded.body!.attempts as unknown[]).length;
        const activity = await requestJson('GET', `${used.server.url}/api/learning/activity/${userId}`, undefined, token);
        const course = (activity.body!.courses as { courseId: string; lessonsStarted: number; lessonsCompleted: number }[]).find((each) => each.courseId === courseId);
        lessonEvents += (course?.lessonsStarted ?? 0) + (course?.lessonsCompleted ?? 0);
      }
      expect(attempts).toBe(summary.quizAttempts);
      expect(lessonEvents).toBe(summary.lessonEvents);
    });
  });

  it('stops after the asked duration, never running ahead of the asked rate', async () => {
    const courseId = await givenCourseWithQuiz(used);
    const summary = await run(courseId, await learners('timed', 2), { durationSeconds: 1, attempts: null });
    expect(summary.errorsByStatus).toEqual({});
    expect(summary.elapsedSeconds).toBeGreaterThanOrEqual(1);
    expect(summary.quizAttempts + summary.lessonEvents).toBeGreaterThan(0);
    // The first request goes at once, hence one more than rate times time.
    expect(summary.quizAttempts + summary.lessonEvents).toBeLessThanOrEqual(Math.ceil(40 * summary.elapsedSeconds) + 1);
    expect(summary.p95Ms).toBeGreaterThanOrEqual(summary.p50Ms);
  });

  it('refuses a paid course, or one that does not exist, before sending anything', async () => {
    const paid = await givenCourseWithQuiz(used, 1900);
    const accounts = await learners('refused', 1);
    await expect(run(paid, accounts, { durationSeconds: 1, attempts: null })).rejects.toThrow(new SimulationSetupError(`Course ${paid} is paid; the simulation enrols in free courses only`));
    await expect(run('no-such-course', accounts, { durationSeconds: 1, attempts: null })).rejects.toThrow(SimulationSetupError);
    const activity = await requestJson('GET', `${used.server.url}/api/learning/activity/${accounts[0]!.userId}`, undefined, accounts[0]!.token);
    expect(activity.body!.courses).toEqual([]);
  });
});
