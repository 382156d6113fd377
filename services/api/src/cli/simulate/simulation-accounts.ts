import { readFile } from 'node:fs/promises';
import { DataDirectoryInUseError } from '@pathwise/event-store';
import { issueSessionToken } from '../../features/identity/index.js';
import { openCliPlatform, UsageError } from '../cli-platform.js';
import type { LearnerAccount } from './course-setup.js';

const ISSUING_CONCURRENCY = 8;

/** The id of the n-th simulated learner of a seed: the same seed acts as the same accounts again. */
export const simulatedLearnerId = (seed: number, index: number) => `sim-${seed}-learner-${index + 1}`;

/** Learner accounts from a file of `userId:token` pairs, comma- or line-separated, as `npm run tokens` prints them. */
export async function accountsFromTokensFile(path: string, count: number): Promise<LearnerAccount[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--tokens: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, { cause: error });
  }
  const accounts = text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((pair) => {
      const colon = pair.indexOf(':');
      if (colon <= 0 || colon === pair.length - 1) throw new UsageError(`--tokens: "${pair.slice(0, 40)}" is not a userId:token pair`);
      return { userId: pair.slice(0, colon), token: pair.slice(colon + 1) };
    });
  if (accounts.length < count) throw new UsageError(`--tokens: ${path} holds ${accounts.length} token(s), fewer than --learners ${count}`);
  return accounts.slice(0, count);
}

/**
 * Registers (or reuses) the seed's learner accounts and opens a session for each, as `npm run tokens` does: through
 * the same database as the server, so the server must be on PostgreSQL or stopped (PGlite allows one process).
 */
export async function issueSimulationAccounts(count: number, seed: number, ttlSeconds: number): Promise<LearnerAccount[]> {
  let platform;
  try {
    platform = await openCliPlatform();
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    throw new UsageError(
      `${error.message}\nThe running server holds the PGlite data directory. Stop it, run ` +
        `\`npm run tokens -- --count ${count} --ttl-minutes ${Math.ceil(ttlSeconds / 60)} > tokens.txt\`, start it again and pass --tokens tokens.txt ` +
        '(or run the server on PostgreSQL with DATABASE_URL, where both can share the database).',
      { cause: error },
    );
  }
  try {
    const accounts: LearnerAccount[] = [];
    for (let start = 0; start < count; start += ISSUING_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(ISSUING_CONCURRENCY, count - start) }, (_, offset) => simulatedLearnerId(seed, start + offset));
      const tokens = await Promise.all(batch.map((userId) => issueSessionToken(platform.identity, { userId, role: 'student', tier: 'free' }, ttlSeconds)));
      batch.forEach((userId, offset) => accounts.push({ userId, token: tokens[offset]! }));
    }
    return accounts;
  } finally {
    await platform.close();
  }
}
