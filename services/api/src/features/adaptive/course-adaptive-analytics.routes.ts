import { CourseAdaptiveAnalytics, LearnerProfile, difficultyLevels, masteryLevels } from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { getCourseAdaptiveAggregates } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import { mayManage } from '../../kernel/course-membership.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from '../courses/index.js';
import type { AdaptiveProfiles } from './adaptive-profiles.queries.js';

const countsOf = <K extends string>(keys: readonly K[], counts: Record<string, number>) =>
  Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<K, number>;

/** Creators see how their course's learners stand, in aggregate; the demo page sees the seeded demo learner. */
export function courseAdaptiveAnalyticsRoutes(deps: {
  db: Executor;
  access: CourseAccess;
  courses: CourseCommands;
  profiles: AdaptiveProfiles;
  /** The seeded demo learner's id, or null when the demo world is not seeded. */
  demoLearnerId: () => Promise<string | null>;
}): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/adaptive-analytics',
      summary: "How a course's learners stand: mastery per skill, difficulty levels, item success (counts only)",
      tags: ['adaptive'],
      access: 'user',
      params: z.object({ courseId: EntityId }),
      responses: { 200: { description: 'Aggregates of the course', schema: CourseAdaptiveAnalytics } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const standing = await deps.access.standing(params.courseId, actor.userId);
        if (!standing) throw new NotFoundError('No such course');
        if (!mayManage(standing, actor.role === 'admin')) throw new AccessDeniedError("Only the course's authors see its learners' aggregates.");
        const { state } = await deps.courses.load(params.courseId);
        const aggregates = await getCourseAdaptiveAggregates(deps.db, params.courseId);
        const names = new Map(state?.skills.map((skill) => [skill.skillId, skill.name]) ?? []);
        const quizOfItem = new Map(state?.modules.flatMap((module) => module.quizzes.flatMap((quiz) => quiz.items.map((item) => [item.itemId, quiz.quizId] as const))) ?? []);
        return {
          status: 200,
          body: {
            courseId: params.courseId,
            skills: aggregates.skills.map((skill) => ({
              skillId: skill.skillId,
              skillName: names.get(skill.skillId) ?? skill.skillId,
              learners: skill.learners,
              averageProbability: skill.averageProbability,
              levels: countsOf(masteryLevels, skill.levels),
            })),
            difficulty: countsOf(difficultyLevels, aggregates.difficulty),
            items: aggregates.items.map((item) => ({
              quizId: quizOfItem.get(item.itemId) ?? null,
              itemId: item.itemId,
              answers: item.answers,
              successRate: item.answers === 0 ? 0 : item.correct / item.answers,
            })),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/demo/learner-profile',
      summary: "The seeded demo learner's profile, for the emotional-design demo page",
      tags: ['adaptive'],
      access: 'public',
      responses: { 200: { description: 'The demo learner profile', schema: LearnerProfile } },
      async handle() {
        const learnerId = await deps.demoLearnerId();
        if (!learnerId) throw new NotFoundError('The demo world is not seeded here, so there is no demo learner (run `npm run seed`).');
        return { status: 200, body: await deps.profiles.profile(learnerId) };
      },
    }),
  ];
}
