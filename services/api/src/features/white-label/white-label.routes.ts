import { UpdateWhiteLabelRequest, WhiteLabelResponse } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { foldState } from '../../kernel/decider.js';
import { whiteLabelDecider, whiteLabelStreamId, type WhiteLabelState } from './white-label.decider.js';

const view = (state: WhiteLabelState): WhiteLabelResponse => ({
  brandName: state.brandName,
  primaryColor: state.primaryColor,
  customDomain: state.customDomain,
  version: state.version,
  updatedAt: state.updatedAt?.toISOString() ?? null,
});

/** The signed-in pro_plus user's own white-label settings (/white-label); the plan gate refuses everyone else. */
export function whiteLabelRoutes(deps: { store: EventStore<PathwiseEvent> }): RouteDefinition[] {
  const load = async (userId: string) => {
    const { events } = await deps.store.readStream(whiteLabelStreamId(userId));
    return foldState(whiteLabelDecider, userId, events);
  };
  return [
    defineRoute({
      method: 'get',
      path: '/white-label',
      summary: 'Your white-label settings: brand name, colour and custom domain (pro_plus)',
      tags: ['white-label'],
      access: 'user',
      policy: 'proPlus',
      responses: { 200: { description: 'The settings; all null at version 0 until first saved', schema: WhiteLabelResponse } },
      async handle({ context }) {
        return { status: 200, body: view(await load(context.actor!.userId)) };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/white-label',
      summary: 'Replace your white-label settings (pro_plus)',
      description: 'Send the version you read as expectedVersion; if someone saved since, the answer is 409 and nothing changes.',
      tags: ['white-label'],
      access: 'user',
      policy: 'proPlus',
      body: UpdateWhiteLabelRequest,
      responses: {
        200: { description: 'The settings now', schema: WhiteLabelResponse },
        409: { description: 'The settings changed since expectedVersion' },
      },
      async handle({ body, context }) {
        const { userId } = context.actor!;
        const state = await load(userId);
        const { expectedVersion, brandName, primaryColor, customDomain } = body;
        const events = whiteLabelDecider.decide({ type: 'ChangeWhiteLabelSettings', expectedVersion, brandName, primaryColor, customDomain }, state);
        if (events.length === 0) return { status: 200, body: view(state) };
        await deps.store.append(whiteLabelStreamId(userId), events, {
          expectedVersion,
          metadata: { correlationId: context.requestId, actor: { kind: 'user', id: userId } },
        });
        return { status: 200, body: view(await load(userId)) };
      },
    }),
  ];
}
