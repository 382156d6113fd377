import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { lazyWhenOnline } from '../../shared/lib/load-when-online';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/** The achievements and the leaderboards, each a chunk of its own loaded when its route is first visited. */
export const AchievementsPage = lazyRouteComponent(() => import('./components/achievements-page'), 'AchievementsPage');
export const LeaderboardPage = lazyRouteComponent(() => import('./components/leaderboard-page'), 'LeaderboardPage');

/** The route loaders' start of each page's read, for a signed-in user, with the options the page reads it by. */
export const prefetchAchievements = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-achievements').then((api) => api.getAchievementsQueryOptions()));

/** The global board: the tab the leaderboard opens on (the others are chosen on the page, so they are not started). */
export const prefetchLeaderboard = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-leaderboard').then((api) => api.getLeaderboardQueryOptions('global')));

/** The signed-in learner's celebrations over every page, in a chunk loaded once someone signs in. */
export const GamificationLayer = lazyWhenOnline(() => import('./components/gamification-layer'));

/** The top bar's XP bar, in a chunk loaded once someone signs in. */
export const XpBar = lazyWhenOnline(() => import('./components/xp-bar'));

/** The XP bar's read, started with a signed-in page's own (the server then draws the bar with the page). */
export const prefetchXpBar = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-gamification-data').then((api) => api.getGamificationDataQueryOptions()));
