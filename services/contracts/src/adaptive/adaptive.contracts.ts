import { EntityId, difficultyLevels, masteryLevels, type DifficultyLevel, type MasteryLevel } from '@pathwise/event-schemas';
import { z } from 'zod';
import { RecordLearningEventRequest } from '../learning/learning.contracts.js';
import { LogPosition } from '../shared/log-position.contracts.js';

/** Levels and difficulty live with the events that record them; the API speaks the same words. */
export { difficultyLevels, masteryLevels, type DifficultyLevel, type MasteryLevel };

/** The spec's emotional states (section 3, user context). */
export const statesOfMind = ['celebrating', 'focused', 'struggling', 'exploring'] as const;
export type StateOfMind = (typeof statesOfMind)[number];

export const learningStyles = ['unknown', 'visual', 'auditory', 'reading', 'kinesthetic'] as const;
export type LearningStyle = (typeof learningStyles)[number];

/** One attempt's part in a skill's estimate: the explainable-mastery record. */
export const MasteryEvidence = z.object({
  attemptId: z.string(),
  itemId: z.string(),
  correct: z.boolean(),
  at: z.iso.datetime(),
  /** The estimated probability of success on the skill before and after this answer. */
  before: z.number().min(0).max(1),
  after: z.number().min(0).max(1),
});
export type MasteryEvidence = z.infer<typeof MasteryEvidence>;

export const SkillMastery = z.object({
  courseId: z.string(),
  skillId: z.string(),
  skillName: z.string(),
  /** Calibrated probability of answering the next item of typical difficulty on this skill correctly. */
  probability: z.number().min(0).max(1),
  /** 0..1: how sure the model is (grows with evidence, falls with time since practice). */
  confidence: z.number().min(0).max(1),
  level: z.enum(masteryLevels),
  /** Why this level, in words: the thresholds met and the evidence behind them. */
  why: z.string(),
  attempts: z.number().int(),
  correct: z.number().int(),
  lastPracticedAt: z.iso.datetime().nullable(),
  /** When FSRS next schedules a review of this skill; null until it is mastered. */
  nextReviewAt: z.iso.datetime().nullable(),
  /** The most recent answers that moved the estimate, newest first (at most 20). */
  evidence: z.array(MasteryEvidence),
});
export type SkillMastery = z.infer<typeof SkillMastery>;

export const DifficultyAdjustment = z.object({
  courseId: z.string(),
  oldLevel: z.enum(difficultyLevels),
  newLevel: z.enum(difficultyLevels),
  reason: z.string(),
  timestamp: z.iso.datetime(),
  /** Predicted success over the recent window and the attempts it rests on. */
  evidence: z.object({ predictedSuccess: z.number(), observedSuccess: z.number(), attemptIds: z.array(z.string()) }),
});
export type DifficultyAdjustment = z.infer<typeof DifficultyAdjustment>;

export const StateOfMindReading = z.object({
  state: z.enum(statesOfMind),
  /** The signals that led to it, in words (a run of failures, a long pause, an achievement, browsing). */
  reasons: z.array(z.string()),
  since: z.iso.datetime().nullable(),
});
export type StateOfMindReading = z.infer<typeof StateOfMindReading>;

/**
 * The learner's observed study preference: which formats their recent study went to. A description of what they
 * do, used to break ties between suggestions and to fit wording; not a fixed trait (matching teaching to a
 * "learning style" has not been shown to help), and never a reason to hold content back.
 */
export const LearningStyleReading = z.object({
  style: z.enum(learningStyles),
  /** 0..1: how much evidence there is and how clearly one style leads; 0 while the style is unknown. */
  confidence: z.number().min(0).max(1),
  /** The evidence in a sentence ("Most of your study time in the last 30 days went to videos (62%), ..."). */
  why: z.string(),
});
export type LearningStyleReading = z.infer<typeof LearningStyleReading>;

/** The learner profile (spec section 3): the projection of a learner's log, optionally as it stood at `asOf`. */
export const LearnerProfile = z.object({
  userId: z.string(),
  /** The style of `learningStyleReading`, under the spec's two names. */
  learningStyle: z.enum(learningStyles),
  learning_style: z.enum(learningStyles),
  learningStyleReading: LearningStyleReading,
  /** The moment this profile describes: now, or the past moment asked for (time travel). */
  asOf: z.iso.datetime(),
  /** The last log position folded in; null when the learner has no events yet. */
  position: LogPosition.nullable(),
  learningStreak: z.number().int(),
  stateOfMind: StateOfMindReading,
  /** Per course, the difficulty level currently served. */
  difficulty: z.array(z.object({ courseId: z.string(), level: z.enum(difficultyLevels) })),
  skills: z.array(SkillMastery),
  /** Newest first, at most 9 (spec section 9). */
  recentAdjustments: z.array(DifficultyAdjustment),
  /** Newest first, at most 99 (spec section 9). */
  recentEvents: z.array(
    z.object({
      eventId: z.string(),
      eventType: z.string(),
      courseId: z.string(),
      lessonId: z.string().nullable(),
      score: z.number().nullable(),
      timeSpent: z.number(),
      occurredAt: z.iso.datetime(),
    }),
  ),
});
export type LearnerProfile = z.infer<typeof LearnerProfile>;

/** POST /api/ai/adaptive/profile/{userId}: learning events to record, then the profile after them. */
export const RecordProfileEventsRequest = z
  .object({ events: z.array(RecordLearningEventRequest.omit({ userId: true })).max(100) })
  .strict();
