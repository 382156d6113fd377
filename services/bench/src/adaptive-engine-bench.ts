import { randomUUID } from 'node:crypto';
import { seededRandom } from '@pathwise/adaptive';
import { givenAdaptiveCourse, givenGradedAttempt, startAdaptiveEngine, type AdaptiveEngineHarness } from '@pathwise/api/testing';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { openEventStore, type Database } from '@pathwise/event-store';
import { percentile } from './latency.js';

export interface AdaptiveBenchSizes {
  /** How many attempts the learner has had judged before the measured ones. */
  readonly histories: readonly number[];
  /** Attempts timed one after another by the engine that judged the history (its memory warm). */
  readonly warmSamples: number;
  /** Attempts each judged by a newly started engine (a restart, or another process taking over). */
  readonly coldSamples: number;
}

export interface AdaptiveFigure {
  readonly database: string;
  readonly earlierAttempts: number;
  /** Median milliseconds to judge one attempt. */
  readonly warmMs: number;
  readonly coldMs: number;
}

const WARM_UP_ATTEMPTS = 30;

const median = (samples: readonly number[]) => percentile(samples, 0.5);

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * Judging the next attempt of a learner with N attempts already judged, for each N, with the real engine on one
 * database: the answers come from one seeded learner, so every run and both databases judge the same history.
 */
export async function benchAdaptiveEngine(label: string, database: Database, sizes: AdaptiveBenchSizes): Promise<AdaptiveFigure[]> {
  const { store } = openEventStore<PathwiseEvent>({ database, registry: pathwiseEvents, personalDataKey: Buffer.alloc(32, 1) });
  const course = await givenAdaptiveCourse(store, { creatorId: randomUUID() });
  const learner = () => {
    const learnerId = randomUUID();
    const random = seededRandom(7);
    let taken = 0;
    const nextAttempt = () => {
      const quizId = taken++ % 2 === 0 ? 'easy' : 'hard';
      const results = course.itemIds[quizId].map((itemId) => ({ itemId, correct: random.next() < (quizId === 'easy' ? 0.8 : 0.4) }));
      return givenGradedAttempt(store, { attemptId: randomUUID(), learnerId, courseId: course.courseId, quizId, courseVersion: course.courseVersion, results });
    };
    return async (engine: AdaptiveEngineHarness) => {
      const cause = await nextAttempt();
      return timed(() => engine.judge(cause));
    };
  };
  // A learner of its own first, so that no figure pays for the first compilation of the engine's code.
  const warmUp = learner();
  const warmUpEngine = startAdaptiveEngine(store, database);
  for (let index = 0; index < WARM_UP_ATTEMPTS; index++) await warmUp(warmUpEngine);

  const figures: AdaptiveFigure[] = [];
  for (const earlierAttempts of sizes.histories) {
    const judgeNext = learner();
    const engine = startAdaptiveEngine(store, database);
    for (let index = 0; index < earlierAttempts; index++) await judgeNext(engine);
    const warm: number[] = [];
    for (let index = 0; index < sizes.warmSamples; index++) warm.push(await judgeNext(engine));
    const cold: number[] = [];
    for (let index = 0; index < sizes.coldSamples; index++) cold.push(await judgeNext(startAdaptiveEngine(store, database)));
    figures.push({ database: label, earlierAttempts, warmMs: median(warm), coldMs: median(cold) });
  }
  return figures;
}

/** One line per history length, each with its ratio to the shortest history measured in the same run. */
export function adaptiveReport(figures: readonly AdaptiveFigure[]): string {
  return figures
    .map((figure) => {
      const base = figures.find((each) => each.database === figure.database)!;
      const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}x`;
      return [
        figure.database.padEnd(10),
        `after ${String(figure.earlierAttempts).padStart(4)} attempts`,
        `warm ${figure.warmMs.toFixed(2).padStart(7)} ms (${ratio(figure.warmMs, base.warmMs)} of ${base.earlierAttempts})`,
        `cold ${figure.coldMs.toFixed(2).padStart(7)} ms (${ratio(figure.coldMs, base.coldMs)} of ${base.earlierAttempts})`,
      ].join(' | ');
    })
    .join('\n');
}
