import type { Database, DatabaseSession } from '../database/database.js';

/** The right to be the one active runner of a subscription. Lost with the session that holds it. */
export interface Lease {
  readonly name: string;
  readonly lost: boolean;
  release(): Promise<void>;
}

export interface LeaseManager {
  tryAcquire(name: string): Promise<Lease | null>;
  close(): Promise<void>;
}

class HeldLease implements Lease {
  lost = false;
  constructor(
    readonly name: string,
    private readonly onRelease: () => Promise<void>,
  ) {}
  async release(): Promise<void> {
    if (this.lost) return;
    this.lost = true;
    await this.onRelease();
  }
}

/** PGlite serves one process, so a lease is a name in a set. */
class InProcessLeaseManager implements LeaseManager {
  readonly #held = new Set<string>();

  async tryAcquire(name: string): Promise<Lease | null> {
    if (this.#held.has(name)) return null;
    this.#held.add(name);
    return new HeldLease(name, async () => void this.#held.delete(name));
  }

  async close(): Promise<void> {
    this.#held.clear();
  }
}

/**
 * Session advisory locks on one dedicated connection: whichever process holds `pg_try_advisory_lock(name)` runs.
 * If the connection dies PostgreSQL frees the locks, so every lease taken on it is marked lost at once.
 */
class AdvisoryLockLeaseManager implements LeaseManager {
  #session: Promise<DatabaseSession> | null = null;
  readonly #leases = new Map<string, HeldLease>();

  constructor(private readonly database: Database) {}

  #sessionOrOpen(): Promise<DatabaseSession> {
    this.#session ??= this.database.openSession().then((session) => {
      if (!session) throw new Error('Advisory-lock leases need a PostgreSQL session');
      session.onLost(() => this.#dropSession());
      return session;
    });
    this.#session.catch(() => (this.#session = null));
    return this.#session;
  }

  #dropSession(): void {
    const session = this.#session;
    this.#session = null;
    for (const lease of this.#leases.values()) lease.lost = true;
    this.#leases.clear();
    void session?.then((each) => each.close()).catch(() => {});
  }

  async tryAcquire(name: string): Promise<Lease | null> {
    if (this.#leases.has(name)) return null;
    const session = await this.#sessionOrOpen();
    const [row] = await session.query<{ acquired: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS acquired',
      [name],
    );
    if (!row?.acquired) return null;
    const lease = new HeldLease(name, async () => {
      this.#leases.delete(name);
      await session.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => {});
    });
    this.#leases.set(name, lease);
    return lease;
  }

  async close(): Promise<void> {
    const session = this.#session;
    this.#session = null;
    for (const lease of this.#leases.values()) lease.lost = true;
    this.#leases.clear();
    if (session) await (await session).close();
  }
}

export function createLeaseManager(database: Database): LeaseManager {
  return database.kind === 'postgres' ? new AdvisoryLockLeaseManager(database) : new InProcessLeaseManager();
}
