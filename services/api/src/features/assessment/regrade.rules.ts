import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { foldCourse } from '../courses/index.js';
import { gradeQuiz, quizForLearners } from './quiz-grading.rules.js';

type Stored = { type: string; data: unknown; streamVersion: number };
type Graded = Extract<PathwiseEvent, { type: 'QuizAttemptGraded' }>['data'];
type Regraded = Extract<PathwiseEvent, { type: 'QuizAttemptRegraded' }>;

/** Every attempt at one quiz, and its regrades, in one stream: a key correction finds them all in one read. */
export const quizAttemptsStreamId = (courseId: string, quizId: string) => streamId('attempts', `${courseId}.${quizId}`);

/**
 * The regrades that bring attempts in line with the answer keys now in force. An attempt is graded against the
 * version it was taken on plus every key correction made since; whatever differs from its latest grading (first
 * grade or last regrade) gets a regrade. Attempts already right get nothing, so running this again adds nothing.
 */
export function regradeAttempts(courseEvents: readonly Stored[], attemptEvents: readonly Stored[], onlyAttemptId?: string): Regraded[] {
  const current = foldCourse(courseEvents);
  if (!current) return [];
  const attempts = new Map<string, { graded: Graded; results: Graded['results']; score: number }>();
  for (const event of attemptEvents) {
    if (event.type === 'QuizAttemptGraded') {
      const graded = event.data as Graded;
      attempts.set(graded.attemptId, { graded, results: graded.results, score: graded.score });
    } else if (event.type === 'QuizAttemptRegraded') {
      const regraded = event.data as Regraded['data'];
      const attempt = attempts.get(regraded.attemptId);
      if (attempt) attempts.set(regraded.attemptId, { ...attempt, results: regraded.results, score: regraded.score });
    }
  }
  const latestCorrection = courseEvents.filter((event) => event.type === 'AnswerKeyCorrected').at(-1)?.streamVersion;
  if (latestCorrection === undefined) return [];
  const regrades: Regraded[] = [];
  for (const [attemptId, attempt] of attempts) {
    if (onlyAttemptId && attemptId !== onlyAttemptId) continue;
    const { graded } = attempt;
    const taken = foldCourse(courseEvents, graded.courseVersion);
    if (!taken) continue;
    const effective = quizForLearners(courseEvents, { ...taken, publishedVersion: graded.courseVersion }, graded.quizId);
    if (!effective) continue;
    // Grade only the items the attempt was graded on: the quiz may have gained items since.
    const itemIds = new Set(attempt.results.map((result) => result.itemId));
    const quiz = { ...effective.quiz, items: effective.quiz.items.filter((item) => itemIds.has(item.itemId)) };
    const grade = gradeQuiz(quiz, graded.answers);
    const changed = grade.results.some((result) => attempt.results.find((each) => each.itemId === result.itemId)?.correct !== result.correct);
    if (!changed) continue;
    regrades.push({
      type: 'QuizAttemptRegraded',
      data: {
        attemptId,
        learnerId: graded.learnerId,
        courseId: graded.courseId,
        quizId: graded.quizId,
        correctionVersion: latestCorrection,
        results: grade.results,
        previousScore: attempt.score,
        score: grade.score,
        passed: grade.passed,
      },
    });
  }
  return regrades;
}
