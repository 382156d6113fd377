import { chooseCourse, enrolAll, loadCourse, type LearnerAccount } from './course-setup.js';
import { coursePath, drawSyntheticLearner, nextStep, seedFrom, seededRandom, startJourney } from '@pathwise/adaptive';
import { takeStep, type ActingLearner } from './learner-step.js';
import { AnswerBook } from './quiz-answers.js';
import { progressLine, summarise, SimulationTally, type SimulationSummary } from './simulation-summary.js';
import { TimedClient } from './timed-client.js';

export interface SimulationRun {
  readonly baseUrl: string;
  readonly accounts: readonly LearnerAccount[];
  /** Requests per second, all learners together. */
  readonly rate: number;
  readonly durationSeconds: number | null;
  readonly attempts: number | null;
  readonly courseId: string | null;
  readonly seed: number;
  readonly onProgress?: (line: string) => void;
  readonly progressIntervalMs?: number;
  /** Epoch ms the learners' forgetting runs on. */
  readonly clock?: () => number;
}

/** A schedule that fell further behind than this starts afresh, rather than firing the backlog in one burst. */
const MAX_LAG_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drives the real API as the accounts' learners: enrols them in a free published course, then, at `rate` requests per
 * second in all, each learner in turn takes its next step (a lesson started or completed, a quiz attempted). What a
 * learner answers follows its true skills against the items' difficulties, drawn from a random source seeded by the
 * seed and the learner's id; the interleaving of learners is the network's. A learner has one request in flight at a
 * time, so its steps arrive in order.
 */
export async function runSimulation(run: SimulationRun): Promise<SimulationSummary> {
  const setup = new TimedClient(run.baseUrl);
  const first = run.accounts[0]!;
  const courseId = await chooseCourse(setup, first.token, run.courseId);
  await enrolAll(setup, courseId, run.accounts);
  const course = await loadCourse(setup, courseId, first.token);
  const path = coursePath(course);
  const quizzes = new Map(course.modules.flatMap((module) => module.quizzes).map((quiz) => [quiz.quizId, quiz]));
  const skillIds = course.skills.map((skill) => skill.skillId);
  const learners: ActingLearner[] = run.accounts.map((account) => {
    const random = seededRandom(seedFrom(`${run.seed}/${account.userId}`));
    const model = drawSyntheticLearner(account.userId, skillIds, random);
    // Learners are spread over the course, as on a live platform, so that quizzes come up from the start.
    const journey = { ...startJourney(), position: random.integer(path.length) };
    return { account, random, model, deviceType: random.next() < 0.3 ? 'mobile' : 'desktop', journey };
  });

  const tally = new SimulationTally();
  const client = new TimedClient(run.baseUrl);
  const book = new AnswerBook();
  const lessonMinutes = new Map(course.modules.flatMap((module) => module.lessons).map((lesson) => [lesson.lessonId, lesson.estimatedMinutes]));
  const context = { client, courseId, quizzes, lessonMinutes, book, tally, clock: run.clock ?? Date.now };

  const started = performance.now();
  const elapsedSeconds = () => (performance.now() - started) / 1000;
  const progress = setInterval(() => run.onProgress?.(progressLine(tally, elapsedSeconds())), run.progressIntervalMs ?? 1_000);
  const free = [...learners];
  const inFlight = new Set<Promise<void>>();
  let wake: (() => void) | null = null;
  const intervalMs = 1000 / run.rate;
  let base = performance.now();
  let fired = 0;
  let quizzesStarted = 0;
  try {
    for (let index = 0; ; index++) {
      if (run.durationSeconds !== null && elapsedSeconds() >= run.durationSeconds) break;
      if (run.attempts !== null && quizzesStarted >= run.attempts) break;
      let due = base + (index - fired) * intervalMs;
      if (performance.now() - due > MAX_LAG_MS) {
        base = performance.now();
        fired = index;
        due = base;
      }
      if (due > performance.now()) await sleep(due - performance.now());
      while (free.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const learner = free.shift()!;
      const step = nextStep(learner.journey, path, learner.random);
      if (step.kind === 'quiz') quizzesStarted++;
      const task: Promise<void> = takeStep(learner, step, context).finally(() => {
        inFlight.delete(task);
        free.push(learner);
        wake?.();
        wake = null;
      });
      inFlight.add(task);
    }
    await Promise.all(inFlight);
  } finally {
    clearInterval(progress);
  }
  return summarise(tally, { courseId, learners: learners.length, targetRate: run.rate, elapsedSeconds: elapsedSeconds() });
}
