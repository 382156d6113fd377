import { useT } from '../../../shared/i18n';
import { StandingNotice } from '../../../shared/toasts/standing-notice';
import type { TimedQueue } from '../lib/use-timed-queue';
import { gamificationMessages } from '../messages';

/** Spec sections 4 and 9: achievement and level-up notifications, one at a time for 5000 ms, 300 ms exit. */
export const ACHIEVEMENT_TOAST_MS = 5_000;
export const ACHIEVEMENT_TOAST_EXIT_MS = 300;

export interface AchievementToast {
  readonly key: string;
  readonly title: string;
  readonly message: string;
}

/** The current one in the notice layer, which announces it politely. */
export function AchievementToasts({ queue }: { readonly queue: TimedQueue<AchievementToast> }) {
  const t = useT(gamificationMessages);
  const toast = queue.current;
  return (
    <StandingNotice
      id="achievement"
      content={
        toast && (
          <div className="achievement-toast" data-leaving={queue.leaving || undefined} key={toast.key}>
            <p className="achievement-toast-title">{toast.title}</p>
            {toast.message && <p className="achievement-toast-message">{toast.message}</p>}
            <button type="button" className="achievement-toast-dismiss" aria-label={t('dismiss')} onClick={queue.dismiss}>
              ×
            </button>
          </div>
        )
      }
    />
  );
}
