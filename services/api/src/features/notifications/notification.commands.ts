import { inboxStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Checkpoint, type EventStore } from '@pathwise/event-store';
import { HttpError } from '../../http/http-errors.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';

/** What one inbox stream says: the notifications raised, read and already mailed. */
export interface InboxState {
  readonly raised: ReadonlyMap<string, Extract<PathwiseEvent, { type: 'NotificationRaised' }>['data']>;
  readonly read: ReadonlySet<string>;
  readonly mailed: ReadonlySet<string>;
}

export function foldInbox(events: readonly PathwiseEvent[]): InboxState {
  const raised = new Map<string, Extract<PathwiseEvent, { type: 'NotificationRaised' }>['data']>();
  const read = new Set<string>();
  const mailed = new Set<string>();
  for (const event of events) {
    if (event.type === 'NotificationRaised') raised.set(event.data.notificationId, event.data);
    else if (event.type === 'NotificationRead') read.add(event.data.notificationId);
    else if (event.type === 'NotificationDigestSent') event.data.notificationIds.forEach((id) => mailed.add(id));
  }
  return { raised, read, mailed };
}

/** A user's own inbox: only its owner marks what they read. */
export class NotificationCommands {
  constructor(private readonly store: EventStore<PathwiseEvent>) {}

  /** Where the read was recorded in the log; null when it was read already (a retry). */
  async markRead(notificationId: string, origin: CommandOrigin): Promise<Checkpoint | null> {
    try {
      return await this.#markRead(notificationId, origin);
    } catch (error) {
      // Another notification arrived, or another tab read this one, between the read and the append: decide again.
      if (error instanceof StreamVersionConflictError) return this.#markRead(notificationId, origin);
      throw error;
    }
  }

  async #markRead(notificationId: string, origin: CommandOrigin): Promise<Checkpoint | null> {
    const userId = origin.actor.userId;
    const stream = inboxStreamId(userId);
    const { events, currentVersion } = await this.store.readStream(stream);
    const inbox = foldInbox(events);
    if (!inbox.raised.has(notificationId)) {
      throw new HttpError(404, 'Not Found', `You have no notification ${notificationId}.`, [
        { pointer: '#/params/notificationId', detail: 'No such notification in your inbox' },
      ]);
    }
    if (inbox.read.has(notificationId)) return null;
    const result = await this.store.append(stream, [{ type: 'NotificationRead', data: { notificationId, userId } }], {
      expectedVersion: currentVersion,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: userId } },
    });
    const [event] = result.events;
    return { transactionId: event!.transactionId, position: event!.position };
  }
}
