import { roles, subscriptionTiers, type MeResponse } from '@pathwise/contracts';

export type Role = MeResponse['role'];
export type Tier = MeResponse['subscription_tier'];

/** The user list's search as it stands in the address: every part optional, so a bare /admin/users lists everyone. */
export interface AdminUsersSearch {
  readonly search?: string | undefined;
  readonly role?: Role | undefined;
  readonly tier?: Tier | undefined;
  readonly page?: number | undefined;
}

/**
 * Reads the search from the address. A hand-edited or stale value is dropped rather than breaking the page; the
 * router calls this as the route's validateSearch. The bounds are the API's, so the page never asks for a 400.
 */
export function parseAdminUsersSearch(search: Record<string, unknown>): AdminUsersSearch {
  const words = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  return {
    search: words === '' ? undefined : words,
    role: roles.find((role) => role === search.role),
    tier: subscriptionTiers.find((tier) => tier === search.tier),
    page: typeof page === 'number' && Number.isInteger(page) && page >= 2 && page <= 10_000 ? page : undefined,
  };
}
