import { createHash, randomUUID } from 'node:crypto';

function format(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A time-ordered UUID (RFC 9562 version 7): new ids land at the right edge of the unique index instead of at
 * random pages, which keeps appends fast as the log grows. The random part comes from randomUUID, which draws on
 * a cached entropy pool (a call to randomBytes per id cost more than the rest of an append's JavaScript).
 */
export function newEventId(now: number = Date.now()): string {
  const random = randomUUID();
  const time = now.toString(16).padStart(12, '0');
  // randomUUID is version 4 with the RFC variant already set: keep its random bits, put time and version 7 in front.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15, 18)}-${random.slice(19)}`;
}

const PATHWISE_NAMESPACE = Buffer.from('6f1c2a0e7b5d4c3e9a8b1d2c3e4f5a6b', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5): the same parts always give the same id. Reactors derive the ids of the
 * events they append from the event that caused them, so processing an event twice appends nothing new.
 */
export function deterministicEventId(...parts: readonly string[]): string {
  const hash = createHash('sha1').update(PATHWISE_NAMESPACE).update(parts.join('\u0000')).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return format(Buffer.from(bytes));
}
