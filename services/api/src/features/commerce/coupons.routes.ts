import { CouponListResponse, CouponParams, CouponResponse, CreateCouponRequest } from '@pathwise/contracts';
import type { CouponScope } from '@pathwise/event-schemas';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import { couponsMadeBy, type CouponListEntry } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { CouponCommands } from './coupon.commands.js';
import type { CouponState } from './coupon.decider.js';
import { couponView } from './coupon.views.js';
import type { CourseCommands } from '../courses/index.js';

export interface CouponRouteDeps {
  readonly coupons: CouponCommands;
  readonly courses: CourseCommands;
  readonly access: CourseAccess;
  readonly db: Executor;
  readonly clock: () => Date;
  readonly couponListCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
}

const tags = ['commerce'];

const entryOf = (state: CouponState, createdAt: Date): CouponListEntry => {
  const coupon = state.coupon!;
  return {
    ...coupon,
    expiresAt: coupon.expiresAt === null ? null : new Date(coupon.expiresAt),
    disabled: state.disabled,
    redeemed: state.redeemed.size,
    held: state.holds.size,
    createdAt,
  };
};

export function couponRoutes(deps: CouponRouteDeps): RouteDefinition[] {
  const titleOf = async (scope: CouponScope, userId: string) => (scope.kind === 'course' ? ((await deps.access.standing(scope.courseId, userId))?.title ?? '') : '');

  /** A course coupon names its course and its creator, so the rules can tell whose it is. */
  const scopeFor = async (request: CreateCouponRequest['scope'], userId: string): Promise<CouponScope> => {
    if (request.kind === 'plan') return request;
    if (request.kind === 'creator') return { kind: 'creator', creatorId: userId };
    const { state } = await deps.courses.load(request.courseId);
    if (!state) throw DomainError.notFound(`There is no course ${request.courseId}.`, [{ pointer: '#/body/scope/courseId', detail: 'No such course' }]);
    return { kind: 'course', courseId: request.courseId, creatorId: state.creatorId };
  };

  return [
    defineRoute({
      method: 'post',
      path: '/coupons',
      summary: 'Make a coupon: a percentage or an amount off one course, all the maker\'s courses, or a plan (admins)',
      description:
        'Creators make coupons for their own courses; admins for plans and any course. Codes are read in upper case and are ' +
        'unique across Pathwise: a code taken answers 409. Sending the same coupon again answers 200.',
      tags,
      access: 'user',
      body: CreateCouponRequest,
      responses: { 201: { description: 'The coupon', schema: CouponResponse }, 200: { description: 'The same coupon, made before', schema: CouponResponse } },
      async handle({ body, context }) {
        const actor = context.actor!;
        if (actor.role === 'student') throw DomainError.accessDenied('Only creators and admins make coupons.');
        const now = deps.clock();
        if (body.expiresAt && new Date(body.expiresAt).getTime() <= now.getTime()) {
          throw DomainError.invalid([{ pointer: '#/body/expiresAt', detail: 'Must be in the future' }]);
        }
        const scope = await scopeFor(body.scope, actor.userId);
        const data = {
          code: body.code,
          discount: body.discount,
          scope,
          expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
          maxRedemptions: body.maxRedemptions ?? null,
          oncePerCustomer: body.oncePerCustomer ?? false,
        };
        const outcome = await deps.coupons.create(body.code, data, { actor, requestId: context.requestId });
        if (outcome.checkpoint) await deps.couponListCaughtUp(outcome.checkpoint);
        return { status: outcome.changed ? 201 : 200, body: couponView(entryOf(outcome.state, now), await titleOf(scope, actor.userId), now) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/coupons',
      summary: 'The coupons the signed-in user made, newest first, with their uses',
      tags,
      access: 'user',
      responses: { 200: { description: 'The coupons', schema: CouponListResponse } },
      async handle({ context }) {
        const actor = context.actor!;
        const now = deps.clock();
        const entries = await couponsMadeBy(deps.db, actor.userId, now);
        const coupons = await Promise.all(entries.map(async (entry) => couponView(entry, await titleOf(entry.scope, actor.userId), now)));
        return { status: 200, body: { coupons } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/coupons/:code/disable',
      summary: 'Stop a coupon: no new order takes it (orders already holding a use keep it)',
      tags,
      access: 'user',
      params: CouponParams,
      responses: { 200: { description: 'The coupon, stopped', schema: CouponResponse } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const outcome = await deps.coupons.disable(params.code, { actor, requestId: context.requestId });
        if (outcome.checkpoint) await deps.couponListCaughtUp(outcome.checkpoint);
        const now = deps.clock();
        const [listed] = (await couponsMadeBy(deps.db, outcome.state.coupon!.createdBy, now)).filter((entry) => entry.code === params.code);
        const entry = listed ?? entryOf(outcome.state, now);
        return { status: 200, body: couponView(entry, await titleOf(entry.scope, actor.userId), now) };
      },
    }),
  ];
}
