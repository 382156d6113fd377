import { serverSocketEvents } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import { LogTail, START_OF_LOG, type Checkpoint, type EventStore } from '@pathwise/event-store';
import type { Server, Socket } from 'socket.io';
import type { Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import { pushesFor, pushingEventTypes } from './push-routing.js';
import { followIdentityEvent, identityEventTypes } from './socket-identity.js';

/** A client further behind than this gets resync_required instead of a replay. */
export const MAX_REPLAYED_PUSHES = 500;

/**
 * Follows the log and pushes to Socket.IO rooms. Every node follows the log itself and emits only to its own
 * sockets (io.local), so no adapter is needed for log pushes and nothing is pushed twice across nodes. The same
 * reading ends or downgrades the sockets of accounts whose session ended or whose role or tier changed.
 */
export class PushGateway {
  readonly #tail: LogTail<PathwiseEvent>;
  readonly #abort = new AbortController();
  #checkpoint: Checkpoint = START_OF_LOG;
  #exclusive: Promise<unknown> = Promise.resolve();
  #loop: Promise<void> | null = null;

  constructor(
    private readonly io: Server,
    private readonly store: EventStore<PathwiseEvent>,
    private readonly logger: Logger,
    private readonly metrics: Metrics,
  ) {
    this.#tail = new LogTail(store, { types: [...pushingEventTypes, ...identityEventTypes], batchSize: 500, idlePollMs: 1_000 });
  }

  /** Starts from the current head: what happened before is for queries, or for a resuming client's replay. */
  async start(): Promise<void> {
    this.#checkpoint = (await this.store.head()).visible;
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#abort.abort();
    this.#tail.close();
    await this.#loop;
  }

  /**
   * Joins a room and, given the last position the client saw, replays what it missed. Both happen in the same
   * exclusive section as live emission, so the client gets every push once: before the join from the replay,
   * after it live.
   */
  join(socket: Socket, room: string, sincePosition: bigint | undefined): Promise<number> {
    return this.#serially(async () => {
      await socket.join(room);
      if (sincePosition === undefined) return 0;
      return this.#replay(socket, room, sincePosition);
    });
  }

  async #replay(socket: Socket, room: string, sincePosition: bigint): Promise<number> {
    const from = sincePosition === 0n ? START_OF_LOG : await this.store.checkpointOf(sincePosition);
    if (!from) {
      socket.emit(serverSocketEvents.resyncRequired, { room, reason: 'unknown position' });
      return 0;
    }
    const missed = [];
    let checkpoint = from;
    for (;;) {
      const page = await this.store.readAll({ after: checkpoint, until: this.#checkpoint, types: pushingEventTypes, limit: 1_000 });
      if (page.scanned === 0) break;
      for (const event of page.events) missed.push(...pushesFor(event).filter((push) => push.room === room));
      if (missed.length > MAX_REPLAYED_PUSHES) {
        socket.emit(serverSocketEvents.resyncRequired, { room, reason: 'too far behind' });
        return 0;
      }
      checkpoint = page.checkpoint;
    }
    for (const push of missed) socket.emit(push.event, push.payload);
    return missed.length;
  }

  async #run(): Promise<void> {
    const signal = this.#abort.signal;
    while (!signal.aborted) {
      try {
        const page = await this.#tail.next(this.#checkpoint, signal);
        if (page.scanned === 0) continue;
        await this.#serially(async () => {
          for (const event of page.events) {
            await followIdentityEvent(this.io, event);
            for (const push of pushesFor(event)) {
              this.io.local.to(push.room).emit(push.event, push.payload);
              this.metrics.pushesSent.inc({ event: push.event });
            }
          }
          this.#checkpoint = page.checkpoint;
        });
      } catch (error) {
        this.logger.error({ err: error }, 'push gateway failed to read the log; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  #serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#exclusive.then(work);
    this.#exclusive = result.catch(() => undefined);
    return result;
  }
}
