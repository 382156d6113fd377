import { describe, expect, it } from 'vitest';
import { deterministicEventId, newEventId } from './event-ids.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('event ids', () => {
  it('makes version 7 UUIDs that sort by creation time', () => {
    const earlier = newEventId(1_700_000_000_000);
    const later = newEventId(1_700_000_000_001);
    expect(UUID.exec(earlier)?.[1]).toBe('7');
    expect(earlier < later).toBe(true);
    expect(newEventId()).not.toBe(newEventId());
  });

  it('derives the same version 5 UUID from the same parts, and a different one from other parts', () => {
    const id = deterministicEventId('reactor', 'event-1', '0');
    expect(UUID.exec(id)?.[1]).toBe('5');
    expect(deterministicEventId('reactor', 'event-1', '0')).toBe(id);
    expect(deterministicEventId('reactor', 'event-1', '1')).not.toBe(id);
    // Joining with a separator keeps ("a-b", "c") apart from ("a", "b-c").
    expect(deterministicEventId('a-b', 'c')).not.toBe(deterministicEventId('a', 'b-c'));
  });
});
