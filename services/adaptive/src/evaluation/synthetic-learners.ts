import type { ItemDescription, Observation } from '../knowledge-tracing/knowledge-model.js';
import { sigmoid } from '../shared/logistic.js';
import { seededRandom } from '../shared/seeded-random.js';

export interface SyntheticLearnersOptions {
  readonly learners: number;
  readonly skills: number;
  readonly itemsPerSkill: number;
  readonly answersPerLearner: number;
  /** Mean gain in true skill (logits) per answer on that skill; 0 for learners who do not learn. */
  readonly learningRate: number;
  readonly seed: number;
  /** If set, what was learned on a skill fades with this e-folding time (days) between answers on it. */
  readonly forgettingDays?: number;
  /** Prefix of learner ids, so two cohorts from one generator do not collide. */
  readonly learnerPrefix?: string;
}

export interface SyntheticLearners {
  readonly observations: Observation[];
  readonly items: ItemDescription[];
  /** The true probability of each answer being correct (an upper bound no predictor can beat), by observation. */
  readonly trueProbability: ReadonlyMap<Observation, number>;
  /** Each learner's true skill levels (logits) after their last answer, by learner id then skill id. */
  readonly finalSkill: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

const MINUTE_MS = 60_000;

/**
 * Learners who learn, answering a 2PL item bank: P(correct) = sigmoid(a (theta_skill - b)), where theta_skill starts
 * at the learner's ability plus a skill deviation and grows with every answer on the skill. Practice comes in short
 * runs on one skill with gaps of minutes to days between runs; optionally what was learned fades between answers
 * (forgetting). The same seed gives the same data.
 */
export function generateSyntheticLearners(options: SyntheticLearnersOptions): SyntheticLearners {
  const random = seededRandom(options.seed);
  const skillIds = Array.from({ length: options.skills }, (_, s) => `skill-${s}`);
  const bank = skillIds.flatMap((skillId) =>
    Array.from({ length: options.itemsPerSkill }, (_, k) => ({
      itemId: `${skillId}-item-${k}`,
      skillId,
      discrimination: 0.8 + 1.2 * random.next(),
      difficulty: random.normal(),
    })),
  );
  const observations: Observation[] = [];
  const trueProbability = new Map<Observation, number>();
  const finalSkill = new Map<string, Map<string, number>>();
  for (let learner = 0; learner < options.learners; learner++) {
    const learnerId = `${options.learnerPrefix ?? 'learner'}-${learner}`;
    const ability = random.normal();
    const rate = options.learningRate * (0.5 + random.next());
    const base = new Map(skillIds.map((skillId) => [skillId, ability + 0.6 * random.normal()]));
    const learned = new Map<string, { amount: number; at: number }>();
    const skill = new Map(base);
    let at = Date.UTC(2026, 0, 1) + random.integer(86_400_000);
    let runLeft = 0;
    let skillId = skillIds[0] ?? 'skill-0';
    for (let answer = 0; answer < options.answersPerLearner; answer++) {
      if (runLeft === 0) {
        skillId = skillIds[random.integer(skillIds.length)] ?? skillId;
        runLeft = 1 + random.integer(6);
        at += random.next() < 0.5 ? random.integer(180) * MINUTE_MS : random.integer(7 * 24 * 60) * MINUTE_MS;
      }
      runLeft--;
      at += MINUTE_MS + random.integer(5 * MINUTE_MS);
      const items = bank.filter((item) => item.skillId === skillId);
      const item = items[random.integer(items.length)] ?? bank[0];
      if (!item) break;
      const previous = learned.get(skillId) ?? { amount: 0, at };
      const kept = options.forgettingDays ? previous.amount * Math.exp(-(at - previous.at) / (options.forgettingDays * 86_400_000)) : previous.amount;
      const level = (base.get(skillId) ?? 0) + kept;
      const probability = sigmoid(item.discrimination * (level - item.difficulty));
      const observation = { learnerId, itemId: item.itemId, skillIds: [skillId], correct: random.next() < probability, at };
      observations.push(observation);
      trueProbability.set(observation, probability);
      learned.set(skillId, { amount: kept + rate, at });
      skill.set(skillId, level + rate);
    }
    finalSkill.set(learnerId, skill);
  }
  const items = bank.map(({ itemId, skillId }) => ({ itemId, skillIds: [skillId] }));
  return { observations, items, trueProbability, finalSkill };
}
