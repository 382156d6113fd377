import type { PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type EventMetadata, type EventStore, type StoredEvent } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import {
  planSubscriptionDecider,
  planSubscriptionStreamId,
  type PlanSubscriptionCommand,
  type PlanSubscriptionState,
} from './plan-subscription.decider.js';

/** Optimistic concurrency: a command that lost a race is decided again on the newer state, a few times at most. */
const RETRIES_ON_CONFLICT = 3;

/** Accounts' plans with Pathwise as streams: load by folding, change by deciding and appending with the version read. */
export class PlanSubscriptions {
  constructor(private readonly store: EventStore<PathwiseEvent>) {}

  async load(userId: string): Promise<{ state: PlanSubscriptionState; version: number; events: StoredEvent<PathwiseEvent>[] }> {
    const { events, currentVersion } = await this.store.readStream(planSubscriptionStreamId(userId));
    return { state: foldState(planSubscriptionDecider, userId, events), version: currentVersion, events };
  }

  /** Runs a command against an account's plan; returns whether it appended anything, and the state after it. */
  async execute(userId: string, command: PlanSubscriptionCommand, metadata: EventMetadata = {}): Promise<{ changed: boolean; state: PlanSubscriptionState }> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(userId);
      const events = planSubscriptionDecider.decide(command, state);
      if (events.length === 0) return { changed: false, state };
      try {
        await this.store.append(planSubscriptionStreamId(userId), events, { expectedVersion: version === 0 ? 'no_stream' : version, metadata });
      } catch (error) {
        if (error instanceof StreamVersionConflictError && attempt < RETRIES_ON_CONFLICT) continue;
        throw error;
      }
      return { changed: true, state: events.reduce(planSubscriptionDecider.evolve, state) };
    }
  }
}
