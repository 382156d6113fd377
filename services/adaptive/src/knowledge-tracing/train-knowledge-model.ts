import { answerFeatures, SHARED_FEATURES, SKILL_FEATURES, type SharedFeature, type SkillFeature } from './knowledge-features.js';
import {
  defaultAbilityTracking,
  defaultKnowledgeModelParameters,
  KNOWLEDGE_MODEL_VERSION,
  type AbilityTracking,
  type ItemParameters,
  type KnowledgeModelParameters,
  type SkillParameters,
} from './knowledge-model-parameters.js';
import type { ItemDescription, Observation } from './knowledge-model.js';
import { emptyLearnerTrace, traceAnswer } from './learner-trace.js';
import { learnerSequences } from './learner-sequences.js';
import { calibrateRasch } from './rasch-calibration.js';
import { trackedAbility } from './knowledge-score.js';
import { fitSparseLogistic, type SparseRow } from './sparse-logistic-regression.js';

/** Gaussian priors on the weights (L2 strengths): shared weights nearly free, per-skill and per-item ones shrunk. */
const L2 = { bias: 0, shared: 0.01, skillIntercept: 1, skillWeight: 10, itemOffset: 2, itemAbilityWeight: 2 } as const;

interface ColumnLayout {
  readonly skillBase: ReadonlyMap<string, number>;
  readonly itemColumn: ReadonlyMap<string, number>;
  readonly dimension: number;
}

function layoutColumns(observations: readonly Observation[]): ColumnLayout {
  const skillIds = [...new Set(observations.flatMap((observation) => observation.skillIds))].sort();
  const itemIds = [...new Set(observations.map((observation) => observation.itemId))].sort();
  const perSkill = 1 + SKILL_FEATURES.length;
  const skillsStart = SHARED_FEATURES.length + SKILL_FEATURES.length;
  const itemsStart = skillsStart + skillIds.length * perSkill;
  return {
    skillBase: new Map(skillIds.map((id, k) => [id, skillsStart + k * perSkill])),
    itemColumn: new Map(itemIds.map((id, k) => [id, itemsStart + 2 * k])),
    dimension: itemsStart + 2 * itemIds.length,
  };
}

/**
 * Trains the learner model on a log of answers: calibrates item difficulties (Rasch), replays every learner to
 * compute the features each answer had beforehand, and fits the regression's weights by L2-regularised logistic
 * regression. Deterministic: the same log gives the same parameters.
 */
export interface KnowledgeTrainingOptions {
  readonly tracking?: AbilityTracking;
  /** Features left out (their weights stay 0): for ablations such as Best-LR, which has no online ability. */
  readonly excludedFeatures?: readonly (SharedFeature | SkillFeature)[];
}

export function trainKnowledgeModel(
  observations: readonly Observation[],
  items: readonly ItemDescription[] = [],
  options: KnowledgeTrainingOptions = {},
): KnowledgeModelParameters {
  const tracking = options.tracking ?? defaultAbilityTracking;
  // With no answers there is nothing to fit: the creator's difficulties (passed with each item) are all we know.
  if (observations.length === 0) return { ...defaultKnowledgeModelParameters, tracking };
  const included = new Set<string>([...SHARED_FEATURES, ...SKILL_FEATURES].filter((name) => !options.excludedFeatures?.includes(name)));
  const { difficulties } = calibrateRasch(observations, items);
  const priorDifficulty = new Map(items.map((item) => [item.itemId, item.priorDifficulty ?? 0]));
  const difficultyOf = (itemId: string) => difficulties.get(itemId) ?? priorDifficulty.get(itemId) ?? 0;
  const layout = layoutColumns(observations);
  const rows: SparseRow[] = [];
  for (const sequence of learnerSequences(observations).values()) {
    let trace = emptyLearnerTrace(tracking);
    for (const observation of sequence) {
      const resolved = { itemId: observation.itemId, skillIds: observation.skillIds, difficulty: difficultyOf(observation.itemId) };
      rows.push(featureRow(answerFeatures(trace, resolved, observation.at), layout, observation, included));
      trace = traceAnswer(trace, { ...resolved, correct: observation.correct, at: observation.at }, tracking);
    }
  }
  const l2 = new Array<number>(layout.dimension).fill(L2.itemOffset);
  SHARED_FEATURES.forEach((name, j) => (l2[j] = name === 'bias' ? L2.bias : L2.shared));
  SKILL_FEATURES.forEach((_, k) => (l2[SHARED_FEATURES.length + k] = L2.shared));
  for (const column of layout.itemColumn.values()) l2[column + 1] = L2.itemAbilityWeight;
  for (const base of layout.skillBase.values()) {
    l2[base] = L2.skillIntercept;
    SKILL_FEATURES.forEach((_, k) => (l2[base + 1 + k] = L2.skillWeight));
  }
  const initialWeights = new Array<number>(layout.dimension).fill(0);
  for (const name of ['itemEasiness', 'ability'] as const) if (included.has(name)) initialWeights[SHARED_FEATURES.indexOf(name)] = 1;
  const fitted = fitSparseLogistic(rows, layout.dimension, { l2, initialWeights, maxIterations: 400 });
  return toParameters(fitted, layout, difficultyOf, observations, tracking);
}

