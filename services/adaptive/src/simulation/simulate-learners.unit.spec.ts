import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/seeded-random.js';
import { probabilityCorrect, type SimulatedItem } from './learner-dynamics.js';
import { pearsonCorrelation } from './rank-correlation.js';
import { simulateLearners, type SimulationOptions } from './simulate-learners.js';
import { syntheticItemBank } from './synthetic-item-bank.js';
import { defaultPopulation } from './synthetic-learner.js';

const START = Date.UTC(2026, 0, 5);
const skillIds = ['fractions', 'decimals', 'ratios'];
const items = syntheticItemBank(seededRandom(1), { skillIds, itemsPerSkill: 8 });
const options: SimulationOptions = { seed: 11, learnerCount: 40, skillIds, items, answersPerLearner: 30, startAt: START };
const noLearning = { ...defaultPopulation, learningRate: 0 };

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('simulateLearners', () => {
  it('replays exactly for a seed, and differs for another seed', () => {
    const once = simulateLearners(options);
    expect(simulateLearners(options)).toEqual(once);
    const other = simulateLearners({ ...options, seed: 12 });
    expect(other.observations.map((observation) => observation.correct)).not.toEqual(once.observations.map((observation) => observation.correct));
    expect(once.observations).toHaveLength(40 * 30);
  });

  it('keeps every learner as it was when more learners join the same seed', () => {
    const few = simulateLearners({ ...options, learnerCount: 5 });
    const many = simulateLearners({ ...options, learnerCount: 50 });
    expect(many.learners.slice(0, 5)).toEqual(few.learners);
    expect(many.observations.filter((observation) => observation.learnerId === 'learner-3')).toEqual(
      few.observations.filter((observation) => observation.learnerId === 'learner-3'),
    );
  });

  it('orders the answers by time, each learner studying in sessions separated by pauses of hours', () => {
    const { observations } = simulateLearners(options);
    expect(observations.every((observation, index) => index === 0 || observations[index - 1]!.at <= observation.at)).toBe(true);
    const mine = observations.filter((observation) => observation.learnerId === 'learner-1');
    const gaps = mine.slice(1).map((observation, index) => observation.at - mine[index]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(15_000);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(2 * 3_600_000);
  });

  it('draws skills that correlate through the general ability by about the configured amount', () => {
    const { initialLearners } = simulateLearners({ ...options, learnerCount: 3000, answersPerLearner: 0 });
    const first = initialLearners.map((learner) => learner.priorAbilities.fractions!);
    const second = initialLearners.map((learner) => learner.priorAbilities.ratios!);
    expect(pearsonCorrelation(first, second)).toBeCloseTo(defaultPopulation.skillCorrelation, 1);
    expect(Math.abs(mean(first))).toBeLessThan(0.1);
  });

  it('answers right as often as the true abilities and the 2PL items predict, abler learners more often', () => {
    const history = simulateLearners({ ...options, learnerCount: 400, population: noLearning });
    const byLearner = new Map(history.learners.map((learner) => [learner.learnerId, learner]));
    const itemsById = new Map(items.map((item) => [item.itemId, item]));
    const expected = history.observations.map((observation) =>
      probabilityCorrect(byLearner.get(observation.learnerId)!, itemsById.get(observation.itemId)!, observation.at),
    );
    const observed = history.observations.map((observation) => (observation.correct ? 1 : 0));
    // 12,000 Bernoulli draws: the standard error of the mean is below 0.005, so 0.015 is three of them.
    expect(Math.abs(mean(observed) - mean(expected))).toBeLessThan(0.015);
    const successOf = (learnerId: string) => mean(history.observations.filter((each) => each.learnerId === learnerId).map((each) => (each.correct ? 1 : 0)));
    const abilities = history.learners.map((learner) => mean(skillIds.map((skillId) => learner.abilities[skillId]!)));
    expect(pearsonCorrelation(abilities, history.learners.map((learner) => successOf(learner.learnerId)))).toBeGreaterThan(0.6);
  });

  it('raises success with practice, and leaves it flat when nobody learns', () => {
    const oneItem: SimulatedItem = { itemId: 'item-1', skillIds: ['fractions'], discrimination: 1.5, difficulty: 0.5 };
    const practice = { ...options, learnerCount: 300, answersPerLearner: 40, items: [oneItem], skillIds: ['fractions'] };
    const successIn = (history: ReturnType<typeof simulateLearners>, from: number, to: number) => {
      const answers = new Map<string, number>();
      const picked = history.observations.filter((observation) => {
        const index = answers.get(observation.learnerId) ?? 0;
        answers.set(observation.learnerId, index + 1);
        return index >= from && index < to;
      });
      return mean(picked.map((observation) => (observation.correct ? 1 : 0)));
    };
    const learning = simulateLearners(practice);
    expect(successIn(learning, 30, 40) - successIn(learning, 0, 10)).toBeGreaterThan(0.1);
    expect(learning.learners.every((learner, index) => learner.abilities.fractions! >= learning.initialLearners[index]!.priorAbilities.fractions!)).toBe(true);
    const flat = simulateLearners({ ...practice, population: noLearning });
    expect(Math.abs(successIn(flat, 30, 40) - successIn(flat, 0, 10))).toBeLessThan(0.05);
  });
});
