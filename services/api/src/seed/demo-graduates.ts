import { seededRandom } from '@pathwise/adaptive';
import { courseCompletionStreamId } from '@pathwise/event-schemas';
import { StreamVersionConflictError, deterministicEventId } from '@pathwise/event-store';
import { answerFor } from '../cli/simulate/quiz-answers.js';
import { demoCourseContent } from './demo-course-content.js';
import { demoQuizAttempts, type DemoLearnerPlatform } from './demo-learner.js';
import { demoCourses, demoGraduates, demoId, demoOrigin } from './demo-world.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Graduates studied before the two weeks the world shows, yet within the 30 days the learning log accepts. */
const FINISHED_DAYS_AGO = 20;

/**
 * Each graduate studies their course through the real commands (every lesson completed, every quiz passed), is
 * recorded as having finished it, then rates it, and its creator replies where the story says so. A graduate already
 * recorded as finished studies nothing again, and rating or replying the same way again records nothing, so a second
 * run appends nothing.
 */
export async function seedDemoGraduates(platform: DemoLearnerPlatform, now: Date): Promise<void> {
  for (const [index, graduate] of demoGraduates.entries()) {
    const course = demoCourses.find((each) => each.handle === graduate.course)!;
    const courseId = demoId('course', course.handle);
    const learnerId = demoId('user', graduate.learner);
    const origin = demoOrigin(graduate.learner);
    const completion = courseCompletionStreamId(courseId, learnerId);
    if ((await platform.store.readStream(completion, { maxCount: 1 })).currentVersion === 0) {
      let at = now.getTime() - (FINISHED_DAYS_AGO + index) * DAY_MS;
      const attempts = await demoQuizAttempts(platform, () => new Date(at));
      const random = seededRandom(index + 1);
      const id = (...parts: string[]) => deterministicEventId('demo-world', 'graduate', graduate.learner, course.handle, ...parts);
      for (const event of demoCourseContent(courseId, course)) {
        if (event.type === 'LessonAdded') {
          const { lessonId, estimatedMinutes } = event.data;
          const base = { learnerId, courseId, lessonId, score: null, attempts: null, deviceType: 'desktop', engagementIndicators: {} } as const;
          await platform.learning.record({ ...base, eventId: id(lessonId, 'start'), eventType: 'lesson_start', timeSpentSeconds: 0, occurredAt: new Date(at).toISOString() }, origin);
          at += estimatedMinutes * MINUTE_MS;
          const timeSpentSeconds = estimatedMinutes * 60;
          await platform.learning.record({ ...base, eventId: id(lessonId, 'complete'), eventType: 'lesson_complete', timeSpentSeconds, occurredAt: new Date(at).toISOString() }, origin);
        }
        if (event.type === 'QuizAdded') {
          const answers = event.data.items.map((item) => answerFor(item, item.answerKey, true, random));
          at += event.data.items.length * MINUTE_MS;
          await attempts.submit(courseId, event.data.quizId, { attemptId: id(event.data.quizId), answers, timeSpent: event.data.items.length * 60, deviceType: 'desktop' }, origin);
        }
      }
      await recordCompletion(platform, courseId, learnerId);
    }
    const rated = { courseId, learnerId, rating: graduate.rating, review: graduate.review };
    await platform.courses.reviews.execute({ type: 'RateCourse', data: rated }, origin);
    if (graduate.reply) await platform.courses.reviews.execute({ type: 'ReplyToReview', data: { courseId, learnerId, reply: graduate.reply } }, demoOrigin(course.creator));
  }
}

/**
 * Records the completion the learning feature's reactor would, so that the graduate may rate at once whether or not
 * reactors run while seeding; if the reactor recorded it first, its record stands.
 */
async function recordCompletion(platform: DemoLearnerPlatform, courseId: string, learnerId: string): Promise<void> {
  const courseVersion = (await platform.courses.commands.load(courseId)).state?.publishedVersion;
  if (!courseVersion) throw new Error(`The demo course ${courseId} is not published`);
  try {
    await platform.store.append(courseCompletionStreamId(courseId, learnerId), [{ type: 'CourseCompleted', data: { learnerId, courseId, courseVersion } }], {
      expectedVersion: 'no_stream',
      metadata: { actor: { kind: 'system', id: 'demo-seed' }, correlationId: 'demo-world' },
    });
  } catch (error) {
    if (!(error instanceof StreamVersionConflictError)) throw error;
  }
}
