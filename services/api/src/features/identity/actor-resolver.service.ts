import type { Accounts } from './accounts/accounts.commands.js';
import type { AccountState } from './accounts/account.decider.js';
import type { Actor } from '../../kernel/actor.js';
import type { Sessions } from './sessions/sessions.service.js';

/** Another process's account change (a new role) reaches this one within this time. */
const ACCOUNT_CACHE_MS = 5_000;

/**
 * Turns a verified session into an actor with the account's current role and tier. Account states are cached
 * briefly and dropped at once when this process changes the account.
 */
export class ActorResolver {
  readonly #accounts = new Map<string, { state: AccountState; until: number }>();

  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
  ) {
    accounts.onChange((userId) => this.#accounts.delete(userId));
  }

  /** The actor of a session, or null when the session has ended or its account is gone. */
  async resolve(userId: string, sessionId: string, via: Actor['via']): Promise<Actor | null> {
    const session = await this.sessions.active(sessionId);
    if (!session || session.userId !== userId) return null;
    const account = await this.account(userId);
    if (!account.exists) return null;
    return { userId, role: account.role, tier: account.tier, sessionId, via };
  }

  async account(userId: string): Promise<AccountState> {
    const cached = this.#accounts.get(userId);
    if (cached && cached.until > Date.now()) return cached.state;
    const { state } = await this.accounts.load(userId);
    this.#accounts.set(userId, { state, until: Date.now() + ACCOUNT_CACHE_MS });
    return state;
  }
}
