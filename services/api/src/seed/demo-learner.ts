import { afterStep, coursePath, learn, nextStep, respond, seededRandom, startJourney, type SyntheticLearner } from '@pathwise/adaptive';
import { streamId, type QuizItem } from '@pathwise/event-schemas';
import { deterministicEventId } from '@pathwise/event-store';
import { LIVE_SCHEMA, quizAttemptsProjection } from '@pathwise/projections';
import type { Platform } from '../app/compose-platform.js';
import { QuizAttempts } from '../features/assessment/index.js';
import type { CommandOrigin } from '../kernel/command-origin.js';
import { answerFor, simulatedItemOf } from '../cli/simulate/quiz-answers.js';
import { demoCourseContent } from './demo-course-content.js';
import { DEMO_LEARNER_HANDLE, demoCourses, demoId, demoLearnerStory } from './demo-world.js';

export type DemoLearnerPlatform = Pick<Platform, 'store' | 'database' | 'learning' | 'courses' | 'courseAccess'>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** A session ends after this many steps (a lesson started and completed, or a quiz failed and retried), or after a passed quiz. */
const STEPS_PER_SESSION = 3;

interface DemoOutline {
  readonly modules: { readonly lessons: { lessonId: string; estimatedMinutes: number }[]; readonly quizzes: { quizId: string; items: QuizItem[] }[] }[];
}

/** The demo course as the simulation walks it, keys included: the seed knows its own course. */
function outlineOf(courseId: string): DemoOutline {
  const course = demoCourses.find((each) => each.handle === demoLearnerStory.course)!;
  const modules = new Map<string, DemoOutline['modules'][number]>();
  for (const event of demoCourseContent(courseId, course)) {
    if (event.type === 'ModuleAdded') modules.set(event.data.moduleId, { lessons: [], quizzes: [] });
    if (event.type === 'LessonAdded') modules.get(event.data.moduleId)!.lessons.push(event.data);
    if (event.type === 'QuizAdded') modules.get(event.data.moduleId)!.quizzes.push(event.data);
  }
  return { modules: [...modules.values()] };
}

/** The quiz attempt command on the seed's own clock (each attempt at its simulated moment). */
export async function demoQuizAttempts(platform: DemoLearnerPlatform, clock: () => Date): Promise<QuizAttempts> {
  // The attempt command counts the learner's earlier attempts in this read model; on a fresh install the seed runs
  // before the projections have created it, so create it as their runner would (IF NOT EXISTS).
  await quizAttemptsProjection.createTables(platform.database.db, LIVE_SCHEMA);
  return new QuizAttempts(platform.store, platform.database, platform.courses.commands, platform.courseAccess, clock);
}

/**
 * The demo learner's two weeks: enrolled in the story's course, then study sessions of lessons started and completed
 * and graded quiz attempts, all through the real commands. A quiz is answered by a synthetic learner with the story's
 * true skills (2PL on each item's difficulty), who learns from every answer. The clock of each command is the
 * simulated moment, so the learning events carry when they happened. A second run appends nothing: the story is
 * told once, since told again at a later moment its events would differ from the stored ones under the same ids, and
 * the commands refuse a reused id with other content.
 */
export async function seedDemoLearner(platform: DemoLearnerPlatform, now: Date): Promise<void> {
  const learnerId = demoId('user', DEMO_LEARNER_HANDLE);
  const courseId = demoId('course', demoLearnerStory.course);
  const origin: CommandOrigin = {
    actor: { userId: learnerId, role: 'student', tier: 'free', sessionId: 'demo-world', via: 'bearer' },
    requestId: 'demo-world',
  };
  await platform.courses.enrolments.enrol(courseId, origin);
  if ((await platform.store.readStream(streamId('learner', learnerId), { maxCount: 1 })).currentVersion > 0) return;

  const outline = outlineOf(courseId);
  const path = coursePath(outline);
  const lessons = new Map(outline.modules.flatMap((module) => module.lessons).map((lesson) => [lesson.lessonId, lesson]));
  const quizzes = new Map(outline.modules.flatMap((module) => module.quizzes).map((quiz) => [quiz.quizId, quiz]));
  const random = seededRandom(demoLearnerStory.seed);
  let learner: SyntheticLearner = {
    learnerId,
    generalAbility: 0,
    priorAbilities: demoLearnerStory.trueSkills,
    abilities: demoLearnerStory.trueSkills,
    lastPracticedAt: {},
    learningRate: demoLearnerStory.learningRate,
  };
  let journey = startJourney();
  let at = 0;
  const attempts = await demoQuizAttempts(platform, () => new Date(at));
  const id = (...parts: string[]) => deterministicEventId('demo-world', 'demo-learner', ...parts);
  const { sessions, days } = demoLearnerStory;

  for (let session = 0; session < sessions; session++) {
    // Spread over the window, the last session starting about an hour ago and ending well before now.
    const daysAgo = ((sessions - 1 - session) / (sessions - 1)) * (days - 1);
    at = Math.round(now.getTime() - daysAgo * DAY_MS - (60 + random.next() * 240) * MINUTE_MS);
    for (let step = 0; step < STEPS_PER_SESSION; step++) {
      const next = nextStep(journey, path, random);
      const stepId = `${session}-${step}`;
      if (next.kind !== 'quiz') {
        const minutes = lessons.get(next.lessonId)!.estimatedMinutes;
        const timeSpentSeconds = next.kind === 'lesson_start' ? 0 : Math.round(minutes * 60 * (0.8 + 0.4 * random.next()));
        at += timeSpentSeconds * 1000 + MINUTE_MS;
        await platform.learning.record(
          {
            eventId: id(stepId), learnerId, courseId, lessonId: next.lessonId, eventType: next.kind, timeSpentSeconds,
            score: null, attempts: null, deviceType: 'desktop', engagementIndicators: {}, occurredAt: new Date(at).toISOString(),
          },
          origin,
        );
        journey = afterStep(journey, next, true);
        continue;
      }
      const quiz = quizzes.get(next.quizId)!;
      const answers = quiz.items.map((item) => answerFor(item, item.answerKey, respond(learner, simulatedItemOf(item), at, random), random));
      const timeSpent = Math.round(quiz.items.length * (30 + 30 * random.next()));
      at += timeSpent * 1000;
      const result = await attempts.submit(courseId, quiz.quizId, { attemptId: id(stepId, 'attempt'), answers, timeSpent, deviceType: 'desktop' }, origin);
      for (const graded of result.items) learner = learn(learner, simulatedItemOf(quiz.items.find((item) => item.itemId === graded.itemId)!), graded.correct, at);
      journey = afterStep(journey, next, result.passed);
      // A pass ends the session on a good note; a failure is tried again at once, as frustrated learners do.
      if (result.passed) break;
    }
  }
}
