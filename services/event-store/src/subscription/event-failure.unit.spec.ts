import { describe, expect, it } from 'vitest';
import { failureMessage, isEventFailure } from './event-failure.js';

const databaseError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isEventFailure', () => {
  it.each([
    ['22021', 'a NUL byte in text'],
    ['22P02', 'a lone surrogate in json'],
    ['22P05', 'a NUL escape in jsonb'],
    ['23502', 'a required column left empty'],
    ['23514', 'a check constraint'],
    ['21000', 'two rows of a page on one key'],
    ['54000', 'a value too large for an index'],
  ])('blames the event for SQLSTATE %s (%s)', (code) => {
    expect(isEventFailure(databaseError(code))).toBe(true);
  });

  it.each([
    ['08006', 'a lost connection'],
    ['40001', 'a serialization failure'],
    ['40P01', 'a deadlock'],
    ['53100', 'a full disk'],
    ['55P03', 'a lock time-out'],
    ['57P01', 'a database shutting down'],
    ['57014', 'a cancelled statement'],
    ['42P01', 'a missing table'],
    ['ECONNRESET', 'a reset socket'],
    ['EPIPE', 'a broken pipe'],
  ])('does not blame the event for %s (%s)', (code) => {
    expect(isEventFailure(databaseError(code))).toBe(false);
  });

  it('blames the event for an error its handler threw without a code, and not for a thrown non-error', () => {
    expect(isEventFailure(new TypeError("Cannot read properties of undefined (reading 'trim')"))).toBe(true);
    expect(isEventFailure('a string')).toBe(false);
  });
});

describe('failureMessage', () => {
  it('keeps the message and the code, never the detail that may quote the row', () => {
    const error = Object.assign(new Error('null value in column "lead_id"'), { code: '23502', detail: 'Failing row contains (Ada, ada@example.com)' });
    expect(failureMessage(error)).toBe('null value in column "lead_id" (23502)');
  });

  it('cuts a very long message to 2000 characters', () => {
    expect(failureMessage(new Error('x'.repeat(5_000)))).toHaveLength(2_000);
  });
});
