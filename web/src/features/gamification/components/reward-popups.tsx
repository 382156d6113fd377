import { rewardDisplaySeconds, REWARDS_MAX_VISIBLE, type RewardView } from '@pathwise/contracts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { StandingNotice } from '../../../shared/toasts/standing-notice';
import { useClaimReward } from '../api/claim-reward';
import { gamificationMessages } from '../messages';

/** How long a reward stays: the server's display_seconds, else the rarity's time (spec section 9). */
export const rewardDisplayMs = (reward: RewardView): number => (reward.display_seconds || rewardDisplaySeconds[reward.rarity]) * 1000;

function RewardPopup({ reward, onExpire }: { readonly reward: RewardView; readonly onExpire: (id: string) => void }) {
  const t = useT(gamificationMessages);
  const describeError = useDescribeError();
  const claim = useClaimReward();
  const [claimed, setClaimed] = useState(reward.claimed);
  // Set at the press itself: the mutation's pending state arrives a render later, after a quick second press.
  const claiming = useRef(false);

  const expire = useEffectEvent(() => onExpire(reward.id));
  useEffect(() => {
    const timer = window.setTimeout(expire, rewardDisplayMs(reward));
    return () => window.clearTimeout(timer);
  }, [reward]);

  const onClaim = () => {
    if (claiming.current || claimed) return;
    claiming.current = true;
    claim.mutate(reward.id, {
      onSuccess: () => setClaimed(true),
      onError: () => {
        claiming.current = false;
      },
    });
  };

  return (
    <div className="reward-popup" data-rarity={reward.rarity}>
      <p className="reward-popup-title">
        {t('rewardTitle')} <span className="reward-popup-rarity">{t(`rarity_${reward.rarity}`)}</span>
      </p>
      <p className="reward-popup-value">{t(`reward_${reward.type}`, { value: reward.value })}</p>
      {claimed ? (
        <p className="reward-popup-claimed">{t('claimed')}</p>
      ) : (
        <button type="button" className="button" aria-disabled={claim.isPending} onClick={onClaim}>
          {claim.isPending ? t('claiming') : t('claim')}
        </button>
      )}
      {claim.isError && (
        <p className="reward-popup-error" role="alert">
          {t('claimFailed', { reason: describeError(claim.error) })}
        </p>
      )}
    </div>
  );
}

/** At most REWARDS_MAX_VISIBLE at once, each a notice of its own; the rest wait their turn (spec section 9). */
export function RewardPopups({ rewards, onExpire }: { readonly rewards: readonly RewardView[]; readonly onExpire: (id: string) => void }) {
  return rewards
    .slice(0, REWARDS_MAX_VISIBLE)
    .map((reward) => <StandingNotice key={reward.id} id={`reward:${reward.id}`} content={<RewardPopup reward={reward} onExpire={onExpire} />} />);
}
