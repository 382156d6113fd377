import { randomUUID } from 'node:crypto';
import {
  AdminUserChangesResponse,
  AdminUserListQuery,
  AdminUserListResponse,
  ChangeRoleRequest,
  ChangeTierRequest,
  GrantAiCreditsRequest,
  MeResponse,
  UserIdParams,
} from '@pathwise/contracts';
import type { Executor } from '@pathwise/event-store';
import { getDisplayNames, searchAccounts } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { NotFoundError } from '../../http/http-errors.js';
import type { RequestContext } from '../../http/request-context.js';
import { accountChangesView, auditedChangesIn, changeAuthors } from './accounts/account-changes.views.js';
import type { AccountCommand } from './accounts/account.decider.js';
import { meView } from './accounts/me.views.js';
import type { Identity } from './identity.service.js';

/** Admins find users and change their role or tier; each change is an event naming the admin and the reason. */
export function adminUserRoutes(identity: Identity, db: Executor): RouteDefinition[] {
  /** Runs an account command as the admin making the request, on a user that must exist. */
  const changeAs = async (context: RequestContext, userId: string, command: AccountCommand) => {
    if (!(await identity.actors.account(userId)).exists) throw new NotFoundError(`There is no user ${userId}`);
    const state = await identity.accounts.execute(userId, command, {
      correlationId: context.requestId,
      actor: { kind: 'user', id: context.actor!.userId },
    });
    return { status: 200, body: meView(state) };
  };
  return [
    defineRoute({
      method: 'get',
      path: '/admin/users',
      summary: 'List and search users',
      tags: ['admin'],
      access: 'user',
      policy: 'admin',
      query: AdminUserListQuery,
      responses: { 200: { description: 'A page of users, newest first', schema: AdminUserListResponse } },
      async handle({ query }) {
        const { accounts, total } = await searchAccounts(db, {
          search: query.search,
          role: query.role,
          tier: query.tier,
          page: query.page,
          pageSize: query.page_size,
        });
        return {
          status: 200,
          body: {
            users: accounts.map((account) => ({
              uid: account.userId,
              email: account.email,
              display_name: account.displayName,
              role: account.role,
              subscription_tier: account.tier,
              created_at: account.createdAt.toISOString(),
              last_login: account.lastLogin?.toISOString() ?? null,
            })),
            total,
            page: query.page,
            page_size: query.page_size,
          },
        };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/admin/users/:userId/role',
      summary: "Change a user's role (audited)",
      tags: ['admin'],
      access: 'user',
      policy: 'admin',
      params: UserIdParams,
      body: ChangeRoleRequest,
      responses: { 200: { description: 'The user after the change', schema: MeResponse } },
      handle: ({ params, body, context }) =>
        changeAs(context, params.userId, { type: 'ChangeRole', to: body.role, changedBy: context.actor!.userId, reason: body.reason }),
    }),
    defineRoute({
      method: 'put',
      path: '/admin/users/:userId/subscription-tier',
      summary: "Change a user's subscription tier (audited)",
      tags: ['admin'],
      access: 'user',
      policy: 'admin',
      params: UserIdParams,
      body: ChangeTierRequest,
      responses: { 200: { description: 'The user after the change', schema: MeResponse } },
      handle: ({ params, body, context }) =>
        changeAs(context, params.userId, {
          type: 'ChangeTier',
          to: body.subscription_tier,
          changedBy: context.actor!.userId,
          source: 'admin',
          reason: body.reason,
        }),
    }),
    defineRoute({
      method: 'post',
      path: '/admin/users/:userId/ai-credits',
      summary: 'Grant a user AI credits by hand (audited)',
      description:
        'Adds the credits to the balance at once, with the reason and the admin kept in the audit trail. A `grantId` sent again grants nothing more. The monthly grant of the plan is apart and unchanged.',
      tags: ['admin'],
      access: 'user',
      policy: 'admin',
      params: UserIdParams,
      body: GrantAiCreditsRequest,
      responses: { 200: { description: 'The user after the grant, with the new balance', schema: MeResponse }, 404: { description: 'No user has that id' } },
      handle: ({ params, body, context }) =>
        changeAs(context, params.userId, {
          type: 'GrantAiCredits',
          grantId: body.grantId ?? randomUUID(),
          credits: body.credits,
          grantedBy: context.actor!.userId,
          reason: body.reason,
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/users/:userId/changes',
      summary: "A user's role and tier changes and credits granted by hand: the audit trail",
      description: "Read from the account's own events, so it is complete from the first change and never lags behind a read model.",
      tags: ['admin'],
      access: 'user',
      policy: 'admin',
      params: UserIdParams,
      responses: {
        200: { description: 'Every change, newest first', schema: AdminUserChangesResponse },
        404: { description: 'No user has that id' },
      },
      async handle({ params }) {
        const { state, events } = await identity.accounts.load(params.userId);
        if (!state.exists) throw new NotFoundError(`There is no user ${params.userId}`);
        const changes = auditedChangesIn(events);
        const names = await getDisplayNames(db, changeAuthors(changes));
        return { status: 200, body: { uid: params.userId, changes: accountChangesView(changes, names) } };
      },
    }),
  ];
}
