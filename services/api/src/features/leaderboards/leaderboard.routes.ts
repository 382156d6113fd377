import {
  CourseLeaderboardRequest,
  CourseLeaderboardResponse,
  LeaderboardParticipationRequest,
  LeaderboardParticipationResponse,
  LeaderboardQuery,
  LeaderboardResponse,
  type LeaderboardEntry,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import {
  GLOBAL_BOARD,
  courseBoard,
  getDisplayNames,
  isoWeekOf,
  weeklyBoard,
  type LeaderboardReader,
  type RankedLearner,
} from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { HttpError } from '../../http/http-errors.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { mayTakePart } from '../../kernel/course-membership.js';
import { leaderboardAliasOf } from './leaderboard-alias.rules.js';
import type { LeaderboardCommands } from './leaderboard.commands.js';

export interface LeaderboardRouteDeps {
  readonly commands: LeaderboardCommands;
  /** The boards: PostgreSQL tables by default, Redis sorted sets when REDIS_URL is set. */
  readonly boards: LeaderboardReader;
  readonly courses: CourseAccess;
  readonly db: Executor;
  readonly clock: () => Date;
  /** Resolves once the boards have applied the checkpoint (or after a short wait): read-your-writes. */
  readonly boardsCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
}

const tags = ['gamification'];

const courseNotFound = (courseId: string) =>
  new HttpError(404, 'Not Found', `There is no course ${courseId}.`, [{ pointer: '#/query/courseId', detail: 'No such course' }]);
const notInCourse = () =>
  new HttpError(
    403,
    'Access Denied',
    "Only the course's staff and enrolled learners can see its leaderboard.",
    [{ pointer: '#/query/courseId', detail: 'Not enrolled in this course' }],
    'urn:pathwise:problem:access-denied',
  );

export function leaderboardRoutes(deps: LeaderboardRouteDeps): RouteDefinition[] {
  /** Display names are looked up only for learners who chose to show theirs; one without a name keeps their alias. */
  async function entriesOf(ranked: readonly RankedLearner[]): Promise<LeaderboardEntry[]> {
    const names = await getDisplayNames(deps.db, ranked.filter((entry) => entry.shownAs === 'name').map((entry) => entry.learnerId));
    return ranked.map((entry) => {
      const name = names.get(entry.learnerId);
      return name
        ? { rank: entry.rank, userId: entry.learnerId, name, shownAs: 'name' as const, xp: entry.xp }
        : { rank: entry.rank, userId: entry.learnerId, name: leaderboardAliasOf(entry.learnerId), shownAs: 'alias' as const, xp: entry.xp };
    });
  }

  return [
    defineRoute({
      method: 'get',
      path: '/gamification/leaderboard',
      summary: 'A leaderboard: global, one course, or one ISO week',
      description:
        'Learners appear under a generated alias unless they opted out or chose to show their display name. Ties go to whoever reached the score first. Weekly boards count XP by the ISO week ' +
        "of the learner's local day; without `week`, the current week in UTC. A course board is seen by its staff, enrolled " +
        'learners and admins; once its creator switches it off it answers 200 with enabled: false and no entries.',
      tags,
      access: 'user',
      query: LeaderboardQuery,
      responses: { 200: { description: 'The board and your place on it', schema: LeaderboardResponse } },
      async handle({ query, context }) {
        const actor = context.actor!;
        let key = GLOBAL_BOARD;
        let enabled = true;
        const week = query.board === 'weekly' ? (query.week ?? isoWeekOf(deps.clock().toISOString().slice(0, 10))) : null;
        if (query.board === 'weekly') key = weeklyBoard(week!);
        if (query.board === 'course') {
          const courseId = query.courseId!;
          const standing = await deps.courses.standing(courseId, actor.userId);
          if (!standing) throw courseNotFound(courseId);
          if (!mayTakePart(standing, actor.role === 'admin')) throw notInCourse();
          key = courseBoard(courseId);
          enabled = await deps.boards.courseBoardEnabled(courseId);
        }
        const [top, mine, total, choice] = enabled
          ? await Promise.all([
              deps.boards.top(key, query.limit),
              deps.boards.rankOf(key, actor.userId),
              deps.boards.size(key),
              deps.boards.choiceOf(actor.userId),
            ])
          : [[], null, 0, await deps.boards.choiceOf(actor.userId)];
        const [leaderboard, me] = await Promise.all([entriesOf(top), mine ? entriesOf([mine]) : Promise.resolve([])]);
        return {
          status: 200,
          body: {
            board: query.board,
            courseId: query.courseId ?? null,
            week,
            enabled,
            leaderboard,
            total,
            me: me[0] ?? null,
            participating: choice.participating,
            shownAs: choice.shownAs,
            alias: leaderboardAliasOf(actor.userId),
          },
        };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/gamification/leaderboard/participation',
      summary: 'Leave the leaderboards or come back, and choose to appear under your alias or your display name',
      description:
        'You are on the boards under your alias until you opt out; opting out hides you from every board at once, and ' +
        'coming back shows all the XP you earned meanwhile. Send participating, shownAs or both; what you leave out stays as it is.',
      tags,
      access: 'user',
      body: LeaderboardParticipationRequest,
      responses: { 200: { description: 'Your choice (changed is false when it already was so)', schema: LeaderboardParticipationResponse } },
      async handle({ body, context }) {
        const actor = context.actor!;
        const outcome = await deps.commands.execute(
          { type: 'ChooseParticipation', data: { learnerId: actor.userId, participating: body.participating, shownAs: body.shownAs } },
          { actor, requestId: context.requestId },
        );
        if (outcome.checkpoint) await deps.boardsCaughtUp(outcome.checkpoint);
        return { status: 200, body: { participating: outcome.state.participating, shownAs: outcome.state.shownAs, changed: outcome.changed } };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/courses/:courseId/leaderboard',
      summary: "Switch a course's leaderboard on or off (its creator)",
      description: 'XP earned while the board is off still counts when it is switched on again.',
      tags: ['courses', ...tags],
      access: 'user',
      params: z.object({ courseId: EntityId }),
      body: CourseLeaderboardRequest,
      responses: { 200: { description: 'The switch (changed is false when it already was so)', schema: CourseLeaderboardResponse } },
      async handle({ params, body, context }) {
        const actor = context.actor!;
        const standing = await deps.courses.standing(params.courseId, actor.userId);
        const outcome = await deps.commands.execute(
          {
            type: 'SwitchCourseBoard',
            data: { courseId: params.courseId, enabled: body.enabled, actorId: actor.userId, course: standing && { creatorId: standing.creatorId } },
          },
          { actor, requestId: context.requestId },
        );
        if (outcome.checkpoint) await deps.boardsCaughtUp(outcome.checkpoint);
        return { status: 200, body: { courseId: params.courseId, enabled: outcome.state.enabled, changed: outcome.changed } };
      },
    }),
  ];
}
