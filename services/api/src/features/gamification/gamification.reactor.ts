import { EARLY_ADOPTER_LIMIT } from '@pathwise/contracts';
import { forumThreadStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor, ReactorContext, ReactorEffect, StoredEvent } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import { quizAttemptsStreamId } from '../assessment/index.js';
import { creditCause, gamificationDecider, type GamificationCause } from './gamification.decider.js';
import { EARLY_ADOPTERS_STREAM, statsStreamId } from './gamification.state.js';
import { localDayOf, utcOffsetMinutesOf } from './local-days.rules.js';
import { COURSE_COMPLETED_XP, LESSON_COMPLETED_XP, MASTERY_GAINED_XP, diminishedXp, quizPassedXp } from './xp.rules.js';

type Context = ReactorContext<PathwiseEvent>;
type Stored = StoredEvent<PathwiseEvent>;

/**
 * Turns learning, publishing, enrolments, accepted answers, five-star ratings and sign-ups into XP, levels, streaks,
 * achievements and rewards in the learner's `stats-<learnerId>` stream. It decides from that stream alone (plus the stream of the
 * cause, to count repetitions), appends at the version it read, and the runner derives event ids from the cause, so
 * reprocessing an event appends nothing twice.
 */
export const gamificationReactor: Reactor<PathwiseEvent> = {
  name: 'gamification',
  eventTypes: ['LearningEventRecorded', 'QuizAttemptGraded', 'SkillMasteryUpdated', 'CourseCompleted', 'CoursePublished', 'LearnerEnrolled', 'ForumAnswerMarked', 'CourseRated', 'AccountRegistered'],
  async react(event, context) {
    const base = { eventId: event.id, recordedAt: event.recordedAt };
    switch (event.type) {
      case 'LearningEventRecorded': {
        const { learnerId, courseId, lessonId, eventType, occurredAt, preview } = event.data;
        // Opening a lesson is a click, not learning: only completions and quiz attempts keep a streak. Staff trying
        // their own course earn nothing from it.
        if (eventType === 'lesson_start' || preview) return [];
        const learningDay = { localDay: localDayOf(occurredAt), utcOffsetMinutes: utcOffsetMinutesOf(occurredAt) };
        // A client-reported quiz score earns nothing: quizzes earn XP when the server grades them.
        const credit =
          eventType === 'lesson_complete' && lessonId !== null
            ? { source: 'lesson_completed' as const, courseId, baseXp: LESSON_COMPLETED_XP, repetition: await lessonCompletions(context, event, lessonId) }
            : undefined;
        return decideFor(context, learnerId, { ...base, learningDay, ...(credit ? { credit } : {}) });
      }
      case 'QuizAttemptGraded': {
        const { learnerId, courseId, quizId, passed, score, preview } = event.data;
        if (!passed || preview) return [];
        const repetition = await quizPasses(context, event, learnerId, courseId, quizId);
        return decideFor(context, learnerId, { ...base, credit: { source: 'quiz_passed', courseId, baseXp: quizPassedXp(score), repetition } });
      }
      case 'SkillMasteryUpdated': {
        // A regrade restates an attempt; only a graded attempt can gain mastery.
        if (event.data.cause !== 'graded') return [];
        const { learnerId, courseId } = event.data;
        const baseXp = await masteryGainedXp(context, event);
        if (baseXp === 0) return [];
        return decideFor(context, learnerId, { ...base, credit: { source: 'mastery_gained', courseId, baseXp, repetition: 1 } });
      }
      case 'CourseCompleted': {
        // Its stream holds one completion per learner and course, so this is always the first time.
        const { learnerId, courseId } = event.data;
        return decideFor(context, learnerId, { ...base, credit: { source: 'course_completed', courseId, baseXp: COURSE_COMPLETED_XP, repetition: 1 } });
      }
      case 'CoursePublished': {
        const creatorId = await creatorOf(context, event.data.courseId);
        if (!creatorId) return [];
        return decideFor(context, creatorId, { ...base, progress: { measure: 'courses_published', subjectId: event.data.courseId } });
      }
      case 'LearnerEnrolled': {
        const { courseId, learnerId } = event.data;
        const creatorId = await creatorOf(context, courseId);
        if (!creatorId || creatorId === learnerId) return [];
        return decideFor(context, creatorId, { ...base, progress: { measure: 'students_enrolled', subjectId: `${courseId}.${learnerId}` } });
      }
      case 'ForumAnswerMarked': {
        const authorId = await postAuthor(context, event.data.threadId, event.data.postId);
        // Marking one's own post as the answer helps nobody else.
        if (!authorId || authorId === event.data.by) return [];
        return decideFor(context, authorId, { ...base, progress: { measure: 'answers_accepted', subjectId: event.data.postId } });
      }
      case 'CourseRated': {
        // perfect-rating: "a course of yours rated five stars", so each five-star rating counts, once per rater and
        // course (a rating changed to five again is the same one). A withdrawal or a lower rating later takes back
        // nothing: an achievement, once unlocked, stays.
        const { courseId, learnerId, rating } = event.data;
        if (rating !== 5) return [];
        const creatorId = await creatorOf(context, courseId);
        if (!creatorId || creatorId === learnerId) return [];
        return decideFor(context, creatorId, { ...base, progress: { measure: 'perfect_ratings', subjectId: `${courseId}.${learnerId}` } });
      }
      case 'AccountRegistered':
        return earlyAdopter(context, event, event.data.userId);
      default:
        return [];
    }
  },
};

