import {
  ParkedEventList,
  ParkedEventsQuery,
  ProjectionNameParams,
  RetryParkedEventsRequest,
  RetryParkedEventsResponse,
  type ParkedEvent,
} from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import { parkedEventStore, retryParkedEvents, type Database, type EventStore } from '@pathwise/event-store';
import { allProjections, projectionHandler, subscriptionIdOf } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { NotFoundError } from '../../http/http-errors.js';

export interface ParkedEventRouteDeps {
  readonly database: Database;
  readonly store: EventStore<PathwiseEvent>;
}

/** Only the versions that run now: an older version's parked events went with its tables. */
const projectionsBySubscription = new Map(allProjections.map((projection) => [subscriptionIdOf(projection), projection]));

function projectionNamed(name: string) {
  const projection = allProjections.find((each) => each.name === name);
  if (!projection) throw new NotFoundError(`There is no projection named "${name}"`);
  return projection;
}

/**
 * The admin's side of parking (ADR 18): which events each projection could not apply and why, and retrying them
 * after a fix. Retries run on whichever node takes the request; they lock the projection's checkpoint row, so they
 * never run beside a page of the live runner, wherever it runs.
 */
export function parkedEventRoutes(deps: ParkedEventRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/admin/projections/parked-events',
      summary: 'Events the projections could not apply, with the error, oldest first, and how many there are',
      tags: ['admin', 'operations'],
      access: 'user',
      policy: 'admin',
      query: ParkedEventsQuery,
      responses: {
        200: { description: 'The parked events', schema: ParkedEventList },
        404: { description: 'No projection has that name' },
      },
      async handle({ query }) {
        const subscriptionIds =
          query.projection === undefined ? [...projectionsBySubscription.keys()] : [subscriptionIdOf(projectionNamed(query.projection))];
        const [parked, counts] = await Promise.all([
          parkedEventStore.list(deps.database.db, { subscriptionIds, limit: query.limit }),
          parkedEventStore.counts(deps.database.db),
        ]);
        const total = subscriptionIds.reduce((sum, subscriptionId) => sum + (counts.get(subscriptionId) ?? 0), 0);
        const parkedEvents = parked.map(
          (event): ParkedEvent => ({
            projection: projectionsBySubscription.get(event.subscriptionId)!.name,
            position: event.position.toString(),
            streamId: event.streamId,
            eventType: event.eventType,
            error: event.error,
            attempts: event.attempts,
            firstFailedAt: event.firstFailedAt.toISOString(),
            lastFailedAt: event.lastFailedAt.toISOString(),
          }),
        );
        return { status: 200, body: { parkedEvents, total } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/admin/projections/:projection/parked-events/retry',
      summary: 'Apply parked events of a projection again, after a fix',
      description:
        'Retries the event at `position`, or every event the projection has parked when the body names none. An event ' +
        'that applies leaves the list; one that still fails stays with its newest error and one more attempt.',
      tags: ['admin', 'operations'],
      access: 'user',
      policy: 'admin',
      params: ProjectionNameParams,
      body: RetryParkedEventsRequest,
      responses: {
        200: { description: 'What became of each event', schema: RetryParkedEventsResponse },
        404: { description: 'No projection has that name' },
      },
      async handle({ params, body }) {
        const projection = projectionNamed(params.projection);
        const outcomes = await retryParkedEvents({
          database: deps.database,
          store: deps.store,
          handler: projectionHandler(projection),
          ...(body.position === undefined ? {} : { positions: [BigInt(body.position)] }),
        });
        return { status: 200, body: { outcomes: outcomes.map((outcome) => ({ ...outcome, position: outcome.position.toString() })) } };
      },
    }),
  ];
}
