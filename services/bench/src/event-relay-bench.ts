import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { CheckpointedConsumer, START_OF_LOG, createLeaseManager, openEventStore, type Checkpoint, type Database } from '@pathwise/event-store';
import { eventRelayHandler, KafkaEventPublisher } from '@pathwise/api/testing';
import { Kafka, logLevel } from 'kafkajs';
import type { ThroughputFigure } from './commerce-bench.js';
import { learning } from './event-store-bench.js';
import { percentile, type LatencyFigure } from './latency.js';

export interface RelayBenchSizes {
  /** Events in the log the relay publishes from the start. */
  readonly logSize: number;
  /** Single events timed from append to a consumer's receipt, one after another. */
  readonly latencySamples: number;
}

export interface RelayBenchResult {
  readonly throughput: ThroughputFigure;
  readonly latency: LatencyFigure;
}

const PAGE = 500;

/**
 * The relay to Kafka on PostgreSQL: how fast it publishes a log from its start (beside reading the same log page by
 * page, in this run), and how long an event takes from its append to a Kafka consumer, with the relay following live.
 */
export async function benchEventRelay(database: Database, brokers: readonly string[], sizes: RelayBenchSizes): Promise<RelayBenchResult> {
  const { store } = openEventStore<PathwiseEvent>({ database, registry: pathwiseEvents, personalDataKey: Buffer.alloc(32, 5) });
  const topicPrefix = `pathwise.bench.${randomUUID().slice(0, 8)}.`;
  const publisher = await KafkaEventPublisher.connect({ brokers });
  const leases = createLeaseManager(database);
  try {
    for (let loaded = 0; loaded < sizes.logSize; loaded += 100) {
      const events = Array.from({ length: Math.min(100, sizes.logSize - loaded) }, (_, each) => learning((loaded + each) % 2_000, loaded + each));
      await store.append(`learner-relay-${loaded / 100}`, events, { expectedVersion: 'no_stream' });
    }

    let started = performance.now();
    let read = 0;
    for (let after: Checkpoint = START_OF_LOG; ; ) {
      const page = await store.readAll({ after, limit: PAGE });
      if (page.scanned === 0) break;
      read += page.events.length;
      after = page.checkpoint;
    }
    const readPerSecond = read / ((performance.now() - started) / 1000);

    const relay = new CheckpointedConsumer(store, database, leases, eventRelayHandler(publisher, topicPrefix), { batchSize: PAGE, idlePollMs: 1_000 });
    started = performance.now();
    await relay.drain();
    const relayPerSecond = sizes.logSize / ((performance.now() - started) / 1000);

    const receivedAt = new Map<string, (at: number) => void>();
    const consumer = new Kafka({ clientId: 'pathwise-bench', brokers: [...brokers], logLevel: logLevel.NOTHING }).consumer({ groupId: `bench-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic: `${topicPrefix}learning`, fromBeginning: false });
    const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
    await consumer.run({
      eachMessage: async ({ message }) => {
        const id = message.headers?.['event-id']?.toString();
        if (id) receivedAt.get(id)?.(performance.now());
      },
    });
    await joined;
    relay.start();
    const samples: number[] = [];
    try {
      for (let sample = 0; sample < sizes.latencySamples + 10; sample++) {
        const id = randomUUID();
        const arrived = new Promise<number>((resolve) => receivedAt.set(id, resolve));
        const appendedAt = performance.now();
        await store.append(`learner-relay-live-${sample % 50}`, [{ ...learning(sample, sample), id }], { expectedVersion: 'any' });
        const at = await arrived;
        // The first few warm the producer, the consumer's fetch loop and the database's plans.
        if (sample >= 10) samples.push(at - appendedAt);
      }
    } finally {
      await relay.close();
      await consumer.disconnect();
    }
    return {
      throughput: { name: 'relay to Kafka (events/s)', perSecond: relayPerSecond, baseline: { name: 'readAll (events/s)', perSecond: readPerSecond } },
      latency: { store: 'kafka', name: 'append to a consumer\'s receipt', p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) },
    };
  } finally {
    await publisher.close();
    await leases.close();
  }
}
