import type { Database } from '../database/database.js';
import type { AnyEvent, EventStore } from '../store/event-store.js';
import { applyIsolatingFailures } from './apply-isolating-failures.js';
import { checkpointStore } from './checkpoint-store.js';
import type { ConsumerHandler } from './checkpointed-consumer.js';
import { checkpointBefore, parkedEventStore } from './parked-events.js';

export type RetryOutcome =
  | { readonly position: bigint; readonly outcome: 'applied' }
  | { readonly position: bigint; readonly outcome: 'still_failing'; readonly error: string; readonly attempts: number }
  /** Not parked (any more): retried by someone else meanwhile, or never parked. */
  | { readonly position: bigint; readonly outcome: 'not_parked' };

export interface RetryParkedEventsOptions<E extends AnyEvent> {
  readonly database: Database;
  readonly store: EventStore<E>;
  readonly handler: ConsumerHandler<E>;
  /** The positions to retry; every event the subscription has parked when absent. */
  readonly positions?: readonly bigint[];
}

/**
 * Applies parked events again through the handler, after a fix: each one that now applies leaves the parked list,
 * each one that still fails stays with its newest error and one more attempt. Each event gets a transaction of its
 * own that first locks the subscription's checkpoint row, so a retry never runs beside a page of the live runner,
 * in this process or another. The event lands after events that came later in the log: the handler must not depend
 * on order for it (projections written with upserts do not).
 */
export async function retryParkedEvents<E extends AnyEvent>(options: RetryParkedEventsOptions<E>): Promise<RetryOutcome[]> {
  const { database, store, handler } = options;
  const positions =
    options.positions ?? (await parkedEventStore.list(database.db, { subscriptionIds: [handler.subscriptionId] })).map((parked) => parked.position);
  const outcomes: RetryOutcome[] = [];
  for (const position of positions) {
    outcomes.push(
      await database.db.transaction().execute(async (transaction): Promise<RetryOutcome> => {
        const checkpoint = await checkpointStore.lock(transaction, handler.subscriptionId);
        const parked = await parkedEventStore.lock(transaction, handler.subscriptionId, position);
        if (!parked) return { position, outcome: 'not_parked' };
        const { events } = await store.readAll({ after: checkpointBefore(parked), limit: 1, executor: transaction });
        const event = events[0];
        if (event?.position !== position) throw new Error(`The log has no event at parked position ${position}`);
        const [failure] = await applyIsolatingFailures(transaction, [event], (page) => handler.handle(page, { transaction, checkpoint }));
        if (!failure) {
          await parkedEventStore.remove(transaction, handler.subscriptionId, position);
          return { position, outcome: 'applied' };
        }
        await parkedEventStore.park(transaction, handler.subscriptionId, [failure]);
        const updated = await parkedEventStore.lock(transaction, handler.subscriptionId, position);
        return { position, outcome: 'still_failing', error: updated!.error, attempts: updated!.attempts };
      }),
    );
  }
  return outcomes;
}
