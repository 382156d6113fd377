import { Toaster } from '../../../shared/toasts/toaster';
import type { AchievementView, GamificationDataResponse, RewardView } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nProvider } from '../../../shared/i18n';
import { RealtimeProvider } from '../../../shared/realtime/realtime-provider';
import { FakeSocket } from '../../../testing/fake-socket';
import { problemReply } from '../../../testing/stub-api';
import { profileCatalogueViews } from '../api/gamification-profile-fallback';

let rewardCount = 0;

export function aReward(overrides: Partial<RewardView> = {}): RewardView {
  rewardCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(rewardCount).padStart(12, '0')}`,
    type: 'points',
    value: 42,
    rarity: 'common',
    trigger: 'lesson_completed',
    display_seconds: 3,
    granted_at: '2026-11-20T10:00:00.000Z',
    claimed: false,
    claimed_at: null,
    ...overrides,
  };
}

/** The catalogue with `unlocked` ids marked, and optional changes per id. */
export function achievementsWith(unlocked: readonly string[], changes: Record<string, Partial<AchievementView>> = {}): AchievementView[] {
  return profileCatalogueViews(unlocked).map((entry) => ({ ...entry, ...changes[entry.id] }));
}

export function gamificationData(overrides: Partial<GamificationDataResponse> = {}): GamificationDataResponse {
  return { stats: { xp: 350, level: 3, points: 120, streak_days: 2 }, achievements: achievementsWith([]), rewards: [], ...overrides };
}

/** A component inside queries, a fake socket and the language provider, for specs on fake timers. */
export function renderWithProviders(ui: ReactNode, socket = new FakeSocket()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider socket={socket}>
        <I18nProvider userLanguage={undefined}>
          {ui}
          {/* The layer celebrations appear in, as in the app. */}
          <Toaster />
        </I18nProvider>
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, socket };
}

/** Moves the fake clock inside act, running what falls due. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A server that is down: 503 as problem+json. */
export const serviceDown = problemReply({ type: 'about:blank', title: 'Unavailable', status: 503, traceId: 'trace-1' }, 'Service Unavailable');
