import {
  CourseReviewCommandResponse,
  CourseReviewsQuery,
  CourseReviewsResponse,
  RateCourseRequest,
  ReplyToReviewRequest,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import { NO_RATING, getCourseCompletions, getCourseRatings, getOwnCourseRating, listCourseReviews } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { RequestContext } from '../../http/request-context.js';
import type { CourseAccess, CourseStanding } from '../../kernel/course-standing.js';
import type { CourseReviewOutcome, CourseReviewRequest, CourseReviews } from './course-reviews.commands.js';
import { reviewCourseNotFound } from './course-review.errors.js';

export interface CourseReviewRouteDeps {
  readonly reviews: CourseReviews;
  readonly access: CourseAccess;
  readonly db: Executor;
  /** Resolves once the course-reviews read model has applied the checkpoint (or after a short wait): read-your-writes. */
  readonly reviewsCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
}

const tags = ['courses'];
const CourseParams = z.object({ courseId: EntityId });
const ReviewParams = z.object({ courseId: EntityId, learnerId: EntityId });
const commandResponses = {
  200: { description: 'Done (or it was already so: changed is false)', schema: CourseReviewCommandResponse },
};

/** Stands for a reader who is not signed in: nobody's id, so they are neither staff nor enrolled. */
const VISITOR = 'visitor';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function courseReviewRoutes(deps: CourseReviewRouteDeps): RouteDefinition[] {
  async function run(request: CourseReviewRequest, context: RequestContext, status = 200) {
    const outcome: CourseReviewOutcome = await deps.reviews.execute(request, { actor: context.actor!, requestId: context.requestId });
    if (outcome.checkpoint) await deps.reviewsCaughtUp(outcome.checkpoint);
    const { courseId, learnerId } = request.data;
    return { status: outcome.changed ? status : 200, body: { courseId, learnerId, changed: outcome.changed, position: outcome.checkpoint?.position.toString() ?? null } };
  }

  /** What the reader may do: a learner who finished the course rates it, its creator replies. Anyone reads. */
  async function viewerOf(standing: CourseStanding, context: RequestContext) {
    const userId = context.actor?.userId;
    if (!userId) return { mayRate: false, myRating: null, mayReply: false };
    const { courseId } = standing;
    const [completions, myRating] = await Promise.all([getCourseCompletions(deps.db, userId), getOwnCourseRating(deps.db, courseId, userId)]);
    return { mayRate: !standing.isStaff && completions.has(courseId), myRating, mayReply: standing.creatorId === userId };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/reviews',
      summary: "A page of a course's reviews, newest first, with its rating and the creator's replies",
      description: 'Public. Signed in, the viewer says whether the reader may rate (finished the course) or reply (its creator).',
      tags,
      access: 'public',
      params: CourseParams,
      query: CourseReviewsQuery,
      responses: { 200: { description: 'Reviews', schema: CourseReviewsResponse } },
      async handle({ params, query, context }) {
        const { courseId } = params;
        // The course's team and whether it was ever published, read from the log; a visitor is no one in particular.
        const standing = await deps.access.standing(courseId, context.actor?.userId ?? VISITOR);
        if (!standing || standing.publishedVersion === null) throw reviewCourseNotFound(courseId);
        const [{ reviews, total }, ratings, viewer] = await Promise.all([
          listCourseReviews(deps.db, courseId, query),
          getCourseRatings(deps.db, [courseId]),
          viewerOf(standing, context),
        ]);
        return {
          status: 200,
          body: {
            courseId,
            rating: ratings.get(courseId) ?? NO_RATING,
            reviews: reviews.map((review) => ({
              ...review,
              ratedAt: review.ratedAt.toISOString(),
              reply: review.reply && { text: review.reply.text, repliedAt: review.reply.repliedAt.toISOString(), editedAt: iso(review.reply.editedAt) },
            })),
            total,
            page: query.page,
            pageSize: query.pageSize,
            viewer,
          },
        };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/courses/:courseId/rating',
      summary: 'Rate a course you finished, 1 to 5 stars, with an optional review',
      description: 'One rating per learner and course: rating again replaces it. The same rating again answers changed: false.',
      tags,
      access: 'user',
      params: CourseParams,
      body: RateCourseRequest,
      responses: commandResponses,
      handle: ({ params, body, context }) =>
        run({ type: 'RateCourse', data: { courseId: params.courseId, learnerId: context.actor!.userId, rating: body.rating, review: body.review || null } }, context),
    }),
    defineRoute({
      method: 'delete',
      path: '/courses/:courseId/rating',
      summary: 'Withdraw your rating of a course, with its review',
      tags,
      access: 'user',
      params: CourseParams,
      responses: commandResponses,
      handle: ({ params, context }) => run({ type: 'WithdrawRating', data: { courseId: params.courseId, learnerId: context.actor!.userId } }, context),
    }),
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/reviews/:learnerId/reply',
      summary: "Reply to a learner's review (the course's creator, once per review)",
      description: 'The same reply again answers 200 with changed: false; a different second reply is 409: edit the reply instead.',
      tags,
      access: 'user',
      params: ReviewParams,
      body: ReplyToReviewRequest,
      responses: { 201: { description: 'Replied', schema: CourseReviewCommandResponse }, ...commandResponses },
      handle: ({ params, body, context }) => run({ type: 'ReplyToReview', data: { ...params, reply: body.reply } }, context, 201),
    }),
    defineRoute({
      method: 'put',
      path: '/courses/:courseId/reviews/:learnerId/reply',
      summary: "Edit your reply to a learner's review (the course's creator)",
      tags,
      access: 'user',
      params: ReviewParams,
      body: ReplyToReviewRequest,
      responses: commandResponses,
      handle: ({ params, body, context }) => run({ type: 'EditReviewReply', data: { ...params, reply: body.reply } }, context),
    }),
  ];
}
