import { isDeepStrictEqual } from 'node:util';
import { DomainError } from './domain-error.js';

/** A request as a client-chosen id first recorded it: who sent it and what it asked for. */
export interface KeyedRequest {
  readonly actorId: string;
  readonly payload: unknown;
}

/** The client-chosen id a request carries, and where in the request it sits (`#/body/postId`). */
export interface RetryKey {
  readonly pointer: string;
  readonly value: string;
}

/** The answer when a client-chosen id already names another request. */
export const retryKeyConflict = (key: RetryKey): DomainError =>
  DomainError.conflict(`"${key.value}" already names a different request: a retry repeats its request exactly; choose a new id for a new one.`, [
    { pointer: key.pointer, detail: 'Already used for a different request' },
  ]);

/**
 * A client-chosen id (eventId, postId, attemptId, ...) makes a retry safe: the same id sent again by the same actor
 * with the same payload is the original request, answered with its original result. The same id with another payload
 * or from another actor is not a retry; treating it as one would silently drop what was sent, so it is a conflict.
 */
export function assertRetryOf(key: RetryKey, original: KeyedRequest, retry: KeyedRequest): void {
  if (original.actorId === retry.actorId && isDeepStrictEqual(original.payload, retry.payload)) return;
  throw retryKeyConflict(key);
}
