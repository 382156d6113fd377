/**
 * The learner model's contract (ADR 12): what the platform feeds it and what it answers. The server folds
 * answers through `observe` in log order, so a replay of the log reproduces every estimate exactly: nothing here may
 * read a clock or a random source.
 */

/** One answer to one item. `at` is epoch milliseconds. */
export interface Observation {
  readonly learnerId: string;
  readonly itemId: string;
  /** The skills the item exercises; may be empty. */
  readonly skillIds: readonly string[];
  readonly correct: boolean;
  readonly at: number;
}

/** What the model knows of an item before it is calibrated: the creator's IRT difficulty on -4..4. */
export interface ItemDescription {
  readonly itemId: string;
  readonly skillIds: readonly string[];
  readonly priorDifficulty?: number;
}

/** One learner's state: plain JSON, so it can be stored in a read model and compared in tests. */
export type LearnerKnowledgeState = Readonly<Record<string, unknown>>;

/** What a skill estimate says and how sure it is. */
export interface SkillEstimate {
  /** Calibrated probability of answering an item of typical difficulty on this skill correctly. */
  readonly probability: number;
  /** 0..1, growing with evidence and fading with time since practice. */
  readonly confidence: number;
  readonly attempts: number;
  readonly correct: number;
}
