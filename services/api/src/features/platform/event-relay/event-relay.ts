import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { ConsumerHandler } from '@pathwise/event-store';
import { apiTracer } from '../../../observability/telemetry.js';
import { relayedMessage, type RelayedMessage } from './relayed-event.js';

/**
 * Where the relay sends messages. `publish` resolves only once the broker has acknowledged every message (all
 * in-sync replicas), in order per key; a rejection means some may have been stored and others not.
 */
export interface EventPublisher {
  /** Names the relay's checkpoint; a different broker or topic layout is a different subscription. */
  readonly name: string;
  publish(messages: readonly RelayedMessage[]): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_TOPIC_PREFIX = 'pathwise.events.';

/**
 * Follows the whole log and publishes each page of events before its checkpoint moves: the checkpoint is saved in
 * the page's transaction after `publish` resolved, so a crash, a broker error or a failed commit sends the page
 * again from the last checkpoint. Delivery is therefore at least once, and only the unacknowledged tail is ever
 * sent twice; consumers drop what they have already seen by `eventId`.
 */
export function eventRelayHandler(publisher: EventPublisher, topicPrefix = DEFAULT_TOPIC_PREFIX): ConsumerHandler<PathwiseEvent> {
  return {
    subscriptionId: `event-relay:${publisher.name}`,
    async handle(events) {
      if (events.length === 0) return;
      await apiTracer().startActiveSpan('relay.publish', { attributes: { 'pathwise.relay': publisher.name, 'pathwise.event_count': events.length } }, async (span) => {
        try {
          await publisher.publish(events.map((event) => relayedMessage(event, topicPrefix)));
        } finally {
          span.end();
        }
      });
    },
  };
}
