import { randomUUID } from 'node:crypto';
import type { QuizAttemptResult, RecordLearningEventRequest, SubmitQuizAttemptRequest } from '@pathwise/contracts';
import type { LearnerAccount } from './course-setup.js';
import { afterStep, learn, respond, type Journey, type JourneyStep, type SeededRandom, type SyntheticLearner } from '@pathwise/adaptive';
import { answerFor, simulatedItemOf, type AnswerBook, type PlayerQuiz } from './quiz-answers.js';
import type { SimulationTally } from './simulation-summary.js';
import type { TimedClient } from './timed-client.js';

/** A simulated learner acting through an account: its true skills, its own random source, where it is in the course. */
export interface ActingLearner {
  readonly account: LearnerAccount;
  readonly random: SeededRandom;
  readonly deviceType: 'mobile' | 'desktop';
  model: SyntheticLearner;
  journey: Journey;
}

export interface StepContext {
  readonly client: TimedClient;
  readonly courseId: string;
  readonly quizzes: ReadonlyMap<string, PlayerQuiz>;
  readonly lessonMinutes: ReadonlyMap<string, number>;
  readonly book: AnswerBook;
  readonly tally: SimulationTally;
  readonly clock: () => number;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Sends one step of the learner to the API and folds its answer back: a graded attempt teaches the learner (more
 * where it was wrong, since it saw the key and the explanation) and the simulation the keys. A refused request
 * leaves the learner where it was, to try the step again on its next turn.
 */
export async function takeStep(learner: ActingLearner, step: JourneyStep, context: StepContext): Promise<void> {
  const { client, courseId, tally, random } = { ...context, random: learner.random };
  if (step.kind !== 'quiz') {
    const minutes = context.lessonMinutes.get(step.lessonId) ?? 10;
    const body: RecordLearningEventRequest = {
      eventId: randomUUID(),
      eventType: step.kind,
      userId: learner.account.userId,
      courseId,
      lessonId: step.lessonId,
      timeSpent: step.kind === 'lesson_start' ? 0 : Math.round(minutes * 60 * (0.6 + 0.8 * random.next())),
      deviceType: learner.deviceType,
      engagementIndicators: { scrollDepth: Math.round(random.next() * 100) / 100 },
    };
    const outcome = await client.request('POST', '/learning/events', learner.account.token, body);
    tally.record('lesson', outcome);
    if (isSuccess(outcome.status)) learner.journey = afterStep(learner.journey, step, true);
    return;
  }
  const quiz = context.quizzes.get(step.quizId)!;
  const at = context.clock();
  const answers = quiz.items.map((item) =>
    answerFor(item, context.book.keyOf(item.itemId), respond(learner.model, simulatedItemOf(item), at, random), random),
  );
  const body: SubmitQuizAttemptRequest = {
    attemptId: randomUUID(),
    answers,
    timeSpent: Math.round(quiz.items.length * (20 + 40 * random.next())),
    deviceType: learner.deviceType,
  };
  const outcome = await client.request('POST', `/courses/${courseId}/quizzes/${quiz.quizId}/attempts`, learner.account.token, body);
  tally.record('quiz', outcome);
  if (!isSuccess(outcome.status)) return;
  const result = outcome.body as QuizAttemptResult;
  context.book.learnFrom(result);
  for (const graded of result.items) {
    const item = quiz.items.find((each) => each.itemId === graded.itemId);
    if (item) learner.model = learn(learner.model, simulatedItemOf(item), graded.correct, at);
  }
  learner.journey = afterStep(learner.journey, step, result.passed);
}
