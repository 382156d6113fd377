import type { Observation } from '../knowledge-tracing/knowledge-model.js';
import { seedFrom, seededRandom, type SeededRandom } from '../shared/seeded-random.js';
import { defaultDynamics, learn, respond, type LearnerDynamics, type SimulatedItem } from './learner-dynamics.js';
import { defaultSchedule, nextAnswerAt, type StudySchedule } from './study-schedule.js';
import { defaultPopulation, drawSyntheticLearner, type PopulationParameters, type SyntheticLearner } from './synthetic-learner.js';

/** Picks the next item a learner answers; by default any item of the bank, uniformly. */
export type ItemChooser = (learner: SyntheticLearner, items: readonly SimulatedItem[], random: SeededRandom) => SimulatedItem;

export const anyItem: ItemChooser = (_learner, items, random) => items[random.integer(items.length)]!;

export interface SimulationOptions {
  readonly seed: number;
  readonly learnerCount: number;
  readonly skillIds: readonly string[];
  readonly items: readonly SimulatedItem[];
  readonly answersPerLearner: number;
  /** Epoch ms of the first answers (each learner starts within the following day). */
  readonly startAt: number;
  readonly learnerIdPrefix?: string;
  readonly population?: PopulationParameters;
  readonly dynamics?: LearnerDynamics;
  readonly schedule?: StudySchedule;
  readonly chooseItem?: ItemChooser;
}

export interface SimulatedHistory {
  /** Each learner as drawn, before any practice: the truth the engine should recover at the start. */
  readonly initialLearners: readonly SyntheticLearner[];
  /** Each learner after the last answer: the truth the engine should recover at the end. */
  readonly learners: readonly SyntheticLearner[];
  /** Every answer, ordered by time (ties by learner order). */
  readonly observations: readonly Observation[];
}

/**
 * Simulates learners answering items over time. Each learner draws from a random source of its own (seeded by the
 * seed and its id), so a seed replays exactly and adding learners leaves the others unchanged.
 */
export function simulateLearners(options: SimulationOptions): SimulatedHistory {
  const population = options.population ?? defaultPopulation;
  const dynamics = options.dynamics ?? defaultDynamics;
  const schedule = options.schedule ?? defaultSchedule;
  const chooseItem = options.chooseItem ?? anyItem;
  const initialLearners: SyntheticLearner[] = [];
  const learners: SyntheticLearner[] = [];
  const observations: Observation[] = [];
  for (let index = 0; index < options.learnerCount; index++) {
    const learnerId = `${options.learnerIdPrefix ?? 'learner'}-${index + 1}`;
    const random = seededRandom(seedFrom(`${options.seed}/${learnerId}`));
    let learner = drawSyntheticLearner(learnerId, options.skillIds, random, population);
    initialLearners.push(learner);
    let at = options.startAt + Math.round(random.next() * 86_400_000);
    for (let answer = 0; answer < options.answersPerLearner; answer++) {
      const item = chooseItem(learner, options.items, random);
      const correct = respond(learner, item, at, random, dynamics);
      observations.push({ learnerId, itemId: item.itemId, skillIds: item.skillIds, correct, at });
      learner = learn(learner, item, correct, at, { sawFeedback: true }, dynamics);
      at = nextAnswerAt(at, random, schedule).at;
    }
    learners.push(learner);
  }
  // A stable sort keeps each learner's answers in their order when two learners answer at the same millisecond.
  observations.sort((left, right) => left.at - right.at);
  return { initialLearners, learners, observations };
}
