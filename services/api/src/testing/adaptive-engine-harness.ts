import type { ItemResult, PathwiseEvent } from '@pathwise/event-schemas';
import { reactorHandler, type Database, type EventStore, type Reactor, type StoredEvent } from '@pathwise/event-store';
import { quizAttemptsStreamId } from '../features/assessment/index.js';
import { adaptiveEngineReactor, CalibrationLog, KnowledgeModels } from '../features/adaptive/index.js';

export interface AdaptiveEngineHarness {
  readonly reactor: Reactor<PathwiseEvent>;
  /** Judges one attempt as the runner would: in a transaction of its own, appending what the engine concludes. */
  judge(cause: StoredEvent<PathwiseEvent>): Promise<void>;
}

/**
 * The adaptive engine as a freshly started process runs it, with nothing remembered from any other: for benchmarks,
 * and for specs that check a cold engine concludes what a warm one did.
 */
export function startAdaptiveEngine(store: EventStore<PathwiseEvent>, database: Database): AdaptiveEngineHarness {
  const reactor = adaptiveEngineReactor(new KnowledgeModels(new CalibrationLog(store)));
  const handler = reactorHandler(reactor, store);
  return {
    reactor,
    judge: (cause) => database.db.transaction().execute((transaction) => handler.handle([cause], { transaction, checkpoint: cause })),
  };
}

/** Stores a graded attempt where the attempt route does (without its learning event) and returns it as stored. */
export async function givenGradedAttempt(
  store: EventStore<PathwiseEvent>,
  attempt: { attemptId: string; learnerId: string; courseId: string; quizId: string; courseVersion: number; results: readonly ItemResult[] },
): Promise<StoredEvent<PathwiseEvent>> {
  const { attemptId, learnerId, courseId, quizId, courseVersion, results } = attempt;
  const right = results.filter((result) => result.correct).length;
  const score = results.length === 0 ? 0 : (100 * right) / results.length;
  const streamId = quizAttemptsStreamId(courseId, quizId);
  const appended = await store.append(
    streamId,
    [{
      type: 'QuizAttemptGraded',
      data: {
        attemptId, learnerId, courseId, quizId, courseVersion, score, passed: score >= 60, timeSpentSeconds: 60,
        answers: results.map((result) => ({ itemId: result.itemId, optionIds: [result.correct ? 'right' : 'wrong'], text: null })),
        results: [...results],
        preview: false,
      },
    }],
    { expectedVersion: 'any' },
  );
  const version = appended.events[0]!.streamVersion;
  const { events } = await store.readStream(streamId, { fromVersion: version, maxCount: 1 });
  return events[0]!;
}
