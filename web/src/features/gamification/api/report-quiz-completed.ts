import type { AchievementView } from '@pathwise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { logger } from '../../../shared/lib/logger';
import { gamificationKeys } from './gamification-keys';
import type { GamificationData } from './get-gamification-data';

/** The trigger helper's report (spec section 7). The server records nothing from it and names what it does not back. */
export const QUIZ_COMPLETED_REPORT = { points_gained: 5, quiz_completed: true } as const;

/** The ids unlocked in `after` that were not in `before`. */
export function newlyUnlocked(before: readonly AchievementView[], after: readonly AchievementView[]): string[] {
  const held = new Set(before.filter((entry) => entry.unlocked).map((entry) => entry.id));
  return after.filter((entry) => entry.unlocked && !held.has(entry.id)).map((entry) => entry.id);
}

/**
 * After a quiz: posts the report to /api/gamification/stats/update, then diffs the achievements it answers with the
 * ones the client held, and refreshes the gamification reads. A failure is only logged: a quiz is never held up by it.
 */
export async function reportQuizCompleted(queryClient: QueryClient): Promise<string[]> {
  const before = queryClient.getQueryData<GamificationData>(gamificationKeys.data())?.achievements ?? [];
  try {
    const reply = await apiFetch('/gamification/stats/update', {
      method: 'POST',
      body: QUIZ_COMPLETED_REPORT,
      schema: () => import('./gamification-responses.schemas').then((schemas) => schemas.StatsUpdateResponse),
    });
    return newlyUnlocked(before, reply.achievements);
  } catch (error) {
    logger.warn('Could not report a completed quiz', error);
    return [];
  } finally {
    void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
  }
}
