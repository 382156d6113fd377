import { calibrationStreamId, masteryStreamId, streamId, type DifficultyLevel, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { foldCourse } from '../courses/index.js';
import { quizAttemptsStreamId } from '../assessment/index.js';
import { assessAttempt, type AttemptFacts } from './assess-attempt.rules.js';
import type { KnowledgeModels } from './calibration/knowledge-models.service.js';
import { LearnerStateCache } from './learner-state-cache.service.js';

type Graded = Extract<PathwiseEvent, { type: 'QuizAttemptGraded' }>['data'];

/**
 * The adaptive engine: after every graded (or regraded) attempt and every practice answer, folds the learner's knowledge state from their
 * mastery stream, observes the attempt's answers against the course as the learner saw it, and appends what it
 * concluded. The runner derives the ids of what it appends from the attempt's event, so a replay appends nothing twice.
 * The attempt is judged by the learner model adopted before it in the log, however late the engine gets to it.
 * The fold goes on from where the engine last left the learner (`learners`), which changes its cost, never its result.
 */
export function adaptiveEngineReactor(models: KnowledgeModels, learners = new LearnerStateCache()): Reactor<PathwiseEvent> {
  return {
    name: 'adaptive-engine',
    eventTypes: ['QuizAttemptGraded', 'QuizAttemptRegraded', 'PracticeAnswered'],
    async react(event, context) {
      if (event.type !== 'QuizAttemptGraded' && event.type !== 'QuizAttemptRegraded' && event.type !== 'PracticeAnswered') return [];
      const { learnerId, courseId } = event.data;
      // Practice names its lesson where an attempt names its quiz, and its answer where an attempt names itself.
      const [quizId, attemptId] = event.type === 'PracticeAnswered' ? [event.data.lessonId, event.data.answerId] : [event.data.quizId, event.data.attemptId];
      // One read after the other: they share the page's transaction and so its one connection.
      const course = await context.readStream(streamId('course', courseId));
      let courseVersion: number | undefined;
      if (event.type !== 'QuizAttemptRegraded') courseVersion = event.data.courseVersion;
      else {
        const attempts = await context.readStream(quizAttemptsStreamId(courseId, quizId));
        const graded = attempts.events.find((each) => each.type === 'QuizAttemptGraded' && (each.data as Graded).attemptId === attemptId);
        courseVersion = (graded?.data as Graded | undefined)?.courseVersion;
      }
      if (courseVersion === undefined) return [];
      const taken = foldCourse(course.events, courseVersion);
      if (!taken) return [];
      const knowledge = await models.inEffectAt(event, (fromVersion) => context.readStream(calibrationStreamId, { fromVersion }));
      const defaultLevel: DifficultyLevel = taken.details.level;
      // The last read before deciding: the history it recalls is used at once, before anything else can run.
      const known = await learners.recall(learnerId, knowledge, () => defaultLevel, (fromVersion) => context.readStream(masteryStreamId(learnerId), { fromVersion }));
      const facts: AttemptFacts = {
        cause: event.type === 'QuizAttemptGraded' ? 'graded' : event.type === 'PracticeAnswered' ? 'practice' : 'regraded',
        learnerId,
        courseId,
        quizId,
        attemptId,
        results: event.type === 'PracticeAnswered' ? [{ itemId: event.data.itemId, correct: event.data.correct }] : event.data.results,
        at: event.recordedAt.getTime(),
      };
      const events = assessAttempt(knowledge, known.history, taken, facts, defaultLevel, known.state);
      return events.length > 0 ? [{ streamId: masteryStreamId(learnerId), events }] : [];
    },
  };
}
