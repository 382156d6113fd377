import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { CheckpointedConsumer, createLeaseManager, type LeaseManager } from '@pathwise/event-store';
import { eventually, useTestEventStore } from '@pathwise/event-store/testing';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRelayHandler, type EventPublisher } from './event-relay.js';
import { KafkaEventPublisher } from './kafka-event-publisher.js';
import type { RelayedEvent, RelayedMessage } from './relayed-event.js';

/** The broker `npm run services:up` starts; KAFKA_BROKERS names another. */
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

async function connectPublisher(): Promise<KafkaEventPublisher> {
  try {
    return await KafkaEventPublisher.connect({ brokers, connectionTimeoutMs: 5_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}. Start it with \`npm run services:up\` or set KAFKA_BROKERS.`, { cause: error });
  }
}

/** Passes pages to the broker until told to die: then it publishes half of the next page and throws, as a killed process would leave it. */
class DyingPublisher implements EventPublisher {
  readonly name: string;
  dieOnNextPage = false;
  died = false;

  constructor(private readonly inner: EventPublisher) {
    this.name = inner.name;
  }

  async publish(messages: readonly RelayedMessage[]): Promise<void> {
    if (this.died) throw new Error('the relay process is gone');
    if (!this.dieOnNextPage) return this.inner.publish(messages);
    await this.inner.publish(messages.slice(0, Math.ceil(messages.length / 2)));
    this.died = true;
    throw new Error('killed after the broker acknowledged part of the page, before the checkpoint moved');
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('the event relay to Kafka', () => {
  const fixture = useTestEventStore<PathwiseEvent>('postgres', { registry: pathwiseEvents });
  const topicPrefix = `pathwise.test.${randomUUID().slice(0, 8)}.`;
  let publisher: KafkaEventPublisher;
  let leases: LeaseManager;
  let consumer: Consumer;
  const received: RelayedEvent[] = [];

  beforeAll(async () => {
    publisher = await connectPublisher();
    leases = createLeaseManager(fixture.database);
  });
  afterAll(async () => {
    await consumer?.disconnect();
    await publisher?.close();
    await leases?.close();
  });

  const appendStreams = async (streams: readonly string[], eventsEach: number) => {
    for (let version = 0; version < eventsEach; version += 1) {
      for (const userId of streams) {
        const event: PathwiseEvent =
          version % 2 === 0
            ? { type: 'ProfileChanged', data: { userId, displayName: `Name ${version} of ${userId.slice(0, 4)}` } }
            : { type: 'NpsSurveyDismissed', data: { userId, dismissedAt: new Date(Date.UTC(2026, 10, 1, 0, version)).toISOString() } };
        await fixture.store.append(version % 2 === 0 ? `account-${userId}` : `npssurvey-${userId}`, [event], { expectedVersion: 'any' });
      }
    }
  };

  it('delivers every event at least once and in stream order when the relay dies mid-stream and starts again', async () => {
    const users = Array.from({ length: 6 }, () => randomUUID());
    await appendStreams(users, 40);
    const expectedIds = (await fixture.store.readAll({ limit: 10_000 })).events.map((event) => event.id);
    expect(expectedIds).toHaveLength(240);

    const dying = new DyingPublisher(publisher);
    // Two pages go through, then the relay dies inside the third.
    let pages = 0;
    const counting: EventPublisher = {
      name: dying.name,
      publish: async (messages) => {
        pages += 1;
        if (pages === 3) dying.dieOnNextPage = true;
        await dying.publish(messages);
      },
      close: () => dying.close(),
    };
    const relay = new CheckpointedConsumer(fixture.store, fixture.database, leases, eventRelayHandler(counting, topicPrefix), {
      batchSize: 50,
      idlePollMs: 50,
      leaseRetryMs: 50,
    });
    relay.start();
    await eventually(() => expect(dying.died).toBe(true), 30_000);
    await relay.close();

    const restarted = new CheckpointedConsumer(fixture.store, fixture.database, leases, eventRelayHandler(publisher, topicPrefix), {
      batchSize: 50,
      idlePollMs: 50,
    });
    await restarted.drain();
    await restarted.close();

    const kafka = new Kafka({ clientId: 'pathwise-relay-test', brokers, logLevel: logLevel.NOTHING });
    consumer = kafka.consumer({ groupId: `relay-test-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [`${topicPrefix}identity`, `${topicPrefix}nps`], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        received.push(JSON.parse(message.value!.toString()) as RelayedEvent);
      },
    });
    await eventually(() => expect(new Set(received.map((event) => event.eventId)).size).toBe(240), 60_000);

    // Nothing lost; only the page in hand when it died was sent twice, at most.
    expect(new Set(received.map((event) => event.eventId))).toEqual(new Set(expectedIds));
    expect(received.length).toBeGreaterThan(240);
    expect(received.length).toBeLessThanOrEqual(240 + 50);
    // Each stream arrives in order once a consumer drops what it has seen by event id.
    const seen = new Set<string>();
    const versionsByStream = new Map<string, number[]>();
    for (const event of received) {
      if (seen.has(event.eventId)) continue;
      seen.add(event.eventId);
      versionsByStream.set(event.streamId, [...(versionsByStream.get(event.streamId) ?? []), event.streamVersion]);
    }
    expect(versionsByStream.size).toBe(12);
    for (const versions of versionsByStream.values()) expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('publishes each domain to its own topic, keyed by stream, with personal values left out', () => {
    const profile = received.find((event) => event.type === 'ProfileChanged')!;
    expect(profile).toMatchObject({
      domain: 'identity',
      streamId: `account-${(profile.data as { userId: string }).userId}`,
      data: { displayName: null },
      personalData: { subjectId: (profile.data as { userId: string }).userId, omitted: ['displayName'] },
    });
    expect(profile.schemaVersion).toBe(1);
    expect(BigInt(profile.position)).toBeGreaterThan(0n);
    const dismissal = received.find((event) => event.type === 'NpsSurveyDismissed')!;
    expect(dismissal).toMatchObject({ domain: 'nps', personalData: null });
    expect(JSON.stringify(received)).not.toMatch(/Name \d+ of/);
  });
});
