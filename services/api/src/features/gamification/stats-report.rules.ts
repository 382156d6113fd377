import type { StatsUpdateRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import type { GamificationState } from './gamification.state.js';

export type StatsReport = z.output<typeof StatsUpdateRequest>;

/**
 * Which fields of a client's stats report the log does not back. A client cannot award itself anything: a higher
 * xp, level, points or streak than recorded, any points gained (`points` stands in for `points_gained` when that is
 * absent, spec section 7; points come from recorded learning only) and a quiz completion with no recorded pass are
 * all unbacked. Lower figures are a stale client, not a forgery, and pass.
 */
export function unbackedFields(report: StatsReport, recorded: GamificationState): string[] {
  const recordedValues = { xp: recorded.xp, level: recorded.level, points: recorded.points, streak_days: recorded.streakDays };
  const unbacked: string[] = (Object.keys(recordedValues) as (keyof typeof recordedValues)[]).filter((field) => (report[field] ?? 0) > recordedValues[field]);
  if ((report.points_gained ?? report.points ?? 0) > 0) unbacked.push('points_gained');
  if (report.quiz_completed === true && recorded.quizPasses === 0) unbacked.push('quiz_completed');
  return unbacked;
}
