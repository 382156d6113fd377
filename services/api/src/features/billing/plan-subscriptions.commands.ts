import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventMetadata, EventStore, StoredEvent } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import {
  planSubscriptionDecider,
  planSubscriptionStreamId,
  type PlanSubscriptionCommand,
  type PlanSubscriptionState,
} from './plan-subscription.decider.js';

/** Accounts' plans with Pathwise as streams: load by folding, change by deciding and appending with the version read. */
export class PlanSubscriptions {
  constructor(private readonly store: EventStore<PathwiseEvent>) {}

  async load(userId: string): Promise<{ state: PlanSubscriptionState; version: number; events: StoredEvent<PathwiseEvent>[] }> {
    const { events, currentVersion } = await this.store.readStream(planSubscriptionStreamId(userId));
    return { state: foldState(planSubscriptionDecider, userId, events), version: currentVersion, events };
  }

  /** Runs a command against an account's plan; returns whether it appended anything, and the state after it. */
  async execute(userId: string, command: PlanSubscriptionCommand, metadata: EventMetadata = {}): Promise<{ changed: boolean; state: PlanSubscriptionState }> {
    const { state, appended } = await executeOnStream(this.store, {
      streamId: planSubscriptionStreamId(userId),
      stateId: userId,
      decider: planSubscriptionDecider,
      command: () => command,
      metadata,
    });
    return { changed: appended.length > 0, state };
  }
}
