import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Short-lived security state that is not a domain fact and must not live in the log: one-time-code challenges
 * (hashes only), rate-limit hits, browser sessions (secret hashes) and OpenID Connect flows in progress. Accounts and
 * what happens to them are events (account.events.ts); this is the scaffolding around signing in.
 */
export const identityMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const statement of [
      sql`CREATE SCHEMA IF NOT EXISTS identity`,
      sql`
        CREATE TABLE identity.sign_in_challenges (
          challenge_id uuid PRIMARY KEY,
          email_key text NOT NULL,
          code_hash bytea NOT NULL,
          display_name text,
          attempts integer NOT NULL DEFAULT 0,
          created_at timestamptz NOT NULL,
          expires_at timestamptz NOT NULL,
          closed_at timestamptz
        )
      `,
      sql`CREATE INDEX sign_in_challenges_open ON identity.sign_in_challenges (email_key, created_at DESC) WHERE closed_at IS NULL`,
      sql`
        CREATE TABLE identity.rate_limit_hits (
          bucket text NOT NULL,
          hit_at timestamptz NOT NULL
        )
      `,
      sql`CREATE INDEX rate_limit_hits_bucket ON identity.rate_limit_hits (bucket, hit_at)`,
      sql`
        CREATE TABLE identity.sessions (
          session_id uuid PRIMARY KEY,
          user_id text NOT NULL,
          method text NOT NULL,
          secret_hash bytea NOT NULL,
          previous_secret_hash bytea,
          rotated_at timestamptz NOT NULL,
          created_at timestamptz NOT NULL,
          expires_at timestamptz NOT NULL,
          revoked_at timestamptz,
          user_agent text
        )
      `,
      sql`CREATE INDEX sessions_user ON identity.sessions (user_id) WHERE revoked_at IS NULL`,
      sql`
        CREATE TABLE identity.oidc_flows (
          state text PRIMARY KEY,
          nonce text NOT NULL,
          code_verifier text NOT NULL,
          return_to text NOT NULL,
          expires_at timestamptz NOT NULL
        )
      `,
    ]) {
      await statement.execute(db);
    }
  },
};
