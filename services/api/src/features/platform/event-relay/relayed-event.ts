import { pathwiseEvents, pathwiseEventsByDomain, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventMetadata, StoredEvent } from '@pathwise/event-store';
import { keysThatMayHoldPersonalValues, personalFieldKind } from '../event-export/personal-fields.js';

/**
 * One event as the relay publishes it, the JSON value of its message. 64-bit numbers are decimal strings. Personal
 * values (an email, a name, every field an event seals in the personal data vault) are left out: they are null here
 * and their paths are listed under `personalData.omitted`, with the id of the person they belong to, so a consumer
 * that needs them asks the platform, which answers only while the person has not been erased. Ids stay: they are
 * references, and meaningless once the person is gone.
 */
export interface RelayedEvent {
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly domain: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly position: string;
  readonly transactionId: string;
  readonly recordedAt: string;
  readonly metadata: EventMetadata;
  readonly data: unknown;
  readonly personalData: { readonly subjectId: string | null; readonly omitted: readonly string[] } | null;
}

/** A message ready for the broker: its topic, its key (the stream, so each stream keeps its order), its value. */
export interface RelayedMessage {
  readonly topic: string;
  readonly key: string;
  readonly value: string;
  readonly headers: Readonly<Record<string, string>>;
}

const domainOfType = new Map<string, string>(
  Object.entries(pathwiseEventsByDomain).flatMap(([domain, definitions]) => definitions.map((definition) => [definition.type, domain] as const)),
);

/** The domain an event type belongs to, which names its topic; a type no domain lists goes to `other`. */
export const domainOf = (type: string): string => domainOfType.get(type) ?? 'other';

const mayNamePersonalValue = new RegExp(
  `"(?:${[...keysThatMayHoldPersonalValues(pathwiseEvents.types.map((type) => pathwiseEvents.definition(type)!))].join('|')})":`,
);

function leaveOutPersonalValues(value: unknown, path: string[], type: string, omitted: string[]): unknown {
  if (path.length > 0 && personalFieldKind(pathwiseEvents.definition(type), path) === 'personal-value') {
    if (value === null || value === undefined) return value;
    omitted.push(path.join('.'));
    return null;
  }
  if (Array.isArray(value)) return value.map((each) => leaveOutPersonalValues(each, path, type, omitted));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, leaveOutPersonalValues(each, [...path, key], type, omitted)]));
  }
  return value;
}

function subjectOf(event: StoredEvent<PathwiseEvent>): string | null {
  const subjectField = pathwiseEvents.definition(event.type)?.personalData?.subjectField;
  const subject = subjectField ? (event.data as Record<string, unknown>)[subjectField] : undefined;
  return typeof subject === 'string' ? subject : null;
}

export function relayedEvent(event: StoredEvent<PathwiseEvent>): RelayedEvent {
  return JSON.parse(relayedEventJson(event)) as RelayedEvent;
}

/**
 * The relayed event as JSON. Most events name no key that could hold a personal value, so their data is written as
 * it is, without a walk through it: the relay publishes tens of thousands of events a second.
 */
export function relayedEventJson(event: StoredEvent<PathwiseEvent>): string {
  const common = {
    eventId: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    domain: domainOf(event.type),
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    position: event.position.toString(),
    transactionId: event.transactionId.toString(),
    recordedAt: event.recordedAt.toISOString(),
    metadata: event.metadata,
  };
  const asStored = JSON.stringify({ ...common, data: event.data, personalData: null });
  if (!mayNamePersonalValue.test(asStored)) return asStored;
  const omitted: string[] = [];
  const data = leaveOutPersonalValues(event.data, [], event.type, omitted);
  const personalData = omitted.length > 0 ? { subjectId: subjectOf(event), omitted: [...new Set(omitted)] } : null;
  return JSON.stringify({ ...common, data, personalData } satisfies RelayedEvent);
}

/** The message of one event on `<topicPrefix><domain>`. */
export function relayedMessage(event: StoredEvent<PathwiseEvent>, topicPrefix: string): RelayedMessage {
  return {
    topic: `${topicPrefix}${domainOf(event.type)}`,
    key: event.streamId,
    value: relayedEventJson(event),
    headers: { 'event-id': event.id, 'event-type': event.type, 'schema-version': String(event.schemaVersion) },
  };
}
