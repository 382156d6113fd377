import type { AdminUserChange } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';

type AccessChange = Extract<StoredEvent<PathwiseEvent>, { type: 'RoleChanged' | 'SubscriptionTierChanged' }>;

/** The events of an account's stream that change what its owner may do: its role or its tier. */
export const accessChangesIn = (events: readonly StoredEvent<PathwiseEvent>[]): AccessChange[] =>
  events.filter((event): event is AccessChange => event.type === 'RoleChanged' || event.type === 'SubscriptionTierChanged');

/** The audit trail of an account, newest first, each change naming who made it by their display name. */
export function accountChangesView(changes: readonly AccessChange[], names: ReadonlyMap<string, string | null>): AdminUserChange[] {
  return changes
    .map((event): AdminUserChange => {
      const common = {
        changed_by: { uid: event.data.changedBy, display_name: names.get(event.data.changedBy) ?? null },
        reason: event.data.reason,
        changed_at: event.recordedAt.toISOString(),
      };
      return event.type === 'RoleChanged'
        ? { field: 'role', from: event.data.from, to: event.data.to, ...common }
        : { field: 'subscription_tier', from: event.data.from, to: event.data.to, source: event.data.source, ...common };
    })
    .reverse();
}
