import { GamificationDataResponse, serverSocketEvents } from '@pathwise/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { readUnlocked, unlockedKey } from '../lib/unlocked-store';
import { achievementsWith, aReward, elapse, gamificationData, renderWithProviders } from '../testing/gamification-fixtures';
import GamificationLayer from './gamification-layer';

const userId = 'learner-1';
// Celebrations show in the app's notice layer, which draws a change a tick after it is made, and takes a notice
// away over 200 ms once it is gone.
const shown = async (selector: string) => {
  await elapse(0);
  return document.querySelector(`[data-sonner-toast]:not([data-removed='true']) ${selector}`);
};
const toastText = async () => (await shown('.achievement-toast-title'))?.textContent ?? null;
const leaving = async () => (await shown('.achievement-toast'))?.hasAttribute('data-leaving') ?? false;
const popupTitle = async () => (await shown('.unlock-popup-title'))?.textContent ?? null;

function pushNotice(socket: FakeSocket, type: string, title: string, id: string) {
  act(() =>
    socket.push(serverSocketEvents.notification, { room: `user:${userId}`, position: id, notification_id: id, type, title, message: '', priority: 'normal', action: null }),
  );
}

describe('Gamification layer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows achievement and level-up notifications one at a time, 5000 ms each with a 300 ms exit, and ignores other types', async () => {
    stubApi({ 'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()) });
    const socket = new FakeSocket();
    socket.connect();
    renderWithProviders(<GamificationLayer userId={userId} />, socket);
    await elapse(0);

    pushNotice(socket, 'achievement', 'Week streak', 'n-1');
    pushNotice(socket, 'info', 'A forum reply', 'n-2');
    pushNotice(socket, 'level_up', 'Level 4', 'n-3');
    await elapse(0);
    expect(await toastText()).toBe('Week streak');

    await elapse(4999);
    expect(await toastText()).toBe('Week streak');
    expect(await leaving()).toBe(false);
    await elapse(1);
    expect(await leaving()).toBe(true);
    await elapse(299);
    expect(await toastText()).toBe('Week streak');
    await elapse(1);
    expect(await toastText()).toBe('Level 4');
    await elapse(5000);
    await elapse(300);
    expect(await toastText()).toBeNull();
  });

  it('refreshes the stats on learning_update and progress_update pushes', async () => {
    const api = stubApi({ 'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()) });
    const socket = new FakeSocket();
    socket.connect();
    renderWithProviders(<GamificationLayer userId={userId} />, socket);
    await elapse(0);
    expect(api.to('GET /api/gamification/data')).toHaveLength(1);

    act(() =>
      socket.push(serverSocketEvents.learningUpdate, { room: `user:${userId}`, position: '9', event_type: 'quiz_attempt', course_id: 'c-1', lesson_id: null, user_id: userId }),
    );
    await elapse(0);
    act(() => socket.push(serverSocketEvents.progressUpdate, { course_id: 'c-1', skill_ids: ['s-1'] }));
    await elapse(0);
    expect(api.to('GET /api/gamification/data')).toHaveLength(3);
  });

  it('pops up an achievement not yet held, saves it, and ignores one already unlocked here', async () => {
    window.localStorage.setItem(unlockedKey(userId), JSON.stringify(['first-course']));
    stubApi({ 'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData({ achievements: achievementsWith(['first-course', 'week-streak']) })) });
    renderWithProviders(<GamificationLayer userId={userId} />);
    await elapse(0);

    expect(await popupTitle()).toBe('Week streak');
    expect(readUnlocked(userId)).toEqual(['first-course', 'week-streak']);
    await elapse(5000);
    await elapse(300);
    // first-course was already held: no popup follows.
    expect(await popupTitle()).toBeNull();
  });

  it('bursts confetti for 3 s when the achievement is worth 500 XP or more, and not below', async () => {
    stubApi({
      'GET /api/gamification/data': jsonReply(GamificationDataResponse, 
        gamificationData({ achievements: achievementsWith(['month-streak', 'first-sale'], { 'month-streak': { xp_value: 500 }, 'first-sale': { xp_value: 499 } }) }),
      ),
    });
    renderWithProviders(<GamificationLayer userId={userId} />);
    await elapse(0);
    const confetti = () => document.querySelector<HTMLElement>("[data-sonner-toast]:not([data-removed='true']) .confetti");

    // Catalogue order: first-sale (499 XP) pops up first, without a burst.
    expect(await popupTitle()).toBe('First sale');
    expect(confetti()?.dataset.burst).toBeUndefined();
    await elapse(5000);
    await elapse(300);
    expect(await popupTitle()).toBe('Month streak');
    expect(confetti()?.dataset.burst).toBe('true');
    await elapse(2999);
    expect(confetti()?.dataset.burst).toBe('true');
    await elapse(1);
    expect(confetti()?.dataset.burst).toBeUndefined();
    expect(await popupTitle()).toBe('Month streak');
  });

  it('shows a new unclaimed reward within 2 s, once, and never a claimed one', async () => {
    const fresh = aReward({ rarity: 'rare', display_seconds: 4 });
    const claimed = aReward({ claimed: true, claimed_at: '2026-11-20T10:01:00.000Z' });
    stubApi({ 'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData({ rewards: [fresh, claimed] })) });
    const first = renderWithProviders(<GamificationLayer userId={userId} />);
    await elapse(2000);
    await elapse(0);
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(1);
    expect(screen.getByText('42 bonus points')).toBeTruthy();
    first.unmount();

    renderWithProviders(<GamificationLayer userId={userId} />);
    await elapse(2000);
    await elapse(0);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });
});
