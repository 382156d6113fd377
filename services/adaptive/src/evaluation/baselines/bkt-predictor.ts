import { learnerSequences } from '../../knowledge-tracing/learner-sequences.js';
import { clampProbability } from '../../shared/logistic.js';
import { skillsOrPlaceholder, type SequentialPredictor } from '../sequential-predictor.js';

/** Bayesian Knowledge Tracing (Corbett and Anderson 1995): a two-state hidden Markov model per skill. */
export interface BktParameters {
  readonly initial: number;
  readonly learn: number;
  readonly guess: number;
  readonly slip: number;
}

type Name = keyof BktParameters;

/** Guess and slip stay below 0.5 so that "knows the skill" keeps its meaning (no degenerate swapped fits). */
const RANGES: Readonly<Record<Name, readonly [number, number]>> = {
  initial: [0.01, 0.99],
  learn: [0.001, 0.5],
  guess: [0.01, 0.45],
  slip: [0.01, 0.45],
};
const START: BktParameters = { initial: 0.5, learn: 0.1, guess: 0.2, slip: 0.1 };

export const bktCorrectProbability = (known: number, p: BktParameters) => known * (1 - p.slip) + (1 - known) * p.guess;

export function bktUpdate(known: number, correct: boolean, p: BktParameters): number {
  const posterior = correct
    ? (known * (1 - p.slip)) / bktCorrectProbability(known, p)
    : (known * p.slip) / (1 - bktCorrectProbability(known, p));
  return posterior + (1 - posterior) * p.learn;
}

function logLikelihood(sequences: readonly (readonly boolean[])[], p: BktParameters): number {
  let total = 0;
  for (const sequence of sequences) {
    let known = p.initial;
    for (const correct of sequence) {
      const predicted = clampProbability(bktCorrectProbability(known, p));
      total += Math.log(correct ? predicted : 1 - predicted);
      known = bktUpdate(known, correct, p);
    }
  }
  return total;
}

/**
 * Maximum likelihood by coordinate search: each parameter in turn scanned over a grid of its range, then the grid
 * narrowed around the best value; deterministic and robust to the likelihood's flat regions, unlike plain EM.
 */
export function fitBkt(sequences: readonly (readonly boolean[])[]): BktParameters {
  let best = START;
  let bestValue = logLikelihood(sequences, best);
  const width: Record<Name, number> = { initial: 0.98, learn: 0.5, guess: 0.44, slip: 0.44 };
  for (let sweep = 0; sweep < 5; sweep++) {
    for (const name of Object.keys(RANGES) as Name[]) {
      const [low, high] = RANGES[name];
      const from = Math.max(low, best[name] - width[name] / 2);
      const to = Math.min(high, best[name] + width[name] / 2);
      for (let k = 0; k <= 10; k++) {
        const candidate = { ...best, [name]: from + ((to - from) * k) / 10 };
        const value = logLikelihood(sequences, candidate);
        if (value > bestValue) [best, bestValue] = [candidate, value];
      }
      width[name] /= 2.5;
    }
  }
  return best;
}

export const bktPredictor: SequentialPredictor = {
  name: 'BKT',
  train(observations) {
    const perSkill = new Map<string, boolean[][]>();
    for (const sequence of learnerSequences(observations).values()) {
      const bySkill = new Map<string, boolean[]>();
      for (const observation of sequence) {
        for (const skillId of skillsOrPlaceholder(observation)) appendTo(bySkill, skillId, observation.correct);
      }
      for (const [skillId, answers] of bySkill) appendTo(perSkill, skillId, answers);
    }
    const parameters = new Map([...perSkill].map(([skillId, sequences]) => [skillId, fitBkt(sequences)]));
    const parametersOf = (skillId: string) => parameters.get(skillId) ?? START;
    return {
      startLearner() {
        const known = new Map<string, number>();
        const knownOf = (skillId: string) => known.get(skillId) ?? parametersOf(skillId).initial;
        return {
          predict: (observation) => {
            const skills = skillsOrPlaceholder(observation);
            return skills.reduce((sum, s) => sum + bktCorrectProbability(knownOf(s), parametersOf(s)), 0) / skills.length;
          },
          observe: (observation) => {
            for (const s of skillsOrPlaceholder(observation)) known.set(s, bktUpdate(knownOf(s), observation.correct, parametersOf(s)));
          },
        };
      },
    };
  },
};

function appendTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
