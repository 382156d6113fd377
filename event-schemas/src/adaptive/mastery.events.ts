import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/**
 * One stream per learner, `mastery-<learnerId>`, holding what the adaptive engine concluded from their attempts. The
 * events store the computed numbers (probabilities, levels, reasons), not only their inputs: read models and time
 * travel fold these, so a later change of the model never rewrites what a learner was told.
 */
export const masteryStreamId = (learnerId: string): string => streamId('mastery', learnerId);

/** Legible mastery levels (ADR 12), derived from the calibrated estimate and how sure the model is of it. */
export const masteryLevels = ['not_started', 'attempted', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof masteryLevels)[number];

/** The difficulty a learner is served in a course; adjusted to keep predicted success in the target band. */
export const difficultyLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type DifficultyLevel = (typeof difficultyLevels)[number];

const Probability = z.number().finite().min(0).max(1);

/** One answer as the model saw it: enough to fold the learner's knowledge state again from the log. */
export const MasteryObservation = z.object({
  itemId: EntityId,
  skillIds: z.array(EntityId).max(10),
  correct: z.boolean(),
  /** The creator's IRT difficulty of the item at the version the attempt was taken on. */
  difficulty: z.number().finite(),
  /** The model's probability of a correct answer just before it was given (for calibration). */
  predicted: Probability,
});
export type MasteryObservation = z.infer<typeof MasteryObservation>;

/** How one item moved one skill's estimate: the explainable-mastery record. */
export const SkillMove = z.object({ itemId: EntityId, correct: z.boolean(), before: Probability, after: Probability });

export const SkillMasteryChange = z.object({
  skillId: EntityId,
  skillName: z.string().max(120),
  before: Probability,
  after: Probability,
  confidence: Probability,
  level: z.enum(masteryLevels),
  why: z.string().max(500),
  attempts: z.number().int().min(0),
  correct: z.number().int().min(0),
  moves: z.array(SkillMove).max(100),
});
export type SkillMasteryChange = z.infer<typeof SkillMasteryChange>;

/**
 * Per graded (or regraded) attempt, or practice answer: every skill it moved, by how much, and the answers that moved
 * it. Practice (a lesson's check-yourself question) informs the estimates only: no review, difficulty or feedback.
 */
export const SkillMasteryUpdated = defineEvent({
  type: 'SkillMasteryUpdated',
  schema: z.object({
    learnerId: EntityId,
    courseId: EntityId,
    /** The quiz attempted; for practice, the lesson whose check-yourself question was answered. */
    quizId: EntityId,
    /** The attempt; for practice, the answer's id. */
    attemptId: EntityId,
    /** A regrade replaces the attempt's observations: the knowledge state is folded again with the corrected results. */
    cause: z.enum(['graded', 'regraded', 'practice']),
    /** The learner model (and its parameters' version) that computed these numbers. */
    model: z.string().max(60),
    /** When the attempt was graded (epoch of the observations). */
    answeredAt: z.iso.datetime(),
    observations: z.array(MasteryObservation).max(100),
    skills: z.array(SkillMasteryChange).max(100),
  }),
});

export const DifficultyAdjusted = defineEvent({
  type: 'DifficultyAdjusted',
  schema: z.object({
    learnerId: EntityId,
    courseId: EntityId,
    oldLevel: z.enum(difficultyLevels),
    newLevel: z.enum(difficultyLevels),
    reason: z.string().max(500),
    evidence: z.object({
      predictedSuccess: Probability,
      observedSuccess: Probability,
      attemptIds: z.array(EntityId).max(50),
    }),
  }),
});

export const contentKinds = ['lesson', 'quiz', 'review'] as const;

/** A next step the engine suggested, as it was suggested. */
export const SuggestedContent = z.object({
  kind: z.enum(contentKinds),
  courseId: EntityId,
  lessonId: EntityId.nullable(),
  quizId: EntityId.nullable(),
  skillIds: z.array(EntityId).max(20),
  title: z.string().max(200),
  reason: z.string().max(500),
  predictedSuccess: Probability,
});
export type SuggestedContent = z.infer<typeof SuggestedContent>;

/** The feedback composed for one graded attempt: what went wrong and the next step. */
export const AdaptiveFeedbackGiven = defineEvent({
  type: 'AdaptiveFeedbackGiven',
  schema: z.object({
    learnerId: EntityId,
    courseId: EntityId,
    quizId: EntityId,
    attemptId: EntityId,
    feedback: z.string().max(2_000),
    wentWrong: z.array(z.object({ itemId: EntityId, skillIds: z.array(EntityId).max(10), explanation: z.string().max(2_000) })).max(100),
    nextStep: SuggestedContent.nullable(),
  }),
});

/** An FSRS card as plain JSON (times in epoch ms): the memory of one skill that the next review is scheduled from. */
export const ReviewCardSnapshot = z.object({
  skillId: EntityId,
  due: z.number().finite(),
  stability: z.number().finite(),
  difficulty: z.number().finite(),
  elapsedDays: z.number().finite(),
  scheduledDays: z.number().finite(),
  learningSteps: z.number().finite(),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  lastReview: z.number().finite().nullable(),
});

/** A mastered skill was practised (or just mastered): FSRS's card after it, and when to review it next. */
export const SkillReviewScheduled = defineEvent({
  type: 'SkillReviewScheduled',
  schema: z.object({
    learnerId: EntityId,
    courseId: EntityId,
    skillId: EntityId,
    attemptId: EntityId,
    rating: z.enum(['again', 'hard', 'good', 'easy']),
    dueAt: z.iso.datetime(),
    card: ReviewCardSnapshot,
  }),
});

export const masteryEvents = [SkillMasteryUpdated, DifficultyAdjusted, AdaptiveFeedbackGiven, SkillReviewScheduled] as const;
