import { createHmac, hkdfSync } from 'node:crypto';
import { streamId, type Language, type PathwiseEvent, type Role, type SubscriptionTier } from '@pathwise/event-schemas';
import {
  StreamVersionConflictError,
  newEventId,
  type Database,
  type EventMetadata,
  type EventStore,
  type Executor,
  type StoredEvent,
} from '@pathwise/event-store';
import { foldState } from '../../../kernel/decider.js';
import { executeOnStream } from '../../../kernel/stream-command.js';
import { accountDecider, type AccountCommand, type AccountState } from './account.decider.js';

export interface NewAccount {
  /** Given only by the demo seed and tests, which need ids they know; otherwise a new one is made. */
  readonly userId?: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly role?: Role;
  readonly tier?: SubscriptionTier;
  readonly preferredLanguage?: Language;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Accounts as event streams: load by folding, change by deciding and appending with the version read. Emails and
 * external identities map to accounts through streams named by a keyed hash, whose first event claims them.
 */
export class Accounts {
  readonly #indexKey: Buffer;
  readonly #listeners = new Set<(userId: string) => void>();

  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly database: Database,
    personalDataKey: Buffer,
  ) {
    // A key of its own, derived so that no new secret is needed, and useless for decrypting anything.
    this.#indexKey = Buffer.from(hkdfSync('sha256', personalDataKey, 'pathwise', 'account index keys', 32));
  }

  /** The keyed hash an email is known by outside the encrypted events (stream ids, rate-limit buckets). */
  emailKey(email: string): string {
    return createHmac('sha256', this.#indexKey).update(`email:${normalizeEmail(email)}`).digest('hex');
  }

  #identityKey(issuer: string, subject: string): string {
    return createHmac('sha256', this.#indexKey).update(`identity:${issuer}\u0000${subject}`).digest('hex');
  }

  /** Tells listeners (caches of account state) that an account changed in this process. */
  onChange(listener: (userId: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells this process's caches that an account changed by another path than `execute` (a reactor's effect). */
  changedElsewhere(userId: string): void {
    this.#listeners.forEach((listener) => listener(userId));
  }

  /** The account's state, the version it was read at, and the events it was folded from (its history). */
  async load(userId: string, executor?: Executor): Promise<{ state: AccountState; version: number; events: StoredEvent<PathwiseEvent>[] }> {
    const { events, currentVersion } = await this.store.readStream(streamId('account', userId), executor ? { executor } : {});
    return { state: foldState(accountDecider, userId, events), version: currentVersion, events };
  }

  async findByEmail(email: string, executor?: Executor): Promise<string | null> {
    return this.#claimant(streamId('email', this.emailKey(email)), executor);
  }

  async findByExternalIdentity(issuer: string, subject: string): Promise<string | null> {
    return this.#claimant(streamId('identity', this.#identityKey(issuer, subject)));
  }

  async #claimant(stream: string, executor?: Executor): Promise<string | null> {
    const { events } = await this.store.readStream(stream, { maxCount: 1, ...(executor ? { executor } : {}) });
    const [claim] = events;
    return claim && (claim.type === 'AccountEmailClaimed' || claim.type === 'ExternalIdentityClaimed') ? claim.data.userId : null;
  }

  /** Runs a command against an account and returns its new state. */
  async execute(userId: string, command: AccountCommand, metadata: EventMetadata = {}): Promise<AccountState> {
    const { state, appended } = await executeOnStream(this.store, {
      streamId: streamId('account', userId),
      stateId: userId,
      decider: accountDecider,
      command: () => command,
      metadata,
    });
    if (appended.length > 0) this.#listeners.forEach((listener) => listener(userId));
    return state;
  }

  /**
   * Registers an account, claiming its email in the same transaction. When another registration claimed the email
   * first, the existing account is returned instead and nothing is appended: the one who claims first wins.
   */
  async register(account: NewAccount, metadata: EventMetadata = {}): Promise<{ userId: string; created: boolean }> {
    const userId = account.userId ?? newEventId();
    const command: AccountCommand = {
      type: 'RegisterAccount',
      email: account.email === null ? null : normalizeEmail(account.email),
      displayName: account.displayName,
      role: account.role ?? 'creator',
      tier: account.tier ?? 'free',
      preferredLanguage: account.preferredLanguage ?? 'en',
    };
    const events = accountDecider.decide(command, accountDecider.initialState(userId));
    try {
      await this.database.db.transaction().execute(async (transaction) => {
        if (account.email !== null) {
          await this.store.append(streamId('email', this.emailKey(account.email)), [{ type: 'AccountEmailClaimed', data: { userId } }], {
            expectedVersion: 'no_stream',
            executor: transaction,
            metadata,
          });
        }
        await this.store.append(streamId('account', userId), events, { expectedVersion: 'no_stream', executor: transaction, metadata });
      });
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || account.email === null) throw error;
      const existing = await this.findByEmail(account.email);
      if (!existing) throw error;
      return { userId: existing, created: false };
    }
    return { userId, created: true };
  }

  /**
   * Links an external identity (issuer + subject) to an account, claiming it so it can never sign in to another
   * account. Returns the account it belongs to, which is an existing one if it was claimed before.
   */
  async linkExternalIdentity(userId: string, issuer: string, subject: string, metadata: EventMetadata = {}): Promise<string> {
    const existing = await this.findByExternalIdentity(issuer, subject);
    if (existing) return existing;
    try {
      await this.store.append(streamId('identity', this.#identityKey(issuer, subject)), [{ type: 'ExternalIdentityClaimed', data: { userId } }], {
        expectedVersion: 'no_stream',
        metadata,
      });
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      return (await this.findByExternalIdentity(issuer, subject)) ?? userId;
    }
    await this.execute(userId, { type: 'LinkExternalIdentity', issuer, subject }, metadata);
    return userId;
  }
}
