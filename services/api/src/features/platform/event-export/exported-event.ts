import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventMetadata, StoredEvent } from '@pathwise/event-store';
import { formatCheckpoint } from './event-export-query.js';
import { personalFieldKind } from './personal-fields.js';

/** One event as an export writes it: 64-bit numbers as decimal strings, its checkpoint ready to resume after it. */
export interface ExportedEvent {
  readonly checkpoint: string;
  readonly position: string;
  readonly transactionId: string;
  readonly recordedAt: string;
  readonly type: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly schemaVersion: number;
  readonly eventId: string;
  readonly metadata: EventMetadata;
  readonly data: unknown;
}

/**
 * Keyed pseudonyms (HMAC-SHA-256): the same input always gives the same pseudonym under one key, and without the key
 * nobody can test a guessed email or id against it. Exports under the same key can be joined; a fresh key makes an
 * export that joins with nothing else.
 */
export class Pseudonyms {
  readonly #key: Buffer;

  private constructor(key: Buffer) {
    this.#key = key;
  }

  /** The key set for exports, else one derived from the personal data key, so pseudonyms stay the same export to export. */
  static fromKeys(keys: { readonly exportKey: string | undefined; readonly personalDataKey: Buffer }): Pseudonyms {
    return new Pseudonyms(
      keys.exportKey !== undefined
        ? Buffer.from(keys.exportKey)
        : Buffer.from(hkdfSync('sha256', keys.personalDataKey, Buffer.alloc(0), 'pathwise event export pseudonyms', 32)),
    );
  }

  static fresh(): Pseudonyms {
    return new Pseudonyms(randomBytes(32));
  }

  of(value: string): string {
    return `p_${createHmac('sha256', this.#key).update(value).digest('base64url').slice(0, 22)}`;
  }
}

function withoutPersonalData(value: unknown, path: string[], type: string, pseudonyms: Pseudonyms): unknown {
  const kind = path.length > 0 ? personalFieldKind(pathwiseEvents.definition(type), path) : null;
  if (kind === 'written-text') return typeof value === 'string' ? `[withheld: ${value.length} characters]` : value === null ? null : '[withheld]';
  if (kind !== null) {
    if (typeof value === 'string') return pseudonyms.of(value);
    if (Array.isArray(value)) return value.map((each) => (typeof each === 'string' ? pseudonyms.of(each) : each));
    return value;
  }
  if (Array.isArray(value)) return value.map((each) => withoutPersonalData(each, path, type, pseudonyms));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withoutPersonalData(each, [...path, key], type, pseudonyms)]));
  }
  return value;
}

/** A stream id names its subject (`enrolment-<course>.<learner>`): the category stays, the rest becomes a pseudonym. */
function pseudonymousStreamId(streamId: string, pseudonyms: Pseudonyms): string {
  const dash = streamId.indexOf('-');
  return dash < 0 ? pseudonyms.of(streamId) : `${streamId.slice(0, dash)}-${pseudonyms.of(streamId.slice(dash + 1))}`;
}

/** The event as exported, with its personal data replaced (see `personal-fields.ts`) unless `pseudonyms` is null. */
export function exportedEvent(event: StoredEvent<PathwiseEvent>, pseudonyms: Pseudonyms | null): ExportedEvent {
  const { actor } = event.metadata;
  return {
    checkpoint: formatCheckpoint(event),
    position: event.position.toString(),
    transactionId: event.transactionId.toString(),
    recordedAt: event.recordedAt.toISOString(),
    type: event.type,
    streamId: pseudonyms ? pseudonymousStreamId(event.streamId, pseudonyms) : event.streamId,
    streamVersion: event.streamVersion,
    schemaVersion: event.schemaVersion,
    eventId: event.id,
    metadata: pseudonyms && actor?.kind === 'user' ? { ...event.metadata, actor: { ...actor, id: pseudonyms.of(actor.id) } } : event.metadata,
    data: pseudonyms ? withoutPersonalData(event.data, [], event.type, pseudonyms) : event.data,
  };
}
