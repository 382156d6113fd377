import { randomUUID } from 'node:crypto';
import { Collaborator } from '@pathwise/contracts';
import type { Database } from '@pathwise/event-store';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Logger } from '../../observability/logger.js';

const CHANNEL = 'pathwise_lesson_presence';
/** Each node restates its rooms this often, so that a node that died without a word drops out. */
const HEARTBEAT_MS = 10_000;
const EXPIRES_AFTER_MS = 3 * HEARTBEAT_MS;
/** NOTIFY payloads stop at 8000 bytes; a room this crowded on one node shows the first few from it. */
const MAX_PAYLOAD_BYTES = 7_500;

const Announcement = z.object({
  node: z.string(),
  room: z.string(),
  collaborators: z.array(Collaborator),
  /** Set when this node's first member enters a room: the others answer with theirs at once. */
  hello: z.boolean(),
});
type Announcement = z.infer<typeof Announcement>;

/**
 * Presence across nodes. Edits travel through the log, but presence and cursors are too fleeting to store: each node
 * announces who is in its lesson rooms over PostgreSQL NOTIFY (on PGlite, a single process, it only hears itself,
 * which it ignores) and merges the other nodes' announcements into what its own sockets see.
 */
export class PresenceRelay {
  readonly #node = randomUUID();
  readonly #remote = new Map<string, Map<string, { collaborators: Collaborator[]; expiresAt: number }>>();
  readonly #local = new Map<string, Collaborator[]>();
  readonly #pending = new Set<string>();
  #flushTimer: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #onRemoteChange: (room: string) => void = () => {};

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly clock: () => Date,
  ) {}

  async start(onRemoteChange: (room: string) => void): Promise<void> {
    this.#onRemoteChange = onRemoteChange;
    this.#unlisten = await this.database.listen(CHANNEL, (payload) => this.#hear(payload));
    this.#heartbeat = setInterval(() => this.#beat(), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    await this.#unlisten?.();
  }

  /** The collaborators other nodes have in the room (expired announcements left out). */
  remote(room: string): Collaborator[] {
    const now = this.clock().getTime();
    return [...(this.#remote.get(room)?.values() ?? [])].filter((entry) => entry.expiresAt > now).flatMap((entry) => entry.collaborators);
  }

  /** This node's members of a room changed: tell the other nodes, a few changes at a time. */
  publish(room: string, collaborators: Collaborator[]): void {
    const hello = !this.#local.has(room) && collaborators.length > 0;
    if (collaborators.length > 0) this.#local.set(room, collaborators);
    else this.#local.delete(room);
    if (hello) {
      void this.#announce({ node: this.#node, room, collaborators, hello: true });
      return;
    }
    this.#pending.add(room);
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = null;
      const rooms = [...this.#pending];
      this.#pending.clear();
      for (const each of rooms) void this.#announce({ node: this.#node, room: each, collaborators: this.#local.get(each) ?? [], hello: false });
    }, 50);
  }

  #hear(payload: string): void {
    let parsed: Announcement;
    try {
      parsed = Announcement.parse(JSON.parse(payload));
    } catch {
      // A reconnected listener hints with an empty payload; others restate their rooms on their next beat.
      return;
    }
    if (parsed.node === this.#node) return;
    const nodes = this.#remote.get(parsed.room) ?? new Map();
    this.#remote.set(parsed.room, nodes);
    if (parsed.collaborators.length === 0) nodes.delete(parsed.node);
    else nodes.set(parsed.node, { collaborators: parsed.collaborators, expiresAt: this.clock().getTime() + EXPIRES_AFTER_MS });
    if (nodes.size === 0) this.#remote.delete(parsed.room);
    const mine = this.#local.get(parsed.room);
    if (parsed.hello && mine) void this.#announce({ node: this.#node, room: parsed.room, collaborators: mine, hello: false });
    this.#onRemoteChange(parsed.room);
  }

  #beat(): void {
    for (const [room, collaborators] of this.#local) void this.#announce({ node: this.#node, room, collaborators, hello: false });
    const now = this.clock().getTime();
    for (const [room, nodes] of this.#remote) {
      const before = nodes.size;
      for (const [node, entry] of nodes) if (entry.expiresAt <= now) nodes.delete(node);
      if (nodes.size === 0) this.#remote.delete(room);
      if (nodes.size !== before) this.#onRemoteChange(room);
    }
  }

  async #announce(announcement: Announcement): Promise<void> {
    let payload = JSON.stringify(announcement);
    while (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && announcement.collaborators.length > 0) {
      announcement = { ...announcement, collaborators: announcement.collaborators.slice(0, -1) };
      payload = JSON.stringify(announcement);
    }
    try {
      await sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(this.database.db);
    } catch (error) {
      this.logger.warn({ err: error }, 'announcing lesson presence failed');
    }
  }
}
