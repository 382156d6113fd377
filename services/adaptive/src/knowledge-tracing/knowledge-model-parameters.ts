/**
 * The trained learner model: plain JSON, versioned, so the server can store it beside the log and replay answers
 * through exactly the weights that produced each estimate.
 */
export const KNOWLEDGE_MODEL_VERSION = 'kt-lr-1';

/** How the model follows a learner's ability online (a Gaussian approximation, Elo with shrinking steps). */
export interface AbilityTracking {
  /** Prior variance of a learner's overall ability, in logits squared. */
  readonly abilityPriorVariance: number;
  /** Prior variance of a learner's per-skill deviation from that ability. */
  readonly skillPriorVariance: number;
  /** Variance added before each answer, so that estimates keep following a learner who learns or forgets. */
  readonly driftPerAnswer: number;
}

export interface ItemParameters {
  /** IRT difficulty on the ability scale (higher = harder), calibrated from answers or taken from the creator. */
  readonly difficulty: number;
  /** What the regression adds to this item beyond its difficulty. */
  readonly offset: number;
  /** Added to the shared ability weight for this item: a discrimination correction, as in a 2PL model. */
  readonly abilityWeight: number;
}

export interface SkillParameters {
  readonly intercept: number;
  /** Per-skill corrections to the shared weights of the skill features, by feature name. */
  readonly weights: Readonly<Record<string, number>>;
  /** Mean difficulty of the skill's items: "typical difficulty" for skill estimates. */
  readonly typicalDifficulty: number;
}

export interface KnowledgeModelParameters {
  readonly version: typeof KNOWLEDGE_MODEL_VERSION;
  /** Shared weights of the named features (see knowledge-features.ts). */
  readonly weights: Readonly<Record<string, number>>;
  readonly items: Readonly<Record<string, ItemParameters>>;
  readonly skills: Readonly<Record<string, SkillParameters>>;
  readonly tracking: AbilityTracking;
  /** How many answers the parameters were trained on (0 for the defaults). */
  readonly trainedOn: number;
}

export const defaultAbilityTracking: AbilityTracking = {
  abilityPriorVariance: 1,
  skillPriorVariance: 0.5,
  driftPerAnswer: 0.01,
};

/**
 * For a platform with no answers yet: a Rasch model whose item difficulty is the creator's priorDifficulty (-4..4),
 * whose learner ability is tracked online overall and per skill, each with weight 1, so that a correct answer raises
 * the estimate by how surprising it was. Count and recency weights stay 0 until data trains them.
 */
export const defaultKnowledgeModelParameters: KnowledgeModelParameters = {
  version: KNOWLEDGE_MODEL_VERSION,
  weights: { itemEasiness: 1, ability: 1, skillAbility: 1 },
  items: {},
  skills: {},
  tracking: defaultAbilityTracking,
  trainedOn: 0,
};