export type RecordProfileEventsRequest = z.input<typeof RecordProfileEventsRequest>;

export const contentTypes = ['lesson', 'quiz', 'review'] as const;

/** POST /api/ai/adaptive/content/{userId}: `topic` is a course id, a skill id, or words matched against skill names. */
export const AdaptiveContentRequest = z
  .object({ topic: z.string().trim().min(1).max(200), contentType: z.enum(contentTypes).default('lesson') })
  .strict();
export type AdaptiveContentRequest = z.input<typeof AdaptiveContentRequest>;

export const ContentSuggestion = z.object({
  kind: z.enum(contentTypes),
  courseId: z.string(),
  lessonId: z.string().nullable(),
  quizId: z.string().nullable(),
  skillIds: z.array(z.string()),
  title: z.string(),
  /** Why this is next: the frontier, a due review, a gap in a prerequisite. */
  reason: z.string(),
  /** Predicted success on it for this learner, 0..1. */
  predictedSuccess: z.number().min(0).max(1),
});
export type ContentSuggestion = z.infer<typeof ContentSuggestion>;

export const AdaptiveContentResponse = z.object({
  content: ContentSuggestion.nullable(),
  alternatives: z.array(ContentSuggestion),
  dueReviews: z.array(ContentSuggestion),
});
export type AdaptiveContentResponse = z.infer<typeof AdaptiveContentResponse>;

/** POST /api/ai/adaptive/feedback/{userId}: feedback on one graded attempt (the latest when none is named). */
export const AdaptiveFeedbackRequest = z
  .object({ courseId: EntityId, quizId: EntityId.optional(), attemptId: EntityId.optional() })
  .strict();
export type AdaptiveFeedbackRequest = z.input<typeof AdaptiveFeedbackRequest>;

export const AdaptiveFeedback = z.object({
  attemptId: z.string(),
  courseId: z.string(),
  /** The spec's feedback text: what went wrong and the next step, in a sentence or three. */
  feedback: z.string(),
  wentWrong: z.array(z.object({ itemId: z.string(), skillIds: z.array(z.string()), explanation: z.string() })),
  nextStep: ContentSuggestion.nullable(),
});
export type AdaptiveFeedback = z.infer<typeof AdaptiveFeedback>;

/** GET /api/ai/adaptive/analytics/{userId}: the profile with how it came to be. */
export const AdaptiveAnalytics = z.object({
  profile: LearnerProfile,
  /** Mastery over time per skill, one point per answer that moved it (for "how I progressed"). */
  masteryTimeline: z.array(z.object({ skillId: z.string(), at: z.iso.datetime(), probability: z.number() })),
  /** How well the predictions matched: predicted vs observed success in bins of predicted probability. */
  calibration: z.array(z.object({ predicted: z.number(), observed: z.number(), count: z.number().int() })),
  totals: z.object({ attempts: z.number().int(), correct: z.number().int(), timeSpentSeconds: z.number() }),
});
export type AdaptiveAnalytics = z.infer<typeof AdaptiveAnalytics>;

/** Pushes (spec section 7): snake_case like the rest of the socket protocol. */
export const DifficultyAdjustedPush = z.object({
  room: z.string(),
  position: LogPosition,
  course_id: z.string(),
  old_level: z.enum(difficultyLevels),
  new_level: z.enum(difficultyLevels),
  reason: z.string(),
});
export type DifficultyAdjustedPush = z.infer<typeof DifficultyAdjustedPush>;

export const AdaptiveFeedbackPush = z.object({
  room: z.string(),
  position: LogPosition,
  course_id: z.string(),
  attempt_id: z.string(),
  feedback: z.string(),
});
export type AdaptiveFeedbackPush = z.infer<typeof AdaptiveFeedbackPush>;

export const ProgressUpdatePush = z.object({
  room: z.string(),
  position: LogPosition,
  course_id: z.string(),
  skill_ids: z.array(z.string()),
});
export type ProgressUpdatePush = z.infer<typeof ProgressUpdatePush>;

/** The answer to a learning_event sent with requires_response: the next step and the state of mind it read. */
export const AdaptiveResponsePush = z.object({
  event_id: z.string(),
  state_of_mind: z.enum(statesOfMind),
  message: z.string(),
  next: ContentSuggestion.nullable(),
});
export type AdaptiveResponsePush = z.infer<typeof AdaptiveResponsePush>;

/** GET /api/courses/{courseId}/adaptive-analytics: how a course's learners stand, in counts only (for its authors). */
export const CourseAdaptiveAnalytics = z.object({
  courseId: z.string(),
  skills: z.array(
    z.object({
      skillId: z.string(),
      skillName: z.string(),
      learners: z.number().int(),
      averageProbability: z.number().min(0).max(1),
      /** Learners per mastery level. */
      levels: z.record(z.enum(masteryLevels), z.number().int()),
    }),
  ),
  /** Learners per difficulty level served. */
  difficulty: z.record(z.enum(difficultyLevels), z.number().int()),
  /** Per item, answers and the share right (latest grades, so a regrade counts as corrected). */
  items: z.array(z.object({ quizId: z.string().nullable(), itemId: z.string(), answers: z.number().int(), successRate: z.number().min(0).max(1) })),
});
export type CourseAdaptiveAnalytics = z.infer<typeof CourseAdaptiveAnalytics>;

/** `?at=`: the profile as it stood at a past moment (time travel); absent for now. */
export const ProfileAsOfQuery = z.object({ at: z.iso.datetime({ offset: true }).optional() }).strict();
