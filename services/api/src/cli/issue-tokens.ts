import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { roles, subscriptionTiers, type Role, type SubscriptionTier } from '@pathwise/event-schemas';
import { issueSessionToken } from '../features/identity/index.js';
import { openCliPlatform, runCli, UsageError } from './cli-platform.js';

const usage =
  'Usage: npm run tokens -- --count N [--role student|creator|instructor] [--tier free|pro|pro_plus] [--ttl-minutes 60] [--allow-admin]';

const MAX_COUNT = 10_000;
const MAX_TTL_MINUTES = 7 * 24 * 60;

function integerIn(name: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}\n${usage}`);
  return number;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}\n${usage}`);
  return value as T;
}

/**
 * Registers fresh accounts, opens a session for each and prints their bearer tokens as comma-separated
 * `userId:token` pairs, the shape the k6 scenarios read from PATHWISE_TOKENS. On PGlite the server must be stopped
 * (one process per data directory); on PostgreSQL it runs beside live servers. Notes go to stderr, so that stdout can
 * be captured as it is.
 */
runCli(async () => {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        count: { type: 'string' },
        role: { type: 'string', default: 'student' },
        tier: { type: 'string', default: 'free' },
        'ttl-minutes': { type: 'string', default: '60' },
        'allow-admin': { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`, { cause: error });
  }
  if (values.count === undefined) throw new UsageError(`--count is required\n${usage}`);
  const count = integerIn('count', values.count, 1, MAX_COUNT);
  const ttlMinutes = integerIn('ttl-minutes', values['ttl-minutes'], 1, MAX_TTL_MINUTES);
  const role = oneOf<Role>('role', values.role, roles);
  const tier = oneOf<SubscriptionTier>('tier', values.tier, subscriptionTiers);
  // An admin token may act for every learner; handing those out in bulk should take a deliberate second flag.
  if (role === 'admin' && !values['allow-admin']) throw new UsageError('Refusing to issue admin tokens without --allow-admin');

  // Tokens are handles on real sessions of real accounts, so the tool registers the users and opens their sessions.
  const platform = await openCliPlatform();
  try {
    const pairs: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const userId = `${role}-${randomUUID()}`;
      pairs.push(`${userId}:${await issueSessionToken(platform.identity, { userId, role, tier }, ttlMinutes * 60)}`);
    }
    process.stdout.write(`${pairs.join(',')}\n`);
    process.stderr.write(`Issued ${count} ${role} token(s) (${tier}) for new accounts, valid for ${ttlMinutes} min.\n`);
  } finally {
    await platform.close();
  }
});
