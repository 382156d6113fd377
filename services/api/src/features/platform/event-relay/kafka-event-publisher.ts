import { CompressionTypes, Kafka, logLevel, type Admin, type Producer } from 'kafkajs';
import type { EventPublisher } from './event-relay.js';
import type { RelayedMessage } from './relayed-event.js';

export interface KafkaPublisherOptions {
  readonly brokers: readonly string[];
  readonly clientId?: string;
  /** Partitions of each topic the relay creates; a stream always lands on one of them (keyed by stream id). */
  readonly partitions?: number;
  readonly connectionTimeoutMs?: number;
}

/**
 * Publishes through kafkajs with the idempotent producer: acks from all in-sync replicas, one request in flight, and
 * the broker dropping a retried batch it already wrote, so a retry inside one producer session neither doubles nor
 * reorders a stream. Topics are created on first use, so a broker that refuses automatic creation still works.
 */
export class KafkaEventPublisher implements EventPublisher {
  readonly name = 'kafka';
  readonly #producer: Producer;
  readonly #admin: Admin;
  readonly #partitions: number;
  readonly #knownTopics = new Set<string>();

  private constructor(kafka: Kafka, partitions: number) {
    this.#producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
    this.#admin = kafka.admin();
    this.#partitions = partitions;
  }

  static async connect(options: KafkaPublisherOptions): Promise<KafkaEventPublisher> {
    const kafka = new Kafka({
      clientId: options.clientId ?? 'pathwise-event-relay',
      brokers: [...options.brokers],
      logLevel: logLevel.NOTHING,
      connectionTimeout: options.connectionTimeoutMs ?? 3_000,
    });
    const publisher = new KafkaEventPublisher(kafka, options.partitions ?? 3);
    try {
      await publisher.#admin.connect();
      await publisher.#producer.connect();
    } catch (error) {
      await publisher.close();
      throw new Error(`Kafka is not reachable at ${options.brokers.join(',')} (${(error as Error).message})`, { cause: error });
    }
    return publisher;
  }

  async publish(messages: readonly RelayedMessage[]): Promise<void> {
    const byTopic = new Map<string, RelayedMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await this.#ensureTopics([...byTopic.keys()]);
    await this.#producer.sendBatch({
      acks: -1,
      compression: CompressionTypes.None,
      topicMessages: [...byTopic].map(([topic, each]) => ({
        topic,
        messages: each.map((message) => ({ key: message.key, value: message.value, headers: { ...message.headers } })),
      })),
    });
  }

  async #ensureTopics(topics: readonly string[]): Promise<void> {
    const missing = topics.filter((topic) => !this.#knownTopics.has(topic));
    if (missing.length === 0) return;
    const existing = new Set(await this.#admin.listTopics());
    const toCreate = missing.filter((topic) => !existing.has(topic));
    if (toCreate.length > 0) {
      await this.#admin.createTopics({ waitForLeaders: true, topics: toCreate.map((topic) => ({ topic, numPartitions: this.#partitions })) });
    }
    for (const topic of missing) this.#knownTopics.add(topic);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.#producer.disconnect(), this.#admin.disconnect()]);
  }
}
