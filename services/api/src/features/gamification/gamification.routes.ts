import {
  AchievementsResponse,
  ClaimRewardResponse,
  GamificationDataResponse,
  GamificationProfileResponse,
  RewardsResponse,
  StatsUpdateRequest,
  StatsUpdateResponse,
} from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore, Executor } from '@pathwise/event-store';
import { getLearnerRewards, getLearnerStats, getUnlockedAchievements } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { achievementViews, rewardView, rewardViewOf, statsView } from './gamification.views.js';
import { claimReward, loadGamification } from './reward-claims.commands.js';
import { unbackedFields } from './stats-report.rules.js';

/**
 * The signed-in learner's own gamification (spec section 7). Reads come from the gamification-stats read model;
 * a claim and a stats report decide from the learner's stats stream, which is never behind.
 */
export function gamificationRoutes(deps: { store: EventStore<PathwiseEvent>; db: Executor; clock: () => Date }): RouteDefinition[] {
  const readModel = async (learnerId: string) => {
    const [stats, unlocked, rewards] = await Promise.all([
      getLearnerStats(deps.db, learnerId),
      getUnlockedAchievements(deps.db, learnerId),
      getLearnerRewards(deps.db, learnerId),
    ]);
    return { stats, unlocked, rewards };
  };
  return [
    defineRoute({
      method: 'get',
      path: '/gamification/data',
      summary: 'Your stats, the achievement catalogue with what you unlocked, and your rewards',
      tags: ['gamification'],
      access: 'user',
      responses: { 200: { description: 'Everything the XP bar, achievements and rewards show', schema: GamificationDataResponse } },
      async handle({ context }) {
        const { stats, unlocked, rewards } = await readModel(context.actor!.userId);
        return { status: 200, body: { stats: statsView(stats), achievements: achievementViews(unlocked, context.language), rewards: rewards.map(rewardView) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/gamification/profile',
      summary: 'Your stats in the profile shape: experience, level, points, current streak and unlocked achievement ids',
      tags: ['gamification'],
      access: 'user',
      responses: { 200: { description: 'The profile', schema: GamificationProfileResponse } },
      async handle({ context }) {
        const learnerId = context.actor!.userId;
        const [stats, unlocked] = await Promise.all([getLearnerStats(deps.db, learnerId), getUnlockedAchievements(deps.db, learnerId)]);
        return {
          status: 200,
          body: { experience: stats.xp, level: stats.level, points: stats.points, streaks: { current: stats.streakDays }, achievements: unlocked.map((entry) => entry.achievementId) },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/gamification/achievements',
      summary: 'The 14 achievements, each marked unlocked or not for you',
      tags: ['gamification'],
      access: 'user',
      responses: { 200: { description: 'The catalogue', schema: AchievementsResponse } },
      async handle({ context }) {
        return { status: 200, body: { achievements: achievementViews(await getUnlockedAchievements(deps.db, context.actor!.userId), context.language) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/gamification/rewards',
      summary: 'Your rewards, newest first, claimed or not',
      tags: ['gamification'],
      access: 'user',
      responses: { 200: { description: 'The rewards', schema: RewardsResponse } },
      async handle({ context }) {
        return { status: 200, body: { rewards: (await getLearnerRewards(deps.db, context.actor!.userId)).map(rewardView) } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/gamification/rewards/:id/claim',
      summary: 'Claim one of your rewards (once)',
      description: "A points reward adds its value to your points. Someone else's reward answers 403, an unknown id 404, a second claim 409.",
      tags: ['gamification'],
      access: 'user',
      params: z.object({ id: z.uuid('Must be a reward id (a UUID)') }),
      responses: {
        200: { description: 'Claimed', schema: ClaimRewardResponse },
        403: { description: "Someone else's reward" },
        404: { description: 'No such reward' },
        409: { description: 'Already claimed' },
      },
      async handle({ params, context }) {
        const state = await claimReward(deps, context.actor!.userId, params.id, context.requestId);
        return { status: 200, body: { reward: rewardViewOf(state.rewards.get(params.id)!, deps.clock()), stats: statsView(state) } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/gamification/stats/update',
      summary: 'Report the stats the client believes in; answered with the recorded ones',
      description:
        'Stats change only through recorded learning (lessons, graded quizzes, streaks, achievements). This call records ' +
        'nothing: it answers the recorded stats and lists the reported fields the record does not back (docs/adr/0013-gamification.md).',
      tags: ['gamification'],
      access: 'user',
      body: StatsUpdateRequest,
      responses: { 200: { description: 'The recorded stats and what the report claimed beyond them', schema: StatsUpdateResponse } },
      async handle({ body, context }) {
        const learnerId = context.actor!.userId;
        const [recorded, unlocked] = await Promise.all([loadGamification(deps.store, learnerId), getUnlockedAchievements(deps.db, learnerId)]);
        return {
          status: 200,
          body: { stats: statsView(recorded), achievements: achievementViews(unlocked, context.language), unbacked: unbackedFields(body, recorded), applied: false },
        };
      },
    }),
  ];
}
