import { lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';

/** The achievements and the leaderboards, each a chunk of its own loaded when its route is first visited. */
export const AchievementsPage = lazyRouteComponent(() => import('./components/achievements-page'), 'AchievementsPage');
export const LeaderboardPage = lazyRouteComponent(() => import('./components/leaderboard-page'), 'LeaderboardPage');

/** The signed-in learner's celebrations over every page, in a chunk loaded once someone signs in. */
export const GamificationLayer = lazy(() => import('./components/gamification-layer'));

/** The top bar's XP bar, in a chunk loaded once someone signs in. */
export const XpBar = lazy(() => import('./components/xp-bar'));
