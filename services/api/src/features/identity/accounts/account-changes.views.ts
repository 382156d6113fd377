import type { AdminUserChange } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';

type AuditedType = 'RoleChanged' | 'SubscriptionTierChanged' | 'AiCreditsGrantedByAdmin';
type AuditedChange = Extract<StoredEvent<PathwiseEvent>, { type: AuditedType }>;
const auditedTypes: ReadonlySet<string> = new Set<AuditedType>(['RoleChanged', 'SubscriptionTierChanged', 'AiCreditsGrantedByAdmin']);

/** The events of an account's stream someone made on its owner's behalf: its role, its tier, credits granted by hand. */
export const auditedChangesIn = (events: readonly StoredEvent<PathwiseEvent>[]): AuditedChange[] =>
  events.filter((event): event is AuditedChange => auditedTypes.has(event.type));

const changedByOf = (event: AuditedChange) => (event.type === 'AiCreditsGrantedByAdmin' ? event.data.grantedBy : event.data.changedBy);
/** Whose names the trail shows. */
export const changeAuthors = (changes: readonly AuditedChange[]): string[] => changes.map(changedByOf);

/** The audit trail of an account, newest first, each change naming who made it by their display name. */
export function accountChangesView(changes: readonly AuditedChange[], names: ReadonlyMap<string, string | null>): AdminUserChange[] {
  return changes
    .map((event): AdminUserChange => {
      const by = changedByOf(event);
      const common = {
        changed_by: { uid: by, display_name: names.get(by) ?? null },
        reason: event.data.reason,
        changed_at: event.recordedAt.toISOString(),
      };
      if (event.type === 'AiCreditsGrantedByAdmin') return { field: 'ai_credits', credits: event.data.credits, balance: event.data.balance, ...common };
      return event.type === 'RoleChanged'
        ? { field: 'role', from: event.data.from, to: event.data.to, ...common }
        : { field: 'subscription_tier', from: event.data.from, to: event.data.to, source: event.data.source, ...common };
    })
    .reverse();
}
