import type { AchievementView } from '@pathwise/contracts';
import { useEffect } from 'react';
import { useT } from '../../../shared/i18n';
import { StandingNotice } from '../../../shared/toasts/standing-notice';
import { BURST_XP_THRESHOLD, playChime } from '../lib/celebration';
import type { TimedQueue } from '../lib/use-timed-queue';
import { gamificationMessages } from '../messages';
import { Confetti } from './confetti';

/** Spec section 4: unlock popups show one at a time for 5 s. */
export const UNLOCK_POPUP_MS = 5_000;
export const UNLOCK_POPUP_EXIT_MS = 300;

export function UnlockPopup({ queue }: { readonly queue: TimedQueue<AchievementView> }) {
  const t = useT(gamificationMessages);
  const achievement = queue.current;
  useEffect(() => {
    if (achievement) playChime(achievement.rarity);
  }, [achievement]);
  return (
    <StandingNotice
      id="achievement-unlocked"
      content={
        achievement && (
          <div className="unlock-popup" data-rarity={achievement.rarity} data-leaving={queue.leaving || undefined} key={achievement.id}>
            <Confetti rarity={achievement.rarity} burst={achievement.xp_value >= BURST_XP_THRESHOLD} />
            <p className="unlock-popup-kicker">
              {t('achievementUnlocked')} · {t(`rarity_${achievement.rarity}`)}
            </p>
            <p className="unlock-popup-title">{achievement.title}</p>
            <p className="unlock-popup-description">{achievement.description}</p>
            <p className="unlock-popup-points">{t('achievementPoints', { points: achievement.points })}</p>
            <button type="button" className="button button-secondary" onClick={queue.dismiss}>
              {t('dismiss')}
            </button>
          </div>
        )
      }
    />
  );
}
