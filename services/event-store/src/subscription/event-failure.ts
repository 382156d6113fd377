/**
 * SQLSTATE classes raised by what a row holds: 21 cardinality (two rows of a page on one key), 22 data exception
 * (a NUL byte, a lone surrogate in json, a number out of range), 23 integrity constraint, 54 program limit (a value
 * too large for an index). The same event fails them again on every try.
 */
const EVENT_DATA_CLASSES = new Set(['21', '22', '23', '54']);

/**
 * True when applying failed because of what the event holds, so that trying it again can only fail again and the
 * event may be parked. Every error with a code outside those classes is not the event's fault: a lost connection
 * (08), a serialization failure or deadlock (40), a full disk or memory (53), a lock time-out (55), a database that
 * is shutting down or a cancelled statement (57), a missing table or column (42: a bug or a migration not run,
 * which would fail every event alike), and Node's own network errors (ECONNRESET). Those are retried with back-off
 * and never parked. An error without a code was thrown by the handler's own code about the event (a TypeError on a
 * malformed payload), so it counts as the event's; a driver that reports a dropped connection without a code
 * parks nothing either, since the parking is written in the same transaction, which then cannot commit.
 */
export function isEventFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === undefined || code === null) return error instanceof Error;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && EVENT_DATA_CLASSES.has(code.slice(0, 2));
}

/** What an admin reads about a failure. Only the message: the detail of a PostgreSQL error can quote the row. */
export function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const described = typeof code === 'string' && code.length > 0 ? `${message} (${code})` : message;
  return described.length > 2_000 ? `${described.slice(0, 1_999)}…` : described;
}
