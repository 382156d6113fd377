import { achievementById } from '@pathwise/contracts';
import { z } from 'zod';
import { readStored, writeStored } from '../../../shared/lib/local-store';

/** Spec section 3: the unlocked ids are kept per user in browser storage as a list. */
export const unlockedKey = (userId: string) => `pathwise:achievements-unlocked:${userId}`;
/** Rewards already popped up, so a reload does not show them again. */
export const seenRewardsKey = (userId: string) => `pathwise:rewards-seen:${userId}`;
export const SOUND_MUTED_KEY = 'pathwise:gamification-muted';

const Ids = z.array(z.string());

export const readUnlocked = (userId: string): string[] => readStored(unlockedKey(userId), Ids, []);

/**
 * Spec section 4: an id not yet held and in the catalogue joins the saved list and is answered true (pop it up);
 * an id already held, or unknown, changes nothing.
 */
export function recordUnlock(userId: string, achievementId: string): boolean {
  const held = readUnlocked(userId);
  if (held.includes(achievementId) || !achievementById(achievementId)) return false;
  writeStored(unlockedKey(userId), [...held, achievementId]);
  return true;
}

/** Marks reward ids as shown; answers the ones not shown before. */
export function takeUnseenRewards(userId: string, rewardIds: readonly string[]): string[] {
  const seen = readStored(seenRewardsKey(userId), Ids, []);
  const unseen = rewardIds.filter((id) => !seen.includes(id));
  if (unseen.length > 0) writeStored(seenRewardsKey(userId), [...seen, ...unseen].slice(-200));
  return unseen;
}

export const isSoundMuted = (): boolean => readStored(SOUND_MUTED_KEY, z.boolean(), false);
export const setSoundMuted = (muted: boolean): void => writeStored(SOUND_MUTED_KEY, muted);
