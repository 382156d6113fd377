import type { Role, SubscriptionTier } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { likePattern } from '../../shared/like-pattern.js';
import { ACCOUNTS } from './account-directory.projection.js';

export interface AccountSummary {
  readonly userId: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly role: Role;
  readonly tier: SubscriptionTier;
  readonly createdAt: Date;
  readonly lastLogin: Date | null;
}

export interface AccountSearch {
  /** Matched case-insensitively against email and display name. */
  readonly search?: string | undefined;
  readonly role?: Role | undefined;
  readonly tier?: SubscriptionTier | undefined;
  readonly page: number;
  readonly pageSize: number;
}

interface AccountRow {
  user_id: string;
  email: string | null;
  display_name: string | null;
  role: Role;
  subscription_tier: SubscriptionTier;
  created_at: Date;
  last_login: Date | null;
  total: number;
}

/** A page of accounts, newest first, with the count of all that match. */
export async function searchAccounts(db: Executor, query: AccountSearch): Promise<{ accounts: AccountSummary[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const { rows } = await sql<AccountRow>`
    SELECT user_id, email, display_name, role, subscription_tier, created_at, last_login, count(*) OVER ()::int AS total
    FROM ${sql.id(LIVE_SCHEMA, ACCOUNTS)}
    WHERE (${pattern}::text IS NULL OR email ILIKE ${pattern} OR display_name ILIKE ${pattern})
      AND (${query.role ?? null}::text IS NULL OR role = ${query.role ?? null})
      AND (${query.tier ?? null}::text IS NULL OR subscription_tier = ${query.tier ?? null})
    ORDER BY created_at DESC, user_id
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
  `.execute(db);
  return {
    total: rows[0]?.total ?? 0,
    accounts: rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      displayName: row.display_name,
      role: row.role,
      tier: row.subscription_tier,
      createdAt: row.created_at,
      lastLogin: row.last_login,
    })),
  };
}
