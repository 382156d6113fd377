import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PREPARED_STATEMENT, type Database, type DatabaseSession } from './database.js';
import { INT8_OID, XID8_OID, parseBigInt } from './type-parsers.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === XID8_OID) return parseBigInt;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time; for the event store's hot
 * statements that is a third of an append. A client that names marked statements by the hash of their text makes
 * node-postgres prepare each once per connection. Only marked statements, so that dynamic SQL never piles up.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && text.startsWith(PREPARED_STATEMENT) && (values === undefined || Array.isArray(values))) {
      const name = `pathwise_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      return (super.query as (...each: unknown[]) => never)({ name, text, values: values ?? [] }, ...args.slice(2));
    }
    return (super.query as (...each: unknown[]) => never)(...args);
  }
}

export interface PostgresOptions {
  readonly url: string;
  readonly poolSize?: number;
}

/** LISTEN needs a connection of its own that outlives queries; it reconnects and re-listens when lost. */
class NotificationListener {
  readonly #channels = new Map<string, Set<(payload: string) => void>>();
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  #closed = false;
  #reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {}

  async add(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const callbacks = this.#channels.get(channel) ?? new Set();
    this.#channels.set(channel, callbacks);
    callbacks.add(callback);
    const client = await this.#connect();
    if (callbacks.size === 1) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0 && this.#client && !this.#closed) {
        this.#channels.delete(channel);
        await this.#client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  }

  #connect(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#connecting ??= this.#open().finally(() => (this.#connecting = null));
    return this.#connecting;
  }

  async #open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, types });
    client.on('notification', (message) => {
      for (const callback of this.#channels.get(message.channel) ?? []) callback(message.payload ?? '');
    });
    client.on('error', () => {
      if (this.#client !== client) return;
      this.#client = null;
      client.end().catch(() => {});
      this.#scheduleReconnect();
    });
    await client.connect();
    for (const channel of this.#channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.#client = client;
    // Whatever was notified while we were away is lost; listeners re-poll on any hint, so give them one.
    for (const callbacks of this.#channels.values()) for (const callback of callbacks) callback('');
    return client;
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#reconnectTimer) return;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      if (!this.#closed) this.#connect().catch(() => this.#scheduleReconnect());
    }, 1_000);
    this.#reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    await this.#client?.end().catch(() => {});
    this.#client = null;
  }
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, types, Client: PreparingClient });
  // An idle client that dies (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('select 1');
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const listener = new NotificationListener(options.url);
  return {
    kind: 'postgres',
    db,
    listen: (channel, onNotify) => listener.add(channel, onNotify),
    async openSession(): Promise<DatabaseSession> {
      const client = new pg.Client({ connectionString: options.url, types });
      const lostListeners: ((error: Error) => void)[] = [];
      client.on('error', (error) => lostListeners.forEach((listener) => listener(error)));
      await client.connect();
      return {
        async query<Row>(text: string, params: readonly unknown[] = []) {
          return (await client.query(text, [...params])).rows as Row[];
        },
        onLost: (listener) => lostListeners.push(listener),
        close: () => client.end(),
      };
    },
    async close() {
      await listener.close();
      await db.destroy();
    },
  };
}
