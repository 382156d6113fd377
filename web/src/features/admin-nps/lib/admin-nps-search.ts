import { roles, subscriptionTiers } from '@pathwise/contracts';
import type { AdminNpsFilter } from '../api/get-admin-nps';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

/**
 * The filters as they stand in the address, so that a reload or a shared link shows the same figures. A hand-edited
 * or stale value is dropped rather than breaking the page; the router calls this as the route's validateSearch.
 */
export function parseAdminNpsSearch(search: Record<string, unknown>): AdminNpsFilter {
  const role = roles.find((each) => each === search.role);
  const plan = subscriptionTiers.find((each) => each === search.plan);
  const from = dayOf(search.from);
  const until = dayOf(search.until);
  // Every key named, undefined where dropped: the router lays this over the address's own values.
  return {
    role,
    plan,
    from,
    // A window that ends before it starts is read as open-ended.
    until: until && (!from || until >= from) ? until : undefined,
  };
}
