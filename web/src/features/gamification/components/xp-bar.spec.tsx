import { GamificationDataResponse, GamificationProfileResponse, NotificationsResponse, serverSocketEvents } from '@pathwise/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { gamificationData , serviceDown } from '../testing/gamification-fixtures';

const banner = async () => within(await screen.findByRole('banner'));
const quiet = { 'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }) };

describe('XP bar', () => {
  it('shows level, XP and points beside the PRO badge, and refreshes on a notification push', async () => {
    const user = aUser({ subscription_tier: 'pro' });
    const socket = new FakeSocket();
    socket.connect();
    stubApi({
      ...quiet,
      'GET /api/gamification/data': [
        jsonReply(GamificationDataResponse, gamificationData()),
        jsonReply(GamificationDataResponse, gamificationData({ stats: { xp: 620, level: 4, points: 150, streak_days: 3 } })),
      ],
    });
    renderApp('/no-such-page', { session: aSession(user), socket });

    const bar = await (await banner()).findByRole('progressbar', { name: 'Level 3: 350 XP of 600, 120 points' });
    expect(document.querySelector('.xp-gain')?.textContent).toBe('');
    // Level 3 runs from 300 to 600 XP.
    expect(bar.getAttribute('aria-valuenow')).toBe('17');
    // The link is named by what it shows, the bar's value text included (WCAG 2.5.3, label in name).
    expect((await banner()).getByRole('link', { name: 'Lv 3 350 XP of 600 120 pts' }).getAttribute('href')).toBe('/achievements');
    // On the account's button, beside the level.
    expect((await banner()).getByRole('button', { name: /PRO/ })).toBeTruthy();
    // The layer that listens loads in a chunk of its own, with no sign of its own: the push comes again until heard.
    let pushes = 0;
    await waitFor(async () => {
      pushes += 1;
      act(() =>
        socket.push(serverSocketEvents.notification, {
          room: `user:${user.uid}`,
          position: String(pushes),
          notification_id: `n-${pushes}`,
          type: 'achievement',
          title: 'Level 4',
          message: '',
          priority: 'normal',
          action: null,
        }),
      );
      expect(await (await banner()).findByRole('progressbar', { name: 'Level 4: 620 XP of 1,000, 150 points' }, { timeout: 200 })).toBeTruthy();
    });
    expect(await (await banner()).findByRole('progressbar', { name: 'Level 4: 620 XP of 1,000, 150 points' })).toBeTruthy();
    // The rise is shown where it was earned, the new level with it; the first stats read were no gain.
    expect((await banner()).getByText('Level 4! +270 XP (with a 100 XP bonus)').getAttribute('role')).toBe('status');
  });

  it('falls back to the profile when the data call fails', async () => {
    stubApi({
      ...quiet,
      'GET /api/gamification/data': serviceDown,
      'GET /api/gamification/profile': jsonReply(GamificationProfileResponse, { experience: 120, level: 2, points: 40, streaks: { current: 1 }, achievements: ['first-course'] }),
    });
    renderApp('/no-such-page', { session: aSession() });
    expect(await (await banner()).findByRole('progressbar', { name: 'Level 2: 120 XP of 300, 40 points' })).toBeTruthy();
  });

  it('is not shown to a visitor', async () => {
    const api = stubApi({});
    renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    await waitFor(() => expect(api.to('GET /api/gamification/data')).toHaveLength(0));
    expect((await banner()).queryByRole('progressbar')).toBeNull();
  });
});