/** What one cause does to a learner's stats stream, as effects for the runner to append at the version read. */
export async function decideFor(context: Context, learnerId: string, cause: GamificationCause, also: ReactorEffect<PathwiseEvent>[] = []) {
  const stats = await context.readStream(statsStreamId(learnerId));
  const state = foldState(gamificationDecider, learnerId, stats.events);
  const events = gamificationDecider.decide(creditCause(cause), state);
  if (events.length === 0) return also;
  return [...also, { streamId: statsStreamId(learnerId), events, expectedVersion: stats.currentVersion }];
}

/** How many times, this one included, the learner has completed this lesson. */
async function lessonCompletions(context: Context, event: Stored, lessonId: string): Promise<number> {
  if (event.type !== 'LearningEventRecorded') return 1;
  const { events } = await context.readStream(event.streamId);
  return events.filter(
    (earlier) =>
      earlier.streamVersion <= event.streamVersion &&
      earlier.type === 'LearningEventRecorded' &&
      earlier.data.eventType === 'lesson_complete' &&
      earlier.data.courseId === event.data.courseId &&
      earlier.data.lessonId === lessonId,
  ).length;
}

/** How many times, this one included, the learner has passed this quiz. */
async function quizPasses(context: Context, event: Stored, learnerId: string, courseId: string, quizId: string): Promise<number> {
  const { events } = await context.readStream(quizAttemptsStreamId(courseId, quizId));
  return events.filter(
    (earlier) => earlier.streamVersion <= event.streamVersion && earlier.type === 'QuizAttemptGraded' && earlier.data.learnerId === learnerId && earlier.data.passed,
  ).length;
}

/**
 * XP for the skills this update made mastered: the full amount the first time a skill is mastered, half of the time
 * before on each later return to mastery after it slipped, so forgetting and relearning cannot be farmed.
 */
async function masteryGainedXp(context: Context, event: Stored): Promise<number> {
  if (event.type !== 'SkillMasteryUpdated') return 0;
  const { events } = await context.readStream(event.streamId);
  const earlier = events.filter((candidate) => candidate.streamVersion < event.streamVersion && candidate.type === 'SkillMasteryUpdated');
  let xp = 0;
  for (const skill of event.data.skills) {
    if (skill.level !== 'mastered') continue;
    const levels = earlier.flatMap((candidate) =>
      candidate.type === 'SkillMasteryUpdated' && candidate.data.courseId === event.data.courseId
        ? candidate.data.skills.filter((other) => other.skillId === skill.skillId).map((other) => other.level)
        : [],
    );
    if (levels.at(-1) === 'mastered') continue;
    const timesMasteredBefore = levels.filter((level, index) => level === 'mastered' && levels[index - 1] !== 'mastered').length;
    xp += diminishedXp(MASTERY_GAINED_XP, timesMasteredBefore + 1);
  }
  return xp;
}

async function creatorOf(context: Context, courseId: string): Promise<string | null> {
  const { events } = await context.readStream(streamId('course', courseId));
  const drafted = events.find((event) => event.type === 'CourseDrafted');
  return drafted?.type === 'CourseDrafted' ? drafted.data.creatorId : null;
}

async function postAuthor(context: Context, threadId: string, postId: string): Promise<string | null> {
  const { events } = await context.readStream(forumThreadStreamId(threadId));
  for (const event of events) {
    if (event.type === 'ForumReplyPosted' && event.data.postId === postId) return event.data.authorId;
    if (event.type === 'ForumThreadStarted' && event.data.threadId === postId) return event.data.authorId;
  }
  return null;
}

/** The first EARLY_ADOPTER_LIMIT accounts are counted in the register, whose version is the count so far (it never holds more). */
async function earlyAdopter(context: Context, event: Stored, learnerId: string) {
  const register = await context.readStream(EARLY_ADOPTERS_STREAM);
  if (register.currentVersion >= EARLY_ADOPTER_LIMIT) return [];
  const rank = register.currentVersion + 1;
  const counted: ReactorEffect<PathwiseEvent> = {
    streamId: EARLY_ADOPTERS_STREAM,
    events: [{ type: 'EarlyAdopterCounted', data: { learnerId, rank } }],
    expectedVersion: register.currentVersion,
  };
  return decideFor(context, learnerId, { eventId: event.id, recordedAt: event.recordedAt, accountRank: rank }, [counted]);
}