function featureRow(
  features: ReturnType<typeof answerFeatures>,
  layout: ColumnLayout,
  observation: Observation,
  included: ReadonlySet<string>,
): SparseRow {
  const indices: number[] = [];
  const values: number[] = [];
  SHARED_FEATURES.forEach((name, j) => {
    if (!included.has(name)) return;
    indices.push(j);
    values.push(features.shared[name]);
  });
  const share = features.perSkill.length === 0 ? 0 : 1 / features.perSkill.length;
  for (const { skillId, values: skillValues } of features.perSkill) {
    const base = layout.skillBase.get(skillId);
    SKILL_FEATURES.forEach((name, k) => {
      if (!included.has(name)) return;
      indices.push(SHARED_FEATURES.length + k);
      values.push(share * skillValues[name]);
      if (base !== undefined) {
        indices.push(base + 1 + k);
        values.push(share * skillValues[name]);
      }
    });
    if (base !== undefined) {
      indices.push(base);
      values.push(share);
    }
  }
  const itemColumn = layout.itemColumn.get(observation.itemId);
  if (itemColumn !== undefined) {
    indices.push(itemColumn, itemColumn + 1);
    values.push(1, included.has('ability') ? trackedAbility(features) : 0);
  }
  return { indices, values, label: observation.correct ? 1 : 0 };
}

function toParameters(
  fitted: Float64Array,
  layout: ColumnLayout,
  difficultyOf: (itemId: string) => number,
  observations: readonly Observation[],
  tracking: AbilityTracking,
): KnowledgeModelParameters {
  const weights: Record<string, number> = {};
  [...SHARED_FEATURES, ...SKILL_FEATURES].forEach((name, j) => (weights[name] = fitted[j] ?? 0));
  const items: Record<string, ItemParameters> = {};
  for (const [itemId, column] of layout.itemColumn) {
    items[itemId] = { difficulty: difficultyOf(itemId), offset: fitted[column] ?? 0, abilityWeight: fitted[column + 1] ?? 0 };
  }
  const skillItems = new Map<string, Set<string>>();
  for (const observation of observations) {
    for (const skillId of observation.skillIds) skillItems.set(skillId, (skillItems.get(skillId) ?? new Set()).add(observation.itemId));
  }
  const skills: Record<string, SkillParameters> = {};
  for (const [skillId, base] of layout.skillBase) {
    const itemIds = [...(skillItems.get(skillId) ?? [])];
    skills[skillId] = {
      intercept: fitted[base] ?? 0,
      weights: Object.fromEntries(SKILL_FEATURES.map((name, k) => [name, fitted[base + 1 + k] ?? 0])),
      typicalDifficulty: itemIds.reduce((sum, itemId) => sum + difficultyOf(itemId), 0) / Math.max(1, itemIds.length),
    };
  }
  return { version: KNOWLEDGE_MODEL_VERSION, weights, items, skills, tracking, trainedOn: observations.length };
}
