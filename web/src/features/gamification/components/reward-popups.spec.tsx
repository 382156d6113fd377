import { ClaimRewardResponse, GamificationDataResponse, type ProblemDetails, type RewardView } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aReward, elapse, gamificationData, renderWithProviders } from '../testing/gamification-fixtures';
import { rewardDisplayMs, RewardPopups } from './reward-popups';

function Harness({ initial }: { readonly initial: readonly RewardView[] }) {
  const [rewards, setRewards] = useState(initial);
  return <RewardPopups rewards={rewards} onExpire={(id) => setRewards((shown) => shown.filter((reward) => reward.id !== id))} />;
}
// Each reward is a notice in the app's notice layer, which draws a change a tick after it is made (newest first).
const shownRarities = async () => {
  await elapse(0);
  return [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]:not([data-removed='true']) .reward-popup")].map((popup) => popup.dataset.rarity).sort();
};

describe('Reward popups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stay for the rarity’s time: common 3 s, rare 4 s, epic 5 s, legendary 7 s', () => {
    const withoutServerTime = (rarity: RewardView['rarity']) => rewardDisplayMs(aReward({ rarity, display_seconds: 0 }));
    expect(['common', 'rare', 'epic', 'legendary'].map((rarity) => withoutServerTime(rarity as RewardView['rarity']))).toEqual([3000, 4000, 5000, 7000]);
  });

  it('show at most 3 at once; the next shows when one leaves after its time', async () => {
    const rewards = [
      aReward({ rarity: 'common', display_seconds: 3 }),
      aReward({ rarity: 'rare', display_seconds: 4 }),
      aReward({ rarity: 'legendary', display_seconds: 7 }),
      aReward({ rarity: 'epic', display_seconds: 5 }),
    ];
    renderWithProviders(<Harness initial={rewards} />);
    expect(await shownRarities()).toEqual(['common', 'legendary', 'rare']);
    await elapse(2999);
    expect(await shownRarities()).toEqual(['common', 'legendary', 'rare']);
    await elapse(1);
    expect(await shownRarities()).toEqual(['epic', 'legendary', 'rare']);
    await elapse(1000);
    expect(await shownRarities()).toEqual(['epic', 'legendary']);
    // The epic one came at 3 s: it leaves at 8 s, after the legendary one at 7 s.
    await elapse(3000);
    expect(await shownRarities()).toEqual(['epic']);
    await elapse(1000);
    expect(await shownRarities()).toEqual([]);
  });

  it('claim once: a second press while the first is on its way sends nothing, and success says Claimed', async () => {
    const reward = aReward({ rarity: 'legendary', display_seconds: 7 });
    const api = stubApi({
      [`POST /api/gamification/rewards/${reward.id}/claim`]: jsonReply(ClaimRewardResponse, { reward: { ...reward, claimed: true, claimed_at: '2026-11-20T10:01:00.000Z' }, stats: gamificationData().stats }),
      'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()),
    });
    renderWithProviders(<Harness initial={[reward]} />);
    await elapse(0);
    const claim = screen.getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    // The answer's schema loads with the answer (a module import, not a timer): wait for its words.
    await vi.waitFor(
      async () => {
        await elapse(0);
        expect(screen.getByText('Claimed')).toBeTruthy();
      },
      { timeout: 4_000 },
    );
    expect(api.to(`POST /api/gamification/rewards/${reward.id}/claim`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('shows why a claim was refused', async () => {
    const reward = aReward();
    const refused: ProblemDetails = { type: 'about:blank', title: 'Reward already claimed', status: 409, detail: 'This reward was already claimed.', traceId: 'trace-2' };
    stubApi({ [`POST /api/gamification/rewards/${reward.id}/claim`]: problemReply(refused, 'Conflict') });
    renderWithProviders(<Harness initial={[reward]} />);
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    // The refusal's schema loads with the refusal (a module import, not a timer): wait for its words.
    await vi.waitFor(
      async () => {
        await elapse(0);
        expect(within(screen.getByRole('listitem')).getByRole('alert').textContent).toBe('Could not claim: This reward was already claimed.');
      },
      { timeout: 4_000 },
    );
    expect(within(screen.getByRole('listitem')).getByRole('button', { name: 'Claim' })).toBeTruthy();
  });
});
