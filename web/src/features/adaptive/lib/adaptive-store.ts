import type { LearnerProfile } from '@pathwise/contracts';
import { useSyncExternalStore } from 'react';
import {
  noActivity,
  seededWith,
  withAdjustment,
  withLearningEvent,
  withResponse,
  type LatestResponse,
  type RecentActivity,
  type RecentAdjustment,
  type RecentLearningEvent,
} from './recent-activity';

/**
 * The client's store of the signed-in learner's recent activity (spec section 9): filled by the app-wide push
 * listener, read by the dashboard. Module state, so that the listener's chunk and the page's chunk share it.
 */
function createAdaptiveStore() {
  let activity: RecentActivity = noActivity(null);
  const listeners = new Set<() => void>();
  const update = (next: RecentActivity) => {
    if (next === activity) return;
    activity = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => activity,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    recordAdjustment: (userId: string, adjustment: RecentAdjustment) => update(withAdjustment(activity, userId, adjustment)),
    recordLearningEvent: (userId: string, event: RecentLearningEvent) => update(withLearningEvent(activity, userId, event)),
    recordResponse: (userId: string, response: LatestResponse) => update(withResponse(activity, userId, response)),
    seed: (profile: LearnerProfile) => update(seededWith(activity, profile)),
  };
}

export const adaptiveStore = createAdaptiveStore();

const nobody = noActivity(null);

/** `userId`'s recent activity, re-rendering on every change. */
export function useRecentActivity(userId: string): RecentActivity {
  return useSyncExternalStore(adaptiveStore.subscribe, () => {
    const activity = adaptiveStore.get();
    return activity.userId === userId ? activity : nobody;
  });
}
