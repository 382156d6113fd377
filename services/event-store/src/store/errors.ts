import type { SchemaIssue } from '@pathwise/event-schemas';
import type { ExpectedVersion } from './event-store.js';

/** Errors of the write side carry their HTTP status; one middleware turns them into problem details. */
export abstract class EventStoreError extends Error {
  abstract readonly status: number;
  abstract readonly title: string;
  override readonly name = this.constructor.name;
}

export class StreamVersionConflictError extends EventStoreError {
  readonly status = 409;
  readonly title = 'Conflicting change';

  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number | null,
  ) {
    super(
      `Stream ${streamId} was expected at version ${String(expectedVersion)} but is at ` +
        `${actualVersion === null ? 'a newer version' : actualVersion}; reload and try again`,
    );
  }
}

export class EventIdReusedError extends EventStoreError {
  readonly status = 409;
  readonly title = 'Event id already used';

  constructor(readonly eventId: string) {
    super(`Event id ${eventId} is already stored for a different event`);
  }
}

export class UnknownEventTypeError extends EventStoreError {
  readonly status = 400;
  readonly title = 'Unknown event type';

  constructor(readonly eventType: string) {
    super(`Event type "${eventType}" is not registered`);
  }
}

export class EventSchemaViolationError extends EventStoreError {
  readonly status = 422;
  readonly title = 'Event does not match its schema';

  constructor(
    readonly eventType: string,
    readonly issues: readonly SchemaIssue[],
  ) {
    super(`${eventType}: ${issues.map((issue) => `${issue.path || '(data)'}: ${issue.message}`).join('; ')}`);
  }
}

export class InvalidAppendError extends EventStoreError {
  readonly status = 400;
  readonly title = 'Invalid append';
}
