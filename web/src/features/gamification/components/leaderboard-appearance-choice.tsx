import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import type { MyLeaderboardAppearance } from '../api/get-leaderboard';
import { useSetLeaderboardParticipation } from '../api/set-leaderboard-participation';
import { gamificationMessages } from '../messages';

/**
 * The first thing the leaderboard page says: how the learner appears on every board (their alias unless they chose
 * otherwise), with the one click that hides them or shows their name, and the one that undoes it.
 */
export function LeaderboardAppearanceChoice({ appearance }: { readonly appearance: MyLeaderboardAppearance }) {
  const t = useT(gamificationMessages);
  const describeError = useDescribeError();
  const participation = useSetLeaderboardParticipation();
  const { participating, shownAs, alias } = appearance;
  const sentence = !participating ? t('appearHidden') : shownAs === 'name' ? t('appearAsName') : t('appearAsAlias', { alias });
  // aria-disabled rather than disabled while a choice is saved: a disabled button would drop the keyboard focus.
  const choice = (label: string, change: Parameters<typeof participation.mutate>[0]) => (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={participation.isPending || undefined}
      onClick={() => {
        if (!participation.isPending) participation.mutate(change);
      }}
    >
      {label}
    </button>
  );
  return (
    <div className="leaderboard-appearance">
      <p aria-live="polite">{sentence}</p>
      {/* Hiding and coming back share one button, so the focus stays on it when its label turns. */}
      <p className="leaderboard-appearance-actions">
        {participating ? choice(t('hideMe'), { participating: false }) : choice(t('showMeAs', { alias }), { participating: true, shownAs: 'alias' })}
        {participating && (shownAs === 'alias' ? choice(t('showMyName'), { shownAs: 'name' }) : choice(t('useMyAlias'), { shownAs: 'alias' }))}
      </p>
      {participation.isError && <p role="alert">{t('participationFailed', { reason: describeError(participation.error) })}</p>}
    </div>
  );
}
