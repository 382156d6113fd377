import { REWARD_MAX_DELAY_MS, type AchievementView, type RewardView } from '@pathwise/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGamificationData } from '../api/get-gamification-data';
import { rewardDelayMs } from '../lib/celebration';
import { recordUnlock, takeUnseenRewards } from '../lib/unlocked-store';
import { useTimedQueue } from '../lib/use-timed-queue';
import { useGamificationPushes } from '../realtime/use-gamification-pushes';
import { ACHIEVEMENT_TOAST_EXIT_MS, ACHIEVEMENT_TOAST_MS, AchievementToasts, type AchievementToast } from './achievement-toasts';
import { RewardPopups } from './reward-popups';
import { UNLOCK_POPUP_EXIT_MS, UNLOCK_POPUP_MS, UnlockPopup } from './unlock-popup';
import '../gamification.css';

/**
 * The signed-in learner's celebrations, app-wide: achievement toasts from pushes, a popup for each achievement not
 * yet held, and popups for new rewards, all in the app's one notice layer beside its toasts. Mounted by the shell in
 * a chunk of its own.
 */
export default function GamificationLayer({ userId }: { readonly userId: string }) {
  const toasts = useTimedQueue<AchievementToast>(ACHIEVEMENT_TOAST_MS, ACHIEVEMENT_TOAST_EXIT_MS);
  const unlocks = useTimedQueue<AchievementView>(UNLOCK_POPUP_MS, UNLOCK_POPUP_EXIT_MS);
  const [rewards, setRewards] = useState<readonly RewardView[]>([]);
  const data = useGamificationData();
  useGamificationPushes(userId, toasts.enqueue);

  const achievements = data.data?.achievements;
  const enqueueUnlock = unlocks.enqueue;
  useEffect(() => {
    for (const achievement of achievements ?? []) {
      if (achievement.unlocked && recordUnlock(userId, achievement.id)) enqueueUnlock(achievement);
    }
  }, [achievements, userId, enqueueUnlock]);

  // Timers outlive a refetch (the reward is already marked seen) and end only with the layer.
  const rewardTimers = useRef(new Set<number>());
  useEffect(() => {
    const timers = rewardTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const granted = data.data?.rewards;
  useEffect(() => {
    const unclaimed = (granted ?? []).filter((reward) => !reward.claimed);
    const fresh = new Set(takeUnseenRewards(userId, unclaimed.map((reward) => reward.id)));
    for (const reward of unclaimed.filter((candidate) => fresh.has(candidate.id))) {
      const timer = window.setTimeout(() => {
        rewardTimers.current.delete(timer);
        setRewards((shown) => [...shown, reward]);
      }, rewardDelayMs(reward.id, REWARD_MAX_DELAY_MS));
      rewardTimers.current.add(timer);
    }
  }, [granted, userId]);

  const expire = useCallback((rewardId: string) => setRewards((shown) => shown.filter((reward) => reward.id !== rewardId)), []);

  return (
    <>
      <AchievementToasts queue={toasts} />
      <UnlockPopup queue={unlocks} />
      <RewardPopups rewards={rewards} onExpire={expire} />
    </>
  );
}
