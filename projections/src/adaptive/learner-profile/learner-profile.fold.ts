import type { DifficultyLevel, MasteryLevel, PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { addStudy, type ProfileStudy } from './learner-study.fold.js';

/** Spec section 9: the client keeps the last 99 learning events and the last 9 difficulty adjustments. */
export const RECENT_EVENTS_KEPT = 99;
export const RECENT_ADJUSTMENTS_KEPT = 9;
export const EVIDENCE_KEPT = 20;
export const RECENT_FEEDBACK_KEPT = 20;
export const TIMELINE_KEPT = 500;
export const ACTIVE_DAYS_KEPT = 400;
/** Calibration bins of predicted probability: [0, 0.1), [0.1, 0.2), ... [0.9, 1]. */
export const CALIBRATION_BINS = 10;

export interface ProfileSkill {
  courseId: string;
  skillId: string;
  skillName: string;
  probability: number;
  confidence: number;
  level: MasteryLevel;
  why: string;
  attempts: number;
  correct: number;
  lastPracticedAt: string | null;
  nextReviewAt: string | null;
  evidence: { attemptId: string; itemId: string; correct: boolean; at: string; before: number; after: number }[];
}

export interface ProfileAdjustment {
  courseId: string;
  oldLevel: DifficultyLevel;
  newLevel: DifficultyLevel;
  reason: string;
  timestamp: string;
  evidence: { predictedSuccess: number; observedSuccess: number; attemptIds: string[] };
}

export interface ProfileEvent {
  eventId: string;
  eventType: string;
  courseId: string;
  lessonId: string | null;
  score: number | null;
  timeSpent: number;
  occurredAt: string;
}

export interface ProfileFeedback {
  attemptId: string;
  courseId: string;
  quizId: string;
  feedback: string;
  at: string;
}

/** Everything the learner profile answers, folded from the learner's own events only. Plain JSON. */
export interface LearnerProfileState {
  userId: string;
  /** The last log position folded in, as text; null before the first event. */
  position: string | null;
  /** Days with learning (YYYY-MM-DD of occurredAt), ascending: the streak is counted from them. */
  activeDays: string[];
  /** Keyed by `<courseId>/<skillId>`: skill ids are unique only within a course. */
  skills: Record<string, ProfileSkill>;
  difficulty: Record<string, DifficultyLevel>;
  recentAdjustments: ProfileAdjustment[];
  recentEvents: ProfileEvent[];
  recentFeedback: ProfileFeedback[];
  masteryTimeline: { courseId: string; skillId: string; at: string; probability: number }[];
  /** Per bin: answers seen, answers right, sum of predictions (graded attempts only, so a regrade is not counted twice). */
  calibration: { count: number; correct: number; predictedSum: number }[];
  totals: { attempts: number; correct: number; timeSpentSeconds: number };
  /** Study per day and content modality over the last weeks: what the learning-style reading is read from. */
  study: ProfileStudy[];
}

export const emptyLearnerProfileState = (userId: string): LearnerProfileState => ({
  userId,
  position: null,
  activeDays: [],
  skills: {},
  difficulty: {},
  recentAdjustments: [],
  recentEvents: [],
  recentFeedback: [],
  masteryTimeline: [],
  calibration: Array.from({ length: CALIBRATION_BINS }, () => ({ count: 0, correct: 0, predictedSum: 0 })),
  totals: { attempts: 0, correct: 0, timeSpentSeconds: 0 },
  study: [],
});

/** The events the profile folds; every one of them names its learner. */
export const learnerProfileEventTypes = [
  'LearningEventRecorded',
  'SkillMasteryUpdated',
  'DifficultyAdjusted',
  'AdaptiveFeedbackGiven',
  'SkillReviewScheduled',
] as const satisfies readonly PathwiseEvent['type'][];

export type LearnerProfileEvent = Extract<PathwiseEvent, { type: (typeof learnerProfileEventTypes)[number] }>;

export const isLearnerProfileEvent = (event: StoredEvent<PathwiseEvent>): event is StoredEvent<LearnerProfileEvent> =>
  (learnerProfileEventTypes as readonly string[]).includes(event.type);

export const skillKey = (courseId: string, skillId: string) => `${courseId}/${skillId}`;

const newestFirst = <T>(item: T, list: readonly T[], keep: number): T[] => [item, ...list].slice(0, keep);

/**
 * Applies one of a learner's events to their profile. Pure and total: the projection and time travel both use it, so
 * the profile as of any moment is exactly what the live read model held then.
 */
export function evolveLearnerProfile(state: LearnerProfileState, event: StoredEvent<LearnerProfileEvent>): LearnerProfileState {
  const next: LearnerProfileState = { ...state, position: event.position.toString() };
  switch (event.type) {
    case 'LearningEventRecorded': {
      const { courseId, lessonId, eventType, score, timeSpentSeconds, occurredAt } = event.data;
      const day = occurredAt.slice(0, 10);
      const activeDays = state.activeDays.includes(day) ? state.activeDays : [...state.activeDays, day].sort().slice(-ACTIVE_DAYS_KEPT);
      const recent: ProfileEvent = { eventId: event.id, eventType, courseId, lessonId, score, timeSpent: timeSpentSeconds, occurredAt };
      return {
        ...next,
        activeDays,
        recentEvents: newestFirst(recent, state.recentEvents, RECENT_EVENTS_KEPT),
        totals: { ...state.totals, timeSpentSeconds: state.totals.timeSpentSeconds + timeSpentSeconds },
        study: addStudy(state.study, event.data),
      };
    }
    case 'SkillMasteryUpdated': {
      const { courseId, attemptId, answeredAt, observations, skills, cause } = event.data;
      const updated = { ...state.skills };
      let timeline = state.masteryTimeline;
      for (const change of skills) {
        const key = skillKey(courseId, change.skillId);
        const previous = updated[key];
        const evidence = change.moves
          .map((move) => ({ attemptId, itemId: move.itemId, correct: move.correct, at: answeredAt, before: move.before, after: move.after }))
          .reverse();
        updated[key] = {
          courseId,
          skillId: change.skillId,
          skillName: change.skillName,
          probability: change.after,
          confidence: change.confidence,
          level: change.level,
          why: change.why,
          attempts: change.attempts,
          correct: change.correct,
          lastPracticedAt: cause === 'regraded' ? (previous?.lastPracticedAt ?? answeredAt) : answeredAt,
          nextReviewAt: previous?.nextReviewAt ?? null,
          // A regrade restates the attempt's moves: its earlier evidence gives way.
          evidence: [...evidence, ...(previous?.evidence ?? []).filter((each) => each.attemptId !== attemptId)].slice(0, EVIDENCE_KEPT),
        };
        timeline = [...timeline, { courseId, skillId: change.skillId, at: answeredAt, probability: change.after }].slice(-TIMELINE_KEPT);
      }
      if (cause !== 'graded') return { ...next, skills: updated, masteryTimeline: timeline };
      const calibration = state.calibration.map((bin) => ({ ...bin }));
      for (const observation of observations) {
        const bin = calibration[Math.min(CALIBRATION_BINS - 1, Math.floor(observation.predicted * CALIBRATION_BINS))]!;
        bin.count += 1;
        bin.correct += observation.correct ? 1 : 0;
        bin.predictedSum += observation.predicted;
      }
      const correct = observations.filter((observation) => observation.correct).length;
      return {
        ...next,
        skills: updated,
        masteryTimeline: timeline,
        calibration,
        totals: { ...state.totals, attempts: state.totals.attempts + observations.length, correct: state.totals.correct + correct },
      };
    }
    case 'DifficultyAdjusted': {
      const { courseId, oldLevel, newLevel, reason, evidence } = event.data;
      const adjustment: ProfileAdjustment = { courseId, oldLevel, newLevel, reason, timestamp: event.recordedAt.toISOString(), evidence };
      return {
        ...next,
        difficulty: { ...state.difficulty, [courseId]: newLevel },
        recentAdjustments: newestFirst(adjustment, state.recentAdjustments, RECENT_ADJUSTMENTS_KEPT),
      };
    }
    case 'AdaptiveFeedbackGiven': {
      const { attemptId, courseId, quizId, feedback } = event.data;
      const given: ProfileFeedback = { attemptId, courseId, quizId, feedback, at: event.recordedAt.toISOString() };
      return { ...next, recentFeedback: newestFirst(given, state.recentFeedback, RECENT_FEEDBACK_KEPT) };
    }
    case 'SkillReviewScheduled': {
      const key = skillKey(event.data.courseId, event.data.skillId);
      const skill = state.skills[key];
      if (!skill) return next;
      return { ...next, skills: { ...state.skills, [key]: { ...skill, nextReviewAt: event.data.dueAt } } };
    }
    default: {
      const unknown: never = event;
      throw new Error(`The learner profile does not fold ${(unknown as { type: string }).type}`);
    }
  }
}

/** The learner whose profile an event belongs to. */
export const learnerOf = (event: LearnerProfileEvent): string => event.data.learnerId;

/** Folds a learner's events, in log order, from nothing (time travel) or from a stored state (the projection). */
export function foldLearnerProfile(
  userId: string,
  events: readonly StoredEvent<PathwiseEvent>[],
  from: LearnerProfileState = emptyLearnerProfileState(userId),
): LearnerProfileState {
  let state = from;
  for (const event of events) {
    if (isLearnerProfileEvent(event) && learnerOf(event) === userId) state = evolveLearnerProfile(state, event);
  }
  return state;
}
