import type { LearnerProfileState } from './learner-profile.fold.js';

/** A learner's mastery of one skill of one course, kept apart so authors can count levels without reading profiles. */
export interface LearnerSkillLevel {
  readonly courseId: string;
  readonly skillId: string;
  readonly learnerId: string;
  readonly level: string;
  readonly probability: number;
}

/** The difficulty a learner is taught at in one course. */
export interface LearnerCourseDifficulty {
  readonly courseId: string;
  readonly learnerId: string;
  readonly level: string;
}

/** How many of a course's learners stand at one level of one skill, and their probabilities summed. */
export interface CourseSkillLevelCount {
  readonly skillId: string;
  readonly level: string;
  readonly learners: number;
  readonly probabilitySum: number;
}

/**
 * Everything the learner profile projection writes and its queries read, and nothing more: one record per learner,
 * plus the per-course rows authors count. PostgreSQL (and PGlite) is the only implementation today; a document store
 * can take this read model by implementing the same operations.
 */
export interface LearnerProfileStore {
  /** The saved profiles of these learners; a learner with none is absent from the map. */
  profilesOf(learnerIds: readonly string[]): Promise<Map<string, LearnerProfileState>>;
  /** The saved profile of one learner, or null when the log holds nothing of theirs yet. */
  profileOf(learnerId: string): Promise<LearnerProfileState | null>;
  /** Replaces each learner's profile by the one given; saving the same profile twice changes nothing. */
  saveProfiles(profiles: readonly LearnerProfileState[]): Promise<void>;
  /** Replaces the level of each (course, skill, learner) given. */
  saveSkillLevels(levels: readonly LearnerSkillLevel[]): Promise<void>;
  /** Replaces the difficulty of each (course, learner) given. */
  saveDifficulties(difficulties: readonly LearnerCourseDifficulty[]): Promise<void>;
  /** A course's learners counted per skill and level, ordered by skill, then level. */
  skillLevelCountsOf(courseId: string): Promise<CourseSkillLevelCount[]>;
  /** A course's learners counted per difficulty level. */
  difficultyCountsOf(courseId: string): Promise<Record<string, number>>;
}
