import type { AdaptiveAnalytics, LearnerProfile } from '@pathwise/contracts';
import { emptyLearnerProfileState, type LearnerProfileState } from '@pathwise/projections';
import { readLearningStyle } from './learning-style.rules.js';
import { readStateOfMind } from './state-of-mind.rules.js';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Consecutive days with learning, ending today or yesterday (a streak is not lost before the day is over). */
export function learningStreak(activeDays: readonly string[], asOf: Date): number {
  const days = new Set(activeDays);
  let day = asOf.getTime();
  if (!days.has(dayOf(day))) day -= DAY_MS;
  let streak = 0;
  while (days.has(dayOf(day))) {
    streak += 1;
    day -= DAY_MS;
  }
  return streak;
}

/**
 * The API's learner profile from the folded state, as it stands at `asOf`: the streak, the state of mind and the
 * learning style depend on the moment, everything else is what the log said by then.
 */
export function toLearnerProfile(userId: string, folded: LearnerProfileState | null, asOf: Date): LearnerProfile {
  const state = folded ?? emptyLearnerProfileState(userId);
  const learningStyle = readLearningStyle(state, asOf);
  return {
    userId,
    learningStyle: learningStyle.style,
    learning_style: learningStyle.style,
    learningStyleReading: learningStyle,
    asOf: asOf.toISOString(),
    position: state.position,
    learningStreak: learningStreak(state.activeDays, asOf),
    stateOfMind: readStateOfMind(state, asOf),
    difficulty: Object.entries(state.difficulty).map(([courseId, level]) => ({ courseId, level })),
    skills: Object.values(state.skills),
    recentAdjustments: state.recentAdjustments,
    recentEvents: state.recentEvents,
  };
}

/** The profile with how it came to be: mastery over time, calibration of the predictions, totals. */
export function toAdaptiveAnalytics(userId: string, folded: LearnerProfileState | null, asOf: Date): AdaptiveAnalytics {
  const state = folded ?? emptyLearnerProfileState(userId);
  return {
    profile: toLearnerProfile(userId, state, asOf),
    masteryTimeline: state.masteryTimeline.map(({ skillId, at, probability }) => ({ skillId, at, probability })),
    calibration: state.calibration
      .filter((bin) => bin.count > 0)
      .map((bin) => ({ predicted: bin.predictedSum / bin.count, observed: bin.correct / bin.count, count: bin.count })),
    totals: state.totals,
  };
}
