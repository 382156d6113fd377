import { deterministicEventId } from '../ids/event-ids.js';
import type { AnyEvent, EventStore, ExpectedVersion, ReadStreamResult, StoredEvent } from '../store/event-store.js';
import type { ConsumerHandler } from './checkpointed-consumer.js';

/** Events a reactor wants appended to one stream. Their ids are derived, never given. */
export interface ReactorEffect<E extends AnyEvent> {
  readonly streamId: string;
  readonly events: readonly E[];
  readonly expectedVersion?: ExpectedVersion;
}

export interface ReactorContext<E extends AnyEvent> {
  /** Reads a stream (from a version, if given) inside the page's transaction, to decide from current state. */
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<ReadStreamResult<E>>;
}

/**
 * A policy: when an event happens, decide what else happens. Decisions are functions of the event and the streams
 * they read; the runner appends the results in the page's transaction with ids derived from the reactor's name and
 * the causing event, so reprocessing an event (a retry, a replay, a reset checkpoint) never appends twice.
 */
export interface Reactor<E extends AnyEvent> {
  /** Names the checkpoint and seeds the ids of what it appends: never rename a reactor that has run. */
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  react(event: StoredEvent<E>, context: ReactorContext<E>): Promise<readonly ReactorEffect<E>[]> | readonly ReactorEffect<E>[];
}

export const reactorSubscriptionId = (reactor: Pick<Reactor<AnyEvent>, 'name'>) => `reactor:${reactor.name}`;

/** Turns a reactor into a consumer handler; run it with a CheckpointedConsumer like any projection. */
export function reactorHandler<E extends AnyEvent>(reactor: Reactor<E>, store: EventStore<E>): ConsumerHandler<E> {
  return {
    subscriptionId: reactorSubscriptionId(reactor),
    eventTypes: reactor.eventTypes,
    async handle(events, { transaction }) {
      const context: ReactorContext<E> = { readStream: (streamId, options) => store.readStream(streamId, { ...options, executor: transaction }) };
      for (const cause of events) {
        const effects = await reactor.react(cause, context);
        for (const [effectIndex, effect] of effects.entries()) {
          const appended = effect.events.map((event, eventIndex) => ({
            ...event,
            id: deterministicEventId('reactor', reactor.name, cause.id, String(effectIndex), String(eventIndex)),
          }));
          await store.append(effect.streamId, appended as never, {
            expectedVersion: effect.expectedVersion ?? 'any',
            executor: transaction,
            metadata: {
              causationId: cause.id,
              correlationId: cause.metadata.correlationId ?? cause.id,
              actor: { kind: 'reactor', id: reactor.name },
            },
          });
        }
      }
    },
  };
}
