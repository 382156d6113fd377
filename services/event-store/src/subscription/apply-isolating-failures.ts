import { sql } from 'kysely';
import type { AnyEvent, Executor, StoredEvent } from '../store/event-store.js';
import { isEventFailure } from './event-failure.js';
import type { FailedEvent } from './parked-events.js';

type Apply<E extends AnyEvent> = (events: readonly StoredEvent<E>[]) => Promise<void>;

/** Runs work in a savepoint of the caller's transaction: if it throws, only its own writes are undone. */
export async function inSavepoint<T>(transaction: Executor, work: () => Promise<T>): Promise<T> {
  await sql`SAVEPOINT apply_events`.execute(transaction);
  try {
    const result = await work();
    await sql`RELEASE SAVEPOINT apply_events`.execute(transaction);
    return result;
  } catch (error) {
    // A broken connection cannot roll back either; the original error says more than that second one.
    await sql`ROLLBACK TO SAVEPOINT apply_events`.execute(transaction).catch(() => {});
    throw error;
  }
}

/**
 * Applies a page of events in the caller's transaction and returns those that could not be applied. The page is
 * applied whole first (the fast path, folded in one go). If that fails because of an event's data, each event is
 * applied again alone in a savepoint, so that the culprits are found and rolled back while every other event stays
 * applied. An event is therefore given up on only after failing twice, the second time alone, with an error that
 * blames its data (isEventFailure): a third try could only repeat the same statement on the same data. Any other
 * error is rethrown and rolls the caller's whole transaction back, to be retried with back-off.
 */
export async function applyIsolatingFailures<E extends AnyEvent>(
  transaction: Executor,
  events: readonly StoredEvent<E>[],
  apply: Apply<E>,
): Promise<FailedEvent<E>[]> {
  if (events.length === 0) return [];
  try {
    await inSavepoint(transaction, () => apply(events));
    return [];
  } catch (error) {
    if (!isEventFailure(error)) throw error;
  }
  const failed: FailedEvent<E>[] = [];
  for (const event of events) {
    try {
      await inSavepoint(transaction, () => apply([event]));
    } catch (error) {
      if (!isEventFailure(error)) throw error;
      failed.push({ event, error });
    }
  }
  return failed;
}
